/** Cache keys of the caller's company: invalidating `all` refreshes the company and its tier. */
export const companyKeys = {
  all: ['company'] as const,
  detail: (companyId: string) => [...companyKeys.all, 'detail', companyId] as const,
  subscription: (companyId: string) => [...companyKeys.all, 'subscription', companyId] as const,
};
