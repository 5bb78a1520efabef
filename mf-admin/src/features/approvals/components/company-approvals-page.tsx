import { Space, Typography } from 'antd';
import { useState } from 'react';
import { useCompanyApproval } from '../../../lib/company-approval/use-company-approval';
import { CompaniesTable } from './companies-table';

export function CompanyApprovalsPage() {
  const [version, setVersion] = useState(0);
  const { pending, approve, reject } = useCompanyApproval(() => setVersion((v) => v + 1));

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
          version={version}
          pendingId={pending}
          onApprove={(company) => void approve(company.id)}
          onReject={(company) => void reject(company.id)}
        />
      ))}
    </Space>
  );
}
