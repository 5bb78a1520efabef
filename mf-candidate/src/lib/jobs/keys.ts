/** Cache keys of the jobs a candidate sees: the open ones not yet applied to, and one job's page. */
export const jobKeys = {
  all: ['candidate-jobs'] as const,
  potential: () => [...jobKeys.all, 'potential'] as const,
  potentialPage: (userId: string, page: number, pageSize: number) =>
    [...jobKeys.potential(), userId, page, pageSize] as const,
  details: (userId: string, jobId: string) => [...jobKeys.all, 'details', userId, jobId] as const,
  questions: (userId: string, jobId: string) =>
    [...jobKeys.all, 'questions', userId, jobId] as const,
};
