/** Cache keys of applications to the company's jobs. */
export const applicationKeys = {
  all: ['company-applications'] as const,
  forJob: (jobId: string) => [...applicationKeys.all, 'job', jobId] as const,
};
