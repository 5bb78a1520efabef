import { userProfileSchema, type UserProfileInput } from '@portal/shared/validation';
import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

export interface StaffProfile {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
}

const userIdInput = z.string().uuid();

export async function getStaffProfile(userId: string): Promise<StaffProfile | null> {
  const { data, error } = await getSupabase()
    .from('company_users')
    .select('first_name, last_name, email, phone')
    .eq('user_id', userIdInput.parse(userId))
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data as StaffProfile | null;
}

/** Saves the trimmed profile fields on the caller's own membership row. */
export async function updateStaffProfile(userId: string, input: UserProfileInput): Promise<void> {
  const values = userProfileSchema.parse(input);
  const { data, error } = await getSupabase()
    .from('company_users')
    .update({
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email || null,
      phone: values.phone || null,
    })
    .eq('user_id', userIdInput.parse(userId))
    .select('id');
  if (error) throw new Error(error.message);
  if (!data || data.length === 0) throw new Error('No user profile found');
}
