import { invokeFunction } from '@portal/shared/supabase';
import { jobPayload, type JobFormValues } from '@portal/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { jobKeys } from '../../../lib/jobs/keys';
import type { Job } from '../../../lib/jobs/types';

export const createJobInput = z.object({ userId: z.string().uuid() });
export type CreateJobInput = { userId: string; values: JobFormValues };

export async function createJob({ userId, values }: CreateJobInput): Promise<Job> {
  createJobInput.parse({ userId });
  const { job } = await invokeFunction<{ job: Job }>('manage-job-posting', {
    method: 'create',
    userId,
    jobData: jobPayload(values),
  });
  return job;
}

/** The form reports a failure itself; the company's job lists show the new job. */
export function useCreateJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    meta: { errorToast: false },
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.lists(job.company_id) });
    },
  });
}
