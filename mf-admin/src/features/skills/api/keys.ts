/** Cache keys of the skills catalogue. */
export const skillKeys = {
  all: ['skills-catalogue'] as const,
  list: () => [...skillKeys.all, 'list'] as const,
};
