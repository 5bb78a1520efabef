import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';
import { assignmentKeys } from '../../../lib/assignments/keys';
import { hierarchyKeys } from '../../../lib/hierarchy/keys';
import { employeeKeys } from './keys';

/** The roles a company admin moves a colleague between; administrator roles are not among them. */
export const CHANGEABLE_ROLES = ['recruiter', 'manager', 'partner_recruiter'] as const;
export type ChangeableRole = (typeof CHANGEABLE_ROLES)[number];

export const changeEmployeeRoleInput = z.object({
  id: z.string().uuid(),
  companyId: z.string().uuid(),
  role: z.enum(CHANGEABLE_ROLES, { message: 'Choose recruiter, manager or partner recruiter' }),
});
export type ChangeEmployeeRoleInput = z.infer<typeof changeEmployeeRoleInput>;

export async function changeEmployeeRole(input: ChangeEmployeeRoleInput): Promise<void> {
  const { id, role } = changeEmployeeRoleInput.parse(input);
  const { data, error } = await getSupabase()
    .from('company_users')
    .update({ role })
    .eq('id', id)
    .select('id');
  if (error) throw new Error(error.message);
  // Row-level security hides rows the caller may not change instead of refusing them.
  if (data.length === 0) throw new Error('You do not have permission to change this role');
}

/** Changes a colleague's role; the team, its reporting lines and the assignee pickers reload. */
export function useChangeEmployeeRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmployeeRole,
    meta: { errorToast: 'Failed to change role' },
    onSuccess: (_result, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.lists(input.companyId) }),
        queryClient.invalidateQueries({ queryKey: hierarchyKeys.members(input.companyId) }),
        queryClient.invalidateQueries({ queryKey: assignmentKeys.staff(input.companyId) }),
      ]),
  });
}
