import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

export const acceptCompanyInvitationInput = z.object({ userId: z.uuid(), companyId: z.uuid() });
export type AcceptCompanyInvitationInput = z.infer<typeof acceptCompanyInvitationInput>;

/** Lets the inviting company manage the candidate (the server only allows a company that invited them). */
export async function acceptCompanyInvitation(input: AcceptCompanyInvitationInput): Promise<void> {
  const { userId, companyId } = acceptCompanyInvitationInput.parse(input);
  const { data, error } = await getSupabase()
    .from('candidates')
    .update({ managing_company_id: companyId, is_managed_by_company: true })
    .eq('user_id', userId)
    .select('id');
  if (error) throw new Error(error.message);
  if (!data || data.length === 0) throw new Error('No candidate profile found');
}
