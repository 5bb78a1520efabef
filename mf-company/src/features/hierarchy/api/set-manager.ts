import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { hierarchyKeys } from '../../../lib/hierarchy/keys';
import type { TeamMember } from './list-company-users';

export const setManagerInput = z.object({
  companyId: z.string().uuid(),
  memberId: z.string().uuid(),
  managerId: z.string().uuid().nullable(),
});
export type SetManagerInput = z.infer<typeof setManagerInput>;

export async function setManager(input: SetManagerInput): Promise<void> {
  const { memberId, managerId } = setManagerInput.parse(input);
  const { data, error } = await getSupabase()
    .from('company_users')
    .update({ manager_id: managerId })
    .eq('id', memberId)
    .select('id');
  if (error) throw new Error(error.message);
  if (data.length === 0) throw new Error('The team member could not be updated');
}

/**
 * The picker shows the new manager at once and goes back to the old one when the server refuses;
 * the team is read again either way. The screen reports the outcome itself.
 */
export function useSetManagerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setManager,
    meta: { errorToast: false },
    onMutate: async ({ companyId, memberId, managerId }) => {
      const key = hierarchyKeys.members(companyId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TeamMember[]>(key);
      queryClient.setQueryData<TeamMember[]>(key, (members) =>
        members?.map((m) => (m.id === memberId ? { ...m, manager_id: managerId } : m)),
      );
      return { previous };
    },
    onError: (_error, { companyId }, context) => {
      queryClient.setQueryData(hierarchyKeys.members(companyId), context?.previous);
    },
    onSettled: (_result, _error, { companyId }) =>
      queryClient.invalidateQueries({ queryKey: hierarchyKeys.members(companyId) }),
  });
}
