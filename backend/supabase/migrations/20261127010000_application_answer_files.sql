-- Files answering 'FILE' screening questions. A candidate uploads into their own folder
-- ({user id}/{job id}/{random name}) of a private bucket with the documents' type and size limits;
-- the application stores the object's path as the answer. Only the candidate and the team of the
-- company whose job the application is for read the file (through a signed link).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('application_answer_files', 'application_answer_files', false, 10485760,
    array['application/pdf', 'application/msword',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/jpeg', 'image/png'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Staff of the company an answer with this file belongs to, when the file lies in the folder of
-- the candidate who applied (an answer naming someone else's file opens nothing).
create or replace function private.can_read_answer_file(p_name text)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.job_application_answers ans
    join public.applications a on a.id = ans.application_id
    join public.candidates c on c.id = a.candidate_id
    join public.jobs j on j.id = a.job_id
    where ans.answer = p_name
      and c.user_id::text = (storage.foldername(p_name))[1]
      and j.company_id in (select private.company_ids_with_role())
  )
$$;
revoke all on function private.can_read_answer_file(text) from public, anon;
grant execute on function private.can_read_answer_file(text) to authenticated, service_role;

-- Answers are looked up by the file's path.
create index if not exists job_application_answers_answer_idx
  on public.job_application_answers (answer) where answer like '%/%';

create policy answer_files_insert on storage.objects for insert to authenticated
  with check (
    bucket_id = 'application_answer_files'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
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
create policy answer_files_delete on storage.objects for delete to authenticated
  using (
    bucket_id = 'application_answer_files'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );
create policy answer_files_select on storage.objects for select to authenticated
  using (
    bucket_id = 'application_answer_files'
    and ((storage.foldername(name))[1] = (select auth.uid()::text)
         or (select private.can_read_answer_file(name)))
  );
