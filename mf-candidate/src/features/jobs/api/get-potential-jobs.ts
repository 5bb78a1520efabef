import { getSupabase } from '@portal/shared/supabase';
import { candidateListPageSchema } from '@portal/shared/validation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { jobKeys } from '../../../lib/jobs/keys';
import type { CandidateJob } from '../../../lib/jobs/types';

export const getPotentialJobsInput = candidateListPageSchema.extend({
  userId: z.uuid(),
  /** Only jobs matching at least this much (0 to 100). */
  minMatch: z.number().int().min(0).max(100).default(0),
});
export type GetPotentialJobsInput = z.input<typeof getPotentialJobsInput>;

export interface PotentialJobsPage {
  jobs: CandidateJob[];
  /** Every open job the candidate has not applied to at the minimum match, not just this page. */
  total: number;
  /** The candidate's id, null until they have a profile to match. */
  candidateId: string | null;
  /** Each job's match score by job id. */
  scores: Record<string, number>;
}

/** One page of the open jobs the candidate has not applied to, best match first, then newest. */
export async function getPotentialJobs(input: GetPotentialJobsInput): Promise<PotentialJobsPage> {
  const { userId, page, pageSize, minMatch } = getPotentialJobsInput.parse(input);
  const { data, error } = await getSupabase().rpc('get_candidate_potential_jobs', {
    p_user_id: userId,
    p_page: page,
    p_page_size: pageSize,
    p_min_score: minMatch,
  });
  if (error) throw new Error(error.message);
  const result = data as Partial<PotentialJobsPage> | null;
  const jobs = result?.jobs ?? [];
  return {
    jobs,
    total: result?.total ?? jobs.length,
    candidateId: result?.candidateId ?? null,
    scores: result?.scores ?? {},
  };
}

export const potentialJobsQuery = (input: GetPotentialJobsInput) =>
  queryOptions({
    queryKey: jobKeys.potentialPage(input.userId, input.page, input.pageSize, input.minMatch),
    queryFn: () => getPotentialJobs(input),
    // The page on screen stays until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function usePotentialJobsQuery(input: GetPotentialJobsInput, enabled = true) {
  return useQuery({ ...potentialJobsQuery(input), enabled });
}
