/**
 * Cache keys of the jobs a candidate sees: the open ones not yet applied to (best match first,
 * from a minimum match), and one job's page.
 */
export const jobKeys = {
  all: ['candidate-jobs'] as const,
  potential: () => [...jobKeys.all, 'potential'] as const,
  potentialPage: (userId: string, page: number, pageSize: number, minMatch = 0) =>
    [...jobKeys.potential(), userId, page, pageSize, minMatch] as const,
  details: (userId: string, jobId: string) => [...jobKeys.all, 'details', userId, jobId] as const,
  questions: (userId: string, jobId: string) =>
    [...jobKeys.all, 'questions', userId, jobId] as const,
};
