import { invokeFunction } from '@portal/shared/supabase';
import { talentVendorInviteSchema, type TalentVendorInviteInput } from '@portal/shared/validation';
import { z } from 'zod';

export const inviteTalentVendorInput = z.object({
  values: talentVendorInviteSchema,
  companyId: z.string().uuid(),
});

export interface TalentVendorInvitationResult {
  success: boolean;
  message: string;
  emailSent: boolean;
  emailError: string | null;
  invitationUrl: string;
  expiresAt: string;
  /** True when an open invitation to the same address got a fresh link instead of a new row. */
  resent: boolean;
}

/** Records the invitation and e-mails the invitee a sign-up link; the server checks the caller's role. */
export async function inviteTalentVendor(
  input: TalentVendorInviteInput,
  companyId: string,
): Promise<TalentVendorInvitationResult> {
  const { values, companyId: company_id } = inviteTalentVendorInput.parse({
    values: input,
    companyId,
  });
  return invokeFunction<TalentVendorInvitationResult>('send-talent-vendor-invitation', {
    ...values,
    message: values.message || null,
    company_id,
  });
}
