import { messageOf, useToast } from '@portal/shared';
import { invokeFunction } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { invitationKeys } from './keys';
import type { InvitationResult } from './send-admin-invitation';

export const resendInvitationInput = z.object({ invitationId: z.string().min(1) });
export type ResendInvitationInput = z.infer<typeof resendInvitationInput>;

/** The server ends the old link, issues a new one for seven days and e-mails it. */
export function resendInvitation(input: ResendInvitationInput): Promise<InvitationResult> {
  const { invitationId } = resendInvitationInput.parse(input);
  return invokeFunction<InvitationResult>('resend-invitation', { invitationId });
}

export function useResendInvitationMutation() {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: (result) => {
      if (result.emailSent) toast.success('Invitation sent again with a new link');
      else
        toast.warning(
          `${result.message ?? 'The e-mail could not be sent.'} ${result.invitationUrl}`,
        );
      return queryClient.invalidateQueries({ queryKey: invitationKeys.all });
    },
    onError: (error) => {
      toast.error(`Failed to resend invitation: ${messageOf(error)}`);
      return queryClient.invalidateQueries({ queryKey: invitationKeys.all });
    },
  });
}
