-- Storage buckets and object policies. Users write under their own folder ({user id}/...); vendor
-- documents live under the vendor's folder ({vendor id}/...). Candidate documents are private and
-- readable only by the candidate, platform admins and staff of companies linked to the candidate.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('company-logos', 'company-logos', true, 2097152,
    array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']),
  ('company-documents', 'company-documents', false, 10485760,
    array['application/pdf', 'application/msword',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/jpeg', 'image/png']),
  ('candidate_resumes', 'candidate_resumes', false, 10485760,
    array['application/pdf', 'application/msword',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document']),
  ('candidate_cover_letters', 'candidate_cover_letters', false, 10485760,
    array['application/pdf', 'application/msword',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document']),
  ('candidate_certificates', 'candidate_certificates', false, 10485760,
    array['application/pdf', 'image/jpeg', 'image/png']),
  ('vendor-w9', 'vendor-w9', false, 10485760,
    array['application/pdf', 'application/msword',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/jpeg', 'image/png']),
  ('vendor-coi', 'vendor-coi', false, 10485760,
    array['application/pdf', 'application/msword',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/jpeg', 'image/png']),
  ('vendor-wo', 'vendor-wo', false, 10485760,
    array['application/pdf', 'application/msword',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/jpeg', 'image/png']),
  ('vendor-msa', 'vendor-msa', false, 10485760,
    array['application/pdf', 'application/msword',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/jpeg', 'image/png']),
  ('vendor-ach', 'vendor-ach', false, 10485760,
    array['application/pdf', 'application/msword',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/jpeg', 'image/png'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Staff of a company the candidate (identified by the folder's user id) applied to or is managed by.
create or replace function private.can_read_candidate_files(p_owner_folder text)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.candidates c
    join public.company_users cu on cu.user_id = (select auth.uid())
    where c.user_id::text = p_owner_folder
      and (c.managing_company_id = cu.company_id
           or exists (select 1 from public.applications a
                      join public.jobs j on j.id = a.job_id
                      where a.candidate_id = c.id and j.company_id = cu.company_id))
  )
$$;

-- Company documents: the uploader's colleagues may read them.
create or replace function private.is_colleague(p_user_folder text)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.company_users me
    join public.company_users other on other.company_id = me.company_id
    where me.user_id = (select auth.uid()) and other.user_id::text = p_user_folder
  )
$$;

-- The vendor a folder belongs to (by uuid or by VENDOR-XXXXXXXX code).
create or replace function private.vendor_for_folder(p_folder text)
returns uuid
language sql stable security definer
set search_path = ''
as $$
  select v.id from public.vendors v where v.id::text = p_folder or v.vendor_id = p_folder limit 1
$$;

create or replace function private.can_read_vendor_folder(p_folder text)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.vendors v
    where v.id = private.vendor_for_folder(p_folder)
      and (v.id in (select private.member_vendor_ids())
           or v.company_id in (select private.company_ids_with_role()))
  )
$$;

-- Vendor admins and the partner company's staff write vendor documents; during registration the
-- folder belongs to no vendor yet and any staff member of an active company may upload into it.
create or replace function private.can_write_vendor_folder(p_folder text)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select case
    when private.vendor_for_folder(p_folder) is null then
      p_folder ~ '^VENDOR-[A-Z0-9]{8}$' and exists (select private.active_company_ids())
    else exists (
      select 1 from public.vendors v
      where v.id = private.vendor_for_folder(p_folder)
        and (v.id in (select private.admin_vendor_ids())
             or v.company_id in (select private.active_company_ids())))
  end
$$;

revoke all on function private.can_read_candidate_files(text), private.is_colleague(text),
  private.vendor_for_folder(text), private.can_read_vendor_folder(text), private.can_write_vendor_folder(text)
  from public, anon;
grant execute on function private.can_read_candidate_files(text), private.is_colleague(text),
  private.vendor_for_folder(text), private.can_read_vendor_folder(text), private.can_write_vendor_folder(text)
  to authenticated, service_role;

-- Own folder: company logos, company documents and candidate documents.
create policy portal_own_folder_insert on storage.objects for insert to authenticated
  with check (
    bucket_id in ('company-logos', 'company-documents', 'candidate_resumes', 'candidate_cover_letters', 'candidate_certificates')
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );
create policy portal_own_folder_update on storage.objects for update to authenticated
  using (
    bucket_id in ('company-logos', 'company-documents', 'candidate_resumes', 'candidate_cover_letters', 'candidate_certificates')
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  )
  with check (
    bucket_id in ('company-logos', 'company-documents', 'candidate_resumes', 'candidate_cover_letters', 'candidate_certificates')
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );
create policy portal_own_folder_delete on storage.objects for delete to authenticated
  using (
    bucket_id in ('company-logos', 'company-documents', 'candidate_resumes', 'candidate_cover_letters', 'candidate_certificates')
    and ((storage.foldername(name))[1] = (select auth.uid()::text) or (select private.is_platform_admin()))
  );

create policy portal_files_select on storage.objects for select to authenticated
  using (
    (bucket_id in ('company-logos', 'company-documents', 'candidate_resumes', 'candidate_cover_letters', 'candidate_certificates')
     and (storage.foldername(name))[1] = (select auth.uid()::text))
    or ((select private.is_platform_admin())
        and bucket_id in ('company-logos', 'company-documents', 'candidate_resumes', 'candidate_cover_letters',
                          'candidate_certificates', 'vendor-w9', 'vendor-coi', 'vendor-wo', 'vendor-msa', 'vendor-ach'))
    or (bucket_id in ('company-logos', 'company-documents') and private.is_colleague((storage.foldername(name))[1]))
    or (bucket_id in ('candidate_resumes', 'candidate_cover_letters', 'candidate_certificates')
        and private.can_read_candidate_files((storage.foldername(name))[1]))
    or (bucket_id in ('vendor-w9', 'vendor-coi', 'vendor-wo', 'vendor-msa', 'vendor-ach')
        and private.can_read_vendor_folder((storage.foldername(name))[1]))
  );

-- Vendor documents.
create policy portal_vendor_files_insert on storage.objects for insert to authenticated
  with check (
    bucket_id in ('vendor-w9', 'vendor-coi', 'vendor-wo', 'vendor-msa', 'vendor-ach')
    and private.can_write_vendor_folder((storage.foldername(name))[1])
  );
create policy portal_vendor_files_update on storage.objects for update to authenticated
  using (
    bucket_id in ('vendor-w9', 'vendor-coi', 'vendor-wo', 'vendor-msa', 'vendor-ach')
    and private.can_write_vendor_folder((storage.foldername(name))[1])
  );
create policy portal_vendor_files_delete on storage.objects for delete to authenticated
  using (
    bucket_id in ('vendor-w9', 'vendor-coi', 'vendor-wo', 'vendor-msa', 'vendor-ach')
    and (private.can_write_vendor_folder((storage.foldername(name))[1]) or (select private.is_platform_admin()))
  );
