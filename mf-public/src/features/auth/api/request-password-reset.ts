import { forgotPasswordSchema, type ForgotPasswordValues } from '@portal/shared/validation';
import { getSupabase } from '@portal/shared/supabase';
import { siteUrl } from '../../../lib/site-url';

export const requestPasswordResetInput = forgotPasswordSchema;
export type RequestPasswordResetInput = ForgotPasswordValues;

/** Sends the reset e-mail; its link leads to this site's /update-password. */
export async function requestPasswordReset(input: RequestPasswordResetInput): Promise<void> {
  const { email } = requestPasswordResetInput.parse(input);
  const { error } = await getSupabase().auth.resetPasswordForEmail(email, {
    redirectTo: siteUrl('/update-password'),
  });
  if (error) throw new Error(error.message);
}
