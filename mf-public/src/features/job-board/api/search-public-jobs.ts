import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchArguments, type BoardFilters } from '@portal/shared/job-board';
import { callPublicFunction } from './public-function';
import { jobBoardKeys } from './keys';
import type { PublicJobCard } from './public-job-types';

export interface PublicJobSearchResult {
  jobs: PublicJobCard[];
  /** Exact up to 1000; with total_capped, at least that many. */
  total: number;
  total_capped: boolean;
  page: number;
  page_size: number;
}

/**
 * One page of the open jobs matching the filters, as anyone may read them. The filters come from
 * the board's query parser, which has already checked them (no zod on the board's first view).
 */
export function searchPublicJobs(filters: BoardFilters): Promise<PublicJobSearchResult> {
  return callPublicFunction<PublicJobSearchResult>('search_public_jobs', searchArguments(filters));
}

export const publicJobSearchQuery = (filters: BoardFilters) =>
  queryOptions({
    queryKey: jobBoardKeys.search(filters),
    queryFn: () => searchPublicJobs(filters),
  });

/** The page keeps showing the previous results while the next search loads. */
export function usePublicJobSearchQuery(filters: BoardFilters, enabled = true) {
  return useQuery({ ...publicJobSearchQuery(filters), enabled, placeholderData: keepPreviousData });
}
