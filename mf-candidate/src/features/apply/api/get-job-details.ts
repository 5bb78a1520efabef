import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { jobKeys } from '../../../lib/jobs/keys';
import type { CandidateJob } from '../../../lib/jobs/types';

export const getJobDetailsInput = z.object({ userId: z.uuid(), jobId: z.uuid() });
export type GetJobDetailsInput = z.infer<typeof getJobDetailsInput>;

/** A job the candidate may open (open, or one they applied to); null when missing or closed. */
export async function getJobDetails(input: GetJobDetailsInput): Promise<CandidateJob | null> {
  const { userId, jobId } = getJobDetailsInput.parse(input);
  const { data, error } = await getSupabase().rpc('get_candidate_job', {
    p_user_id: userId,
    p_job_id: jobId,
  });
  if (error) throw new Error(error.message);
  return (data as CandidateJob | null) ?? null;
}

export const jobDetailsQuery = (input: GetJobDetailsInput) =>
  queryOptions({
    queryKey: jobKeys.details(input.userId, input.jobId),
    queryFn: () => getJobDetails(input),
  });

export function useJobDetailsQuery(input: GetJobDetailsInput, enabled = true) {
  return useQuery({ ...jobDetailsQuery(input), enabled });
}
