-- Company tax, contact and address data and vendor finance data are private column groups.
-- Signed-in users read only the public columns through the API (column privileges; rows still
-- follow row-level security). The private columns come from two RPCs that answer only
-- the company's admins (company_admin, subscription_admin) or the vendor's admin, and platform
-- admins; anyone else gets null. Writes are unchanged (edge functions and row-level security).

revoke select on public.companies from authenticated;
grant select (id, user_id, name, dba_name, industry, company_size, location, website, description, logo_url,
  linkedin_url, twitter_url, facebook_url, instagram_url, is_approved, approved_at, slug, created_at, updated_at)
  on public.companies to authenticated;

-- Name, code and business contact; never bank, finance, HR, references, address or documents.
revoke select on public.vendors from authenticated;
grant select (id, company_id, vendor_id, user_id, created_by, vendor_name, phone_number, primary_contact_name,
  primary_contact_email, created_at, updated_at)
  on public.vendors to authenticated;

create or replace function public.get_company_private_details(p_company_id uuid)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'primary_contact_name', c.primary_contact_name, 'primary_contact_email', c.primary_contact_email,
    'primary_contact_phone', c.primary_contact_phone, 'primary_contact_alt_email', c.primary_contact_alt_email,
    'primary_contact_alt_phone', c.primary_contact_alt_phone, 'secondary_contact_name', c.secondary_contact_name,
    'secondary_contact_email', c.secondary_contact_email, 'secondary_contact_phone', c.secondary_contact_phone,
    'secondary_contact_alt_email', c.secondary_contact_alt_email, 'secondary_contact_alt_phone', c.secondary_contact_alt_phone,
    'reg_street', c.reg_street, 'reg_unit', c.reg_unit, 'reg_city', c.reg_city, 'reg_state', c.reg_state,
    'reg_zip_code', c.reg_zip_code, 'reg_country', c.reg_country, 'same_as_registered', c.same_as_registered,
    'op_street', c.op_street, 'op_unit', c.op_unit, 'op_city', c.op_city, 'op_state', c.op_state,
    'op_zip_code', c.op_zip_code, 'op_country', c.op_country,
    'tax_id', c.tax_id, 'ein_document_url', c.ein_document_url, 'tax_document_url', c.tax_document_url)
  from public.companies c
  where c.id = p_company_id
    and ((select private.is_platform_admin())
         or c.id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin'])))
$$;

create or replace function public.get_vendor_private_details(p_vendor_id uuid)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select to_jsonb(v) - array['id', 'company_id', 'vendor_id', 'user_id', 'created_by', 'vendor_name', 'phone_number',
                              'primary_contact_name', 'primary_contact_email', 'created_at', 'updated_at']
  from public.vendors v
  where v.id = p_vendor_id
    and ((select private.is_platform_admin())
         or exists (select 1 from public.talent_vendor_users tvu
                    where tvu.vendor_id = v.id and tvu.user_id = (select auth.uid()) and tvu.role = 'admin'))
$$;

revoke all on function public.get_company_private_details(uuid), public.get_vendor_private_details(uuid) from public, anon;
grant execute on function public.get_company_private_details(uuid), public.get_vendor_private_details(uuid)
  to authenticated, service_role;
