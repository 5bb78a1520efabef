import { invokeFunction } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { jobKeys } from '../../../lib/jobs/keys';
import type { Job } from '../../../lib/jobs/types';

export const updateJobStatusInput = z.object({
  userId: z.string().uuid(),
  jobId: z.string().uuid(),
  status: z.string().min(1),
});
export type UpdateJobStatusInput = z.infer<typeof updateJobStatusInput>;

export async function updateJobStatus(input: UpdateJobStatusInput): Promise<Job> {
  const { userId, jobId, status } = updateJobStatusInput.parse(input);
  const { job } = await invokeFunction<{ job: Job }>('manage-job-posting', {
    method: 'update',
    userId,
    jobId,
    jobData: { id: jobId, status },
  });
  return job;
}

/** The screen reports a failure itself; the job and the lists showing its status are read again. */
export function useUpdateJobStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobStatus,
    meta: { errorToast: false },
    onSuccess: (_job, { jobId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) }),
        queryClient.invalidateQueries({ queryKey: jobKeys.everyList() }),
      ]),
  });
}
