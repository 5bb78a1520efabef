import { invokeFunction } from '@portal/shared/supabase';
import { talentVendorInviteSchema, type TalentVendorInviteInput } from '@portal/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorKeys } from './keys';

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
export async function inviteTalentVendor(input: {
  values: TalentVendorInviteInput;
  companyId: string;
}): Promise<TalentVendorInvitationResult> {
  const { values, companyId: company_id } = inviteTalentVendorInput.parse(input);
  return invokeFunction<TalentVendorInvitationResult>('send-talent-vendor-invitation', {
    ...values,
    message: values.message || null,
    company_id,
  });
}

/** The dialog reports a refusal itself; the company's invitation list reloads after a success. */
export function useInviteTalentVendorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteTalentVendor,
    meta: { errorToast: false },
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: vendorKeys.invites(input.companyId) }),
  });
}
