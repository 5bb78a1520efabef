-- Nobody but the candidate (and whoever uploaded a file) reads candidate documents straight from
-- storage. Company staff get each link from the sign-candidate-document function, which checks
-- their access, records the view in the audit trail and signs the link, so every link issued to
-- someone else is in the candidate's Privacy page.

drop policy portal_files_select on storage.objects;
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
