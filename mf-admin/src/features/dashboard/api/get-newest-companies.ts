import { isSubscriptionTier, type SubscriptionTier, type Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyKeys } from '../../../lib/companies/keys';

export const NEWEST_COMPANIES_LIMIT = 10;
export const RECENT_ACTIVITY_LIMIT = 5;

export type NewestCompany = Pick<Tables<'companies'>, 'id' | 'name' | 'is_approved' | 'created_at'>;

export type CompanySubscriptionSummary = Pick<
  Tables<'company_subscriptions'>,
  'company_id' | 'status'
> & { tier: SubscriptionTier };

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
  const companies: NewestCompany[] = data;
  if (companies.length === 0) return { companies, subscriptions: {}, subscriptionsError: null };

  // Bounded: one subscription per company of the ten.
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
    // The column is text checked by the database; an unknown value reads as no tier.
    tiers.data.map((row) => [
      row.company_id,
      { ...row, tier: isSubscriptionTier(row.tier) ? row.tier : 'none' },
    ]),
  );
  return { companies, subscriptions, subscriptionsError: null };
}

export const newestCompaniesQuery = () =>
  queryOptions({ queryKey: companyKeys.newest(), queryFn: getNewestCompanies });

export function useNewestCompaniesQuery() {
  return useQuery(newestCompaniesQuery());
}
