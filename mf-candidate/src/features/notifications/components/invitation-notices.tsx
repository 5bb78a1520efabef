import { useToast } from '@portal/shared';
import { Alert, Button, Flex, Space, Typography } from 'antd';
import {
  ACCEPT_FAILURE_TITLE,
  useAcceptCompanyInvitationMutation,
} from '../api/accept-company-invitation';
import { useDismissNotificationMutation } from '../api/dismiss-notification';
import type { CompanyInvitationNotification } from '../types';

export interface InvitationNoticesProps {
  userId: string;
  notifications: CompanyInvitationNotification[];
}

/**
 * Company-invitation notice cards with 'Accept Invitation' and 'Decline'; a handled notice leaves
 * the list when the notices reload.
 */
export function InvitationNotices({ userId, notifications }: InvitationNoticesProps) {
  const toast = useToast();
  const acceptance = useAcceptCompanyInvitationMutation();
  const dismissal = useDismissNotificationMutation();
  const busy = acceptance.isPending
    ? acceptance.variables.notificationId
    : dismissal.isPending
      ? dismissal.variables.notificationId
      : null;

  function accept(notification: CompanyInvitationNotification) {
    const companyId = notification.data?.company_id;
    if (!companyId) {
      toast.error(ACCEPT_FAILURE_TITLE);
      return;
    }
    acceptance.mutate(
      { userId, companyId, notificationId: notification.id },
      {
        onSuccess: ({ noticeLeftUnread }) => {
          if (noticeLeftUnread) toast.error('Failed to mark notification as read');
          toast.success('Invitation Accepted', 'You are now associated with the company.');
        },
      },
    );
  }

  function decline(notification: CompanyInvitationNotification) {
    dismissal.mutate({ notificationId: notification.id, userId });
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
                    onClick={() => accept(notification)}
                  >
                    Accept Invitation
                  </Button>
                  <Button disabled={busy !== null} onClick={() => decline(notification)}>
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
