import { z } from 'zod';
import { callFunction } from '../../../lib/call-function';
import type { CandidateJob } from '../types';

export const getPotentialJobsInput = z.object({ userId: z.uuid() });
export type GetPotentialJobsInput = z.infer<typeof getPotentialJobsInput>;

/** Open jobs the candidate has not applied to yet, newest first. */
export async function getPotentialJobs(input: GetPotentialJobsInput): Promise<CandidateJob[]> {
  const { userId } = getPotentialJobsInput.parse(input);
  const result = await callFunction<{ jobs?: CandidateJob[] }>('get-candidate-data', {
    operation: 'potential-jobs',
    userId,
  });
  return result?.jobs ?? [];
}
