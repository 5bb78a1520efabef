import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorKeys } from './keys';

export const listTalentVendorInvitesInput = z.object({ companyId: z.string().uuid() });
export type ListTalentVendorInvitesInput = z.infer<typeof listTalentVendorInvitesInput>;

export type TalentVendorInvite = Pick<
  Tables<'talent_vendors'>,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'message'
  | 'status'
  | 'created_at'
  | 'invitation_expires_at'
>;

/** The company's latest 50 talent-vendor invitations, newest first. */
export async function listTalentVendorInvites(
  input: ListTalentVendorInvitesInput,
): Promise<TalentVendorInvite[]> {
  const { companyId } = listTalentVendorInvitesInput.parse(input);
  const { data, error } = await getSupabase()
    .from('talent_vendors')
    .select('id, first_name, last_name, email, message, status, created_at, invitation_expires_at')
    .eq('company_id', companyId)
    .order('created_at', { ascending: false })
    .limit(50);
  if (error) throw new Error(error.message);
  return data;
}

export const talentVendorInvitesQuery = (input: ListTalentVendorInvitesInput) =>
  queryOptions({
    queryKey: vendorKeys.invites(input.companyId),
    queryFn: () => listTalentVendorInvites(input),
  });

export function useTalentVendorInvitesQuery(input: ListTalentVendorInvitesInput) {
  return useQuery(talentVendorInvitesQuery(input));
}
