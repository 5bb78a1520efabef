import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { messageOf, useToast } from '@portal/shared';
import { resendInvitation, revokeInvitation } from '../supabase/invitations';

/**
 * Resend and revoke for a list of sent invitations. Both refresh the list (`listKey`) whatever
 * the outcome: a refusal usually means someone else changed the invitation meanwhile.
 */
export function useInvitationMutations(listKey: QueryKey) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });
  const resend = useMutation({
    mutationFn: (invitationId: string) => resendInvitation(invitationId),
    onSuccess: (result) => {
      if (result.emailSent) toast.success('Invitation sent again with a new link');
      else
        toast.warning(
          `${result.message ?? 'The e-mail could not be sent.'} ${result.invitationUrl}`,
        );
    },
    onError: (error) => toast.error(`Failed to resend invitation: ${messageOf(error)}`),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(invitationId),
    onSuccess: () => toast.success('Invitation revoked'),
    onError: (error) => toast.error(`Failed to revoke invitation: ${messageOf(error)}`),
    onSettled: refresh,
  });
  return { resend, revoke, busy: resend.isPending || revoke.isPending };
}
