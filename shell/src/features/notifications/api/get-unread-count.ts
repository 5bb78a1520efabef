import { getSupabase } from '@portal/shared/supabase';

/** How many of the user's notifications are unread. */
export async function getUnreadCount(userId: string): Promise<number> {
  const { count, error } = await getSupabase()
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId)
    .eq('is_read', false);
  if (error) throw new Error(error.message);
  return count ?? 0;
}
