/** Cache keys of the candidate's saved jobs and saved searches. */
export const savedKeys = {
  all: ['candidate-saved'] as const,
  jobs: (userId: string) => [...savedKeys.all, 'jobs', userId] as const,
  searches: (userId: string) => [...savedKeys.all, 'searches', userId] as const,
};
