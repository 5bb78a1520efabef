import { invokeFunction } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { jobKeys } from '../../../lib/jobs/keys';
import type { CandidateJob } from '../../../lib/jobs/types';

export const getJobDetailsInput = z.object({ userId: z.uuid(), jobId: z.string().min(1) });
export type GetJobDetailsInput = z.infer<typeof getJobDetailsInput>;

/** An open job the candidate may apply to; a 404 means it is missing or closed. */
export async function getJobDetails(input: GetJobDetailsInput): Promise<CandidateJob | null> {
  const { userId, jobId } = getJobDetailsInput.parse(input);
  const result = await invokeFunction<{ job?: CandidateJob | null }>('get-candidate-data', {
    operation: 'job-details',
    userId,
    jobId,
  });
  return result?.job ?? null;
}

export const jobDetailsQuery = (input: GetJobDetailsInput) =>
  queryOptions({
    queryKey: jobKeys.details(input.userId, input.jobId),
    queryFn: () => getJobDetails(input),
  });

export function useJobDetailsQuery(input: GetJobDetailsInput, enabled = true) {
  return useQuery({ ...jobDetailsQuery(input), enabled });
}
