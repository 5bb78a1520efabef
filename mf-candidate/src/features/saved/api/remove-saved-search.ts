import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { savedKeys } from './keys';

export const removeSavedSearchInput = z.object({ userId: z.uuid(), searchId: z.uuid() });
export type RemoveSavedSearchInput = z.infer<typeof removeSavedSearchInput>;

/** Deletes a saved search and with it its daily e-mail. */
export async function removeSavedSearch(input: RemoveSavedSearchInput): Promise<void> {
  const { searchId } = removeSavedSearchInput.parse(input);
  const { error } = await getSupabase().from('saved_searches').delete().eq('id', searchId);
  if (error) throw new Error(error.message);
}

export function useRemoveSavedSearchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedSearch,
    meta: { errorToast: 'Failed to remove saved search' },
    onSettled: (_result, _error, { userId }) =>
      queryClient.invalidateQueries({ queryKey: savedKeys.searches(userId) }),
  });
}
