import { useLiveRefresh, userTopic } from '@portal/shared/supabase';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getNotificationsPage, type NotificationsPage } from '../api/get-notifications-page';
import { getUnreadCount } from '../api/get-unread-count';
import { markAllNotificationsRead } from '../api/mark-all-notifications-read';
import { markNotificationRead } from '../api/mark-notification-read';

export interface NotificationCentre {
  unread: number | null;
  list: NotificationsPage | null;
  listError: boolean;
  loadMore(): void;
  markRead(id: string): Promise<void>;
  markAllRead(): Promise<void>;
}

/**
 * The unread count (always) and the list (while the panel is open), both read from the API: the
 * list is the source of truth, and every change on the user's topic or a rejoin reloads them.
 */
export function useNotificationCentre(userId: string, open: boolean): NotificationCentre {
  const [unread, setUnread] = useState<number | null>(null);
  const [list, setList] = useState<NotificationsPage | null>(null);
  const [listError, setListError] = useState(false);
  const [pages, setPages] = useState(1);
  const countGeneration = useRef(0);
  const listGeneration = useRef(0);

  const refreshCount = useCallback(() => {
    const current = ++countGeneration.current;
    getUnreadCount(userId).then(
      (n) => current === countGeneration.current && setUnread(n),
      () => undefined,
    );
  }, [userId]);

  const refreshList = useCallback(() => {
    if (!open) return;
    const current = ++listGeneration.current;
    getNotificationsPage(userId, pages).then(
      (page) => {
        if (current !== listGeneration.current) return;
        setList(page);
        setListError(false);
      },
      () => current === listGeneration.current && setListError(true),
    );
  }, [userId, pages, open]);

  useEffect(refreshCount, [refreshCount]);
  useEffect(refreshList, [refreshList]);
  useLiveRefresh(
    userTopic(userId),
    (message) => message.event === 'notification',
    () => {
      refreshCount();
      refreshList();
    },
  );

  return {
    unread,
    list,
    listError,
    loadMore: () => setPages((n) => n + 1),
    async markRead(id) {
      await markNotificationRead(id);
      setList(
        (current) =>
          current && {
            ...current,
            notifications: current.notifications.map((n) =>
              n.id === id ? { ...n, is_read: true } : n,
            ),
          },
      );
      refreshCount();
    },
    async markAllRead() {
      await markAllNotificationsRead();
      setList(
        (current) =>
          current && {
            ...current,
            notifications: current.notifications.map((n) => ({ ...n, is_read: true })),
          },
      );
      setUnread(0);
    },
  };
}
