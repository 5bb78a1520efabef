-- Documents with a vendor submission. A vendor stores its candidates' resumes and other documents
-- in a private bucket, in the folder {vendor id}/{candidate id}/, each described by a row of
-- public.submission_documents; a submission names the documents it sends (application_documents).
-- The vendor's members read their own documents; the company's team reads the ones sent with an
-- application it sees (private.is_team_application), through signed links. Nobody else does.
-- Files answering 'FILE' screening questions of a vendor submission lie, as a candidate's do, in the
-- answer-files bucket in the uploader's folder for the job ({user id}/{job id}/); they open for the
-- team that sees the application and for the submitting vendor's members. submit_vendor_candidate
-- takes the documents and checks the answers (20261129020100_refused_submissions_recorded).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('submission_documents', 'submission_documents', false, 10485760,
    array['application/pdf', 'application/msword',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/jpeg', 'image/png'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create table public.submission_documents (
  id uuid primary key default gen_random_uuid(),
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  candidate_id uuid not null references public.candidates (id) on delete cascade,
  kind text not null check (kind in ('resume', 'other')),
  file_name text not null check (char_length(btrim(file_name)) between 1 and 255),
  path text not null unique,
  uploaded_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  constraint submission_documents_path_in_folder check (path like vendor_id::text || '/' || candidate_id::text || '/%')
);
create index submission_documents_candidate_idx on public.submission_documents (candidate_id, created_at desc);
create index submission_documents_vendor_idx on public.submission_documents (vendor_id);
create index submission_documents_uploaded_by_idx on public.submission_documents (uploaded_by);

create table public.application_documents (
  application_id uuid not null references public.applications (id) on delete cascade,
  document_id uuid not null references public.submission_documents (id) on delete cascade,
  primary key (application_id, document_id)
);
create index application_documents_document_idx on public.application_documents (document_id);

-- A held submission keeps the documents it will send once the candidate confirms.
alter table public.representation_requests add column document_ids uuid[] not null default '{}';

-- The vendor folder {vendor id}/{candidate id}/ of one of the caller's vendors' own candidates.
create or replace function private.is_member_candidate_folder(p_name text)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.candidates c
    where c.id::text = (storage.foldername(p_name))[2]
      and c.created_by_vendor_id::text = (storage.foldername(p_name))[1]
      and c.created_by_vendor_id in (select private.member_vendor_ids())
  )
$$;

-- A document sent with an application the caller's team sees.
create or replace function private.is_team_submission_document(p_document_id uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.application_documents ad
    where ad.document_id = p_document_id and private.is_team_application(ad.application_id)
  )
$$;

create or replace function private.can_read_submission_file(p_name text)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.submission_documents d
    where d.path = p_name and private.is_team_submission_document(d.id)
  )
$$;

-- A file answering a question of a vendor's submission: stored by the recruiter who submitted it,
-- in their folder for the job; read by the team that sees the application and the vendor's members.
create or replace function private.can_read_vendor_answer_file(p_name text)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.job_application_answers ans
    join public.applications a on a.id = ans.application_id
    where ans.answer = p_name
      and a.source = 'vendor'
      and a.applied_by_user_id::text = (storage.foldername(p_name))[1]
      and a.job_id::text = (storage.foldername(p_name))[2]
      and (private.is_team_application(a.id) or a.applied_by_vendor_id in (select private.member_vendor_ids()))
  )
$$;

revoke all on function private.is_member_candidate_folder(text), private.is_team_submission_document(uuid),
  private.can_read_submission_file(text), private.can_read_vendor_answer_file(text) from public, anon;
grant execute on function private.is_member_candidate_folder(text), private.is_team_submission_document(uuid),
  private.can_read_submission_file(text), private.can_read_vendor_answer_file(text) to authenticated, service_role;

alter table public.submission_documents enable row level security;
alter table public.application_documents enable row level security;
create policy submission_documents_select on public.submission_documents for select to authenticated
  using (vendor_id in (select private.member_vendor_ids())
         or (select private.is_platform_admin())
         or private.is_team_submission_document(id));
create policy submission_documents_insert on public.submission_documents for insert to authenticated
  with check (vendor_id in (select private.member_vendor_ids())
              and uploaded_by = (select auth.uid())
              and private.is_member_candidate_folder(path));
create policy application_documents_select on public.application_documents for select to authenticated
  using (private.is_team_application(application_id)
         or document_id in (select d.id from public.submission_documents d
                            where d.vendor_id in (select private.member_vendor_ids()))
         or (select private.is_platform_admin()));
revoke all on public.submission_documents, public.application_documents from anon, authenticated;
grant select on public.submission_documents, public.application_documents to authenticated;
grant insert (vendor_id, candidate_id, kind, file_name, path, uploaded_by) on public.submission_documents to authenticated;

-- Stored files: the vendor's members write and read their candidates' folders; the company's team
-- reads what was sent with an application it sees.
create policy submission_files_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'submission_documents' and private.is_member_candidate_folder(name));
create policy submission_files_update on storage.objects for update to authenticated
  using (bucket_id = 'submission_documents' and private.is_member_candidate_folder(name))
  with check (bucket_id = 'submission_documents' and private.is_member_candidate_folder(name));
create policy submission_files_select on storage.objects for select to authenticated
  using (bucket_id = 'submission_documents'
         and (private.is_member_candidate_folder(name) or private.can_read_submission_file(name)
              or (select private.is_platform_admin())));
create policy vendor_answer_files_select on storage.objects for select to authenticated
  using (bucket_id = 'application_answer_files' and private.can_read_vendor_answer_file(name));

-- The documents a submission sends: the vendor's own documents of this candidate, at most ten.
create or replace function private.check_submission_documents(p_vendor_id uuid, p_candidate_id uuid, p_document_ids uuid[])
returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if coalesce(cardinality(p_document_ids), 0) > 10 then
    raise exception 'A submission can carry at most 10 documents' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(coalesce(p_document_ids, '{}')) ids(id)
             where ids.id is null
                or not exists (select 1 from public.submission_documents d
                               where d.id = ids.id and d.vendor_id = p_vendor_id and d.candidate_id = p_candidate_id)) then
    raise exception 'Documents must be this candidate''s documents' using errcode = '22023';
  end if;
end;
$$;
revoke all on function private.check_submission_documents(uuid, uuid, uuid[]) from public, anon, authenticated;

-- Confirming a held submission sends its documents with the application it makes. Runs after the
-- confirmation made the application, in the same transaction.
create or replace function private.attach_confirmed_documents()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.application_documents (application_id, document_id)
  select new.application_id, d.id from public.submission_documents d
  where d.id = any (new.document_ids) and d.vendor_id = new.vendor_id and d.candidate_id = new.candidate_id
  on conflict do nothing;
  return null;
end;
$$;
revoke all on function private.attach_confirmed_documents() from public, anon, authenticated;
create trigger representation_requests_attach_documents after update of status on public.representation_requests
  for each row when (new.status = 'confirmed' and old.status <> 'confirmed' and new.application_id is not null
                     and cardinality(new.document_ids) > 0)
  execute function private.attach_confirmed_documents();
