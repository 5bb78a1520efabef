import { invokeFunction } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { matchingKeys } from '../../../lib/matching/keys';

export const inviteCandidateToJobInput = z.object({
  jobId: z.uuid(),
  candidateId: z.uuid(),
});
export type InviteCandidateToJobInput = z.infer<typeof inviteCandidateToJobInput>;

export interface InviteCandidateToJobResult {
  invited: true;
  /** False when the mail server refused the e-mail; the invitation is kept all the same. */
  emailed: boolean;
  /** Whether the candidate has an account and found it in the notification centre. */
  notified: boolean;
}

/** Invites a suggested candidate to apply; the server checks the caller and the candidate. */
export function inviteCandidateToJob(
  input: InviteCandidateToJobInput,
): Promise<InviteCandidateToJobResult> {
  return invokeFunction('invite-candidate-to-job', inviteCandidateToJobInput.parse(input));
}

/** The job's invitations are read again, whatever the answer. */
export function useInviteCandidateToJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCandidateToJob,
    meta: { errorToast: false },
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: matchingKeys.invitations(input.jobId) }),
  });
}
