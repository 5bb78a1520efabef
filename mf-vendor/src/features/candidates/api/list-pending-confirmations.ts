import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { confirmationKeys } from './keys';

export const CONFIRMATIONS_MESSAGE = 'Failed to load submissions awaiting confirmation';
export const CONFIRMATIONS_PAGE_SIZE = 10;

export const listPendingConfirmationsInput = z.object({
  vendorId: z.string().min(1),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(CONFIRMATIONS_PAGE_SIZE),
});
export type ListPendingConfirmationsInput = z.input<typeof listPendingConfirmationsInput>;

const COLUMNS =
  'id, status, created_at, sent_at, expires_at, decided_at, candidate:candidates(first_name, last_name), job:jobs(title)';

function selectConfirmations() {
  return getSupabase().from('representation_requests').select(COLUMNS, { count: 'exact' });
}

export type PendingConfirmation = NonNullable<
  Awaited<ReturnType<typeof selectConfirmations>>['data']
>[number];

export interface PendingConfirmationPage {
  rows: PendingConfirmation[];
  total: number;
}

/**
 * The vendor's submissions held for the candidate's confirmation, newest first: waiting, expired,
 * declined and lapsed ones. Confirmed ones are applications and show among the submissions.
 */
export async function listPendingConfirmations(
  input: ListPendingConfirmationsInput,
): Promise<PendingConfirmationPage> {
  const { vendorId, page, pageSize } = listPendingConfirmationsInput.parse(input);
  const from = (page - 1) * pageSize;
  const { data, error, count } = await selectConfirmations()
    .eq('vendor_id', vendorId)
    .neq('status', 'confirmed')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + pageSize - 1);
  if (error) throw new Error(CONFIRMATIONS_MESSAGE);
  return { rows: data, total: count ?? 0 };
}

export const pendingConfirmationsQuery = (input: ListPendingConfirmationsInput) => {
  const filter = listPendingConfirmationsInput.parse(input);
  return queryOptions({
    queryKey: confirmationKeys.list(filter),
    queryFn: () => listPendingConfirmations(filter),
    placeholderData: keepPreviousData,
  });
};

export function usePendingConfirmationsQuery(input: ListPendingConfirmationsInput) {
  return useQuery(pendingConfirmationsQuery(input));
}
