import type { Tables } from '@portal/shared';
import { getSupabase, readAllPages } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorKeys } from './keys';

export const listVendorRecruitersInput = z.object({ vendorId: z.string().uuid() });
export type ListVendorRecruitersInput = z.infer<typeof listVendorRecruitersInput>;

export type VendorRecruiter = Pick<
  Tables<'talent_vendor_users'>,
  'id' | 'first_name' | 'last_name' | 'email' | 'created_at' | 'joined_at'
>;

/** A vendor's recruiters, oldest invitation first; `joined_at` is null until their first sign-in. */
export async function listVendorRecruiters(
  input: ListVendorRecruitersInput,
): Promise<VendorRecruiter[]> {
  const { vendorId } = listVendorRecruitersInput.parse(input);
  const { data, error } = await readAllPages((from, to) =>
    getSupabase()
      .from('talent_vendor_users')
      .select('id, first_name, last_name, email, created_at, joined_at')
      .eq('vendor_id', vendorId)
      .eq('role', 'recruiter')
      .order('created_at')
      .order('id')
      .range(from, to),
  );
  if (error) throw new Error(error.message);
  return data;
}

export const vendorRecruitersQuery = (input: ListVendorRecruitersInput) =>
  queryOptions({
    queryKey: vendorKeys.recruiters(input.vendorId),
    queryFn: () => listVendorRecruiters(input),
  });

/** Read once a vendor is picked. */
export function useVendorRecruitersQuery(vendorId: string | undefined) {
  return useQuery({ ...vendorRecruitersQuery({ vendorId: vendorId ?? '' }), enabled: !!vendorId });
}

/** Only recruiters who accepted their invitation can be handed a job (the server refuses others). */
export function joinedRecruiters(recruiters: VendorRecruiter[]): VendorRecruiter[] {
  return recruiters.filter((r) => r.joined_at !== null);
}

export function recruiterName(
  r: Pick<VendorRecruiter, 'first_name' | 'last_name' | 'email' | 'id'>,
) {
  return `${r.first_name} ${r.last_name}`.trim() || (r.email ?? r.id);
}
