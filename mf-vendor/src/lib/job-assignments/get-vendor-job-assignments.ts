import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

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

export interface AssignedJob {
  id: string;
  title: string;
  location: string | null;
  job_type: string | null;
  status: string;
  salary_min: number | null;
  salary_max: number | null;
  created_at: string;
  company: { name: string } | null;
}

export interface VendorJobAssignment {
  id: string;
  job_id: string;
  assigned_to_recruiter_id: string | null;
  created_at: string;
  job: AssignedJob | null;
  recruiter: { id: string; first_name: string; last_name: string } | null;
}

export interface VendorJobAssignmentPage {
  rows: VendorJobAssignment[];
  total: number;
}

const COLUMNS =
  'id, job_id, assigned_to_recruiter_id, created_at, ' +
  'job:jobs(id, title, location, job_type, status, salary_min, salary_max, created_at, company:companies(name)), ' +
  'recruiter:talent_vendor_users(id, first_name, last_name)';

export async function getVendorJobAssignments(
  input: GetVendorJobAssignmentsInput,
): Promise<VendorJobAssignmentPage> {
  const { vendorId, recruiterId, page, pageSize } = getVendorJobAssignmentsInput.parse(input);
  const from = (page - 1) * pageSize;
  let query = getSupabase()
    .from('vendor_job_assignments')
    .select(COLUMNS, { count: 'exact' })
    .eq('vendor_id', vendorId);
  if (recruiterId) query = query.eq('assigned_to_recruiter_id', recruiterId);
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .range(from, from + pageSize - 1);
  if (error) throw new Error(JOB_ASSIGNMENTS_MESSAGE);
  return { rows: (data ?? []) as unknown as VendorJobAssignment[], total: count ?? 0 };
}
