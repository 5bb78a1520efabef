import { AreaError, paths, formatDate, PageLoader, serverPagedTable } from '@portal/shared';
import { SentInvitationStatusTag, useSentInvitationControls } from '@portal/shared/widgets';
import { Card, Empty, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useCompanyWorkspace } from '../../../lib/workspace/use-company-workspace';
import { sentInvitationKeys } from '../api/keys';
import {
  SENT_INVITATIONS_PAGE_SIZE,
  useSentInvitationsQuery,
  type CompanySentInvitation,
} from '../api/list-sent-invitations';

function SentInvitationsTable({ companyId }: { companyId: string }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const result = useSentInvitationsQuery({ companyId, page, search });
  const controls = useSentInvitationControls(sentInvitationKeys.all);

  if (result.error) {
    return (
      <AreaError
        title="Failed to load invitations"
        error={result.error}
        onRetry={() => void result.refetch()}
      />
    );
  }
  return (
    <>
      <Input.Search
        aria-label="Search invitations by e-mail"
        placeholder="Search by e-mail"
        allowClear
        style={{ maxWidth: 320, marginBottom: 16 }}
        onSearch={(value) => {
          setPage(1);
          setSearch(value);
        }}
      />
      <Table<CompanySentInvitation>
        rowKey="id"
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description="No invitations" /> }}
        {...serverPagedTable(result, {
          page,
          pageSize: SENT_INVITATIONS_PAGE_SIZE,
          onChange: setPage,
        })}
        columns={[
          { title: 'E-mail', dataIndex: 'email' },
          { title: 'Invited as', dataIndex: 'kind' },
          { title: 'Name', dataIndex: 'invitee' },
          { title: 'Sent', dataIndex: 'created_at', render: (value: string) => formatDate(value) },
          {
            title: 'Expires',
            dataIndex: 'expires_at',
            render: (value: string) => formatDate(value),
          },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (value: CompanySentInvitation['status']) => (
              <SentInvitationStatusTag status={value} />
            ),
          },
          {
            title: 'Action',
            key: 'action',
            render: (_, invitation) => controls.actions(invitation),
          },
        ]}
      />
      {controls.dialog}
    </>
  );
}

/** The company's employee and candidate invitations, for those who manage the team. */
export function SentInvitationsPage() {
  const workspace = useCompanyWorkspace();
  if (workspace.loading) return <PageLoader />;
  if (!workspace.capabilities.canManageEmployees || !workspace.membership?.companyId) {
    return <Navigate to={paths.company.dashboard} replace />;
  }
  return (
    <Card role="region" aria-label="Sent Invitations">
      <Typography.Title level={2}>Sent Invitations</Typography.Title>
      <Typography.Paragraph type="secondary">
        Employee and candidate invitations of your company. Resending issues a new link; the old one
        stops working.
      </Typography.Paragraph>
      <SentInvitationsTable companyId={workspace.membership.companyId} />
    </Card>
  );
}
