import type { Tables } from '@portal/shared';
import { getSupabase, readAllPages } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorKeys } from './keys';

export const listVendorAssignmentsForJobInput = z.object({ jobId: z.string().uuid() });
export type ListVendorAssignmentsForJobInput = z.infer<typeof listVendorAssignmentsForJobInput>;

export type VendorJobAssignment = Pick<
  Tables<'vendor_job_assignments'>,
  'id' | 'created_at' | 'tier'
> & {
  vendor: Pick<Tables<'vendors'>, 'vendor_name'> | null;
  recruiter: Pick<Tables<'talent_vendor_users'>, 'first_name' | 'last_name'> | null;
};

/** The vendors (and recruiters) a job was given to, newest first. */
export async function listVendorAssignmentsForJob(
  input: ListVendorAssignmentsForJobInput,
): Promise<VendorJobAssignment[]> {
  const { jobId } = listVendorAssignmentsForJobInput.parse(input);
  const { data, error } = await readAllPages((from, to) =>
    getSupabase()
      .from('vendor_job_assignments')
      .select(
        'id, created_at, tier, vendor:vendors(vendor_name), recruiter:talent_vendor_users(first_name, last_name)',
      )
      .eq('job_id', jobId)
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
  if (error) throw new Error(error.message);
  return data;
}

export const vendorAssignmentsForJobQuery = (input: ListVendorAssignmentsForJobInput) =>
  queryOptions({
    queryKey: vendorKeys.jobAssignments(input.jobId),
    queryFn: () => listVendorAssignmentsForJob(input),
  });

export function useVendorAssignmentsForJobQuery(input: ListVendorAssignmentsForJobInput) {
  return useQuery(vendorAssignmentsForJobQuery(input));
}
