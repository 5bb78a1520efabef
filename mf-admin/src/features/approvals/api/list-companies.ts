import { likePattern } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';

export const APPROVALS_PAGE_SIZE = 10;

export interface CompanyListRow {
  id: string;
  name: string;
  industry: string | null;
  location: string | null;
  is_approved: boolean;
  created_at: string;
  approved_at: string | null;
}

export type CompanySortField = 'name' | 'industry' | 'location' | 'created_at' | 'approved_at';

export interface ListCompaniesInput {
  approved: boolean;
  page: number;
  pageSize?: number;
  /** Case-insensitive part of the company name. */
  search?: string;
  sortField?: CompanySortField;
  ascending?: boolean;
}

export interface CompanyPage {
  rows: CompanyListRow[];
  total: number;
}

/** One page of pending or approved companies, filtered, sorted and counted by the database. */
export async function listCompanies({
  approved,
  page,
  pageSize = APPROVALS_PAGE_SIZE,
  search,
  sortField,
  ascending = false,
}: ListCompaniesInput): Promise<CompanyPage> {
  const from = (page - 1) * pageSize;
  let query = getSupabase()
    .from('companies')
    .select('id, name, industry, location, is_approved, created_at, approved_at', {
      count: 'exact',
    })
    .eq('is_approved', approved);
  const term = search?.trim();
  if (term) query = query.ilike('name', likePattern(term));
  const field = sortField ?? (approved ? 'approved_at' : 'created_at');
  query = query.order(field, { ascending });
  if (field !== 'created_at') query = query.order('created_at', { ascending: false });
  const { data, error, count } = await query.range(from, from + pageSize - 1);
  if (error) throw new Error(`Failed to load companies: ${error.message}`);
  return { rows: (data ?? []) as CompanyListRow[], total: count ?? 0 };
}
