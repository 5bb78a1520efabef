import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorKeys } from './keys';

export const setVendorTierInput = z.object({
  jobId: z.string().uuid(),
  assignmentId: z.string().uuid(),
  tier: z.number().int().min(1).max(3),
});
export type SetVendorTierInput = z.infer<typeof setVendorTierInput>;

/** Moves a vendor of the job to another release tier; it applies from the vendor's next request. */
export async function setVendorTier(input: SetVendorTierInput): Promise<void> {
  const { assignmentId, tier } = setVendorTierInput.parse(input);
  const { error } = await getSupabase()
    .from('vendor_job_assignments')
    .update({ tier })
    .eq('id', assignmentId)
    .select('id')
    .single();
  if (error) throw new Error(error.message);
}

export function useSetVendorTierMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVendorTier,
    meta: { errorToast: 'Failed to change the release tier' },
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: vendorKeys.jobAssignments(input.jobId) }),
  });
}
