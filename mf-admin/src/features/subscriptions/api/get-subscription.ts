import type { SubscriptionTier } from '@portal/shared';
import { invokeFunction } from '../../../app/invoke-function';

export interface CompanySubscription {
  tier: SubscriptionTier;
  status: string | null;
  expires_at: string | null;
}

export async function getSubscription(companyId: string): Promise<CompanySubscription | null> {
  const result = await invokeFunction<{ subscription: CompanySubscription | null }>(
    'manage-company-subscription',
    {
      method: 'get',
      companyId,
    },
  );
  return result?.subscription ?? null;
}
