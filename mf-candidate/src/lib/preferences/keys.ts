/** Cache keys of the candidate's job preferences. */
export const preferenceKeys = {
  all: ['candidate-preferences'] as const,
  own: (userId: string) => [...preferenceKeys.all, userId] as const,
};
