-- Optional per company: before the company sees a vendor's submission, the candidate confirms by
-- an e-mailed link that the vendor may represent them for that job. While the company asks for it,
-- submit_vendor_candidate keeps the submission as a representation request instead of making the
-- application: the company has no read access to requests (row-level security), so it cannot see
-- the submission in any list, count, board or report until the candidate confirms, which makes the
-- application. Declining closes the request. The link's token is the request's id signed with a key
-- only the database knows; it works once (the request is then decided) and for 7 days.

alter table public.company_pipeline_settings
  add column confirm_vendor_submissions boolean not null default false;

create table public.representation_requests (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  job_id uuid not null references public.jobs (id) on delete cascade,
  candidate_id uuid not null references public.candidates (id) on delete cascade,
  person_id uuid not null,
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  requested_by uuid references auth.users (id) on delete set null,
  answers jsonb not null default '[]',
  pitch_note text constraint representation_requests_pitch_note_length check (char_length(pitch_note) <= 2000),
  -- lapsed: the person was put forward for the job by someone else before they confirmed.
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'declined', 'lapsed')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  decided_at timestamptz,
  application_id uuid references public.applications (id) on delete set null,
  claimed_at timestamptz,
  sent_at timestamptz
);
create index representation_requests_job_person_idx on public.representation_requests (job_id, person_id)
  where status = 'pending';
create index representation_requests_vendor_idx on public.representation_requests (vendor_id, created_at desc);
create index representation_requests_company_idx on public.representation_requests (company_id);
create index representation_requests_candidate_idx on public.representation_requests (candidate_id);
create index representation_requests_requested_by_idx on public.representation_requests (requested_by);
create index representation_requests_application_idx on public.representation_requests (application_id);
create index representation_requests_unsent_idx on public.representation_requests (created_at) where sent_at is null;

-- The submitting vendor's members follow their requests; the company reads none of them.
alter table public.representation_requests enable row level security;
create policy representation_requests_select on public.representation_requests for select to authenticated
  using (vendor_id in (select private.member_vendor_ids()) or (select private.is_platform_admin()));
revoke all on public.representation_requests from anon, authenticated;
grant select (id, company_id, job_id, candidate_id, vendor_id, requested_by, pitch_note, status, created_at,
              expires_at, decided_at, application_id)
  on public.representation_requests to authenticated;

insert into private.signing_keys (purpose, key)
values ('representation_request', extensions.gen_random_bytes(32));

create or replace function private.representation_signature(p_request_id uuid)
returns text
language sql stable security definer
set search_path = ''
as $$
  select translate(encode(extensions.hmac(convert_to(p_request_id::text, 'UTF8'), k.key, 'sha256'), 'base64'), '+/=', '-_')
  from private.signing_keys k
  where k.purpose = 'representation_request'
$$;
revoke all on function private.representation_signature(uuid) from public, anon, authenticated;

-- The request a token names, locked when asked for; refuses unknown, used and expired links.
create or replace function private.representation_request_of(p_token text, p_lock boolean)
returns public.representation_requests
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_request public.representation_requests;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$' then
    raise exception 'This confirmation link is not valid' using errcode = 'PT404';
  end if;
  v_id := split_part(p_token, '.', 1)::uuid;
  if split_part(p_token, '.', 2) is distinct from private.representation_signature(v_id) then
    raise exception 'This confirmation link is not valid' using errcode = 'PT404';
  end if;
  if p_lock then
    select r.* into v_request from public.representation_requests r where r.id = v_id for update;
  else
    select r.* into v_request from public.representation_requests r where r.id = v_id;
  end if;
  if v_request.id is null then
    raise exception 'This confirmation link is not valid' using errcode = 'PT404';
  end if;
  if v_request.status <> 'pending' then
    raise exception 'This confirmation link has already been used' using errcode = 'PT409';
  end if;
  if v_request.expires_at <= now() then
    raise exception 'This confirmation link has expired' using errcode = 'PT410';
  end if;
  return v_request;
end;
$$;
revoke all on function private.representation_request_of(text, boolean) from public, anon, authenticated;

create or replace function private.representation_request_view(p_request public.representation_requests)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'status', p_request.status,
    'first_name', (select c.first_name from public.candidates c where c.id = p_request.candidate_id),
    'job_title', (select j.title from public.jobs j where j.id = p_request.job_id),
    'company_name', (select co.name from public.companies co where co.id = p_request.company_id),
    'vendor_name', (select v.vendor_name from public.vendors v where v.id = p_request.vendor_id),
    'recruiter_name', (select nullif(btrim(tvu.first_name || ' ' || tvu.last_name), '')
                       from public.talent_vendor_users tvu where tvu.user_id = p_request.requested_by),
    'expires_at', p_request.expires_at)
$$;
revoke all on function private.representation_request_view(public.representation_requests) from public, anon, authenticated;

-- What the link's page shows before the candidate decides. No sign-in needed.
create or replace function public.get_representation_request(p_token text)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  return private.representation_request_view(private.representation_request_of(p_token, false));
end;
$$;
revoke all on function public.get_representation_request(text) from public;
grant execute on function public.get_representation_request(text) to anon, authenticated;

-- The candidate's answer. Confirming makes the application the vendor submitted (credited and
-- checked like any other); if the person was put forward for the job meanwhile, the request lapses.
create or replace function public.respond_to_representation_request(p_token text, p_confirm boolean)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_request public.representation_requests;
  v_app uuid;
  v_title text;
begin
  if p_confirm is null then
    raise exception 'Please confirm or decline' using errcode = '22023';
  end if;
  v_request := private.representation_request_of(p_token, true);
  select j.title into v_title from public.jobs j where j.id = v_request.job_id;
  if not p_confirm then
    update public.representation_requests set status = 'declined', decided_at = now()
    where id = v_request.id returning * into v_request;
    perform audit.append('ownership.declined', 'representation_request', v_request.id::text, v_request.company_id,
      jsonb_build_object('vendor_id', v_request.vendor_id, 'job_id', v_request.job_id));
    perform private.notify(v_request.requested_by, 'application_update', 'Submission declined',
      format('The candidate declined to be represented for %s; the company was not sent the submission.', v_title),
      '/talent-vendor/dashboard', jsonb_build_object('representation_request_id', v_request.id));
    return private.representation_request_view(v_request);
  end if;

  begin
    insert into public.applications (job_id, candidate_id, status, source, applied_by_vendor_id, applied_by_user_id, pitch_note)
    values (v_request.job_id, v_request.candidate_id, 'applied', 'vendor', v_request.vendor_id, v_request.requested_by,
            v_request.pitch_note)
    returning id into v_app;
  exception when unique_violation then
    update public.representation_requests set status = 'lapsed', decided_at = now()
    where id = v_request.id returning * into v_request;
    perform audit.append('ownership.lapsed', 'representation_request', v_request.id::text, v_request.company_id,
      jsonb_build_object('vendor_id', v_request.vendor_id, 'job_id', v_request.job_id));
    return private.representation_request_view(v_request);
  end;
  insert into public.job_application_answers (application_id, question_id, answer)
  select v_app, (e ->> 'question_id')::uuid, nullif(btrim(coalesce(e ->> 'answer', '')), '')
  from jsonb_array_elements(v_request.answers) e
  where exists (select 1 from public.job_questions q where q.id = (e ->> 'question_id')::uuid)
  on conflict (application_id, question_id) do update set answer = excluded.answer;
  update public.representation_requests set status = 'confirmed', decided_at = now(), application_id = v_app
  where id = v_request.id returning * into v_request;
  perform audit.append('ownership.confirmed', 'application', v_app::text, v_request.company_id,
    jsonb_build_object('vendor_id', v_request.vendor_id, 'representation_request_id', v_request.id));
  perform private.notify(v_request.requested_by, 'application_update', 'Submission confirmed',
    format('The candidate confirmed your representation for %s; the company can now see the submission.', v_title),
    '/talent-vendor/dashboard', jsonb_build_object('application_id', v_app));
  return private.representation_request_view(v_request);
end;
$$;
revoke all on function public.respond_to_representation_request(text, boolean) from public;
grant execute on function public.respond_to_representation_request(text, boolean) to anon, authenticated;

-- Claims requests whose e-mail is not sent yet for the scheduled mailer, with the link's token; a
-- claim older than ten minutes (a mailer that died) is claimed again.
create or replace function public.claim_representation_emails(p_limit integer default 50)
returns table (id uuid, recipient text, token text, first_name text, job_title text, company_name text,
               vendor_name text, recruiter_name text, expires_at timestamptz)
language sql
security definer
set search_path = ''
as $$
  with claimed as (
    update public.representation_requests r set claimed_at = now()
    where r.id in (
      select q.id from public.representation_requests q
      where q.sent_at is null and q.status = 'pending' and q.expires_at > now()
        and (q.claimed_at is null or q.claimed_at < now() - interval '10 minutes')
      order by q.created_at
      limit least(greatest(coalesce(p_limit, 50), 1), 500)
      for update skip locked)
    returning r.*
  )
  select c.id, ca.email, c.id::text || '.' || private.representation_signature(c.id), ca.first_name, j.title,
    co.name, v.vendor_name,
    (select nullif(btrim(tvu.first_name || ' ' || tvu.last_name), '') from public.talent_vendor_users tvu
     where tvu.user_id = c.requested_by),
    c.expires_at
  from claimed c
  join public.candidates ca on ca.id = c.candidate_id
  join public.jobs j on j.id = c.job_id
  join public.companies co on co.id = c.company_id
  join public.vendors v on v.id = c.vendor_id
$$;
revoke all on function public.claim_representation_emails(integer) from public, anon, authenticated;
grant execute on function public.claim_representation_emails(integer) to service_role;
grant update (claimed_at, sent_at) on public.representation_requests to service_role;

-- A vendor submission: the application at once, or a representation request when the job's
-- company asks candidates to confirm first (the id returned is then the request's).
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
      raise exception 'This candidate is already in process for this job (since %)',
        to_char(v_since at time zone 'UTC', 'Mon FMDD, YYYY') using errcode = '23505';
    end if;
    insert into public.representation_requests (company_id, job_id, candidate_id, person_id, vendor_id, requested_by,
                                                answers, pitch_note)
    values (v_company, p_job_id, p_candidate_id, v_candidate.person_id, v_vendor, v_uid,
            coalesce(p_answers, '[]'), v_pitch)
    returning id into v_id;
    perform audit.append('ownership.confirmation_requested', 'representation_request', v_id::text, v_company,
      jsonb_build_object('vendor_id', v_vendor, 'job_id', p_job_id));
    return v_id;
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

-- The company's ownership settings now include the confirmation step.
create or replace function public.get_ownership_settings()
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case when co.id is null then null else jsonb_build_object(
    'ownership_window_months', coalesce(s.ownership_window_months, 6),
    'confirm_vendor_submissions', coalesce(s.confirm_vendor_submissions, false)) end
  from (select private.current_company_id() as id) co
  left join public.company_pipeline_settings s on s.company_id = co.id
$$;

drop function public.save_ownership_settings(integer);
create or replace function public.save_ownership_settings(p_window_months integer, p_confirm_vendor_submissions boolean)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_company uuid;
  v_old public.company_pipeline_settings;
begin
  select ids.id into v_company
  from private.active_company_ids(array['company_admin', 'subscription_admin']) ids(id) limit 1;
  if v_company is null then
    raise exception 'Only company admins can change ownership settings' using errcode = '42501';
  end if;
  if p_window_months is null or p_window_months not between 1 and 24 then
    raise exception 'The ownership window must be between 1 and 24 months' using errcode = '22023';
  end if;
  if p_confirm_vendor_submissions is null then
    raise exception 'Choose whether candidates confirm vendor submissions' using errcode = '22023';
  end if;
  select s.* into v_old from public.company_pipeline_settings s where s.company_id = v_company;
  insert into public.company_pipeline_settings (company_id, rejection_reasons, ownership_window_months,
                                                confirm_vendor_submissions)
  values (v_company, private.default_rejection_reasons(), p_window_months, p_confirm_vendor_submissions)
  on conflict (company_id) do update set ownership_window_months = excluded.ownership_window_months,
    confirm_vendor_submissions = excluded.confirm_vendor_submissions;
  if coalesce(v_old.ownership_window_months, 6) <> p_window_months
     or coalesce(v_old.confirm_vendor_submissions, false) <> p_confirm_vendor_submissions then
    perform audit.append('ownership.settings_changed', 'company', v_company::text, v_company,
      jsonb_build_object('window_months', p_window_months,
                         'confirm_vendor_submissions', p_confirm_vendor_submissions));
  end if;
  return public.get_ownership_settings();
end;
$$;
revoke all on function public.save_ownership_settings(integer, boolean) from public, anon;
grant execute on function public.save_ownership_settings(integer, boolean) to authenticated;
