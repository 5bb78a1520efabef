import { formatDateTime, useToast } from '@portal/shared';
import { Alert, Button, Drawer, Empty, List, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { notificationTarget, type PortalNotification } from '../api/notification-types';
import type { NotificationCentre } from '../hooks/use-notification-centre';
import { EmailPreferences } from './email-preferences';

export interface NotificationPanelProps {
  userId: string;
  centre: NotificationCentre;
  onClose(): void;
}

/** The notification centre: newest first, paged, each entry opening its screen. */
export default function NotificationPanel({ userId, centre, onClose }: NotificationPanelProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const items = centre.list?.notifications ?? [];
  const total = centre.list?.total ?? 0;

  async function markRead(notification: PortalNotification) {
    if (notification.is_read) return;
    try {
      await centre.markRead(notification.id);
    } catch {
      toast.error('Failed to mark notification as read');
    }
  }

  async function openEntry(notification: PortalNotification) {
    const target = notificationTarget(notification);
    // A company invitation stays unread until it is accepted or declined on the dashboard.
    if (notification.type !== 'company_invitation') await markRead(notification);
    if (target) {
      onClose();
      navigate(target);
    }
  }

  async function markAll() {
    try {
      await centre.markAllRead();
    } catch {
      toast.error('Failed to mark notifications as read');
    }
  }

  return (
    <Drawer
      open
      title="Notifications"
      placement="right"
      onClose={onClose}
      extra={
        <Button size="small" disabled={!centre.unread} onClick={() => void markAll()}>
          Mark all as read
        </Button>
      }
    >
      {centre.listError && <Alert type="error" showIcon title="Failed to load notifications" />}
      {centre.list && items.length === 0 && <Empty description="No notifications yet" />}
      <List
        aria-label="Notifications"
        loading={!centre.list && !centre.listError}
        dataSource={items}
        renderItem={(notification) => (
          <List.Item
            key={notification.id}
            data-testid="notification"
            data-unread={!notification.is_read}
            actions={
              notification.is_read || notification.type === 'company_invitation'
                ? []
                : [
                    <Button
                      key="read"
                      type="link"
                      size="small"
                      onClick={() => void markRead(notification)}
                    >
                      Mark as read
                    </Button>,
                  ]
            }
          >
            <List.Item.Meta
              title={
                <Typography.Link
                  strong={!notification.is_read}
                  onClick={() => void openEntry(notification)}
                >
                  {notification.title}
                </Typography.Link>
              }
              description={
                <>
                  {notification.message && <div>{notification.message}</div>}
                  <Typography.Text type="secondary">
                    {formatDateTime(notification.created_at)}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
      {items.length < total && (
        <Button block onClick={centre.loadMore} style={{ marginTop: 12 }}>
          Load more
        </Button>
      )}
      <EmailPreferences userId={userId} />
    </Drawer>
  );
}
