-- Storage buckets and who may read and write which files.

-- SQL function bodies may name functions defined in a later file; they are checked when called.
set local check_function_bodies = off;

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
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/jpeg', 'image/png']),
  ('application_answer_files', 'application_answer_files', false, 10485760,
    array['application/pdf', 'application/msword',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/jpeg', 'image/png'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy answer_files_delete on storage.objects for delete to authenticated
  using (
    bucket_id = 'application_answer_files'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );

create policy answer_files_insert on storage.objects for insert to authenticated
  with check (
    bucket_id = 'application_answer_files'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );

create policy answer_files_select on storage.objects for select to authenticated
  using (
    bucket_id = 'application_answer_files'
    and ((storage.foldername(name))[1] = (select auth.uid()::text)
         or (select private.can_read_answer_file(name)))
  );

create policy answer_files_update on storage.objects for update to authenticated
  using (
    bucket_id = 'application_answer_files'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  )
  with check (
    bucket_id = 'application_answer_files'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );

create policy portal_files_select on storage.objects for select to authenticated
  using (
    (bucket_id in ('company-logos', 'company-documents', 'candidate_resumes', 'candidate_cover_letters', 'candidate_certificates',
                   'vendor-w9', 'vendor-coi', 'vendor-wo', 'vendor-msa', 'vendor-ach')
     and owner_id = (select auth.uid()::text))
    or (bucket_id in ('company-logos', 'company-documents', 'candidate_resumes', 'candidate_cover_letters', 'candidate_certificates')
        and (storage.foldername(name))[1] = (select auth.uid()::text))
    or ((select private.is_platform_admin())
        and bucket_id in ('company-logos', 'company-documents', 'vendor-w9', 'vendor-coi', 'vendor-wo', 'vendor-msa', 'vendor-ach'))
    or (bucket_id in ('company-logos', 'company-documents') and private.is_colleague((storage.foldername(name))[1]))
    or (bucket_id in ('vendor-w9', 'vendor-coi', 'vendor-wo', 'vendor-msa', 'vendor-ach')
        and private.can_read_vendor_folder((storage.foldername(name))[1]))
  );

-- Storage: every object policy also needs a live session.
create policy portal_live_session on storage.objects as restrictive for all to authenticated
  using ((select private.token_session_is_live()))
  with check ((select private.token_session_is_live()));

create policy portal_own_folder_delete on storage.objects for delete to authenticated
  using (
    bucket_id in ('company-logos', 'company-documents', 'candidate_resumes', 'candidate_cover_letters', 'candidate_certificates')
    and ((storage.foldername(name))[1] = (select auth.uid()::text) or (select private.is_platform_admin()))
  );

-- Own folder: company logos, company documents and candidate documents.
create policy portal_own_folder_insert on storage.objects for insert to authenticated
  with check (
    (storage.foldername(name))[1] = (select auth.uid()::text)
    and (bucket_id in ('candidate_resumes', 'candidate_cover_letters', 'candidate_certificates')
         or (bucket_id in ('company-logos', 'company-documents') and (select private.edits_a_company())))
  );

-- Without a with check clause, PostgreSQL checks the updated row against the using clause too.
create policy portal_own_folder_update on storage.objects for update to authenticated
  using (
    (storage.foldername(name))[1] = (select auth.uid()::text)
    and (bucket_id in ('candidate_resumes', 'candidate_cover_letters', 'candidate_certificates')
         or (bucket_id in ('company-logos', 'company-documents') and (select private.edits_a_company())))
  );

create policy portal_vendor_files_delete on storage.objects for delete to authenticated
  using (
    bucket_id in ('vendor-w9', 'vendor-coi', 'vendor-wo', 'vendor-msa', 'vendor-ach')
    and (private.can_write_vendor_folder((storage.foldername(name))[1]) or (select private.is_platform_admin()))
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
