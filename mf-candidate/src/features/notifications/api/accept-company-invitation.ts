import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { profileKeys } from '../../../lib/profile/keys';
import { notificationKeys } from './keys';
import { markNotificationRead } from './mark-notification-read';

export const ACCEPT_FAILURE_TITLE = 'Failed to accept invitation. Please try again.';

export const acceptCompanyInvitationInput = z.object({
  userId: z.uuid(),
  companyId: z.uuid(),
  notificationId: z.uuid(),
});
export type AcceptCompanyInvitationInput = z.infer<typeof acceptCompanyInvitationInput>;

export interface AcceptCompanyInvitationResult {
  /** The notice could not be marked read; the company manages the candidate all the same. */
  noticeLeftUnread: boolean;
}

/**
 * Lets the inviting company manage the candidate (the server only allows a company that invited
 * them), then marks the notice read.
 */
export async function acceptCompanyInvitation(
  input: AcceptCompanyInvitationInput,
): Promise<AcceptCompanyInvitationResult> {
  const { userId, companyId, notificationId } = acceptCompanyInvitationInput.parse(input);
  const { data, error } = await getSupabase()
    .from('candidates')
    .update({ managing_company_id: companyId, is_managed_by_company: true })
    .eq('user_id', userId)
    .select('id');
  if (error) throw new Error(error.message);
  if (data.length === 0) throw new Error('No candidate profile found');
  try {
    await markNotificationRead({ notificationId });
    return { noticeLeftUnread: false };
  } catch {
    return { noticeLeftUnread: true };
  }
}

/** Accepts; the notices and the profile (now managed by the company) reload. */
export function useAcceptCompanyInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptCompanyInvitation,
    meta: { errorToast: ACCEPT_FAILURE_TITLE },
    onSuccess: (_result, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.companyInvitations(userId) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.own(userId) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.managingCompany(userId) }),
      ]),
  });
}
