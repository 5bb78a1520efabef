/** Cache keys of the candidate's interviews. */
export const interviewKeys = {
  all: ['candidate-interviews'] as const,
  upcoming: (userId: string) => [...interviewKeys.all, 'upcoming', userId] as const,
};
