import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

export interface Employee {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  role: string;
  created_at: string;
}

export const listEmployeesInput = z.object({
  companyId: z.string().uuid(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
});

/** The company's employees, newest first. */
export async function listEmployees(input: z.input<typeof listEmployeesInput>) {
  const { companyId, page, pageSize } = listEmployeesInput.parse(input);
  const { data, error, count } = await getSupabase()
    .from('company_users')
    .select('id, user_id, first_name, last_name, email, role, created_at', { count: 'exact' })
    .eq('company_id', companyId)
    .order('created_at', { ascending: false })
    .range((page - 1) * pageSize, page * pageSize - 1);
  if (error) throw new Error(error.message);
  return { employees: (data ?? []) as Employee[], total: count ?? 0 };
}

export async function removeEmployee(id: string): Promise<void> {
  const { error } = await getSupabase()
    .from('company_users')
    .delete()
    .eq('id', z.string().uuid().parse(id));
  if (error) throw new Error(error.message);
}
