import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  MAX_PAGE,
  searchArguments,
  type BoardFilters,
} from '@portal/shared/job-board';
import { jobBoardKeys } from './keys';
import type { PublicJobCard } from './public-job-types';

export const searchPublicJobsInput = z.object({
  q: z.string().trim().max(100).optional(),
  location: z.string().trim().max(100).optional(),
  remote: z.boolean().optional(),
  type: z.enum(JOB_TYPES).optional(),
  level: z.enum(EXPERIENCE_LEVELS).optional(),
  min_salary: z.number().int().min(0).optional(),
  sort: z.enum(['newest', 'salary']).default('newest'),
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
});
export type SearchPublicJobsInput = z.input<typeof searchPublicJobsInput>;

export interface PublicJobSearchResult {
  jobs: PublicJobCard[];
  /** Exact up to 1000; with total_capped, at least that many. */
  total: number;
  total_capped: boolean;
  page: number;
  page_size: number;
}

/** One page of the open jobs matching the filters, as anyone may read them. */
export async function searchPublicJobs(
  input: SearchPublicJobsInput,
): Promise<PublicJobSearchResult> {
  const filters = searchPublicJobsInput.parse(input);
  const { data, error } = await getSupabase().rpc('search_public_jobs', searchArguments(filters));
  if (error) throw new Error(error.message);
  return data as unknown as PublicJobSearchResult;
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
