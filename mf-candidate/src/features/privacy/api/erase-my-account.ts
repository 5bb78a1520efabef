import { invokeFunction } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

export const ERASE_CONFIRMATION = 'ERASE';
export const eraseMyAccountInput = z.object({
  confirmation: z.literal(ERASE_CONFIRMATION, { error: `Type ${ERASE_CONFIRMATION} to confirm` }),
});
export type EraseMyAccountInput = z.infer<typeof eraseMyAccountInput>;

/**
 * Erases the signed-in candidate: files removed, personal data blanked in the applications
 * companies keep, account deleted. The audit trail keeps its entries, which hold no personal data.
 */
export async function eraseMyAccount(input: EraseMyAccountInput): Promise<void> {
  await invokeFunction('erase-candidate-account', eraseMyAccountInput.parse(input));
}

/** Everything cached belonged to the erased account. */
export function useEraseMyAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseMyAccount,
    meta: { errorToast: 'Could not erase your account' },
    onSuccess: () => queryClient.clear(),
  });
}
