import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

export const newEmailInput = z
  .string()
  .trim()
  .toLowerCase()
  .email('Please enter a valid email address');

/**
 * Starts the secure e-mail change: the server mails a confirmation link to the current and to the
 * new address, and the sign-in e-mail changes only once both are confirmed.
 */
export async function requestEmailChange(newEmail: string): Promise<void> {
  const email = newEmailInput.parse(newEmail);
  const { error } = await getSupabase().auth.updateUser({ email });
  if (error) throw new Error(error.message);
}
