import { getSupabase } from '@portal/shared/supabase';

export async function markNotificationRead(notificationId: string): Promise<void> {
  const { error } = await getSupabase().rpc('mark_notification_read', {
    notification_id: notificationId,
  });
  if (error) throw new Error(error.message);
}
