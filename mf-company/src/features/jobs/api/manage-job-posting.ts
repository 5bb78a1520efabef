import { FunctionCallError, invokeFunction } from '@portal/shared/supabase';
import { jobPayload, type JobFormValues } from '@portal/shared/validation';
import { z } from 'zod';
import type { Job } from '../../../lib/jobs/types';

const ids = { userId: z.string().uuid(), jobId: z.string().uuid() };

export const getJobInput = z.object(ids);
export const deleteJobInput = z.object(ids);
export const updateJobStatusInput = z.object({ ...ids, status: z.string().min(1) });

export async function createJob(userId: string, values: JobFormValues): Promise<Job> {
  const { job } = await invokeFunction<{ job: Job }>('manage-job-posting', {
    method: 'create',
    userId,
    jobData: jobPayload(values),
  });
  return job;
}

export async function getJob(input: z.infer<typeof getJobInput>): Promise<Job> {
  const parsed = getJobInput.safeParse(input);
  // A malformed id in the address is simply a job that does not exist.
  if (!parsed.success) throw new FunctionCallError('Job not found', 404);
  const body = parsed.data;
  const { job } = await invokeFunction<{ job: Job }>('manage-job-posting', {
    method: 'get',
    ...body,
  });
  return job;
}

export async function updateJobStatus(input: z.infer<typeof updateJobStatusInput>): Promise<Job> {
  const { userId, jobId, status } = updateJobStatusInput.parse(input);
  const { job } = await invokeFunction<{ job: Job }>('manage-job-posting', {
    method: 'update',
    userId,
    jobId,
    jobData: { id: jobId, status },
  });
  return job;
}

export async function deleteJob(input: z.infer<typeof deleteJobInput>): Promise<void> {
  const body = deleteJobInput.parse(input);
  await invokeFunction('manage-job-posting', { method: 'delete', ...body });
}
