import type { AuditEntry } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { companyAuditKeys } from './keys';

export const COMPANY_AUDIT_PAGE_SIZE = 25;
const EXPORT_PAGE_SIZE = 1000;

export const listCompanyAuditInput = z.object({
  companyId: z.string().uuid(),
  action: z.string().min(1).optional(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(EXPORT_PAGE_SIZE).default(COMPANY_AUDIT_PAGE_SIZE),
});
export type ListCompanyAuditInput = z.input<typeof listCompanyAuditInput>;

/** One page of the company's own entries, newest first; the server refuses anyone but its admins. */
export async function listCompanyAuditEntries(
  input: ListCompanyAuditInput,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const { companyId, action, page, pageSize } = listCompanyAuditInput.parse(input);
  const { data, error } = await getSupabase().rpc('list_audit_entries', {
    p_company_id: companyId,
    p_action: action,
    p_limit: pageSize,
    p_offset: (page - 1) * pageSize,
  });
  if (error) throw new Error(`Failed to load the audit trail: ${error.message}`);
  return { entries: data, total: data[0]?.total ?? 0 };
}

/** Every entry matching the filter, page after page (for the CSV export). */
export async function listAllCompanyAuditEntries(
  input: Omit<ListCompanyAuditInput, 'page' | 'pageSize'>,
): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for (let page = 1; ; page += 1) {
    const next = await listCompanyAuditEntries({ ...input, page, pageSize: EXPORT_PAGE_SIZE });
    entries.push(...next.entries);
    if (next.entries.length < EXPORT_PAGE_SIZE) return entries;
  }
}

export const companyAuditEntriesQuery = (input: ListCompanyAuditInput) =>
  queryOptions({
    queryKey: companyAuditKeys.page(input),
    queryFn: () => listCompanyAuditEntries(input),
    placeholderData: keepPreviousData,
  });

export function useCompanyAuditEntriesQuery(input: ListCompanyAuditInput) {
  return useQuery(companyAuditEntriesQuery(input));
}
