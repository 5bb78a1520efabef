import type { SubscriptionTier } from '@portal/shared';
import { invokeFunction } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { companyKeys } from '../../../lib/companies/keys';

export const getSubscriptionInput = z.object({ companyId: z.string().min(1) });
export type GetSubscriptionInput = z.infer<typeof getSubscriptionInput>;

export interface CompanySubscription {
  tier: SubscriptionTier;
  status: string | null;
  expires_at: string | null;
}

export async function getSubscription(
  input: GetSubscriptionInput,
): Promise<CompanySubscription | null> {
  const { companyId } = getSubscriptionInput.parse(input);
  const result = await invokeFunction<{ subscription: CompanySubscription | null }>(
    'manage-company-subscription',
    { method: 'get', companyId },
  );
  return result?.subscription ?? null;
}

export const subscriptionQuery = (input: GetSubscriptionInput) =>
  queryOptions({
    queryKey: companyKeys.subscription(input.companyId),
    queryFn: () => getSubscription(input),
  });

/** The company's subscription; nothing is read while no company is chosen. */
export function useSubscriptionQuery(companyId: string | null) {
  return useQuery({ ...subscriptionQuery({ companyId: companyId ?? '' }), enabled: !!companyId });
}
