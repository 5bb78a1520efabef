import type { Json } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { CompanyInvitationData, CompanyInvitationNotification } from '../types';
import { notificationKeys } from './keys';

export const getNotificationsInput = z.object({ userId: z.uuid() });
export type GetNotificationsInput = z.infer<typeof getNotificationsInput>;

/** The invitation's company and terms; anything else the notice's data holds is left out. */
function invitationData(data: Json): CompanyInvitationData | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const text = (value: Json | undefined) => (typeof value === 'string' ? value : undefined);
  return {
    company_id: text(data.company_id),
    company_name: text(data.company_name),
    management_terms: text(data.management_terms) ?? null,
  };
}

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
  return data.map((row) => ({ ...row, data: invitationData(row.data) }));
}

export const companyInvitationsQuery = (input: GetNotificationsInput) =>
  queryOptions({
    queryKey: notificationKeys.companyInvitations(input.userId),
    queryFn: () => getCompanyInvitations(input),
  });

export function useCompanyInvitationsQuery(input: GetNotificationsInput, enabled = true) {
  return useQuery({ ...companyInvitationsQuery(input), enabled });
}
