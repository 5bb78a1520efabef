import { getSupabase } from '@portal/shared/supabase';

export interface Subscription {
  tier: string;
  status: string | null;
  expires_at: string | null;
}

/** The company's subscription row; none when the company has never had one. */
export async function getSubscription({
  companyId,
}: {
  companyId: string;
}): Promise<Subscription | null> {
  const { data, error } = await getSupabase()
    .from('company_subscriptions')
    .select('tier, status, expires_at')
    .eq('company_id', companyId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data as Subscription | null;
}
