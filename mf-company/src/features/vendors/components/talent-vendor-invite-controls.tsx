import { LightButton, useToast } from '@portal/shared';
import { RevokeInvitationDialog } from '@portal/shared/widgets';
import { useState } from 'react';
import { useInviteTalentVendorMutation } from '../api/invite-talent-vendor';
import type { TalentVendorInvite } from '../api/list-talent-vendor-invites';
import { useRevokeTalentVendorInviteMutation } from '../api/revoke-talent-vendor-invite';

/** An invitation still waiting whose link has run out. */
export function isExpiredInvite(invite: TalentVendorInvite, now = Date.now()): boolean {
  return (
    invite.status === 'invited' &&
    invite.invitation_expires_at !== null &&
    new Date(invite.invitation_expires_at).getTime() <= now
  );
}

/**
 * Resend and revoke for the rows of the invitations table: resending mails a new link (the old
 * one stops working); revoking, after a confirmation, ends the pending invitation at once.
 */
export function useTalentVendorInviteControls(companyId: string) {
  const toast = useToast();
  const resend = useInviteTalentVendorMutation();
  const revoke = useRevokeTalentVendorInviteMutation();
  const [revoking, setRevoking] = useState<TalentVendorInvite | null>(null);
  const busy = resend.isPending || revoke.isPending;

  const resendInvite = (invite: TalentVendorInvite) =>
    resend.mutate(
      {
        companyId,
        values: {
          first_name: invite.first_name,
          last_name: invite.last_name,
          email: invite.email,
          message: invite.message ?? '',
        },
      },
      {
        onSuccess: (result) =>
          result.emailSent
            ? toast.success(`The invitation to ${invite.email} was sent again with a new link.`)
            : toast.error(result.message),
        onError: (error) => toast.error('Failed to resend the invitation', error.message),
      },
    );

  const actions = (invite: TalentVendorInvite) =>
    invite.status === 'invited' ? (
      <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
        <LightButton
          size="small"
          disabled={busy}
          onClick={() => resendInvite(invite)}
          aria-label={`Resend invitation to ${invite.email}`}
        >
          Resend
        </LightButton>
        {!isExpiredInvite(invite) && (
          <LightButton
            size="small"
            danger
            disabled={busy}
            onClick={() => setRevoking(invite)}
            aria-label={`Revoke invitation to ${invite.email}`}
          >
            Revoke
          </LightButton>
        )}
      </span>
    ) : null;

  const dialog = (
    <RevokeInvitationDialog
      email={revoking?.email ?? null}
      loading={revoke.isPending}
      onConfirm={() => {
        if (!revoking) return;
        revoke.mutate(
          { invitationId: revoking.id, companyId },
          {
            onSuccess: () => toast.success(`The invitation to ${revoking.email} was revoked.`),
            onSettled: () => setRevoking(null),
          },
        );
      }}
      onCancel={() => setRevoking(null)}
    />
  );
  return { actions, dialog };
}
