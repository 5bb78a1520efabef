import { invokeFunction } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { recruiterKeys } from '../../../lib/recruiters/keys';

export const resendRecruiterInvitationInput = z.object({
  vendorId: z.string().uuid(),
  userId: z.string().uuid(),
});
export type ResendRecruiterInvitationInput = z.infer<typeof resendRecruiterInvitationInput>;

/** Mails the recruiter a new link to choose a password (the old one stops working). */
export async function resendRecruiterInvitation(
  input: ResendRecruiterInvitationInput,
): Promise<{ message: string }> {
  const { vendorId, userId } = resendRecruiterInvitationInput.parse(input);
  return invokeFunction<{ message: string }>('manage-vendor-recruiter-invitation', {
    action: 'resend',
    vendor_id: vendorId,
    user_id: userId,
  });
}

export function useResendRecruiterInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendRecruiterInvitation,
    meta: { errorToast: 'Failed to resend the invitation' },
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: recruiterKeys.list(input.vendorId) }),
  });
}
