import type { Tables } from '@portal/shared';
import { getSupabase, readAllPages } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { hierarchyKeys } from '../../../lib/hierarchy/keys';

export const listCompanyUsersInput = z.object({ companyId: z.string().uuid() });
export type ListCompanyUsersInput = z.infer<typeof listCompanyUsersInput>;

export type TeamMember = Pick<
  Tables<'company_users'>,
  'id' | 'user_id' | 'first_name' | 'last_name' | 'email' | 'role' | 'manager_id'
>;

/** Company users ordered by first name; the page splits them into recruiters and managers. */
export async function listCompanyUsers(input: ListCompanyUsersInput): Promise<TeamMember[]> {
  const { companyId } = listCompanyUsersInput.parse(input);
  const { data, error } = await readAllPages((from, to) =>
    getSupabase()
      .from('company_users')
      .select('id, user_id, first_name, last_name, email, role, manager_id')
      .eq('company_id', companyId)
      .order('first_name', { ascending: true })
      .order('id')
      .range(from, to),
  );
  if (error) throw new Error(error.message);
  return data;
}

export const companyUsersQuery = (input: ListCompanyUsersInput) =>
  queryOptions({
    queryKey: hierarchyKeys.members(input.companyId),
    queryFn: () => listCompanyUsers(input),
  });

export function useCompanyUsersQuery(input: ListCompanyUsersInput) {
  return useQuery(companyUsersQuery(input));
}
