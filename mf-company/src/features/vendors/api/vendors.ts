import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

export interface Vendor {
  id: string;
  vendor_id: string;
  vendor_name: string;
  primary_contact_name: string | null;
  primary_contact_email: string | null;
  created_at: string;
}

export interface TalentVendorInvite {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  status: string;
  created_at: string;
}

const companyIdInput = z.string().uuid();

export async function listVendors(companyId: string): Promise<Vendor[]> {
  const { data, error } = await getSupabase()
    .from('vendors')
    .select('id, vendor_id, vendor_name, primary_contact_name, primary_contact_email, created_at')
    .eq('company_id', companyIdInput.parse(companyId))
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return (data ?? []) as Vendor[];
}

export async function listTalentVendorInvites(companyId: string): Promise<TalentVendorInvite[]> {
  const { data, error } = await getSupabase()
    .from('talent_vendors')
    .select('id, first_name, last_name, email, status, created_at')
    .eq('company_id', companyIdInput.parse(companyId))
    .order('created_at', { ascending: false })
    .limit(50);
  if (error) throw new Error(error.message);
  return (data ?? []) as TalentVendorInvite[];
}

export interface VendorRecruiter {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
}

export async function listVendorRecruiters(vendorId: string): Promise<VendorRecruiter[]> {
  const { data, error } = await getSupabase()
    .from('talent_vendor_users')
    .select('id, first_name, last_name, email')
    .eq('vendor_id', z.string().uuid().parse(vendorId))
    .eq('role', 'recruiter');
  if (error) throw new Error(error.message);
  return (data ?? []) as VendorRecruiter[];
}

export const assignJobToVendorInput = z.object({
  jobId: z.string().uuid(),
  vendorId: z.string().uuid({ message: 'Please select a vendor.' }),
  assignedBy: z.string().uuid(),
  recruiterId: z.string().uuid().nullable(),
});

export async function assignJobToVendor(
  input: z.infer<typeof assignJobToVendorInput>,
): Promise<void> {
  const { jobId, vendorId, assignedBy, recruiterId } = assignJobToVendorInput.parse(input);
  const { error } = await getSupabase().from('vendor_job_assignments').insert({
    job_id: jobId,
    vendor_id: vendorId,
    assigned_by_user_id: assignedBy,
    assigned_to_recruiter_id: recruiterId,
  });
  if (error) throw new Error(error.message);
}

export interface VendorJobAssignment {
  id: string;
  vendor: { vendor_name: string } | null;
  recruiter: { first_name: string; last_name: string } | null;
  created_at: string;
}

export async function listVendorAssignmentsForJob(jobId: string): Promise<VendorJobAssignment[]> {
  const { data, error } = await getSupabase()
    .from('vendor_job_assignments')
    .select(
      'id, created_at, vendor:vendors(vendor_name), recruiter:talent_vendor_users(first_name, last_name)',
    )
    .eq('job_id', z.string().uuid().parse(jobId))
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return (data ?? []) as unknown as VendorJobAssignment[];
}
