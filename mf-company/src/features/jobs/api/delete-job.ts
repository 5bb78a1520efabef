import { invokeFunction } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { jobKeys } from '../../../lib/jobs/keys';

export const deleteJobInput = z.object({ userId: z.string().uuid(), jobId: z.string().uuid() });
export type DeleteJobInput = z.infer<typeof deleteJobInput>;

export async function deleteJob(input: DeleteJobInput): Promise<void> {
  const body = deleteJobInput.parse(input);
  await invokeFunction('manage-job-posting', { method: 'delete', ...body });
}

/** The screen reports a failure itself; the job leaves every list. */
export function useDeleteJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    meta: { errorToast: false },
    onSuccess: (_result, { jobId }) => {
      queryClient.removeQueries({ queryKey: jobKeys.detail(jobId) });
      return queryClient.invalidateQueries({ queryKey: jobKeys.everyList() });
    },
  });
}
