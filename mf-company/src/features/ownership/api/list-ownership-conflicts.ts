import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ownershipKeys } from './keys';

export const OWNERSHIP_CONFLICTS_PAGE_SIZE = 10;

const conflict = z.object({
  id: z.string(),
  created_at: z.string(),
  job_id: z.string().nullable(),
  job_title: z.string().nullable(),
  application_id: z.string().nullable(),
  candidate_name: z.string().nullable(),
  owner_name: z.string().nullable(),
  owner_since: z.string().nullable(),
  owner_until: z.string().nullable(),
  challenger_kind: z.enum(['vendor', 'company', 'candidate']),
  challenger_label: z.string(),
  decision: z.string(),
});
export type OwnershipConflict = z.infer<typeof conflict>;

const conflictPage = z.object({ total: z.number(), rows: z.array(conflict) });

export const listOwnershipConflictsInput = z.object({ page: z.number().int().min(1) });

/** One page of the company's ownership conflicts, newest first (admins and managers). */
export async function listOwnershipConflicts(input: z.infer<typeof listOwnershipConflictsInput>) {
  const { page } = listOwnershipConflictsInput.parse(input);
  const { data, error } = await getSupabase().rpc('list_ownership_conflicts', {
    p_page: page,
    p_page_size: OWNERSHIP_CONFLICTS_PAGE_SIZE,
  });
  if (error) throw new Error(error.message);
  return conflictPage.parse(data);
}

export const ownershipConflictsQuery = (page: number) =>
  queryOptions({
    queryKey: ownershipKeys.conflicts(page),
    queryFn: () => listOwnershipConflicts({ page }),
    placeholderData: keepPreviousData,
  });

export function useOwnershipConflictsQuery(page: number) {
  return useQuery(ownershipConflictsQuery(page));
}

/**
 * How a conflict's decision reads: 'Credited to Staffing Partners', or, for a vendor's submission
 * refused because the person was already in process for the job, 'Refused: already in process'.
 */
export function decisionLabel(row: Pick<OwnershipConflict, 'decision' | 'owner_name'>): string {
  if (row.decision === 'credited_to_owner')
    return `Credited to ${row.owner_name ?? 'the owning vendor'}`;
  if (row.decision === 'refused') return 'Refused: already in process';
  return row.decision;
}
