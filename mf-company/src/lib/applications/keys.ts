/** Cache keys of applications to the company's jobs: invalidating `all` refreshes every view. */
export const applicationKeys = {
  all: ['company-applications'] as const,
  forJob: (jobId: string) => [...applicationKeys.all, 'job', jobId] as const,
  detail: (applicationId: string) => [...applicationKeys.all, 'detail', applicationId] as const,
  companyList: (companyId: string, page: number, pageSize: number) =>
    [...applicationKeys.all, 'company', companyId, { page, pageSize }] as const,
};
