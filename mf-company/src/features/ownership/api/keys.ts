/** Cache keys of the company's candidate ownership: its settings and its conflicts. */
export const ownershipKeys = {
  all: ['company-ownership'] as const,
  settings: ['company-ownership', 'settings'] as const,
  conflicts: (page: number) => ['company-ownership', 'conflicts', page] as const,
};
