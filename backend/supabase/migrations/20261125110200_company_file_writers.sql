-- Company logos and documents are written only by the people who edit the company record
-- (company_admin, subscription_admin), in their own folder; candidates and vendor users write
-- only the candidate buckets' own folder.

create or replace function private.edits_a_company()
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.company_users cu
    where cu.user_id = (select auth.uid()) and cu.role in ('company_admin', 'subscription_admin')
  )
$$;
revoke all on function private.edits_a_company() from public, anon;
grant execute on function private.edits_a_company() to authenticated, service_role;

drop policy portal_own_folder_insert on storage.objects;
create policy portal_own_folder_insert on storage.objects for insert to authenticated
  with check (
    (storage.foldername(name))[1] = (select auth.uid()::text)
    and (bucket_id in ('candidate_resumes', 'candidate_cover_letters', 'candidate_certificates')
         or (bucket_id in ('company-logos', 'company-documents') and (select private.edits_a_company())))
  );
drop policy portal_own_folder_update on storage.objects;
create policy portal_own_folder_update on storage.objects for update to authenticated
  using (
    (storage.foldername(name))[1] = (select auth.uid()::text)
    and (bucket_id in ('candidate_resumes', 'candidate_cover_letters', 'candidate_certificates')
         or (bucket_id in ('company-logos', 'company-documents') and (select private.edits_a_company())))
  )
  with check (
    (storage.foldername(name))[1] = (select auth.uid()::text)
    and (bucket_id in ('candidate_resumes', 'candidate_cover_letters', 'candidate_certificates')
         or (bucket_id in ('company-logos', 'company-documents') and (select private.edits_a_company())))
  );
