import { invokeFunction } from '@portal/shared/supabase';
import {
  vendorRecruiterInviteSchema,
  type VendorRecruiterInviteInput,
} from '@portal/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recruiterKeys } from '../../../lib/recruiters/keys';

export const INVITE_FAILURE_TITLE = 'Failed to send invitation';

export const inviteVendorRecruiterInput = vendorRecruiterInviteSchema;
export type InviteVendorRecruiterInput = VendorRecruiterInviteInput & { vendorId: string };

export interface InviteVendorRecruiterResult {
  message: string;
  emailError?: string | null;
}

/** Sends the recruiter an e-mailed sign-up link; the server adds them to the vendor as a recruiter. */
export async function inviteVendorRecruiter(
  input: InviteVendorRecruiterInput,
): Promise<InviteVendorRecruiterResult> {
  const fields = inviteVendorRecruiterInput.parse(input);
  const result = await invokeFunction<Partial<InviteVendorRecruiterResult> | null>(
    'send-vendor-recruiter-invitation',
    {
      vendor_id: input.vendorId,
      email: fields.email,
      first_name: fields.firstName,
      last_name: fields.lastName,
    },
  );
  return {
    message: result?.message ?? `Invitation sent to ${fields.email}`,
    emailError: result?.emailError ?? null,
  };
}

/** Invites a recruiter; the vendor's recruiter list reloads. A refusal shows the default toast. */
export function useInviteVendorRecruiterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteVendorRecruiter,
    meta: { errorToast: INVITE_FAILURE_TITLE },
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: recruiterKeys.list(input.vendorId) }),
  });
}
