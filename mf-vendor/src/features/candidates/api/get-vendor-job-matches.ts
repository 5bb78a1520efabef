import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorCandidateKeys } from './keys';

export const getVendorJobMatchesInput = z.object({
  jobId: z.uuid(),
  limit: z.number().int().min(1).max(50).default(20),
});
export type GetVendorJobMatchesInput = z.input<typeof getVendorJobMatchesInput>;

export interface VendorJobMatch {
  candidate_id: string;
  first_name: string;
  last_name: string;
  title: string | null;
  skills: string[];
  score: number;
  summary: string;
}

/**
 * The vendor's own candidates ranked for a job assigned to it, best first, leaving out those
 * already submitted; the server refuses jobs not assigned to the caller's vendor.
 */
export async function getVendorJobMatches(
  input: GetVendorJobMatchesInput,
): Promise<VendorJobMatch[]> {
  const { jobId, limit } = getVendorJobMatchesInput.parse(input);
  const { data, error } = await getSupabase().rpc('get_vendor_job_matches', {
    p_job_id: jobId,
    p_limit: limit,
  });
  if (error) throw new Error(error.message);
  return data as VendorJobMatch[];
}

export const vendorJobMatchesQuery = (input: GetVendorJobMatchesInput) =>
  queryOptions({
    queryKey: vendorCandidateKeys.matches(input.jobId),
    queryFn: () => getVendorJobMatches(input),
  });

export function useVendorJobMatchesQuery(input: GetVendorJobMatchesInput, enabled = true) {
  return useQuery({ ...vendorJobMatchesQuery(input), enabled });
}
