import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

export const SUBMISSIONS_MESSAGE = 'Failed to load submissions';
export const SUBMISSIONS_PAGE_SIZE = 10;

export const getVendorSubmissionsInput = z.object({
  vendorId: z.string().min(1),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(SUBMISSIONS_PAGE_SIZE),
});
export type GetVendorSubmissionsInput = z.input<typeof getVendorSubmissionsInput>;

export interface VendorSubmission {
  id: string;
  status: string;
  applied_at: string;
  candidate: { first_name: string; last_name: string } | null;
  job: { title: string } | null;
}

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
  const { data, error, count } = await getSupabase()
    .from('applications')
    .select(
      'id, status, applied_at, candidate:candidates(first_name, last_name), job:jobs(title)',
      { count: 'exact' },
    )
    .eq('applied_by_vendor_id', vendorId)
    .order('applied_at', { ascending: false })
    .range(from, from + pageSize - 1);
  if (error) throw new Error(SUBMISSIONS_MESSAGE);
  return { rows: (data ?? []) as unknown as VendorSubmission[], total: count ?? 0 };
}
