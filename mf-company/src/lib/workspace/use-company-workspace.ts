import {
  hasTierAccess,
  staffCapabilities,
  useAuthStore,
  type AccountRole,
  type Membership,
  type StaffCapabilities,
} from '@portal/shared';
import type { User } from '@supabase/supabase-js';
import { useAsync } from '../use-async';
import type { Company } from './get-company';
import type { Subscription } from './get-subscription';
import { loadWorkspaceRecords, takePrefetchedWorkspace } from './workspace-records';

export interface CompanyWorkspace {
  /** True while the session, the membership or the company record is still loading. */
  loading: boolean;
  error: unknown;
  reload: () => void;
  user: User | null;
  accountRole: AccountRole | null;
  membership: Membership | null;
  company: Company | null;
  subscription: Subscription | null;
  capabilities: StaffCapabilities;
  isApproved: boolean;
  isSubscribed: boolean;
  /** Approved and subscribed: the company may use the workspace features. */
  isActive: boolean;
}

/** The signed-in staff member's company, subscription and capabilities. */
export function useCompanyWorkspace(): CompanyWorkspace {
  const { user, role, membership, roleLoaded, loading: authLoading } = useAuthStore();
  const companyId = membership?.companyId ?? null;
  const state = useAsync(
    async () => {
      if (!companyId) return { company: null, subscription: null };
      return takePrefetchedWorkspace(companyId) ?? loadWorkspaceRecords(companyId);
    },
    [companyId],
    !!companyId,
  );
  const company = companyId ? (state.data?.company ?? null) : null;
  const subscription = companyId ? (state.data?.subscription ?? null) : null;
  const isApproved = !!company?.is_approved;
  const isSubscribed = hasTierAccess(subscription?.tier);
  return {
    loading:
      authLoading || (!!user && !roleLoaded) || (!!companyId && state.loading && !state.data),
    error: state.error,
    reload: state.reload,
    user,
    accountRole: role,
    membership,
    company,
    subscription,
    capabilities: staffCapabilities(membership?.role),
    isApproved,
    isSubscribed,
    isActive: isApproved && isSubscribed,
  };
}
