import { BellOutlined } from '@ant-design/icons';
import { LightButton, useToast } from '@portal/shared';
import { subscribeLiveTopic, userTopic } from '@portal/shared/supabase';
import { theme } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNotificationCentre } from '../hooks/use-notification-centre';

// The panel (antd's Drawer and List) loads on the first click.
const NotificationPanel = lazy(() => import('./notification-panel'));

export function unreadBadgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

/** The header bell: a live unread count, and the notification centre behind it. */
export default function NotificationBell({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const refocusBell = useRef(false);
  const centre = useNotificationCentre(userId, open);
  const toast = useToast();
  const { token } = theme.useToken();

  // A new notification also shows where the user is looking, and is read out as one.
  useEffect(
    () =>
      subscribeLiveTopic(userTopic(userId), (message) => {
        if (message?.event !== 'notification' || message.payload.operation !== 'INSERT') return;
        const record = (message.payload.record ?? {}) as {
          title?: string;
          message?: string | null;
        };
        if (!record.title) return;
        const details = record.message ?? undefined;
        toast.info(record.title, details, {
          spoken: `New notification: ${record.title}${details ? `. ${details}` : ''}`,
        });
      }),
    [userId, toast],
  );

  // Once the panel has unmounted, so its focus trap no longer holds the focus.
  useEffect(() => {
    if (open || !refocusBell.current) return;
    refocusBell.current = false;
    bell.current?.focus();
  }, [open]);

  const unread = centre.unread ?? 0;
  return (
    <>
      <LightButton
        ref={bell}
        variant="text"
        circle
        icon={<BellOutlined />}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        style={{ position: 'relative' }}
      >
        {unread > 0 && (
          <span
            data-testid="unread-count"
            aria-hidden
            style={{
              position: 'absolute',
              top: 0,
              right: -4,
              minWidth: 18,
              height: 18,
              padding: '0 5px',
              borderRadius: 9,
              background: token.colorError,
              color: token.colorWhite,
              fontSize: 11,
              lineHeight: '18px',
              fontWeight: 600,
              textAlign: 'center',
            }}
          >
            {unreadBadgeText(unread)}
          </span>
        )}
      </LightButton>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel
            userId={userId}
            centre={centre}
            onClose={(returnFocus) => {
              // The panel unmounts on close, so it cannot give the focus back itself.
              refocusBell.current = returnFocus;
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
