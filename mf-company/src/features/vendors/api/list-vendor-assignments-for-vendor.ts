import type { Tables } from '@portal/shared';
import { getSupabase, readAllPages } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorKeys } from './keys';

export const listVendorAssignmentsForVendorInput = z.object({ vendorId: z.string().uuid() });
export type ListVendorAssignmentsForVendorInput = z.infer<
  typeof listVendorAssignmentsForVendorInput
>;

export type VendorAssignedJob = Pick<
  Tables<'vendor_job_assignments'>,
  'id' | 'created_at' | 'tier'
> & {
  job: Pick<Tables<'jobs'>, 'id' | 'title' | 'status'> | null;
  recruiter: Pick<Tables<'talent_vendor_users'>, 'first_name' | 'last_name'> | null;
};

/** The jobs (the caller sees) given to one vendor, newest first. */
export async function listVendorAssignmentsForVendor(
  input: ListVendorAssignmentsForVendorInput,
): Promise<VendorAssignedJob[]> {
  const { vendorId } = listVendorAssignmentsForVendorInput.parse(input);
  const { data, error } = await readAllPages((from, to) =>
    getSupabase()
      .from('vendor_job_assignments')
      .select(
        'id, created_at, tier, job:jobs(id, title, status), recruiter:talent_vendor_users(first_name, last_name)',
      )
      .eq('vendor_id', vendorId)
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
  if (error) throw new Error(error.message);
  return data;
}

export const vendorAssignmentsForVendorQuery = (input: ListVendorAssignmentsForVendorInput) =>
  queryOptions({
    queryKey: vendorKeys.vendorAssignments(input.vendorId),
    queryFn: () => listVendorAssignmentsForVendor(input),
  });

export function useVendorAssignmentsForVendorQuery(input: ListVendorAssignmentsForVendorInput) {
  return useQuery(vendorAssignmentsForVendorQuery(input));
}
