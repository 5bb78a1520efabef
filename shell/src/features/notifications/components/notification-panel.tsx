import { formatDateTime, useToast } from '@portal/shared';
import { Alert, Button, Drawer, Empty, List, Typography } from 'antd';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { notificationTarget, type PortalNotification } from '../api/notification-types';
import type { NotificationCentre } from '../hooks/use-notification-centre';
import { EmailPreferences } from './email-preferences';

export interface NotificationPanelProps {
  userId: string;
  centre: NotificationCentre;
  /** `returnFocus`: the panel was dismissed, not left for another screen. */
  onClose(returnFocus: boolean): void;
}

/** The notification centre: newest first, paged, each entry opening its screen. */
export default function NotificationPanel({ userId, centre, onClose }: NotificationPanelProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const items = centre.list?.notifications ?? [];
  const total = centre.list?.total ?? 0;
  const entries = useRef(new Map<string, HTMLElement>());
  const heading = useRef<HTMLSpanElement>(null);

  async function markRead(notification: PortalNotification) {
    if (notification.is_read) return;
    try {
      await centre.markRead(notification.id);
    } catch {
      toast.error('Failed to mark notification as read');
    }
  }

  // The entry's 'Mark as read' button goes away once it is read: the focus stays on the entry.
  async function markReadFromButton(notification: PortalNotification) {
    entries.current.get(notification.id)?.focus();
    await markRead(notification);
  }

  async function openEntry(notification: PortalNotification) {
    const target = notificationTarget(notification);
    // A company invitation stays unread until it is accepted or declined on the dashboard.
    if (notification.type !== 'company_invitation') await markRead(notification);
    if (target) {
      onClose(false);
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
      title={
        <span ref={heading} tabIndex={-1}>
          Notifications
        </span>
      }
      placement="right"
      // antd would focus the drawer's outer frame, which is outside its dialog: once the panel is
      // shown its heading takes the focus, so keyboard and screen-reader users start inside it.
      autoFocus={false}
      afterOpenChange={(visible) => {
        if (visible) heading.current?.focus();
      }}
      onClose={() => onClose(true)}
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
            ref={(element) => {
              if (element) entries.current.set(notification.id, element);
              else entries.current.delete(notification.id);
            }}
            tabIndex={-1}
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
                      onClick={() => void markReadFromButton(notification)}
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
                  // A real address, so the entry is a stop on the Tab order and opens with Enter.
                  href={notificationTarget(notification) ?? undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    void openEntry(notification);
                  }}
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
