import { getSupabase } from '@portal/shared/supabase';
import { userProfileSchema, type UserProfileInput } from '@portal/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { staffProfileKeys } from './keys';

export const updateStaffProfileInput = z.object({
  userId: z.string().uuid(),
  values: userProfileSchema,
});
export type UpdateStaffProfileInput = { userId: string; values: UserProfileInput };

/** Saves the trimmed profile fields on the caller's own membership row. */
export async function updateStaffProfile(input: UpdateStaffProfileInput): Promise<void> {
  const { userId, values } = updateStaffProfileInput.parse(input);
  const { data, error } = await getSupabase()
    .from('company_users')
    .update({
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email || null,
      phone: values.phone || null,
    })
    .eq('user_id', userId)
    .select('id');
  if (error) throw new Error(error.message);
  if (data.length === 0) throw new Error('No user profile found');
}

/** A refusal shows the default toast; the saved profile is read again. */
export function useUpdateStaffProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffProfile,
    meta: { errorToast: 'Failed to update profile' },
    onSuccess: (_result, { userId }) =>
      queryClient.invalidateQueries({ queryKey: staffProfileKeys.detail(userId) }),
  });
}
