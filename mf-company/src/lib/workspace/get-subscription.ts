import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyKeys } from './keys';

// The company screens' first page carries this read, so it takes no schema library: the id comes
// from the signed-in member's own membership, never from a form.
export interface GetSubscriptionInput {
  companyId: string;
}

export type Subscription = Pick<Tables<'company_subscriptions'>, 'tier' | 'status' | 'expires_at'>;

/** The company's subscription row; none when the company has never had one. */
export async function getSubscription(input: GetSubscriptionInput): Promise<Subscription | null> {
  const { companyId } = input;
  const { data, error } = await getSupabase()
    .from('company_subscriptions')
    .select('tier, status, expires_at')
    .eq('company_id', companyId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

export const subscriptionQuery = (input: GetSubscriptionInput) =>
  queryOptions({
    queryKey: companyKeys.subscription(input.companyId),
    queryFn: () => getSubscription(input),
  });

export function useSubscriptionQuery(input: GetSubscriptionInput, enabled = true) {
  return useQuery({ ...subscriptionQuery(input), enabled });
}
