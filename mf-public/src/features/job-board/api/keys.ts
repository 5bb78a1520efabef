import type { BoardFilters } from '@portal/shared/job-board';

/** Cache keys of the public job board: invalidating `all` refreshes every page of it. */
export const jobBoardKeys = {
  all: ['job-board'] as const,
  search: (filters: BoardFilters) => [...jobBoardKeys.all, 'search', filters] as const,
  job: (id: string) => [...jobBoardKeys.all, 'job', id] as const,
  careers: (slug: string) => [...jobBoardKeys.all, 'careers', slug] as const,
};
