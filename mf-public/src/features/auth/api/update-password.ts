import { updatePasswordSchema, type UpdatePasswordValues } from '@portal/shared/validation';
import { getSupabase } from '@portal/shared/supabase';

export const updatePasswordInput = updatePasswordSchema;
export type UpdatePasswordInput = UpdatePasswordValues;

/** Sets a new password for the account signed in through the reset link. */
export async function updatePassword(input: UpdatePasswordInput): Promise<void> {
  const { password } = updatePasswordInput.parse(input);
  const { error } = await getSupabase().auth.updateUser({ password });
  if (error) throw new Error(error.message);
}
