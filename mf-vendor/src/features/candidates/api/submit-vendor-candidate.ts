import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { submissionKeys, vendorCandidateKeys } from './keys';

export const SUBMIT_SUCCESS_MESSAGE = 'Candidate submitted successfully!';
export const SUBMIT_FAILURE_MESSAGE = 'Failed to submit candidate';
export const ALREADY_SUBMITTED_MESSAGE = 'This candidate has already been submitted for this job';
const IN_PROCESS_PREFIX = 'This candidate is already in process for this job';

export const submitVendorCandidateInput = z.object({
  vendorId: z.string().min(1),
  candidateId: z.string().min(1),
  jobId: z.string().min(1),
});
export type SubmitVendorCandidateInput = z.infer<typeof submitVendorCandidateInput>;

/** An application with the vendor as its source, so the company sees who submitted it. */
export async function submitVendorCandidate(
  input: SubmitVendorCandidateInput,
): Promise<{ id: string }> {
  const { vendorId, candidateId, jobId } = submitVendorCandidateInput.parse(input);
  const { data, error } = await getSupabase()
    .from('applications')
    .insert({
      job_id: jobId,
      candidate_id: candidateId,
      status: 'applied',
      source: 'vendor',
      applied_by_vendor_id: vendorId,
    })
    .select('id')
    .single();
  if (error) {
    // The database words a person already in process for the job (by any source) itself; the
    // plain unique violation is this record's own earlier, closed submission.
    const ownRecord = error.code === '23505' && !error.message.startsWith(IN_PROCESS_PREFIX);
    throw new Error(ownRecord ? ALREADY_SUBMITTED_MESSAGE : error.message);
  }
  return data;
}

/** Submits a candidate to a job; the vendor's submissions and that job's ranking reload. */
export function useSubmitVendorCandidateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVendorCandidate,
    meta: { errorToast: SUBMIT_FAILURE_MESSAGE },
    onSuccess: (_, { jobId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
        queryClient.invalidateQueries({ queryKey: vendorCandidateKeys.matches(jobId) }),
      ]),
  });
}
