import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { assignmentKeys } from './keys';
import { staffLabel, staffName, type StaffMember } from './list-assignable-staff';

export const listStaffMembersInput = z.object({
  companyId: z.string().uuid(),
  userIds: z.array(z.string().uuid()),
});
export type ListStaffMembersInput = z.infer<typeof listStaffMembersInput>;

/** Named members of the company, whatever their role (assignees who are not in the picker). */
export async function listStaffMembers(input: ListStaffMembersInput): Promise<StaffMember[]> {
  const { companyId, userIds } = listStaffMembersInput.parse(input);
  if (userIds.length === 0) return [];
  // Bounded: the assignees of one page of jobs and one of candidates, one membership each.
  const { data, error } = await getSupabase()
    .from('company_users')
    .select('id, user_id, first_name, last_name, email, role, manager_id')
    .eq('company_id', companyId)
    .in('user_id', userIds);
  if (error) throw new Error(error.message);
  return data;
}

export const staffMembersQuery = (input: ListStaffMembersInput) =>
  queryOptions({
    queryKey: assignmentKeys.staffMembers(input.companyId, input.userIds),
    queryFn: () => listStaffMembers(input),
  });

export interface AssigneeDirectory {
  /** The picker's team members followed by current assignees outside it (partner recruiters, admins). */
  members: StaffMember[];
  /** The assignee's name, 'Unassigned' without one. */
  nameOf: (userId: string | null | undefined) => string;
  /** Picker options: 'Unassigned', the team members, and any assignee no longer found. */
  options: { value: string; label: string }[];
  error: unknown;
  retry: () => void;
  isFetching: boolean;
}

/**
 * Names every current assignee: the assignable staff are already loaded; anyone else a job or
 * candidate is assigned to (a partner recruiter, an admin) is read by user id, so a screen never
 * shows 'Unassigned' or a bare 'Assigned' for work someone holds.
 */
export function useAssigneeDirectory(
  companyId: string,
  staff: StaffMember[] | undefined,
  assigneeIds: (string | null | undefined)[],
  enabled = true,
): AssigneeDirectory {
  const known = new Set((staff ?? []).map((m) => m.user_id));
  const missing = [...new Set(assigneeIds.filter((id): id is string => !!id && !known.has(id)))];
  const others = useQuery({
    ...staffMembersQuery({ companyId, userIds: missing }),
    enabled: enabled && !!staff && missing.length > 0,
  });
  const members = [...(staff ?? []), ...(missing.length > 0 ? (others.data ?? []) : [])];
  const nameOf = (userId: string | null | undefined) => {
    if (!userId) return 'Unassigned';
    const member = members.find((m) => m.user_id === userId);
    if (member) return staffName(member);
    // Still loading, or the person has left the company.
    return others.isFetching ? 'Loading…' : 'Former team member';
  };
  const unnamed = missing.filter((id) => !members.some((m) => m.user_id === id));
  return {
    members,
    nameOf,
    options: [
      { value: '', label: 'Unassigned' },
      ...members.map((m) => ({ value: m.user_id, label: staffLabel(m) })),
      ...unnamed.map((id) => ({ value: id, label: nameOf(id) })),
    ],
    error: others.error,
    retry: () => void others.refetch(),
    isFetching: others.isFetching,
  };
}
