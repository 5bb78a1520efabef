import { formatDate } from '@portal/shared';
import { Button, Card, Empty, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  INVITATION_STATUSES,
  INVITATIONS_PAGE_SIZE,
  useSentInvitationsQuery,
  type InvitationStatus,
  type SentInvitation,
} from '../api/list-sent-invitations';
import { useResendInvitationMutation } from '../api/resend-invitation';
import { useRevokeInvitationMutation } from '../api/revoke-invitation';
import { LoadError } from '../../../lib/ui/load-error';

const STATUS_TAGS: Record<SentInvitation['status'], { label: string; color?: string }> = {
  pending: { label: 'Pending', color: 'blue' },
  accepted: { label: 'Accepted', color: 'green' },
  expired: { label: 'Expired', color: 'orange' },
  revoked: { label: 'Revoked', color: 'red' },
  declined: { label: 'Declined' },
};

export function SentInvitationsPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<InvitationStatus | undefined>(undefined);
  const [revoking, setRevoking] = useState<SentInvitation | null>(null);
  const result = useSentInvitationsQuery({ page, search, status });
  const resend = useResendInvitationMutation();
  const revoke = useRevokeInvitationMutation();
  const busy = resend.isPending || revoke.isPending;

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
                ...INVITATION_STATUSES.map((value) => ({ value, label: STATUS_TAGS[value].label })),
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
        {result.error ? (
          <LoadError error={result.error} onRetry={() => void result.refetch()} />
        ) : (
          <Table<SentInvitation>
            rowKey="id"
            loading={result.isFetching}
            dataSource={result.data?.rows ?? []}
            scroll={{ x: true }}
            locale={{ emptyText: <Empty description="No invitations" /> }}
            pagination={{
              current: page,
              pageSize: INVITATIONS_PAGE_SIZE,
              total: result.data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: setPage,
            }}
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
                  <Tag color={STATUS_TAGS[value].color}>{STATUS_TAGS[value].label}</Tag>
                ),
              },
              {
                title: 'Action',
                key: 'action',
                render: (_, invitation) =>
                  invitation.status === 'pending' || invitation.status === 'expired' ? (
                    <Space wrap>
                      <Button
                        size="small"
                        disabled={busy}
                        loading={
                          resend.isPending && resend.variables.invitationId === invitation.id
                        }
                        onClick={() => resend.mutate({ invitationId: invitation.id })}
                        aria-label={`Resend invitation to ${invitation.email}`}
                      >
                        Resend
                      </Button>
                      {invitation.status === 'pending' && (
                        <Button
                          size="small"
                          danger
                          disabled={busy}
                          onClick={() => setRevoking(invitation)}
                          aria-label={`Revoke invitation to ${invitation.email}`}
                        >
                          Revoke
                        </Button>
                      )}
                    </Space>
                  ) : null,
              },
            ]}
          />
        )}
      </Card>
      <Modal
        open={revoking !== null}
        title={revoking ? `Revoke the invitation to ${revoking.email}?` : ''}
        okText="Revoke"
        okButtonProps={{ danger: true }}
        confirmLoading={revoke.isPending}
        onOk={() => {
          if (!revoking) return;
          revoke.mutate({ invitationId: revoking.id }, { onSettled: () => setRevoking(null) });
        }}
        onCancel={() => setRevoking(null)}
      >
        Its link stops working at once.
      </Modal>
    </Space>
  );
}
