import { FunctionCallError, invokeFunction } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { jobKeys } from '../../../lib/jobs/keys';
import type { Job } from '../../../lib/jobs/types';

export const getJobInput = z.object({ userId: z.string().uuid(), jobId: z.string().uuid() });
export type GetJobInput = z.infer<typeof getJobInput>;

/** The job with its questions, as the caller may see it. */
export async function getJob(input: GetJobInput): Promise<Job> {
  const parsed = getJobInput.safeParse(input);
  // A malformed id in the address is simply a job that does not exist.
  if (!parsed.success) throw new FunctionCallError('Job not found', 404);
  const { job } = await invokeFunction<{ job: Job }>('manage-job-posting', {
    method: 'get',
    ...parsed.data,
  });
  return job;
}

export const jobQuery = (input: GetJobInput) =>
  queryOptions({ queryKey: jobKeys.detail(input.jobId), queryFn: () => getJob(input) });

export function useJobQuery(input: GetJobInput) {
  return useQuery(jobQuery(input));
}
