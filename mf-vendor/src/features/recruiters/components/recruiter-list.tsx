import { AreaError, formatDate, useToast } from '@portal/shared';
import { RevokeInvitationDialog } from '@portal/shared/widgets';
import { Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import {
  recruiterName,
  RECRUITERS_MESSAGE,
  type VendorRecruiter,
} from '../../../lib/recruiters/get-vendor-recruiters';
import { useResendRecruiterInvitationMutation } from '../api/resend-recruiter-invitation';
import { useRevokeRecruiterInvitationMutation } from '../api/revoke-recruiter-invitation';

export interface RecruiterListProps {
  vendorId: string;
  recruiters: VendorRecruiter[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/**
 * The vendor's recruiters: who has joined, and who was invited and has not signed in yet (their
 * invitation can be sent again with a new link, or revoked).
 */
export function RecruiterList({
  vendorId,
  recruiters,
  loading,
  error,
  onRetry,
}: RecruiterListProps) {
  const toast = useToast();
  const resend = useResendRecruiterInvitationMutation();
  const revoke = useRevokeRecruiterInvitationMutation();
  const [revoking, setRevoking] = useState<VendorRecruiter | null>(null);
  const busy = resend.isPending || revoke.isPending;

  return (
    <Card title={`Recruiters (${recruiters?.length ?? 0})`}>
      {error ? (
        <AreaError title={RECRUITERS_MESSAGE} onRetry={onRetry} />
      ) : (
        <Table<VendorRecruiter>
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={recruiters ?? []}
          pagination={false}
          locale={{ emptyText: 'No recruiters yet. Invite your first recruiter above.' }}
          columns={[
            { title: 'Name', key: 'name', render: (_, recruiter) => recruiterName(recruiter) },
            { title: 'Email', dataIndex: 'email', key: 'email' },
            {
              title: 'Status',
              key: 'status',
              render: (_, recruiter) =>
                recruiter.joined_at ? (
                  <Tag color="green">Joined</Tag>
                ) : (
                  <Tag color="blue">Invited</Tag>
                ),
            },
            {
              title: 'Added',
              dataIndex: 'created_at',
              key: 'created_at',
              render: (value: string) => formatDate(value),
            },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, recruiter) =>
                recruiter.joined_at || !recruiter.user_id ? null : (
                  <Space wrap>
                    <Button
                      size="small"
                      disabled={busy}
                      aria-label={`Resend invitation to ${recruiter.email}`}
                      onClick={() =>
                        resend.mutate(
                          { vendorId, userId: recruiter.user_id! },
                          { onSuccess: (result) => toast.success(result.message) },
                        )
                      }
                    >
                      Resend
                    </Button>
                    <Button
                      size="small"
                      danger
                      disabled={busy}
                      aria-label={`Revoke invitation to ${recruiter.email}`}
                      onClick={() => setRevoking(recruiter)}
                    >
                      Revoke
                    </Button>
                  </Space>
                ),
            },
          ]}
        />
      )}
      <RevokeInvitationDialog
        email={revoking ? (revoking.email ?? recruiterName(revoking)) : null}
        loading={revoke.isPending}
        onConfirm={() => {
          if (!revoking?.user_id) return;
          revoke.mutate(
            { vendorId, userId: revoking.user_id },
            {
              onSuccess: (result) => toast.success(result.message),
              onSettled: () => setRevoking(null),
            },
          );
        }}
        onCancel={() => setRevoking(null)}
      />
    </Card>
  );
}
