import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { userKeys } from './keys';

export const USERS_PAGE_SIZE = 20;

export const listUsersInput = z.object({
  /** Part of the e-mail, company or vendor name, in any case. */
  search: z.string().trim().optional(),
  role: z.enum(['admin', 'company', 'candidate']).optional(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
});
export type ListUsersInput = z.input<typeof listUsersInput>;

export interface DirectoryUser {
  id: string;
  email: string;
  role: 'admin' | 'company' | 'candidate';
  staff_role: string | null;
  company_id: string | null;
  company_name: string | null;
  vendor_name: string | null;
  created_at: string;
  last_sign_in_at: string | null;
  deactivated: boolean;
}

export interface UserPage {
  rows: DirectoryUser[];
  total: number;
}

/** One page of accounts, searched and counted by the database (platform admins only). */
export async function listUsers(input: ListUsersInput): Promise<UserPage> {
  const { search, role, page, pageSize } = listUsersInput.parse(input);
  const { data, error } = await getSupabase().rpc('admin_list_users', {
    p_search: search || undefined,
    p_role: role,
    p_page: page,
    p_page_size: pageSize,
  });
  if (error) throw new Error(`Failed to load users: ${error.message}`);
  const result = data as unknown as { users: DirectoryUser[]; total: number };
  return { rows: result.users, total: result.total };
}

export const usersQuery = (input: ListUsersInput) =>
  queryOptions({
    queryKey: userKeys.list(input),
    queryFn: () => listUsers(input),
    placeholderData: keepPreviousData,
  });

export function useUsersQuery(input: ListUsersInput) {
  return useQuery(usersQuery(input));
}
