import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { submissionKeys, vendorCandidateKeys } from './keys';

export const SUBMIT_SUCCESS_MESSAGE = 'Candidate submitted successfully!';
export const SUBMIT_FAILURE_MESSAGE = 'Failed to submit candidate';
export const HELD_MESSAGE =
  'The company asks the candidate to confirm by e-mail first; it sees the submission once they do.';
export const ALREADY_SUBMITTED_MESSAGE = 'This candidate has already been submitted for this job';
const IN_PROCESS_PREFIX = 'This candidate is already in process for this job';

export const submitVendorCandidateInput = z.object({
  candidateId: z.string().min(1),
  jobId: z.string().min(1),
  answers: z.array(z.object({ questionId: z.string().min(1), answer: z.string() })).default([]),
  pitchNote: z.string().max(2000).optional(),
});
export type SubmitVendorCandidateInput = z.input<typeof submitVendorCandidateInput>;

export interface SubmittedCandidate {
  id: string;
  /** Held until the candidate confirms (the company asks for it); `id` is then the request's. */
  held: boolean;
}

/**
 * The application with its screening answers and pitch note, made in one step by the server,
 * which checks the required answers again and names the vendor and recruiter as its source.
 */
export async function submitVendorCandidate(
  input: SubmitVendorCandidateInput,
): Promise<SubmittedCandidate> {
  const { candidateId, jobId, answers, pitchNote } = submitVendorCandidateInput.parse(input);
  const { data, error } = await getSupabase().rpc('submit_vendor_candidate', {
    p_job_id: jobId,
    p_candidate_id: candidateId,
    p_answers: answers.map((a) => ({ question_id: a.questionId, answer: a.answer })),
    p_pitch_note: pitchNote?.trim() || undefined,
  });
  if (error) {
    // The database words a person already in process for the job (by any source) itself; the
    // plain unique violation is this record's own earlier, closed submission.
    const ownRecord = error.code === '23505' && !error.message.startsWith(IN_PROCESS_PREFIX);
    throw new Error(ownRecord ? ALREADY_SUBMITTED_MESSAGE : error.message);
  }
  // The submission is made either way; this only picks the words of the success message, so a
  // failed lookup reads as an ordinary submission rather than as a failure.
  const request = await getSupabase()
    .from('representation_requests')
    .select('id')
    .eq('id', data)
    .maybeSingle();
  return { id: data, held: !request.error && request.data !== null };
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
