import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { submissionKeys } from './keys';

export const SUBMISSIONS_MESSAGE = 'Failed to load submissions';
export const SUBMISSIONS_PAGE_SIZE = 10;

export const getVendorSubmissionsInput = z.object({
  vendorId: z.string().min(1),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(SUBMISSIONS_PAGE_SIZE),
});
export type GetVendorSubmissionsInput = z.input<typeof getVendorSubmissionsInput>;

const COLUMNS =
  'id, status, applied_at, candidate:candidates(first_name, last_name), job:jobs(title)';

function selectSubmissions() {
  return getSupabase().from('applications').select(COLUMNS, { count: 'exact' });
}

export type VendorSubmission = NonNullable<
  Awaited<ReturnType<typeof selectSubmissions>>['data']
>[number];

export interface VendorSubmissionPage {
  rows: VendorSubmission[];
  total: number;
}

/** Applications the vendor submitted, newest first, with the status the company gave them. */
export async function getVendorSubmissions(
  input: GetVendorSubmissionsInput,
): Promise<VendorSubmissionPage> {
  const { vendorId, page, pageSize } = getVendorSubmissionsInput.parse(input);
  const from = (page - 1) * pageSize;
  const { data, error, count } = await selectSubmissions()
    .eq('applied_by_vendor_id', vendorId)
    .order('applied_at', { ascending: false })
    .range(from, from + pageSize - 1);
  if (error) throw new Error(SUBMISSIONS_MESSAGE);
  return { rows: data, total: count ?? 0 };
}

export const vendorSubmissionsQuery = (input: GetVendorSubmissionsInput) => {
  const filter = getVendorSubmissionsInput.parse(input);
  return queryOptions({
    queryKey: submissionKeys.list(filter),
    queryFn: () => getVendorSubmissions(filter),
    placeholderData: keepPreviousData,
  });
};

export function useVendorSubmissionsQuery(input: GetVendorSubmissionsInput) {
  return useQuery(vendorSubmissionsQuery(input));
}
