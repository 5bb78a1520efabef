import { useAuthStore } from '@portal/shared';
import { useAsyncData } from '../../../lib/use-async-data';
import { getCandidateProfile } from '../api/get-candidate-profile';

/** The signed-in candidate's profile (created on the first visit). */
export function useCandidateProfile() {
  const user = useAuthStore((state) => state.user);
  const userId = user?.id ?? null;
  const email = user?.email ?? '';
  return useAsyncData(userId ? () => getCandidateProfile({ userId, email }) : null, [
    userId,
    email,
  ]);
}
