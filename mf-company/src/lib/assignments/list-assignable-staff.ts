import { humanize } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

export const listAssignableStaffInput = z.object({ companyId: z.string().uuid() });

export interface StaffMember {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  role: string;
  manager_id: string | null;
}

/** Managers and recruiters of the company: the people jobs and candidates can be assigned to. */
export async function listAssignableStaff(
  input: z.infer<typeof listAssignableStaffInput>,
): Promise<StaffMember[]> {
  const { companyId } = listAssignableStaffInput.parse(input);
  const { data, error } = await getSupabase()
    .from('company_users')
    .select('id, user_id, first_name, last_name, email, role, manager_id')
    .eq('company_id', companyId)
    .in('role', ['manager', 'recruiter'])
    .order('first_name', { ascending: true });
  if (error) throw new Error(error.message);
  return (data ?? []) as StaffMember[];
}

export function staffName(member: Pick<StaffMember, 'first_name' | 'last_name' | 'email'>): string {
  const name = `${member.first_name ?? ''} ${member.last_name ?? ''}`.trim();
  return name || member.email || 'Unnamed';
}

/** Picker label: first name, last name and role. */
export function staffLabel(member: StaffMember): string {
  return `${staffName(member)} (${humanize(member.role)})`;
}
