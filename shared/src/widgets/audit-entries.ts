import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { AuditEntry } from '../format/audit';
import { getSupabase } from '../supabase';

export const AUDIT_PAGE_SIZE = 25;
/** The most the server returns in one call; an export reads page after page of this size. */
export const AUDIT_EXPORT_PAGE_SIZE = 1000;

export const listAuditEntriesInput = z.object({
  /** Required for a company's own trail; platform administrators may leave it out. */
  companyId: z.string().uuid().optional(),
  action: z.string().min(1).optional(),
  /** Inclusive start and exclusive end, ISO instants. */
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(AUDIT_EXPORT_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
});
export type ListAuditEntriesInput = z.input<typeof listAuditEntriesInput>;
export type AuditEntryFilters = Omit<ListAuditEntriesInput, 'page' | 'pageSize'>;

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

/** Cache keys of the audit trail's pages. */
export const auditEntryKeys = {
  all: ['audit-trail'] as const,
  page: (input: ListAuditEntriesInput) => [...auditEntryKeys.all, 'page', input] as const,
};

/**
 * One page of entries, newest first, filtered on the server. The server decides what the caller
 * may read: platform administrators every chain, company administrators their company's only.
 */
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
export async function listAllAuditEntries(filters: AuditEntryFilters): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for (let page = 1; ; page += 1) {
    const next = await listAuditEntries({ ...filters, page, pageSize: AUDIT_EXPORT_PAGE_SIZE });
    entries.push(...next.entries);
    if (next.entries.length < AUDIT_EXPORT_PAGE_SIZE) return entries;
  }
}

/**
 * Records an export of the trail in the chain it came from (the server checks, as for reading,
 * that the caller may read that trail).
 */
export async function recordAuditTrailExport(
  filters: AuditEntryFilters,
  entries: number,
): Promise<void> {
  const { companyId, action, from, to } = listAuditEntriesInput.parse({ ...filters, page: 1 });
  const { error } = await getSupabase().rpc('record_audit_trail_export', {
    p_company_id: companyId,
    p_action: action,
    p_from: from,
    p_to: to,
    p_rows: entries,
  });
  if (error) throw new Error(`Failed to record the export: ${error.message}`);
}

export const auditEntriesQuery = (input: ListAuditEntriesInput) =>
  queryOptions({
    queryKey: auditEntryKeys.page(input),
    queryFn: () => listAuditEntries(input),
    placeholderData: keepPreviousData,
  });

export function useAuditEntriesQuery(input: ListAuditEntriesInput) {
  return useQuery(auditEntriesQuery(input));
}
