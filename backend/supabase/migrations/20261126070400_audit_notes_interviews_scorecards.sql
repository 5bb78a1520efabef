-- Notes, interviews and scorecards join the audit trail: who and when, never their content.
-- Erasing or anonymising a candidate also removes what companies wrote about them in notes and
-- scorecards (ratings and recommendations stay for the companies' statistics).

create or replace function private.audit_note()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_note public.notes := case when tg_op = 'DELETE' then old else new end;
begin
  perform audit.append(case when tg_op = 'DELETE' then 'note.deleted' else 'note.added' end,
    case when v_note.application_id is null then 'candidate' else 'application' end,
    coalesce(v_note.application_id, v_note.candidate_id)::text, v_note.company_id,
    jsonb_build_object('note_id', v_note.id));
  return null;
end;
$$;
create trigger audit_notes after insert or delete on public.notes
  for each row execute function private.audit_note();

create or replace function private.audit_interview()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_action text;
begin
  if tg_op = 'INSERT' then
    v_action := 'interview.scheduled';
  elsif new.status = 'cancelled' and old.status is distinct from 'cancelled' then
    v_action := 'interview.cancelled';
  elsif (new.starts_at, new.duration_minutes, new.interviewer_ids)
        is distinct from (old.starts_at, old.duration_minutes, old.interviewer_ids) then
    v_action := 'interview.rescheduled';
  else
    return null;
  end if;
  perform audit.append(v_action, 'application', new.application_id::text, new.company_id,
    jsonb_build_object('interview_id', new.id));
  return null;
end;
$$;
create trigger audit_interviews after insert or update on public.interviews
  for each row execute function private.audit_interview();

create or replace function private.audit_scorecard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform audit.append(case when tg_op = 'INSERT' then 'scorecard.submitted' else 'scorecard.updated' end,
    'application', new.application_id::text, new.company_id,
    jsonb_build_object('interview_id', new.interview_id));
  return null;
end;
$$;
create trigger audit_scorecards after insert or update on public.scorecards
  for each row execute function private.audit_scorecard();

revoke all on function private.audit_note(), private.audit_interview(), private.audit_scorecard()
  from public, anon, authenticated;

create or replace function private.anonymise_candidate(p_candidate_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.candidates set
    first_name = 'Erased', last_name = 'Candidate', title = null, email = null, phone = null,
    alternate_phone = null, street = null, unit = null, city = null, state = null, zip_code = null,
    country = null, work_authorization = null, experience_years = null, gender = null, bio = null,
    skills = '{}', portfolio_url = null, github_url = null, linkedin_url = null, resume_url = null,
    cover_letter_url = null, certificates = '{}', user_id = null, anonymised_at = now()
  where id = p_candidate_id;
  delete from public.job_application_answers a
  using public.applications ap
  where ap.id = a.application_id and ap.candidate_id = p_candidate_id;
  delete from public.notes where candidate_id = p_candidate_id;
  update public.scorecards s set notes = null
  from public.applications ap
  where ap.id = s.application_id and ap.candidate_id = p_candidate_id and s.notes is not null;
  perform audit.append('candidate.anonymised', 'candidate', p_candidate_id::text, null,
    jsonb_build_object('reason', p_reason));
end;
$$;
