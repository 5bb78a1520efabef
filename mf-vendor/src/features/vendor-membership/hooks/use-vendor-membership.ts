import { useAuth } from '@portal/shared';
import { useAsync } from '../../../hooks/use-async';
import { getVendorMembership } from '../api/get-vendor-membership';

export function useVendorMembership() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useAsync(() => getVendorMembership({ userId }), [userId], !!userId);
}
