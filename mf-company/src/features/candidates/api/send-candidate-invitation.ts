import { invokeFunction } from '@portal/shared/supabase';
import { withTimeout } from '@portal/shared';
import {
  addCandidateSchema,
  candidateInvitationData,
  type AddCandidateInput,
} from '@portal/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managedCandidateKeys } from '../../../lib/assignments/keys';

export const INVITATION_TIMEOUT_MS = 30_000;

export interface CandidateInvitationResult {
  success: boolean;
  message: string;
  emailError?: string | null;
  emailSent?: boolean;
  invitationUrl?: string;
}

/** Creates the candidate invitation and e-mails it; gives up after 30 seconds. */
export const sendCandidateInvitationInput = addCandidateSchema;
export type SendCandidateInvitationInput = { values: AddCandidateInput; companyName: string };

export function sendCandidateInvitation({
  values: input,
  companyName,
}: SendCandidateInvitationInput): Promise<CandidateInvitationResult> {
  const values = sendCandidateInvitationInput.parse(input);
  return withTimeout(
    invokeFunction<CandidateInvitationResult>('send-candidate-invitation', {
      email: values.email,
      candidateData: candidateInvitationData(values),
      companyName,
      invitationType: 'candidate',
      managementTerms: null,
    }),
    INVITATION_TIMEOUT_MS,
    'Candidate invitation',
  );
}

/** The form explains a failure itself; the company's candidate lists are read again. */
export function useSendCandidateInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCandidateInvitation,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managedCandidateKeys.all }),
  });
}
