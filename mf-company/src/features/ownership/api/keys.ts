/**
 * Cache keys of the company's candidate ownership: its settings, its conflicts and whom
 * applications are credited to.
 */
export const ownershipKeys = {
  all: ['company-ownership'] as const,
  settings: ['company-ownership', 'settings'] as const,
  conflicts: (page: number) => ['company-ownership', 'conflicts', page] as const,
  credits: (applicationIds: string[]) => ['company-ownership', 'credits', applicationIds] as const,
};
