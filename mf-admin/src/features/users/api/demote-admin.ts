import { messageOf, useToast } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { userKeys } from './keys';

export const demoteAdminInput = z.object({ userId: z.string().min(1), email: z.string() });
export type DemoteAdminInput = z.infer<typeof demoteAdminInput>;

/**
 * A demoted administrator keeps their account as a plain (candidate) account. The database refuses
 * demoting oneself and the last administrator.
 */
export async function demoteAdmin(input: DemoteAdminInput): Promise<void> {
  const { userId } = demoteAdminInput.parse(input);
  const { data, error } = await getSupabase()
    .from('profiles')
    .update({ role: 'candidate' })
    .eq('id', userId)
    .eq('role', 'admin')
    .select('id');
  if (error) throw new Error(error.message);
  if (!data.length) throw new Error('This user is no longer an administrator');
}

export function useDemoteAdminMutation() {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: demoteAdmin,
    onSuccess: (_result, { email }) => {
      toast.success(`${email} is no longer an administrator`);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (error) => toast.error(`Failed to demote administrator: ${messageOf(error)}`),
  });
}
