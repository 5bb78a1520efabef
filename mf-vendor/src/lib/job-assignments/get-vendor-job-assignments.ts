import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { jobAssignmentKeys } from './keys';

export const JOB_ASSIGNMENTS_MESSAGE = 'Failed to fetch job assignments.';
export const JOB_ASSIGNMENTS_PAGE_SIZE = 10;

export const getVendorJobAssignmentsInput = z.object({
  vendorId: z.string().min(1),
  /** A recruiter only works on the jobs assigned to them. */
  recruiterId: z.string().min(1).nullable(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(JOB_ASSIGNMENTS_PAGE_SIZE),
});
export type GetVendorJobAssignmentsInput = z.input<typeof getVendorJobAssignmentsInput>;

const COLUMNS = `id, job_id, assigned_to_recruiter_id, created_at,
  job:jobs(id, title, location, job_type, status, salary_min, salary_max, created_at, company:companies(name)),
  recruiter:talent_vendor_users(id, first_name, last_name)`;

function selectAssignments() {
  return getSupabase().from('vendor_job_assignments').select(COLUMNS, { count: 'exact' });
}

export type VendorJobAssignment = NonNullable<
  Awaited<ReturnType<typeof selectAssignments>>['data']
>[number];

export interface VendorJobAssignmentPage {
  rows: VendorJobAssignment[];
  total: number;
}

export async function getVendorJobAssignments(
  input: GetVendorJobAssignmentsInput,
): Promise<VendorJobAssignmentPage> {
  const { vendorId, recruiterId, page, pageSize } = getVendorJobAssignmentsInput.parse(input);
  const from = (page - 1) * pageSize;
  let query = selectAssignments().eq('vendor_id', vendorId);
  if (recruiterId) query = query.eq('assigned_to_recruiter_id', recruiterId);
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .range(from, from + pageSize - 1);
  if (error) throw new Error(JOB_ASSIGNMENTS_MESSAGE);
  return { rows: data, total: count ?? 0 };
}

export const vendorJobAssignmentsQuery = (input: GetVendorJobAssignmentsInput) => {
  const filter = getVendorJobAssignmentsInput.parse(input);
  return queryOptions({
    queryKey: jobAssignmentKeys.list(filter),
    queryFn: () => getVendorJobAssignments(filter),
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });
};

export function useVendorJobAssignmentsQuery(input: GetVendorJobAssignmentsInput, enabled = true) {
  return useQuery({ ...vendorJobAssignmentsQuery(input), enabled });
}
