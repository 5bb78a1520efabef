import { adminSubscriptionSchema, type AdminSubscriptionValues } from '@portal/shared/validation';
import { invokeFunction } from '../../../app/invoke-function';

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
