/**
 * Cache keys of everything the admin area reads about companies. Approving or rejecting a company
 * invalidates `all`: the approval tables, the company's page and the dashboard's counts.
 */
export const companyKeys = {
  all: ['admin-companies'] as const,
  list: (filter: object) => [...companyKeys.all, 'list', filter] as const,
  detail: (companyId: string) => [...companyKeys.all, 'detail', companyId] as const,
  documentLinks: (companyId: string, values: (string | null | undefined)[]) =>
    [...companyKeys.all, 'detail', companyId, 'documents', values] as const,
  stats: () => [...companyKeys.all, 'stats'] as const,
  newest: () => [...companyKeys.all, 'newest'] as const,
  subscription: (companyId: string) => [...companyKeys.all, 'subscription', companyId] as const,
};
