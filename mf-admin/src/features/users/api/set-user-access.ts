import { messageOf, useToast } from '@portal/shared';
import { invokeFunction } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { userKeys } from './keys';

export const setUserAccessInput = z.object({
  userId: z.string().min(1),
  email: z.string(),
  action: z.enum(['deactivate', 'reactivate']),
});
export type SetUserAccessInput = z.infer<typeof setUserAccessInput>;

/** Deactivating ends every session of the user at once; the server refuses the caller's own. */
export async function setUserAccess(input: SetUserAccessInput): Promise<void> {
  const { userId, action } = setUserAccessInput.parse(input);
  await invokeFunction('manage-user-access', { userId, action });
}

export function useSetUserAccessMutation() {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserAccess,
    onSuccess: (_result, { email, action }) => {
      toast.success(`${email} ${action === 'deactivate' ? 'deactivated' : 'reactivated'}`);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (error, { action }) => toast.error(`Failed to ${action} user: ${messageOf(error)}`),
  });
}
