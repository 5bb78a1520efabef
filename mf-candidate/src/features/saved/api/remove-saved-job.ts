import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { savedKeys } from './keys';

export const removeSavedJobInput = z.object({ userId: z.uuid(), savedJobId: z.uuid() });
export type RemoveSavedJobInput = z.infer<typeof removeSavedJobInput>;

/** Removes a job from the candidate's saved jobs; removing it twice is no error. */
export async function removeSavedJob(input: RemoveSavedJobInput): Promise<void> {
  const { savedJobId } = removeSavedJobInput.parse(input);
  const { error } = await getSupabase().from('saved_jobs').delete().eq('id', savedJobId);
  if (error) throw new Error(error.message);
}

export function useRemoveSavedJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedJob,
    meta: { errorToast: 'Failed to remove saved job' },
    onSettled: (_result, _error, { userId }) =>
      queryClient.invalidateQueries({ queryKey: savedKeys.jobs(userId) }),
  });
}
