import type { AuditEntry } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { auditKeys } from './keys';

export const AUDIT_PAGE_SIZE = 25;
/** The most the server returns in one call; an export reads page after page of this size. */
export const AUDIT_EXPORT_PAGE_SIZE = 1000;

export const listAuditEntriesInput = z.object({
  companyId: z.string().uuid().optional(),
  action: z.string().min(1).optional(),
  /** Inclusive start and exclusive end, ISO instants. */
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(AUDIT_EXPORT_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
});
export type ListAuditEntriesInput = z.input<typeof listAuditEntriesInput>;

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

/** One page of every company's and the platform's entries, newest first, filtered on the server. */
export async function listAuditEntries(input: ListAuditEntriesInput): Promise<AuditPage> {
  const { companyId, action, from, to, page, pageSize } = listAuditEntriesInput.parse(input);
  const { data, error } = await getSupabase().rpc('list_audit_entries', {
    p_company_id: companyId,
    p_action: action,
    p_from: from,
    p_to: to,
    p_limit: pageSize,
    p_offset: (page - 1) * pageSize,
  });
  if (error) throw new Error(`Failed to load the audit trail: ${error.message}`);
  return { entries: data, total: data[0]?.total ?? 0 };
}

/** Every entry matching the filters, read page by page (for the CSV export). */
export async function listAllAuditEntries(
  filters: Omit<ListAuditEntriesInput, 'page' | 'pageSize'>,
): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for (let page = 1; ; page += 1) {
    const next = await listAuditEntries({ ...filters, page, pageSize: AUDIT_EXPORT_PAGE_SIZE });
    entries.push(...next.entries);
    if (next.entries.length < AUDIT_EXPORT_PAGE_SIZE) return entries;
  }
}

export const auditEntriesQuery = (input: ListAuditEntriesInput) =>
  queryOptions({
    queryKey: auditKeys.page(input),
    queryFn: () => listAuditEntries(input),
    placeholderData: keepPreviousData,
  });

export function useAuditEntriesQuery(input: ListAuditEntriesInput) {
  return useQuery(auditEntriesQuery(input));
}
