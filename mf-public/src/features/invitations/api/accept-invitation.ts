import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

/** The invitation type the server must find behind the token, per landing page. */
const EXPECTED_TYPE = {
  candidate: 'candidate',
  company: 'company_invitation',
  employee: 'employee_invitation',
  admin: 'admin_invitation',
} as const;

export const acceptInvitationInput = z.object({
  token: z.string().trim().min(1),
  kind: z.enum(['candidate', 'company', 'employee', 'admin']),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;

// The function answers with json; its shape is checked rather than assumed.
const acceptedInvitation = z.object({
  invitation_id: z.string(),
  type: z.string(),
  role: z.string(),
  company_id: z.string().nullable(),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitation>;

/** Accepts an invitation for the signed-in account; the server checks the address, type and expiry. */
export async function acceptInvitation(input: AcceptInvitationInput): Promise<AcceptedInvitation> {
  const { token, kind } = acceptInvitationInput.parse(input);
  const { data, error } = await getSupabase().rpc('accept_invitation', {
    p_token: token,
    p_type: EXPECTED_TYPE[kind],
  });
  if (error) throw new Error(error.message);
  return acceptedInvitation.parse(data);
}
