import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnershipKeys } from './keys';

export interface UpdatePartnershipInput {
  id: string;
  changes: { can_share_jobs?: boolean; can_share_candidates?: boolean };
}

export async function updatePartnership({ id, changes }: UpdatePartnershipInput): Promise<void> {
  const { data, error } = await getSupabase()
    .from('company_relationships')
    .update(changes)
    .eq('id', id)
    .select('id');
  if (error) throw new Error(error.message);
  // Row-level security hides rows the caller may not change: nothing updated is a refusal.
  if (!data || data.length === 0) throw new Error('Partnership not found');
}

/** Turns one kind of sharing on or off; the partnerships page reloads. */
export function useUpdatePartnershipMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartnership,
    meta: { errorToast: 'Failed to update partnership' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnershipKeys.all }),
  });
}
