import { invokeFunction } from '@portal/shared/supabase';
import { newPasswordSchema } from '@portal/shared/validation';
import { z } from 'zod';

/** Looks up, registers and accepts vendor invitations (with the visitor's session when there is one). */
export const VENDOR_INVITATION_FUNCTION = 'accept-talent-vendor-invitation';

/** Names of the invitee and of the vendor company they register. */
export const vendorDetailsSchema = z.object({
  first_name: z.string().trim().min(1, 'First name is required'),
  last_name: z.string().trim().min(1, 'Last name is required'),
  vendor_name: z
    .string()
    .trim()
    .min(1, 'Vendor company name is required')
    .min(2, 'Vendor company name must be at least 2 characters'),
});
export type VendorDetailsInput = z.input<typeof vendorDetailsSchema>;
export type VendorDetailsValues = z.output<typeof vendorDetailsSchema>;

/** The vendor sign-up form: the vendor details plus a password under the sign-up rules. */
export const vendorSignUpSchema = vendorDetailsSchema.extend({ password: newPasswordSchema });
export type VendorSignUpInput = z.input<typeof vendorSignUpSchema>;
export type VendorSignUpValues = z.output<typeof vendorSignUpSchema>;

export const registerVendorAccountInput = vendorSignUpSchema.extend({
  token: z.string().trim().min(1),
});

export interface VendorRegistration {
  success: true;
  message: string;
  email: string;
  vendorId: string;
}

/** Creates the invitee's account for the invited address and registers their vendor. */
export async function registerVendorAccount(
  input: z.input<typeof registerVendorAccountInput>,
): Promise<VendorRegistration> {
  const values = registerVendorAccountInput.parse(input);
  return invokeFunction<VendorRegistration>(VENDOR_INVITATION_FUNCTION, {
    action: 'register',
    ...values,
  });
}
