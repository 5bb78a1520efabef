import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationKeys } from '../../../lib/applications/keys';

export const withdrawApplicationInput = z.object({
  applicationId: z.uuid(),
  reason: z.string().trim().max(500, 'The reason can be at most 500 characters').optional(),
});
export type WithdrawApplicationInput = z.infer<typeof withdrawApplicationInput>;

/** Withdraws one of the candidate's own open applications; the server refuses closed ones. */
export async function withdrawApplication(input: WithdrawApplicationInput): Promise<void> {
  const { applicationId, reason } = withdrawApplicationInput.parse(input);
  const { error } = await getSupabase().rpc('withdraw_application', {
    p_application_id: applicationId,
    p_reason: reason || undefined,
  });
  if (error) throw new Error(error.message);
}

export function useWithdrawApplicationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
