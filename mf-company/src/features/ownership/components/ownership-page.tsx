import { AreaError, PageLoader, paths } from '@portal/shared';
import { Flex, Typography } from 'antd';
import { Navigate } from 'react-router-dom';
import { useCompanyWorkspace } from '../../../lib/workspace/use-company-workspace';
import { useOwnershipSettingsQuery } from '../api/get-ownership-settings';
import { OwnershipConflictsCard } from './ownership-conflicts-card';
import { OwnershipSettingsCard } from './ownership-settings-card';

/** Candidate ownership between vendors: the company's settings and its conflicts (admins and managers). */
export function OwnershipPage() {
  const workspace = useCompanyWorkspace();
  const settings = useOwnershipSettingsQuery();
  if (workspace.loading) return <PageLoader />;
  if (!workspace.capabilities.canManageEmployees || !workspace.membership?.companyId) {
    return <Navigate to={paths.company.dashboard} replace />;
  }
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2}>Candidate Ownership</Typography.Title>
      {settings.error ? (
        <AreaError
          title="Failed to load ownership settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : settings.data ? (
        <OwnershipSettingsCard initial={settings.data} canEdit={workspace.capabilities.isAdmin} />
      ) : (
        <PageLoader />
      )}
      <OwnershipConflictsCard />
    </Flex>
  );
}
