import { invokeFunction } from '@portal/shared/supabase';
import { z } from 'zod';
import { VENDOR_INVITATION_FUNCTION, vendorDetailsSchema } from './register-vendor-account';

export const acceptVendorInvitationInput = vendorDetailsSchema.extend({
  token: z.string().trim().min(1),
});

export interface AcceptedVendorInvitation {
  success: true;
  message: string;
  email: string | null;
  vendorId: string;
}

/** Registers the vendor for the signed-in account the invitation was sent to. */
export async function acceptVendorInvitation(
  input: z.input<typeof acceptVendorInvitationInput>,
): Promise<AcceptedVendorInvitation> {
  const values = acceptVendorInvitationInput.parse(input);
  return invokeFunction<AcceptedVendorInvitation>(VENDOR_INVITATION_FUNCTION, {
    action: 'accept',
    ...values,
  });
}
