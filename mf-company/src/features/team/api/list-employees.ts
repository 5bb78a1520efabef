import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { employeeKeys } from './keys';

export type Employee = Pick<
  Tables<'company_users'>,
  'id' | 'user_id' | 'first_name' | 'last_name' | 'email' | 'role' | 'created_at'
>;

export const listEmployeesInput = z.object({
  companyId: z.string().uuid(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
});
export type ListEmployeesInput = z.input<typeof listEmployeesInput>;

/** The company's employees, newest first. */
export async function listEmployees(input: ListEmployeesInput) {
  const { companyId, page, pageSize } = listEmployeesInput.parse(input);
  const { data, error, count } = await getSupabase()
    .from('company_users')
    .select('id, user_id, first_name, last_name, email, role, created_at', { count: 'exact' })
    .eq('company_id', companyId)
    .order('created_at', { ascending: false })
    .range((page - 1) * pageSize, page * pageSize - 1);
  if (error) throw new Error(error.message);
  return { employees: data satisfies Employee[], total: count ?? 0 };
}

export const employeesQuery = (input: Required<ListEmployeesInput>) =>
  queryOptions({
    queryKey: employeeKeys.list(input.companyId, input.page, input.pageSize),
    queryFn: () => listEmployees(input),
  });

/** One page of employees; the previous page stays on screen while the next one loads. */
export function useEmployeesQuery(input: Required<ListEmployeesInput>, enabled = true) {
  return useQuery({ ...employeesQuery(input), enabled, placeholderData: keepPreviousData });
}
