import { AreaError, PageLoader } from '@portal/shared';
import type { ReactNode } from 'react';
import {
  useCompanyWorkspace,
  type CompanyWorkspace,
} from '../../lib/workspace/use-company-workspace';
import {
  PendingApprovalAlert,
  RegistrationRequiredAlert,
  SubscriptionRequiredAlert,
} from './gate-alerts';

export interface RequireActiveCompanyProps {
  children: (workspace: CompanyWorkspace) => ReactNode;
}

/** Company features need a membership in an approved company with a subscription tier. */
export function RequireActiveCompany({ children }: RequireActiveCompanyProps) {
  const workspace = useCompanyWorkspace();
  if (workspace.loading) return <PageLoader />;
  if (!workspace.membership) return <RegistrationRequiredAlert />;
  if (workspace.error) {
    return (
      <AreaError
        title="Failed to load company data"
        error={workspace.error}
        onRetry={workspace.retry}
      />
    );
  }
  if (workspace.registrationIncomplete) return <RegistrationRequiredAlert incomplete />;
  if (!workspace.isApproved) return <PendingApprovalAlert />;
  if (!workspace.isSubscribed) return <SubscriptionRequiredAlert />;
  return <>{children(workspace)}</>;
}
