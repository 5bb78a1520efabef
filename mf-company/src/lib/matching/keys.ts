/** Cache keys of match results: a job's suggested candidates, its applicants' scores and invitations. */
export const matchingKeys = {
  all: ['company-matching'] as const,
  suggestions: (jobId: string) => [...matchingKeys.all, 'suggestions', jobId] as const,
  applicationScores: (jobId: string) => [...matchingKeys.all, 'application-scores', jobId] as const,
  invitations: (jobId: string) => [...matchingKeys.all, 'invitations', jobId] as const,
};
