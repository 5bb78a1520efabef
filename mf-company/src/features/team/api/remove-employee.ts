import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';
import { employeeKeys } from './keys';

export const removeEmployeeInput = z.object({ id: z.string().uuid(), companyId: z.string() });
export type RemoveEmployeeInput = z.infer<typeof removeEmployeeInput>;

export async function removeEmployee(input: RemoveEmployeeInput): Promise<void> {
  const { id } = removeEmployeeInput.parse(input);
  const { error } = await getSupabase().from('company_users').delete().eq('id', id);
  if (error) throw new Error(error.message);
}

/** Removes a member; every page of the company's employees reloads. */
export function useRemoveEmployeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEmployee,
    meta: { errorToast: 'Failed to remove employee' },
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: employeeKeys.lists(input.companyId) }),
  });
}
