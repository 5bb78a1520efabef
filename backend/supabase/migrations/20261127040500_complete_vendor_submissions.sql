-- A vendor submission is complete: it answers the job's screening questions (the required ones
-- are enforced here, whatever the client does) and carries the vendor's pitch note to the company.
-- submit_vendor_candidate makes the application and its answers in one transaction.

alter table public.applications
  add column pitch_note text constraint applications_pitch_note_length check (char_length(pitch_note) <= 2000);

create or replace function public.submit_vendor_candidate(p_job_id uuid, p_candidate_id uuid,
                                                          p_answers jsonb default '[]', p_pitch_note text default null)
returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_vendor uuid;
  v_id uuid;
  v_pitch text := nullif(btrim(coalesce(p_pitch_note, '')), '');
begin
  if v_uid is null then
    raise exception 'Please sign in to submit candidates' using errcode = '42501';
  end if;
  select c.created_by_vendor_id into v_vendor from public.candidates c
  where c.id = p_candidate_id and c.created_by_vendor_id in (select private.member_vendor_ids());
  if v_vendor is null then
    raise exception 'You can only submit your vendor''s own candidates' using errcode = '42501';
  end if;
  if p_job_id is null or p_job_id not in (select private.vendor_job_ids()) then
    raise exception 'This job is not assigned to you' using errcode = '42501';
  end if;
  if jsonb_typeof(coalesce(p_answers, '[]')) <> 'array'
     or exists (select 1 from jsonb_array_elements(coalesce(p_answers, '[]')) e
                where jsonb_typeof(e) <> 'object' or (e ->> 'question_id') is null
                   or (e ->> 'question_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                   or not exists (select 1 from public.job_questions q
                                  where q.id = (e ->> 'question_id')::uuid and q.job_id = p_job_id)) then
    raise exception 'Answers must name questions of this job' using errcode = '22023';
  end if;
  if exists (
    select 1 from public.job_questions q
    where q.job_id = p_job_id and q.is_required
      and not exists (select 1 from jsonb_array_elements(p_answers) e
                      where (e ->> 'question_id')::uuid = q.id and btrim(coalesce(e ->> 'answer', '')) <> '')) then
    raise exception 'Please answer all required questions' using errcode = '22023';
  end if;
  if char_length(v_pitch) > 2000 then
    raise exception 'The pitch note can be at most 2000 characters' using errcode = '22023';
  end if;

  insert into public.applications (job_id, candidate_id, status, source, applied_by_vendor_id, applied_by_user_id, pitch_note)
  values (p_job_id, p_candidate_id, 'applied', 'vendor', v_vendor, v_uid, v_pitch)
  returning id into v_id;
  insert into public.job_application_answers (application_id, question_id, answer)
  select v_id, (e ->> 'question_id')::uuid, nullif(btrim(coalesce(e ->> 'answer', '')), '')
  from jsonb_array_elements(p_answers) e
  on conflict (application_id, question_id) do update set answer = excluded.answer;
  return v_id;
end;
$$;
revoke all on function public.submit_vendor_candidate(uuid, uuid, jsonb, text) from public, anon;
grant execute on function public.submit_vendor_candidate(uuid, uuid, jsonb, text) to authenticated;

-- Vendors submit only through submit_vendor_candidate, so no submission skips the required answers:
-- the insert policy keeps the candidates' and the companies' arms.
drop policy applications_insert on public.applications;
create policy applications_insert on public.applications for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or (source = 'candidate' and status = 'applied'
        and candidate_id in (select private.own_candidate_ids())
        and job_id in (select private.open_job_ids())
        and applied_by_company_id is null and applied_by_vendor_id is null)
    or (source = 'company'
        and applied_by_company_id in (select private.active_company_ids())
        and job_id in (select j.id from public.jobs j
             where j.id in (select private.staff_job_ids()) and j.company_id in (select private.active_company_ids()))
        and candidate_id in (select private.visible_candidate_ids())
        and applied_by_vendor_id is null)
  );

-- The company's application detail shows the pitch note with the source.
create or replace function private.application_fields(p_app public.applications)
returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_app.id,
    'status', p_app.status,
    'applied_at', p_app.applied_at,
    'job_id', p_app.job_id,
    'candidate_id', p_app.candidate_id,
    'source', p_app.source,
    'source_label', p_app.source_label,
    'pitch_note', p_app.pitch_note)
$$;
