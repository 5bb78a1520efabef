import { forgotPasswordSchema, type ForgotPasswordValues } from '@portal/shared/validation';
import { getSupabase } from '@portal/shared/supabase';
import { siteUrl } from '../../../lib/site-url';

export const resendConfirmationInput = forgotPasswordSchema;
export type ResendConfirmationInput = ForgotPasswordValues;

/**
 * Sends a new sign-up confirmation link leading back to /signin. The auth service answers the
 * same for unknown and already confirmed addresses, so the page cannot tell them apart either.
 */
export async function resendConfirmation(input: ResendConfirmationInput): Promise<void> {
  const { email } = resendConfirmationInput.parse(input);
  const { error } = await getSupabase().auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: siteUrl('/signin') },
  });
  if (error) throw new Error(error.message);
}
