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
  /** The vendor's stored documents of this candidate sent with the submission (at most 10). */
  documentIds: z
    .array(z.string().min(1))
    .max(10, 'A submission can carry at most 10 documents')
    .default([]),
});
export type SubmitVendorCandidateInput = z.input<typeof submitVendorCandidateInput>;

const submittedCandidate = z.object({
  id: z.string(),
  /** Held until the candidate confirms (the company asks for it); `id` is then the request's. */
  held: z.boolean(),
});
export type SubmittedCandidate = z.infer<typeof submittedCandidate>;

/**
 * The application with its screening answers, pitch note and documents, made in one step by the
 * server, which checks the required answers and the documents again and names the vendor and
 * recruiter as its source.
 */
export async function submitVendorCandidate(
  input: SubmitVendorCandidateInput,
): Promise<SubmittedCandidate> {
  const { candidateId, jobId, answers, pitchNote, documentIds } =
    submitVendorCandidateInput.parse(input);
  const { data, error } = await getSupabase().rpc('submit_vendor_candidate', {
    p_job_id: jobId,
    p_candidate_id: candidateId,
    p_answers: answers.map((a) => ({ question_id: a.questionId, answer: a.answer })),
    p_pitch_note: pitchNote?.trim() || undefined,
    p_document_ids: documentIds,
  });
  if (error) {
    // The database words a person already in process for the job (by any source) itself; the
    // plain unique violation is this record's own earlier, closed submission.
    const ownRecord = error.code === '23505' && !error.message.startsWith(IN_PROCESS_PREFIX);
    throw new Error(ownRecord ? ALREADY_SUBMITTED_MESSAGE : error.message);
  }
  return submittedCandidate.parse(data);
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
