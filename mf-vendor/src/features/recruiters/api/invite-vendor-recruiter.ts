import {
  vendorRecruiterInviteSchema,
  type VendorRecruiterInviteInput,
} from '@portal/shared/validation';
import { getSupabase } from '@portal/shared/supabase';
import { functionErrorMessage } from '../../../lib/function-error';

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
  const { data, error } = await getSupabase().functions.invoke('send-vendor-recruiter-invitation', {
    body: {
      vendor_id: input.vendorId,
      email: fields.email,
      first_name: fields.firstName,
      last_name: fields.lastName,
    },
  });
  if (error) throw new Error(await functionErrorMessage(error));
  const result = (data ?? {}) as Partial<InviteVendorRecruiterResult>;
  return {
    message: result.message ?? `Invitation sent to ${fields.email}`,
    emailError: result.emailError ?? null,
  };
}
