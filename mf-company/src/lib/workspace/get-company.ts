import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyKeys } from './keys';

// The company screens' first page carries this read, so it takes no schema library: the id comes
// from the signed-in member's own membership, never from a form.
export interface GetCompanyInput {
  companyId: string;
}

export type Company = Tables<'companies'>;

// Every signed-in reader may select these; the rest are private column groups.
const PUBLIC_COLUMNS =
  'id, user_id, name, dba_name, industry, company_size, location, website, description, logo_url, ' +
  'linkedin_url, twitter_url, facebook_url, instagram_url, is_approved, approved_at, registered_at, slug, created_at, ' +
  'updated_at';

/** Tax, contact and address fields: only the company's admins and platform admins receive them. */
const EMPTY_DETAILS = {
  primary_contact_name: null,
  primary_contact_email: null,
  primary_contact_phone: null,
  primary_contact_alt_email: null,
  primary_contact_alt_phone: null,
  secondary_contact_name: null,
  secondary_contact_email: null,
  secondary_contact_phone: null,
  secondary_contact_alt_email: null,
  secondary_contact_alt_phone: null,
  reg_street: null,
  reg_unit: null,
  reg_city: null,
  reg_state: null,
  reg_zip_code: null,
  reg_country: null,
  same_as_registered: false,
  op_street: null,
  op_unit: null,
  op_city: null,
  op_state: null,
  op_zip_code: null,
  op_country: null,
  tax_id: null,
  ein_document_url: null,
  tax_document_url: null,
} satisfies Partial<Company>;

/**
 * The company record, read under row-level security (platform admins and the company's staff see
 * it). Every company screen waits for it, so it is one table read, beside it the private details
 * that the database gives only to the company's admins (null, so empty fields, for other staff).
 */
export async function getCompany(input: GetCompanyInput): Promise<Company> {
  const { companyId } = input;
  const db = getSupabase();
  const [record, details] = await Promise.all([
    db.from('companies').select(PUBLIC_COLUMNS).eq('id', companyId).maybeSingle(),
    db.rpc('get_company_private_details', { p_company_id: companyId }),
  ]);
  const error = record.error ?? details.error;
  if (error) throw new Error(`Failed to load company details: ${error.message}`);
  if (!record.data) throw new Error('Company not found');
  const privateDetails = (details.data ?? {}) as Partial<Company>;
  return { ...EMPTY_DETAILS, ...privateDetails, ...(record.data as object) } as Company;
}

export const companyQuery = (input: GetCompanyInput) =>
  queryOptions({ queryKey: companyKeys.detail(input.companyId), queryFn: () => getCompany(input) });

export function useCompanyQuery(input: GetCompanyInput, enabled = true) {
  return useQuery({ ...companyQuery(input), enabled });
}
