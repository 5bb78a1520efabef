import { Space, Typography } from 'antd';
import { useApprovalDecision } from '../../../lib/companies/approval-decision-dialog';
import { CompaniesTable } from './companies-table';

export function CompanyApprovalsPage() {
  const { pendingId, ask, dialog } = useApprovalDecision();

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          Company Approvals
        </Typography.Title>
        <Typography.Text type="secondary">
          Review company registrations. Approved companies can post jobs once they have a
          subscription.
        </Typography.Text>
      </div>
      {[false, true].map((approved) => (
        <CompaniesTable
          key={String(approved)}
          approved={approved}
          pendingId={pendingId}
          onApprove={(company) => ask(company, true)}
          onReject={(company) => ask(company, false)}
        />
      ))}
      {dialog}
    </Space>
  );
}
