import type { Tables } from '@portal/shared';
import { getSupabase, readAllPages } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { recruiterKeys } from './keys';

export const RECRUITERS_MESSAGE = 'Failed to fetch recruiters.';

export const getVendorRecruitersInput = z.object({ vendorId: z.string().min(1) });
export type GetVendorRecruitersInput = z.infer<typeof getVendorRecruitersInput>;

export type VendorRecruiter = Pick<
  Tables<'talent_vendor_users'>,
  'id' | 'user_id' | 'first_name' | 'last_name' | 'email' | 'created_at' | 'joined_at'
>;

export function recruiterName(
  recruiter: Pick<VendorRecruiter, 'first_name' | 'last_name' | 'email'>,
): string {
  return `${recruiter.first_name} ${recruiter.last_name}`.trim() || recruiter.email || 'Recruiter';
}

/** The vendor's recruiters, for the recruiter list and the assignment picker (a vendor's team is small). */
export async function getVendorRecruiters(
  input: GetVendorRecruitersInput,
): Promise<VendorRecruiter[]> {
  const { vendorId } = getVendorRecruitersInput.parse(input);
  const { data, error } = await readAllPages((from, to) =>
    getSupabase()
      .from('talent_vendor_users')
      .select('id, user_id, first_name, last_name, email, created_at, joined_at')
      .eq('vendor_id', vendorId)
      .eq('role', 'recruiter')
      .order('first_name', { ascending: true })
      .order('id')
      .range(from, to),
  );
  if (error) throw new Error(RECRUITERS_MESSAGE);
  return data;
}

export const vendorRecruitersQuery = (input: GetVendorRecruitersInput) =>
  queryOptions({
    queryKey: recruiterKeys.list(input.vendorId),
    queryFn: () => getVendorRecruiters(input),
  });

/** Only a vendor admin reads the team; a recruiter's dashboard passes `enabled: false`. */
export function useVendorRecruitersQuery(input: GetVendorRecruitersInput, enabled = true) {
  return useQuery({ ...vendorRecruitersQuery(input), enabled });
}
