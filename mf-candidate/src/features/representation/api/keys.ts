/** Cache keys of who represents the candidate. */
export const representationKeys = {
  all: ['candidate-representation'] as const,
  mine: () => [...representationKeys.all, 'mine'] as const,
};
