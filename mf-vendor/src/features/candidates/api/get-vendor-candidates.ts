import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorCandidateKeys } from './keys';

export const CANDIDATES_MESSAGE = 'Failed to load candidates data';
export const CANDIDATES_PAGE_SIZE = 10;

export const getVendorCandidatesInput = z.object({
  vendorId: z.string().min(1),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(CANDIDATES_PAGE_SIZE),
});
export type GetVendorCandidatesInput = z.input<typeof getVendorCandidatesInput>;

export type VendorCandidate = Pick<
  Tables<'candidates'>,
  'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'title' | 'skills' | 'created_at'
>;

export interface VendorCandidatePage {
  rows: VendorCandidate[];
  total: number;
}

/** Candidates the vendor sourced (created_by_vendor_id), newest first. */
export async function getVendorCandidates(
  input: GetVendorCandidatesInput,
): Promise<VendorCandidatePage> {
  const { vendorId, page, pageSize } = getVendorCandidatesInput.parse(input);
  const from = (page - 1) * pageSize;
  const { data, error, count } = await getSupabase()
    .from('candidates')
    .select('id, first_name, last_name, email, phone, title, skills, created_at', {
      count: 'exact',
    })
    .eq('created_by_vendor_id', vendorId)
    .order('created_at', { ascending: false })
    .range(from, from + pageSize - 1);
  if (error) throw new Error(CANDIDATES_MESSAGE);
  return { rows: data, total: count ?? 0 };
}

export const vendorCandidatesQuery = (input: GetVendorCandidatesInput) => {
  const filter = getVendorCandidatesInput.parse(input);
  return queryOptions({
    queryKey: vendorCandidateKeys.list(filter),
    queryFn: () => getVendorCandidates(filter),
    placeholderData: keepPreviousData,
  });
};

export function useVendorCandidatesQuery(input: GetVendorCandidatesInput) {
  return useQuery(vendorCandidatesQuery(input));
}
