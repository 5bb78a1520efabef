import { invokeFunction } from '@portal/shared/supabase';
import { candidateListPageSchema } from '@portal/shared/validation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { jobKeys } from '../../../lib/jobs/keys';
import type { CandidateJob } from '../../../lib/jobs/types';

export const getPotentialJobsInput = candidateListPageSchema.extend({ userId: z.uuid() });
export type GetPotentialJobsInput = z.infer<typeof getPotentialJobsInput>;

export interface PotentialJobsPage {
  jobs: CandidateJob[];
  /** Every open job the candidate has not applied to, not just this page. */
  total: number;
}

/** One page of the open jobs the candidate has not applied to, newest first. */
export async function getPotentialJobs(input: GetPotentialJobsInput): Promise<PotentialJobsPage> {
  const { userId, page, pageSize } = getPotentialJobsInput.parse(input);
  const result = await invokeFunction<Partial<PotentialJobsPage>>('get-candidate-data', {
    operation: 'potential-jobs',
    userId,
    page,
    pageSize,
  });
  const jobs = result?.jobs ?? [];
  return { jobs, total: result?.total ?? jobs.length };
}

export const potentialJobsQuery = (input: GetPotentialJobsInput) =>
  queryOptions({
    queryKey: jobKeys.potentialPage(input.userId, input.page, input.pageSize),
    queryFn: () => getPotentialJobs(input),
    // The page on screen stays until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function usePotentialJobsQuery(input: GetPotentialJobsInput, enabled = true) {
  return useQuery({ ...potentialJobsQuery(input), enabled });
}
