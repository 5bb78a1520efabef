import type { Tables } from '@portal/shared';
import { getSupabase, readAllPages } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnershipKeys } from './keys';

export type Partnership = Pick<
  Tables<'company_relationships'>,
  'id' | 'company_a_id' | 'company_b_id' | 'can_share_jobs' | 'can_share_candidates' | 'created_at'
>;

export type PartnerCompany = Pick<
  Tables<'companies'>,
  'id' | 'name' | 'industry' | 'location' | 'is_approved'
>;

export interface PartnershipData {
  partnerships: Partnership[];
  /** Approved companies: the only ones a new partnership may join. */
  approvedCompanies: PartnerCompany[];
  /** Every company named by a partnership or approved, by id. */
  companiesById: Record<string, PartnerCompany>;
}

export const PARTNERSHIP_LOAD_ERROR = 'Failed to load company data';

const COMPANY_COLUMNS = 'id, name, industry, location, is_approved';

/** All partnerships newest first, the approved companies, and names of any other partner company. */
export async function listPartnershipData(): Promise<PartnershipData> {
  const db = getSupabase();
  const [relationships, approved] = await Promise.all([
    readAllPages((from, to) =>
      db
        .from('company_relationships')
        .select('id, company_a_id, company_b_id, can_share_jobs, can_share_candidates, created_at')
        .order('created_at', { ascending: false })
        .order('id')
        .range(from, to),
    ),
    readAllPages((from, to) =>
      db
        .from('companies')
        .select(COMPANY_COLUMNS)
        .eq('is_approved', true)
        .order('name', { ascending: true })
        .order('id')
        .range(from, to),
    ),
  ]);
  if (relationships.error || approved.error) throw new Error(PARTNERSHIP_LOAD_ERROR);
  const partnerships: Partnership[] = relationships.data;
  const approvedCompanies: PartnerCompany[] = approved.data;
  const companiesById: Record<string, PartnerCompany> = Object.fromEntries(
    approvedCompanies.map((company) => [company.id, company]),
  );

  // A partner whose approval was revoked later is not in the approved list but still needs a name.
  const missing = [
    ...new Set(
      partnerships
        .flatMap((p) => [p.company_a_id, p.company_b_id])
        .filter((id) => !companiesById[id]),
    ),
  ];
  if (missing.length > 0) {
    // Bounded: one row per id asked for, and only unapproved partners are missing.
    const others = await db.from('companies').select(COMPANY_COLUMNS).in('id', missing);
    if (others.error) throw new Error(PARTNERSHIP_LOAD_ERROR);
    for (const company of others.data) companiesById[company.id] = company;
  }
  return { partnerships, approvedCompanies, companiesById };
}

export const partnershipDataQuery = () =>
  queryOptions({ queryKey: partnershipKeys.all, queryFn: listPartnershipData });

export function usePartnershipDataQuery() {
  return useQuery(partnershipDataQuery());
}
