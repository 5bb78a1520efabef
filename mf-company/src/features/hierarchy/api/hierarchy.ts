import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

export interface TeamMember {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  role: string;
  manager_id: string | null;
}

/** Company users ordered by first name; the page splits them into recruiters and managers. */
export async function listCompanyUsers(companyId: string): Promise<TeamMember[]> {
  const { data, error } = await getSupabase()
    .from('company_users')
    .select('id, user_id, first_name, last_name, email, role, manager_id')
    .eq('company_id', z.string().uuid().parse(companyId))
    .order('first_name', { ascending: true });
  if (error) throw new Error(error.message);
  return (data ?? []) as TeamMember[];
}

export const setManagerInput = z.object({
  memberId: z.string().uuid(),
  managerId: z.string().uuid().nullable(),
});

export async function setManager(input: z.infer<typeof setManagerInput>): Promise<void> {
  const { memberId, managerId } = setManagerInput.parse(input);
  const { data, error } = await getSupabase()
    .from('company_users')
    .update({ manager_id: managerId })
    .eq('id', memberId)
    .select('id');
  if (error) throw new Error(error.message);
  if (!data || data.length === 0) throw new Error('The team member could not be updated');
}
