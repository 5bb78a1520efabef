import { getSupabase } from '@portal/shared';
import { z } from 'zod';

export const acceptInvitationInput = z.object({ token: z.string().trim().min(1) });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;

export interface AcceptedInvitation {
  invitation_id: string;
  type: string;
  role: string;
  company_id: string | null;
}

/** Accepts an invitation for the signed-in account; the server checks the address, type and expiry. */
export async function acceptInvitation(input: AcceptInvitationInput): Promise<AcceptedInvitation> {
  const { token } = acceptInvitationInput.parse(input);
  const { data, error } = await getSupabase().rpc('accept_invitation', { p_token: token });
  if (error) throw new Error(error.message);
  return data as AcceptedInvitation;
}
