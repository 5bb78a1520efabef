import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { notificationKeys } from './keys';

export const DISMISS_FAILURE_TITLE = 'Failed to dismiss notification';

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

export function useDismissNotificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissNotification,
    meta: { errorToast: DISMISS_FAILURE_TITLE },
    onSuccess: (_result, { userId }) =>
      queryClient.invalidateQueries({ queryKey: notificationKeys.companyInvitations(userId) }),
  });
}
