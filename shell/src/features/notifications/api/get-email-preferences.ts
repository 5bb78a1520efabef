import { getSupabase } from '@portal/shared/supabase';
import { EMAIL_EVENT_TYPES, type EmailEventType } from './notification-types';

/** Whether each event type is e-mailed to the user; e-mail is on until turned off. */
export async function getEmailPreferences(
  userId: string,
): Promise<Record<EmailEventType, boolean>> {
  // Bounded: one row per kind of e-mail (the primary key is the user and the kind).
  const { data, error } = await getSupabase()
    .from('notification_preferences')
    .select('type, email')
    .eq('user_id', userId);
  if (error) throw new Error(error.message);
  const stored = new Map((data ?? []).map((row) => [row.type as string, row.email as boolean]));
  return Object.fromEntries(
    EMAIL_EVENT_TYPES.map(({ type }) => [type, stored.get(type) ?? true]),
  ) as Record<EmailEventType, boolean>;
}
