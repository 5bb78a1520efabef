import { getSupabase } from '@portal/shared/supabase';

export interface Company {
  id: string;
  name: string;
  dba_name: string | null;
  industry: string | null;
  company_size: string | null;
  location: string | null;
  website: string | null;
  description: string | null;
  logo_url: string | null;
  linkedin_url: string | null;
  twitter_url: string | null;
  facebook_url: string | null;
  instagram_url: string | null;
  is_approved: boolean;
  primary_contact_name: string | null;
  primary_contact_email: string | null;
  primary_contact_phone: string | null;
  primary_contact_alt_email: string | null;
  primary_contact_alt_phone: string | null;
  secondary_contact_name: string | null;
  secondary_contact_email: string | null;
  secondary_contact_phone: string | null;
  secondary_contact_alt_email: string | null;
  secondary_contact_alt_phone: string | null;
  reg_street: string | null;
  reg_unit: string | null;
  reg_city: string | null;
  reg_state: string | null;
  reg_zip_code: string | null;
  reg_country: string | null;
  same_as_registered: boolean | null;
  op_street: string | null;
  op_unit: string | null;
  op_city: string | null;
  op_state: string | null;
  op_zip_code: string | null;
  op_country: string | null;
  tax_id: string | null;
  ein_document_url: string | null;
  tax_document_url: string | null;
  created_at: string;
}

/**
 * The company record, read under row-level security (platform admins and the company's staff see
 * it). Every company screen waits for it, so it is one table read rather than a function call,
 * which costs a function start and two more round trips for the caller's membership.
 */
export async function getCompany({ companyId }: { companyId: string }): Promise<Company> {
  const { data, error } = await getSupabase()
    .from('companies')
    .select('*')
    .eq('id', companyId)
    .maybeSingle();
  if (error) throw new Error(`Failed to load company details: ${error.message}`);
  if (!data) throw new Error('Company not found');
  return data as Company;
}
