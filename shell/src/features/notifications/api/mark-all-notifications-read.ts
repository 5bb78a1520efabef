import { getSupabase } from '@portal/shared/supabase';

export async function markAllNotificationsRead(): Promise<void> {
  const { error } = await getSupabase().rpc('mark_all_notifications_read');
  if (error) throw new Error(error.message);
}
