import { invokeFunction } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { recruiterKeys } from '../../../lib/recruiters/keys';

export const revokeRecruiterInvitationInput = z.object({
  vendorId: z.string().uuid(),
  userId: z.string().uuid(),
});
export type RevokeRecruiterInvitationInput = z.infer<typeof revokeRecruiterInvitationInput>;

/** Takes back the invitation of a recruiter who has not joined: their unused account and link go. */
export async function revokeRecruiterInvitation(
  input: RevokeRecruiterInvitationInput,
): Promise<{ message: string }> {
  const { vendorId, userId } = revokeRecruiterInvitationInput.parse(input);
  return invokeFunction<{ message: string }>('manage-vendor-recruiter-invitation', {
    action: 'revoke',
    vendor_id: vendorId,
    user_id: userId,
  });
}

export function useRevokeRecruiterInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeRecruiterInvitation,
    meta: { errorToast: 'Failed to revoke the invitation' },
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: recruiterKeys.list(input.vendorId) }),
  });
}
