import type { QueryKey } from '@tanstack/react-query';
import { Button, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import type { SentInvitationStatus } from '../supabase/invitations';
import { useInvitationMutations } from './invitation-mutations';

const STATUS_TAGS: Record<SentInvitationStatus, { label: string; color?: string }> = {
  pending: { label: 'Pending', color: 'blue' },
  accepted: { label: 'Accepted', color: 'green' },
  expired: { label: 'Expired', color: 'orange' },
  revoked: { label: 'Revoked', color: 'red' },
  declined: { label: 'Declined' },
};

export const SENT_INVITATION_STATUS_LABELS = Object.fromEntries(
  Object.entries(STATUS_TAGS).map(([status, tag]) => [status, tag.label]),
) as Record<SentInvitationStatus, string>;

export function SentInvitationStatusTag({ status }: { status: SentInvitationStatus }) {
  return <Tag color={STATUS_TAGS[status].color}>{STATUS_TAGS[status].label}</Tag>;
}

export interface RevokeInvitationDialogProps {
  /** The invitee of the invitation to revoke; the dialog is open while set. */
  email: string | null;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation before an invitation is revoked, for every kind of invitation. */
export function RevokeInvitationDialog({
  email,
  loading,
  onConfirm,
  onCancel,
}: RevokeInvitationDialogProps) {
  return (
    <Modal
      open={email !== null}
      title={email ? `Revoke the invitation to ${email}?` : ''}
      okText="Revoke"
      okButtonProps={{ danger: true }}
      confirmLoading={loading}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      Its link stops working at once.
    </Modal>
  );
}

interface SentInvitation {
  id: string;
  email: string;
  status: SentInvitationStatus;
}

/**
 * Resend and revoke for the rows of a sent-invitations table: `actions(row)` renders a row's
 * buttons, `dialog` the revoke confirmation; both refresh the list under `listKey`.
 */
export function useSentInvitationControls(listKey: QueryKey) {
  const { resend, revoke, busy } = useInvitationMutations(listKey);
  const [revoking, setRevoking] = useState<SentInvitation | null>(null);

  const actions = (invitation: SentInvitation) =>
    invitation.status === 'pending' || invitation.status === 'expired' ? (
      <Space wrap>
        <Button
          size="small"
          disabled={busy}
          loading={resend.isPending && resend.variables === invitation.id}
          onClick={() => resend.mutate(invitation.id)}
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
    ) : null;

  const dialog = (
    <RevokeInvitationDialog
      email={revoking?.email ?? null}
      loading={revoke.isPending}
      onConfirm={() => {
        if (revoking) revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) });
      }}
      onCancel={() => setRevoking(null)}
    />
  );
  return { actions, dialog };
}
