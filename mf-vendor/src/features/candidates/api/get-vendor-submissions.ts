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

/** A submission as the vendor may see it: the stage is the one its company shows vendors. */
export interface VendorSubmission {
  id: string;
  applied_at: string;
  stage: string;
  candidate: { first_name: string; last_name: string } | null;
  job: { title: string } | null;
}

export interface VendorSubmissionPage {
  rows: VendorSubmission[];
  total: number;
}

/**
 * The vendor's submissions, newest first. The server maps each real status to the stage the
 * company lets vendors see; vendors cannot read the status itself.
 */
export async function getVendorSubmissions(
  input: GetVendorSubmissionsInput,
): Promise<VendorSubmissionPage> {
  const { page, pageSize } = getVendorSubmissionsInput.parse(input);
  const { data, error } = await getSupabase().rpc('list_vendor_submissions', {
    p_page: page,
    p_page_size: pageSize,
  });
  if (error) throw new Error(SUBMISSIONS_MESSAGE);
  return data as unknown as VendorSubmissionPage;
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
