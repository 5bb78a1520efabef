import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorKeys } from './keys';

export const revokeTalentVendorInviteInput = z.object({
  invitationId: z.string().uuid(),
  companyId: z.string().uuid(),
});
export type RevokeTalentVendorInviteInput = z.infer<typeof revokeTalentVendorInviteInput>;

/** Takes back a pending invitation: its link stops working at once. The server checks the role. */
export async function revokeTalentVendorInvite(input: RevokeTalentVendorInviteInput) {
  const { invitationId } = revokeTalentVendorInviteInput.parse(input);
  const { error } = await getSupabase().rpc('revoke_talent_vendor_invitation', {
    p_invitation_id: invitationId,
  });
  if (error) throw new Error(error.message);
}

export function useRevokeTalentVendorInviteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeTalentVendorInvite,
    meta: { errorToast: 'Failed to revoke the invitation' },
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: vendorKeys.invites(input.companyId) }),
  });
}
