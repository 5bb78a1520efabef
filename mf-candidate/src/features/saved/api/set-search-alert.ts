import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { savedKeys } from './keys';

export const setSearchAlertInput = z.object({
  userId: z.uuid(),
  searchId: z.uuid(),
  enabled: z.boolean(),
});
export type SetSearchAlertInput = z.infer<typeof setSearchAlertInput>;

/** Turns a saved search's daily e-mail on or off. */
export async function setSearchAlert(input: SetSearchAlertInput): Promise<void> {
  const { searchId, enabled } = setSearchAlertInput.parse(input);
  const { data, error } = await getSupabase()
    .from('saved_searches')
    .update({ alerts_enabled: enabled })
    .eq('id', searchId)
    .select('id');
  if (error) throw new Error(error.message);
  if (!data.length) throw new Error('This saved search no longer exists');
}

export function useSetSearchAlertMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSearchAlert,
    meta: { errorToast: 'Failed to change the job alert' },
    onSettled: (_result, _error, { userId }) =>
      queryClient.invalidateQueries({ queryKey: savedKeys.searches(userId) }),
  });
}
