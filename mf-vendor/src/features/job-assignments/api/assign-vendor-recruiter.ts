import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { jobAssignmentKeys } from '../../../lib/job-assignments/keys';

export const ASSIGN_SUCCESS_MESSAGE = 'Recruiter assigned successfully!';
export const ASSIGN_FAILURE_MESSAGE = 'Failed to assign recruiter.';

export const assignVendorRecruiterInput = z.object({
  assignmentId: z.string().min(1),
  /** null hands the job back to the vendor admin. */
  recruiterId: z.string().min(1).nullable(),
});
export type AssignVendorRecruiterInput = z.infer<typeof assignVendorRecruiterInput>;

export async function assignVendorRecruiter(input: AssignVendorRecruiterInput): Promise<void> {
  const { assignmentId, recruiterId } = assignVendorRecruiterInput.parse(input);
  const { data, error } = await getSupabase()
    .from('vendor_job_assignments')
    .update({ assigned_to_recruiter_id: recruiterId })
    .eq('id', assignmentId)
    .select('id');
  // Row-level security turns a forbidden update into zero rows rather than an error.
  if (error || !data || data.length === 0)
    throw new Error(error?.message ?? 'The assignment could not be changed');
}

/** Hands a job to a recruiter; every list of the vendor's jobs reloads. */
export function useAssignVendorRecruiterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignVendorRecruiter,
    meta: { errorToast: ASSIGN_FAILURE_MESSAGE },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobAssignmentKeys.all }),
  });
}
