import { getSupabase } from '@portal/shared/supabase';
import type { EmailEventType } from './notification-types';

export async function setEmailPreference(
  userId: string,
  type: EmailEventType,
  email: boolean,
): Promise<void> {
  const { error } = await getSupabase()
    .from('notification_preferences')
    .upsert({ user_id: userId, type, email }, { onConflict: 'user_id,type' });
  if (error) throw new Error(error.message);
}
