-- A vendor's submission refused because the person is already in process for the job is recorded
-- as an ownership conflict with the decision 'refused', when the open application is another
-- source's (a vendor resubmitting its own candidate is no conflict). The vendor is still told only
-- 'This candidate is already in process for this job (since {date})'. So that the record survives
-- a refusal that changes nothing else, submit_vendor_candidate answers the refusal (HTTP 409 with
-- the error's code and message, through PostgREST's response.status) instead of raising it, and
-- now answers a submission with its id and whether it waits for the candidate's confirmation.
-- It also takes the documents the submission sends (20261129020000_vendor_submission_documents)
-- and checks the answers by private.check_application_answers, the candidates' rule
-- (20261129030000_apply_in_one_transaction; resolved when called).

alter table public.ownership_conflicts drop constraint ownership_conflicts_decision_check;
alter table public.ownership_conflicts add constraint ownership_conflicts_decision_check
  check (decision in ('credited_to_owner', 'refused'));

-- Records the refusal (unless the open application is the vendor's own) and answers it.
create or replace function private.refuse_vendor_submission(p_job_id uuid, p_person_id uuid, p_vendor_id uuid,
                                                           p_user_id uuid, p_since timestamptz)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_first public.applications;
  v_challenger public.applications;
  v_owner public.candidate_ownerships;
  v_conflict uuid;
begin
  select a.* into v_first from public.applications a
  where a.job_id = p_job_id and a.person_id = p_person_id and private.application_is_open(a.status)
  order by a.applied_at, a.id
  limit 1;
  if v_first.id is not null
     and not (v_first.source = 'vendor' and v_first.applied_by_vendor_id is not distinct from p_vendor_id) then
    v_challenger.source := 'vendor';
    v_challenger.applied_by_vendor_id := p_vendor_id;
    v_challenger.applied_by_user_id := p_user_id;
    v_owner := private.current_ownership(v_first.company_id, p_person_id);
    insert into public.ownership_conflicts (company_id, job_id, person_id, application_id, ownership_id,
      owner_vendor_id, challenger_kind, challenger_vendor_id, challenger_user_id, challenger_label, decision)
    values (v_first.company_id, p_job_id, p_person_id, v_first.id, v_owner.id, v_owner.vendor_id, 'vendor',
      p_vendor_id, p_user_id, private.application_source_label(v_challenger), 'refused')
    returning id into v_conflict;
    perform audit.append('ownership.refused', 'application', v_first.id::text, v_first.company_id,
      jsonb_build_object('conflict_id', v_conflict, 'challenger_vendor_id', p_vendor_id,
                         'owner_vendor_id', v_owner.vendor_id, 'decision', 'refused'));
  end if;
  perform set_config('response.status', '409', true);
  return jsonb_build_object(
    'code', '23505',
    'message', format('This candidate is already in process for this job (since %s)',
                      to_char(p_since at time zone 'UTC', 'Mon FMDD, YYYY')),
    'details', null,
    'hint', null);
end;
$$;
revoke all on function private.refuse_vendor_submission(uuid, uuid, uuid, uuid, timestamptz) from public, anon, authenticated;

drop function public.submit_vendor_candidate(uuid, uuid, jsonb, text);
create or replace function public.submit_vendor_candidate(p_job_id uuid, p_candidate_id uuid,
                                                          p_answers jsonb default '[]', p_pitch_note text default null,
                                                          p_document_ids uuid[] default '{}')
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_vendor uuid;
  v_id uuid;
  v_pitch text := nullif(btrim(coalesce(p_pitch_note, '')), '');
  v_documents uuid[] := array(select distinct unnest(coalesce(p_document_ids, '{}')));
  v_company uuid;
  v_confirm boolean;
  v_candidate public.candidates;
  v_since timestamptz;
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
  -- The rule every application's answers follow (required ones, choices, ratings, and files the
  -- caller uploaded into their folder for the job).
  perform private.check_application_answers(p_job_id, p_answers);
  if char_length(v_pitch) > 2000 then
    raise exception 'The pitch note can be at most 2000 characters' using errcode = '22023';
  end if;
  perform private.check_submission_documents(v_vendor, p_candidate_id, v_documents);

  select j.company_id, coalesce(s.confirm_vendor_submissions, false) into v_company, v_confirm
  from public.jobs j left join public.company_pipeline_settings s on s.company_id = j.company_id
  where j.id = p_job_id;
  if v_confirm then
    select c.* into v_candidate from public.candidates c where c.id = p_candidate_id;
    if nullif(btrim(coalesce(v_candidate.email, '')), '') is null then
      raise exception 'This company asks candidates to confirm by e-mail before it sees a submission; add the candidate''s e-mail address first'
        using errcode = '22023';
    end if;
    -- The same lock as the one-open-application check, so a request and an application at once queue.
    perform pg_advisory_xact_lock(hashtextextended('application:' || p_job_id || ':' || v_candidate.person_id, 0));
    select min(t.since) into v_since from (
      select a.applied_at as since from public.applications a
      where a.job_id = p_job_id and a.person_id = v_candidate.person_id and private.application_is_open(a.status)
      union all
      select r.created_at from public.representation_requests r
      where r.job_id = p_job_id and r.person_id = v_candidate.person_id and r.status = 'pending' and r.expires_at > now()
    ) t;
    if v_since is not null then
      return private.refuse_vendor_submission(p_job_id, v_candidate.person_id, v_vendor, v_uid, v_since);
    end if;
    insert into public.representation_requests (company_id, job_id, candidate_id, person_id, vendor_id, requested_by,
                                                answers, pitch_note, document_ids)
    values (v_company, p_job_id, p_candidate_id, v_candidate.person_id, v_vendor, v_uid,
            coalesce(p_answers, '[]'), v_pitch, v_documents)
    returning id into v_id;
    perform audit.append('ownership.confirmation_requested', 'representation_request', v_id::text, v_company,
      jsonb_build_object('vendor_id', v_vendor, 'job_id', p_job_id));
    return jsonb_build_object('id', v_id, 'held', true);
  end if;

  -- The one open application check, under its lock, before anything is made: a refusal is
  -- answered rather than raised, so the conflict it records is kept.
  select c.* into v_candidate from public.candidates c where c.id = p_candidate_id;
  if v_candidate.person_id is not null then
    perform pg_advisory_xact_lock(hashtextextended('application:' || p_job_id || ':' || v_candidate.person_id, 0));
    select min(a.applied_at) into v_since from public.applications a
    where a.job_id = p_job_id and a.person_id = v_candidate.person_id and private.application_is_open(a.status);
    if v_since is not null then
      return private.refuse_vendor_submission(p_job_id, v_candidate.person_id, v_vendor, v_uid, v_since);
    end if;
  end if;

  insert into public.applications (job_id, candidate_id, status, source, applied_by_vendor_id, applied_by_user_id, pitch_note)
  values (p_job_id, p_candidate_id, 'applied', 'vendor', v_vendor, v_uid, v_pitch)
  returning id into v_id;
  insert into public.job_application_answers (application_id, question_id, answer)
  select v_id, (e ->> 'question_id')::uuid, nullif(btrim(coalesce(e ->> 'answer', '')), '')
  from jsonb_array_elements(p_answers) e
  on conflict (application_id, question_id) do update set answer = excluded.answer;
  insert into public.application_documents (application_id, document_id)
  select v_id, unnest(v_documents);
  return jsonb_build_object('id', v_id, 'held', false);
end;
$$;
revoke all on function public.submit_vendor_candidate(uuid, uuid, jsonb, text, uuid[]) from public, anon;
grant execute on function public.submit_vendor_candidate(uuid, uuid, jsonb, text, uuid[]) to authenticated;
