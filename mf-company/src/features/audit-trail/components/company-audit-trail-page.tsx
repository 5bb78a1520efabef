import { PageLoader, paths } from '@portal/shared';
import { AuditTrailBrowser } from '@portal/shared/widgets';
import { Card, Typography } from 'antd';
import { Navigate } from 'react-router-dom';
import { useCompanyWorkspace } from '../../../lib/workspace/use-company-workspace';

/** The company's own audit trail: sign-ins, staff changes, stage changes, documents opened. */
export function CompanyAuditTrailPage() {
  const workspace = useCompanyWorkspace();
  if (workspace.loading) return <PageLoader />;
  if (workspace.membership?.role !== 'COMPANY_ADMIN' || !workspace.membership.companyId) {
    return <Navigate to={paths.company.dashboard} replace />;
  }
  return (
    <Card>
      <Typography.Title level={2}>Audit Trail</Typography.Title>
      <Typography.Paragraph type="secondary">
        Who did what in your company&apos;s workspace, and when. Entries cannot be changed or
        deleted.
      </Typography.Paragraph>
      <AuditTrailBrowser companyId={workspace.membership.companyId} />
    </Card>
  );
}
