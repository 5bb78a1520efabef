/** Cache keys of the company's reporting lines (who manages which recruiter). */
export const hierarchyKeys = {
  all: ['company-hierarchy'] as const,
  members: (companyId: string) => [...hierarchyKeys.all, 'members', companyId] as const,
};
