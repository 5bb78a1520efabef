import { getSupabase } from '@portal/shared/supabase';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

export const saveJobInput = z.object({ jobId: z.string().uuid() });
export type SaveJobInput = z.infer<typeof saveJobInput>;

/** Saves an open job for the signed-in candidate; saving it twice keeps one. */
export async function saveJob(input: SaveJobInput): Promise<void> {
  const { jobId } = saveJobInput.parse(input);
  const { error } = await getSupabase().from('saved_jobs').insert({ job_id: jobId });
  // Already saved (unique per candidate and job).
  if (error && error.code !== '23505') throw new Error(error.message);
}

export function useSaveJobMutation() {
  return useMutation({ mutationFn: saveJob, meta: { errorToast: 'Failed to save job' } });
}
