import { messageOf, paths, useAuthStore, useToast } from '@portal/shared';
import { App } from 'antd';
import { createElement } from 'react';
import { useNavigate } from 'react-router-dom';
import type { InvitationResult } from '../api/send-admin-invitation';

export type InvitationKind = 'admin' | 'company';

const TEXTS: Record<
  InvitationKind,
  { notAdmin: string; failed: (reason: string) => string; noEmail: string; sent: string }
> = {
  admin: {
    notAdmin: 'You must be an admin to send admin invitations',
    failed: (reason) => `Failed to create admin invitation. Error: ${reason}`,
    noEmail:
      'Admin invitation created but email could not be sent. Please share the link manually.',
    sent: 'Admin invitation sent successfully!',
  },
  company: {
    notAdmin: 'You must be an admin to send company invitations',
    failed: (reason) => `Failed to create company invitation: ${reason}`,
    noEmail:
      'Company invitation created but email could not be sent. Please share the link manually.',
    sent: 'Company invitation sent successfully!',
  },
};

export const NOT_LOGGED_IN_MESSAGE = 'You must be logged in to send invitations';

/**
 * Checks the sender (signed in, admin profile), sends, reports the outcome in the specification's
 * words, then resets the form and returns to the dashboard. Returns whether an invitation exists.
 */
export function useInvitationSender<V>(
  kind: InvitationKind,
  send: (values: V, adminEmail: string | null) => Promise<InvitationResult>,
) {
  const toast = useToast();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const texts = TEXTS[kind];

  return async function submit(values: V, reset: () => void): Promise<boolean> {
    const { user, profile } = useAuthStore.getState();
    if (!user) {
      toast.error(NOT_LOGGED_IN_MESSAGE);
      return false;
    }
    if ((profile?.role ?? '').toLowerCase() !== 'admin') {
      toast.error(texts.notAdmin);
      return false;
    }
    let result: InvitationResult;
    try {
      result = await send(values, user.email ?? null);
    } catch (error) {
      toast.error(texts.failed(messageOf(error)));
      return false;
    }
    if (result.emailSent === false) {
      // The invitation is valid; the admin needs the link to pass it on by hand.
      toast.warning(texts.noEmail);
      modal.warning({
        title: texts.noEmail,
        content: createElement(
          'p',
          { style: { wordBreak: 'break-all' } },
          createElement('a', { href: result.invitationUrl }, result.invitationUrl),
        ),
      });
    } else {
      toast.success(texts.sent);
    }
    reset();
    navigate(paths.admin.dashboard);
    return true;
  };
}
