import { z } from 'zod';
import { invokeFunction } from '@portal/shared/supabase';
import type { CandidateJob } from '../../../lib/jobs/types';

export const getJobDetailsInput = z.object({ userId: z.uuid(), jobId: z.string().min(1) });
export type GetJobDetailsInput = z.infer<typeof getJobDetailsInput>;

export async function getJobDetails(input: GetJobDetailsInput): Promise<CandidateJob | null> {
  const { userId, jobId } = getJobDetailsInput.parse(input);
  const result = await invokeFunction<{ job?: CandidateJob | null }>('get-candidate-data', {
    operation: 'job-details',
    userId,
    jobId,
  });
  return result?.job ?? null;
}
