import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorKeys } from './keys';

export const assignJobToVendorInput = z.object({
  jobId: z.string().uuid(),
  vendorId: z.string().uuid({ message: 'Please select a vendor.' }),
  assignedBy: z.string().uuid(),
  recruiterId: z.string().uuid().nullable(),
  /** Release tier: 1 sees the job at once, 2 and 3 after the company's delays. */
  tier: z.number().int().min(1).max(3).default(1),
});
export type AssignJobToVendorInput = z.input<typeof assignJobToVendorInput>;

export async function assignJobToVendor(input: AssignJobToVendorInput): Promise<void> {
  const { jobId, vendorId, assignedBy, recruiterId, tier } = assignJobToVendorInput.parse(input);
  const { error } = await getSupabase().from('vendor_job_assignments').insert({
    job_id: jobId,
    vendor_id: vendorId,
    assigned_by_user_id: assignedBy,
    assigned_to_recruiter_id: recruiterId,
    tier,
  });
  if (error) throw new Error(error.message);
}

/** Gives the job to the vendor; the job's list of assigned vendors reloads. */
export function useAssignJobToVendorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignJobToVendor,
    meta: { errorToast: false },
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: vendorKeys.jobAssignments(input.jobId) }),
  });
}
