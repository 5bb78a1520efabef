import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';
import type { CompanyInvitationNotification } from '../types';

export const getNotificationsInput = z.object({ userId: z.uuid() });
export type GetNotificationsInput = z.infer<typeof getNotificationsInput>;

/** Unread company invitations of the user, newest first. */
export async function getCompanyInvitations(
  input: GetNotificationsInput,
): Promise<CompanyInvitationNotification[]> {
  const { userId } = getNotificationsInput.parse(input);
  const { data, error } = await getSupabase()
    .from('notifications')
    .select('id, user_id, type, title, message, is_read, created_at, data')
    .eq('user_id', userId)
    .eq('type', 'company_invitation')
    .eq('is_read', false)
    .order('created_at', { ascending: false })
    .limit(20);
  if (error) throw new Error(error.message);
  return (data ?? []) as CompanyInvitationNotification[];
}
