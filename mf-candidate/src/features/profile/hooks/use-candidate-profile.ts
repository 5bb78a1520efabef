import { useAuthStore } from '@portal/shared';
import { useCandidateProfileQuery } from '../api/get-candidate-profile';

/** The signed-in candidate's profile (created on the first visit). */
export function useCandidateProfile() {
  const user = useAuthStore((state) => state.user);
  return useCandidateProfileQuery({ userId: user?.id ?? '', email: user?.email ?? '' }, !!user);
}
