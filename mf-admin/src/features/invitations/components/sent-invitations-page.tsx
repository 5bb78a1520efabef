import { formatDate } from '@portal/shared';
import { Card, Empty, Input, Select, Space, Typography } from 'antd';
import {
  SENT_INVITATION_STATUS_LABELS,
  SentInvitationStatusTag,
  useSentInvitationControls,
} from '@portal/shared/widgets';
import { useState } from 'react';
import {
  INVITATION_STATUSES,
  INVITATIONS_PAGE_SIZE,
  useSentInvitationsQuery,
  type InvitationStatus,
  type SentInvitation,
} from '../api/list-sent-invitations';
import { invitationKeys } from '../api/keys';
import { PagedQueryTable } from '../../../lib/ui/paged-query-table';

export function SentInvitationsPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<InvitationStatus | undefined>(undefined);
  const result = useSentInvitationsQuery({ page, search, status });
  const controls = useSentInvitationControls(invitationKeys.all);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          Sent Invitations
        </Typography.Title>
        <Typography.Text type="secondary">
          Administrator and company invitations. Resending issues a new link; the old one stops
          working.
        </Typography.Text>
      </div>
      <Card
        title="Invitations"
        role="region"
        aria-label="Invitations"
        extra={
          <Space wrap>
            <Select
              aria-label="Filter by status"
              style={{ width: 160 }}
              value={status ?? 'all'}
              options={[
                { value: 'all', label: 'All statuses' },
                ...INVITATION_STATUSES.map((value) => ({
                  value,
                  label: SENT_INVITATION_STATUS_LABELS[value],
                })),
              ]}
              onChange={(value: string) => {
                setPage(1);
                setStatus(value === 'all' ? undefined : (value as InvitationStatus));
              }}
            />
            <Input.Search
              aria-label="Search invitations by e-mail"
              placeholder="Search by e-mail"
              allowClear
              style={{ width: 240 }}
              onSearch={(value) => {
                setPage(1);
                setSearch(value);
              }}
            />
          </Space>
        }
      >
        <PagedQueryTable<SentInvitation>
          query={result}
          paging={{
            page,
            pageSize: INVITATIONS_PAGE_SIZE,
            onChange: setPage,
          }}
          locale={{ emptyText: <Empty description="No invitations" /> }}
          columns={[
            { title: 'E-mail', dataIndex: 'email' },
            { title: 'Kind', dataIndex: 'kind' },
            { title: 'Invited', dataIndex: 'invitee' },
            {
              title: 'Sent',
              dataIndex: 'created_at',
              render: (value: string) => formatDate(value),
            },
            {
              title: 'Expires',
              dataIndex: 'expires_at',
              render: (value: string) => formatDate(value),
            },
            {
              title: 'Status',
              dataIndex: 'status',
              render: (value: SentInvitation['status']) => (
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
      </Card>
      {controls.dialog}
    </Space>
  );
}
