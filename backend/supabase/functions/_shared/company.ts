import type { SupabaseClient } from '@supabase/supabase-js';
import { forbidden, HttpError } from './http.ts';
import { hasTierAccess } from './roles.ts';

export interface CompanyStanding {
  is_approved: boolean | null;
  tier: string | null;
  expires_at: string | null;
}

/** Company features need approval and a tier other than none that has not expired. */
export function companyIsActive(standing: CompanyStanding, now = new Date()): boolean {
  if (!standing.is_approved || !hasTierAccess(standing.tier)) return false;
  return !standing.expires_at || new Date(standing.expires_at).getTime() > now.getTime();
}

export async function requireActiveCompany(
  admin: SupabaseClient,
  companyId: string,
  action: string,
): Promise<void> {
  const [company, subscription] = await Promise.all([
    admin.from('companies').select('is_approved').eq('id', companyId).maybeSingle(),
    admin
      .from('company_subscriptions')
      .select('tier, expires_at')
      .eq('company_id', companyId)
      .maybeSingle(),
  ]);
  if (company.error || subscription.error) throw new HttpError(500, 'Failed to load company data');
  if (!company.data?.is_approved) throw forbidden(`Your company must be approved before ${action}`);
  const standing = {
    is_approved: true,
    tier: subscription.data?.tier ?? null,
    expires_at: subscription.data?.expires_at ?? null,
  };
  if (!companyIsActive(standing))
    throw forbidden(`An active subscription is required for ${action}`);
}

/** A user's company memberships, oldest first; `failure` is the message when they cannot be read. */
export async function companyMemberships(
  admin: SupabaseClient,
  userId: string,
  failure: string,
): Promise<{ company_id: string; role: string }[]> {
  const { data, error } = await admin
    .from('company_users')
    .select('company_id, role')
    .eq('user_id', userId)
    .order('created_at', { ascending: true });
  if (error) throw new HttpError(500, failure);
  return data ?? [];
}
