import { invokeFunction } from '@portal/shared/supabase';
import { adminSubscriptionSchema, type AdminSubscriptionValues } from '@portal/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from '../../../lib/companies/keys';

export const SUBSCRIPTION_REFETCH_DELAY_MS = 500;

export const updateSubscriptionInput = adminSubscriptionSchema;
export type UpdateSubscriptionInput = AdminSubscriptionValues & { companyId: string };

export class UpdateNotConfirmedError extends Error {
  constructor() {
    super('Update operation failed');
    this.name = 'UpdateNotConfirmedError';
  }
}

/** Sets the tier (and optional expiry); a reply without the success flag counts as a failure. */
export async function updateSubscription({
  companyId,
  tier,
  expiresAt,
}: UpdateSubscriptionInput): Promise<void> {
  const result = await invokeFunction<{ success?: boolean }>('manage-company-subscription', {
    method: 'update',
    companyId,
    tier,
    expiresAt: expiresAt || null,
  });
  if (!result?.success) throw new UpdateNotConfirmedError();
}

/**
 * Sets a company's tier: the dashboard's tiers reload at once, the dialog's own reading half a
 * second later (after the function's write has settled).
 */
export function useUpdateSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscription,
    // The dialog words the failure itself.
    meta: { errorToast: false },
    onSuccess: (_result, { companyId }) => {
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: companyKeys.subscription(companyId) }),
        SUBSCRIPTION_REFETCH_DELAY_MS,
      );
      return queryClient.invalidateQueries({ queryKey: companyKeys.newest() });
    },
  });
}
