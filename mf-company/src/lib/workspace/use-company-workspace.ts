import {
  hasTierAccess,
  staffCapabilities,
  useAuthStore,
  type AccountRole,
  type Membership,
  type StaffCapabilities,
} from '@portal/shared';
import type { User } from '@supabase/supabase-js';
import { useCompanyQuery, type Company } from './get-company';
import { useSubscriptionQuery, type Subscription } from './get-subscription';

export interface CompanyWorkspace {
  /** True while the session, the membership or the company record is still loading. */
  loading: boolean;
  error: unknown;
  /** Reads the company and its subscription again (after a failed read). */
  retry: () => void;
  user: User | null;
  accountRole: AccountRole | null;
  membership: Membership | null;
  company: Company | null;
  subscription: Subscription | null;
  capabilities: StaffCapabilities;
  isApproved: boolean;
  /** Created at sign-up and never registered (nor approved): the registration comes first. */
  registrationIncomplete: boolean;
  isSubscribed: boolean;
  /** Approved and subscribed: the company may use the workspace features. */
  isActive: boolean;
}

/** The signed-in staff member's company, subscription and capabilities. */
export function useCompanyWorkspace(): CompanyWorkspace {
  const { user, role, membership, roleLoaded, loading: authLoading } = useAuthStore();
  const companyId = membership?.companyId ?? '';
  const companyRead = useCompanyQuery({ companyId }, !!companyId);
  const subscriptionRead = useSubscriptionQuery({ companyId }, !!companyId);
  const company = companyId ? (companyRead.data ?? null) : null;
  const subscription = companyId ? (subscriptionRead.data ?? null) : null;
  const isApproved = !!company?.is_approved;
  const isSubscribed = hasTierAccess(subscription?.tier);
  const reading =
    !!companyId &&
    ((companyRead.isPending && !companyRead.isError) ||
      (subscriptionRead.isPending && !subscriptionRead.isError));
  return {
    loading: authLoading || (!!user && !roleLoaded) || reading,
    error: companyRead.error ?? subscriptionRead.error,
    retry: () => {
      void companyRead.refetch();
      void subscriptionRead.refetch();
    },
    user,
    accountRole: role,
    membership,
    company,
    subscription,
    capabilities: staffCapabilities(membership?.role),
    isApproved,
    registrationIncomplete: !!company && !company.registered_at && !isApproved,
    isSubscribed,
    isActive: isApproved && isSubscribed,
  };
}
