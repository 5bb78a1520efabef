import { candidateProfileSchema } from '@portal/shared/validation';
import { matchKeys } from '@portal/shared/match';
import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { jobKeys } from '../../../lib/jobs/keys';
import { profileKeys } from '../../../lib/profile/keys';
import type { CandidateProfile } from '../types';

export const updateCandidateProfileInput = z.object({
  userId: z.uuid(),
  values: candidateProfileSchema,
});
export type UpdateCandidateProfileInput = z.input<typeof updateCandidateProfileInput>;

/** Saves the profile form; empty optional fields are stored as blanks. */
export async function updateCandidateProfile(
  input: UpdateCandidateProfileInput,
): Promise<CandidateProfile | null> {
  const { userId, values } = updateCandidateProfileInput.parse(input);
  const { data, error } = await getSupabase().rpc('update_candidate_profile', {
    p_user_id: userId,
    p_first_name: values.firstName,
    p_last_name: values.lastName,
    p_title: values.title ?? '',
    p_bio: values.bio ?? '',
    p_skills: values.skills,
    p_phone: values.phone ?? '',
    p_email: values.email,
    p_alternate_phone: values.alternatePhone ?? '',
    p_gender: values.gender ?? '',
    p_work_authorization: values.workAuthorization ?? '',
    p_unit: values.unit ?? '',
    p_street: values.street ?? '',
    p_city: values.city ?? '',
    p_state: values.state ?? '',
    p_zip_code: values.zipCode ?? '',
    p_country: values.country ?? '',
  });
  if (error) throw new Error(error.message);
  return data[0] ?? null;
}

/**
 * Saves the profile; the saved row replaces the cached one and every screen showing it reloads,
 * the job matches (skills, experience and city count) among them.
 */
export function useUpdateCandidateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCandidateProfile,
    meta: { errorToast: 'Failed to update profile' },
    onSuccess: (saved, { userId }) => {
      if (saved) queryClient.setQueryData(profileKeys.own(userId), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.own(userId) }),
        queryClient.invalidateQueries({ queryKey: jobKeys.potential() }),
        queryClient.invalidateQueries({ queryKey: matchKeys.all }),
      ]);
    },
  });
}
