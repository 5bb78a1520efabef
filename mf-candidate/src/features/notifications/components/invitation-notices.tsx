import { useToast } from '@portal/shared';
import { Alert, Button, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { acceptCompanyInvitation } from '../api/accept-company-invitation';
import { dismissNotification } from '../api/dismiss-notification';
import { markNotificationRead } from '../api/mark-notification-read';
import type { CompanyInvitationNotification } from '../types';

export interface InvitationNoticesProps {
  userId: string;
  notifications: CompanyInvitationNotification[];
  /** Called once a notice is handled so it leaves the list (and the profile can refresh). */
  onHandled(notificationId: string, accepted: boolean): void;
}

/** Company-invitation notice cards with 'Accept Invitation' and 'Decline'. */
export function InvitationNotices({ userId, notifications, onHandled }: InvitationNoticesProps) {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  async function accept(notification: CompanyInvitationNotification) {
    const companyId = notification.data?.company_id;
    setBusy(notification.id);
    try {
      if (!companyId) throw new Error('The invitation names no company');
      await acceptCompanyInvitation({ userId, companyId });
    } catch {
      toast.error('Failed to accept invitation. Please try again.');
      setBusy(null);
      return;
    }
    try {
      await markNotificationRead({ notificationId: notification.id });
    } catch {
      toast.error('Failed to mark notification as read');
    }
    toast.success('Invitation Accepted', 'You are now associated with the company.');
    setBusy(null);
    onHandled(notification.id, true);
  }

  async function decline(notification: CompanyInvitationNotification) {
    setBusy(notification.id);
    try {
      await dismissNotification({ notificationId: notification.id, userId });
      onHandled(notification.id, false);
    } catch {
      toast.error('Failed to dismiss notification');
    } finally {
      setBusy(null);
    }
  }

  if (notifications.length === 0) return null;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {notifications.map((notification) => {
        const company = notification.data?.company_name;
        const terms = notification.data?.management_terms;
        return (
          <Alert
            key={notification.id}
            type="info"
            showIcon
            role="region"
            aria-label={notification.title}
            title={notification.title}
            description={
              <Space orientation="vertical" style={{ width: '100%' }}>
                {notification.message && <Typography.Text>{notification.message}</Typography.Text>}
                {company && (
                  <Typography.Text>
                    Company: <strong>{company}</strong>
                  </Typography.Text>
                )}
                {terms && (
                  <Typography.Text type="secondary">Management terms: {terms}</Typography.Text>
                )}
                <Flex gap={8} wrap>
                  <Button
                    type="primary"
                    loading={busy === notification.id}
                    disabled={busy !== null && busy !== notification.id}
                    onClick={() => void accept(notification)}
                  >
                    Accept Invitation
                  </Button>
                  <Button disabled={busy !== null} onClick={() => void decline(notification)}>
                    Decline
                  </Button>
                </Flex>
              </Space>
            }
          />
        );
      })}
    </Space>
  );
}
