import { type SubscriptionTier } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';

export const NEWEST_COMPANIES_LIMIT = 10;
export const RECENT_ACTIVITY_LIMIT = 5;

export interface NewestCompany {
  id: string;
  name: string;
  is_approved: boolean;
  created_at: string;
}

export interface CompanySubscriptionSummary {
  company_id: string;
  tier: SubscriptionTier;
  status: string | null;
}

export interface NewestCompaniesResult {
  companies: NewestCompany[];
  subscriptions: Record<string, CompanySubscriptionSummary>;
  /** 'Failed to fetch subscriptions' when the tiers could not be read; the companies still show. */
  subscriptionsError: string | null;
}

/** The 10 newest companies (Recent Activity shows the first 5) and their subscription tiers. */
export async function getNewestCompanies(): Promise<NewestCompaniesResult> {
  const db = getSupabase();
  const { data, error } = await db
    .from('companies')
    .select('id, name, is_approved, created_at')
    .order('created_at', { ascending: false })
    .limit(NEWEST_COMPANIES_LIMIT);
  if (error) throw new Error('Failed to load companies data');
  const companies = (data ?? []) as NewestCompany[];
  if (companies.length === 0) return { companies, subscriptions: {}, subscriptionsError: null };

  const tiers = await db
    .from('company_subscriptions')
    .select('company_id, tier, status')
    .in(
      'company_id',
      companies.map((company) => company.id),
    );
  if (tiers.error)
    return { companies, subscriptions: {}, subscriptionsError: 'Failed to fetch subscriptions' };
  const subscriptions = Object.fromEntries(
    ((tiers.data ?? []) as CompanySubscriptionSummary[]).map((row) => [row.company_id, row]),
  );
  return { companies, subscriptions, subscriptionsError: null };
}
