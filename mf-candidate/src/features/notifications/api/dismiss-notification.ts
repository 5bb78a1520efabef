import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

export const dismissNotificationInput = z.object({ notificationId: z.uuid(), userId: z.uuid() });
export type DismissNotificationInput = z.infer<typeof dismissNotificationInput>;

/** Declining an invitation only removes its notice. */
export async function dismissNotification(input: DismissNotificationInput): Promise<void> {
  const { notificationId, userId } = dismissNotificationInput.parse(input);
  const { error } = await getSupabase()
    .from('notifications')
    .delete()
    .eq('id', notificationId)
    .eq('user_id', userId);
  if (error) throw new Error(error.message);
}
