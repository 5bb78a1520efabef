import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnershipKeys } from './keys';

export async function deletePartnership(id: string): Promise<void> {
  const { data, error } = await getSupabase()
    .from('company_relationships')
    .delete()
    .eq('id', id)
    .select('id');
  if (error) throw new Error(error.message);
  if (!data || data.length === 0) throw new Error('Partnership not found');
}

/** Ends a partnership; the partnerships page reloads. */
export function useDeletePartnershipMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePartnership,
    meta: { errorToast: 'Failed to delete partnership' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnershipKeys.all }),
  });
}
