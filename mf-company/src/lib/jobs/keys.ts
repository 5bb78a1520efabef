/** Cache keys of the company's jobs: invalidating `all` refreshes every list and job. */
export const jobKeys = {
  all: ['company-jobs'] as const,
  everyList: () => [...jobKeys.all, 'list'] as const,
  lists: (companyId: string) => [...jobKeys.everyList(), companyId] as const,
  list: (companyId: string, search: string, page: number, pageSize: number) =>
    [...jobKeys.lists(companyId), { search, page, pageSize }] as const,
  detail: (jobId: string) => [...jobKeys.all, 'detail', jobId] as const,
};
