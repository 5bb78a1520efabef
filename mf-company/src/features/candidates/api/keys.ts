/** Cache keys of single candidates the company looks at. */
export const candidateKeys = {
  all: ['company-candidate'] as const,
  detail: (candidateId: string) => [...candidateKeys.all, candidateId] as const,
  applications: (candidateId: string, companyId: string) =>
    [...candidateKeys.all, candidateId, 'applications', companyId] as const,
};
