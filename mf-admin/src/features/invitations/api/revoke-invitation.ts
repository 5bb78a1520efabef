import { messageOf, useToast } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { invitationKeys } from './keys';

export const revokeInvitationInput = z.object({ invitationId: z.string().min(1) });
export type RevokeInvitationInput = z.infer<typeof revokeInvitationInput>;

/** The link stops working at once; an invitation accepted meanwhile stays accepted. */
export async function revokeInvitation(input: RevokeInvitationInput): Promise<void> {
  const { invitationId } = revokeInvitationInput.parse(input);
  const { data, error } = await getSupabase()
    .from('invitations')
    .update({ status: 'revoked' })
    .eq('id', invitationId)
    .eq('status', 'pending')
    .select('id');
  if (error) throw new Error(error.message);
  if (!data.length) throw new Error('This invitation is no longer pending');
}

export function useRevokeInvitationMutation() {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => {
      toast.success('Invitation revoked');
      return queryClient.invalidateQueries({ queryKey: invitationKeys.all });
    },
    onError: (error) => {
      toast.error(`Failed to revoke invitation: ${messageOf(error)}`);
      return queryClient.invalidateQueries({ queryKey: invitationKeys.all });
    },
  });
}
