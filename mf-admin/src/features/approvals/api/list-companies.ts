import { likePattern } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { companyKeys } from '../../../lib/companies/keys';

export const APPROVALS_PAGE_SIZE = 10;

const SORT_FIELDS = ['name', 'industry', 'location', 'created_at', 'approved_at'] as const;
export type CompanySortField = (typeof SORT_FIELDS)[number];

export const listCompaniesInput = z.object({
  approved: z.boolean(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(100).default(APPROVALS_PAGE_SIZE),
  /** Case-insensitive part of the company name. */
  search: z.string().optional(),
  sortField: z.enum(SORT_FIELDS).optional(),
  ascending: z.boolean().default(false),
});
export type ListCompaniesInput = z.input<typeof listCompaniesInput>;

// The subscription is one row per company (unique), so it embeds as an object.
const COLUMNS =
  'id, name, industry, location, is_approved, created_at, approved_at, registered_at, subscription:company_subscriptions(tier)';

function selectCompanies() {
  return getSupabase().from('companies').select(COLUMNS, { count: 'exact' });
}

export type CompanyListRow = NonNullable<
  Awaited<ReturnType<typeof selectCompanies>>['data']
>[number];

export interface CompanyPage {
  rows: CompanyListRow[];
  total: number;
}

/** One page of pending or approved companies, filtered, sorted and counted by the database. */
export async function listCompanies(input: ListCompaniesInput): Promise<CompanyPage> {
  const { approved, page, pageSize, search, sortField, ascending } =
    listCompaniesInput.parse(input);
  const from = (page - 1) * pageSize;
  let query = selectCompanies().eq('is_approved', approved);
  const term = search?.trim();
  if (term) query = query.ilike('name', likePattern(term));
  const field = sortField ?? (approved ? 'approved_at' : 'created_at');
  query = query.order(field, { ascending });
  if (field !== 'created_at') query = query.order('created_at', { ascending: false });
  const { data, error, count } = await query.range(from, from + pageSize - 1);
  if (error) throw new Error(`Failed to load companies: ${error.message}`);
  return { rows: data, total: count ?? 0 };
}

export const companiesQuery = (input: ListCompaniesInput) =>
  queryOptions({
    queryKey: companyKeys.list(input),
    queryFn: () => listCompanies(input),
    placeholderData: keepPreviousData,
  });

export function useCompaniesQuery(input: ListCompaniesInput) {
  return useQuery(companiesQuery(input));
}
