import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

export const markNotificationReadInput = z.object({ notificationId: z.uuid() });
export type MarkNotificationReadInput = z.infer<typeof markNotificationReadInput>;

export async function markNotificationRead(input: MarkNotificationReadInput): Promise<void> {
  const { notificationId } = markNotificationReadInput.parse(input);
  const { error } = await getSupabase().rpc('mark_notification_read', {
    notification_id: notificationId,
  });
  if (error) throw new Error(error.message);
}
