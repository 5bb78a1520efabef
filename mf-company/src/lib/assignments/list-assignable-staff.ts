import { humanize, type Tables } from '@portal/shared';
import { getSupabase, readAllPages } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { assignmentKeys } from './keys';

export const listAssignableStaffInput = z.object({ companyId: z.string().uuid() });
export type ListAssignableStaffInput = z.infer<typeof listAssignableStaffInput>;

export type StaffMember = Pick<
  Tables<'company_users'>,
  'id' | 'user_id' | 'first_name' | 'last_name' | 'email' | 'role' | 'manager_id'
>;

/** Managers and recruiters of the company: the people jobs and candidates can be assigned to. */
export async function listAssignableStaff(input: ListAssignableStaffInput): Promise<StaffMember[]> {
  const { companyId } = listAssignableStaffInput.parse(input);
  const { data, error } = await readAllPages((from, to) =>
    getSupabase()
      .from('company_users')
      .select('id, user_id, first_name, last_name, email, role, manager_id')
      .eq('company_id', companyId)
      .in('role', ['manager', 'recruiter'])
      .order('first_name', { ascending: true })
      .order('id')
      .range(from, to),
  );
  if (error) throw new Error(error.message);
  return data;
}

export const assignableStaffQuery = (input: ListAssignableStaffInput) =>
  queryOptions({
    queryKey: assignmentKeys.staff(input.companyId),
    queryFn: () => listAssignableStaff(input),
  });

export function useAssignableStaffQuery(input: ListAssignableStaffInput, enabled = true) {
  return useQuery({ ...assignableStaffQuery(input), enabled });
}

export function staffName(member: Pick<StaffMember, 'first_name' | 'last_name' | 'email'>): string {
  const name = `${member.first_name ?? ''} ${member.last_name ?? ''}`.trim();
  return name || member.email || 'Unnamed';
}

/** Picker label: first name, last name and role. */
export function staffLabel(member: StaffMember): string {
  return `${staffName(member)} (${humanize(member.role)})`;
}
