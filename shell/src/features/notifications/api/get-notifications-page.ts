import { getSupabase } from '@portal/shared/supabase';
import { NOTIFICATIONS_PAGE_SIZE, type PortalNotification } from './notification-types';

export interface NotificationsPage {
  notifications: PortalNotification[];
  total: number;
}

/** The first `pages` pages of the user's notifications, newest first. */
export async function getNotificationsPage(
  userId: string,
  pages: number,
): Promise<NotificationsPage> {
  const { data, count, error } = await getSupabase()
    .from('notifications')
    .select('id, type, title, message, link, is_read, created_at', { count: 'exact' })
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(0, pages * NOTIFICATIONS_PAGE_SIZE - 1);
  if (error) throw new Error(error.message);
  return { notifications: (data ?? []) as PortalNotification[], total: count ?? 0 };
}
