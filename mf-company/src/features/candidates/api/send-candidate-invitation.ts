import { invokeFunction } from '@portal/shared/supabase';
import { withTimeout } from '@portal/shared';
import {
  addCandidateSchema,
  candidateInvitationData,
  type AddCandidateInput,
} from '@portal/shared/validation';

export const INVITATION_TIMEOUT_MS = 30_000;

export interface CandidateInvitationResult {
  success: boolean;
  message: string;
  emailError?: string | null;
  emailSent?: boolean;
  invitationUrl?: string;
}

/** Creates the candidate invitation and e-mails it; gives up after 30 seconds. */
export function sendCandidateInvitation(
  input: AddCandidateInput,
  companyName: string,
): Promise<CandidateInvitationResult> {
  const values = addCandidateSchema.parse(input);
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
