-- Applications, their answers, merges, and candidate ownership with its conflicts and confirmations.

-- SQL function bodies may name functions defined in a later file; they are checked when called.
set local check_function_bodies = off;

create table private.application_merges (
  id bigint generated always as identity not null,
  job_id uuid not null,
  person_id uuid not null,
  kept_application_id uuid not null,
  closed_application_id uuid not null,
  closed_source text not null,
  closed_vendor_id uuid,
  status_before text not null,
  merged_at timestamptz default now() not null,
  constraint application_merges_pkey primary key (id)
);
alter table private.application_merges enable row level security;

create table public.applications (
  id uuid default gen_random_uuid() not null,
  job_id uuid not null,
  candidate_id uuid not null,
  status text default 'applied'::text not null,
  source text default 'candidate'::text not null,
  applied_by_company_id uuid,
  applied_by_vendor_id uuid,
  applied_by_user_id uuid default auth.uid(),
  applied_at timestamptz default now() not null,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  company_id uuid,
  status_changed_at timestamptz default now() not null,
  person_id uuid,
  merged_into_id uuid,
  source_label text,
  pitch_note text,
  credited_vendor_id uuid,
  constraint applications_pkey primary key (id),
  constraint applications_candidate_job_key unique (candidate_id, job_id),
  constraint applications_company_id_present check ((company_id is not null)),
  constraint applications_pitch_note_length check ((char_length(pitch_note) <= 2000)),
  constraint applications_source_check check ((source = any (array['candidate'::text, 'company'::text, 'vendor'::text]))),
  constraint applications_status_check check ((status = any (array['applied'::text, 'reviewing'::text, 'interview'::text, 'offered'::text, 'hired'::text, 'accepted'::text, 'rejected'::text, 'withdrawn'::text]))),
  constraint applications_applied_by_company_id_fkey foreign key (applied_by_company_id) references public.companies(id) on delete set null,
  constraint applications_applied_by_user_id_fkey foreign key (applied_by_user_id) references auth.users(id) on delete set null,
  constraint applications_applied_by_vendor_id_fkey foreign key (applied_by_vendor_id) references public.vendors(id) on delete set null,
  constraint applications_candidate_id_fkey foreign key (candidate_id) references public.candidates(id) on delete cascade,
  constraint applications_company_id_fkey foreign key (company_id) references public.companies(id) on delete cascade,
  constraint applications_credited_vendor_id_fkey foreign key (credited_vendor_id) references public.vendors(id) on delete set null,
  constraint applications_job_id_fkey foreign key (job_id) references public.jobs(id) on delete cascade,
  constraint applications_merged_into_id_fkey foreign key (merged_into_id) references public.applications(id) on delete set null
);
alter table public.applications enable row level security;
revoke all on public.applications from public, anon, authenticated, service_role;
grant all on public.applications to service_role;
grant insert, select, delete on public.applications to authenticated;
create index if not exists applications_applied_at_idx on public.applications (applied_at desc);
create index applications_applied_by_company_id_idx on public.applications (applied_by_company_id);
create index applications_applied_by_user_id_idx on public.applications (applied_by_user_id);
create index applications_applied_by_vendor_id_idx on public.applications (applied_by_vendor_id);
create index applications_candidate_applied_idx on public.applications (candidate_id, applied_at desc);
-- The policy's columns ride along so the count is an index-only scan.
create index applications_company_applied_at_idx
  on public.applications (company_id, applied_at desc, id) include (job_id, candidate_id, applied_by_vendor_id);
create index applications_credited_vendor_idx on public.applications (credited_vendor_id)
  where credited_vendor_id is not null;
create index applications_job_id_idx on public.applications (job_id);
-- Board order inside a column: the latest arrivals in the stage first.
create index applications_job_stage_idx
  on public.applications (job_id, status, status_changed_at desc, id desc)
  include (candidate_id, source, applied_by_vendor_id, applied_at);
create index applications_merged_into_id_idx on public.applications (merged_into_id) where merged_into_id is not null;
create unique index applications_one_active_per_person_idx on public.applications (job_id, person_id)
  where status not in ('rejected', 'withdrawn');
create index applications_person_job_idx on public.applications (person_id, job_id);
create index if not exists applications_visibility_idx
  on public.applications (job_id, candidate_id, applied_by_vendor_id);

-- One row per ownership: the vendor, the person, the company and when it began. It lasts the
-- company's window from its start (a changed window applies to running ownerships too); a new one
-- begins only when none is running, so ownerships of one person at one company never overlap.
create table public.candidate_ownerships (
  id uuid default gen_random_uuid() not null,
  company_id uuid not null,
  person_id uuid not null,
  vendor_id uuid not null,
  application_id uuid,
  starts_at timestamptz default now() not null,
  constraint candidate_ownerships_pkey primary key (id),
  constraint candidate_ownerships_application_id_fkey foreign key (application_id) references public.applications(id) on delete set null,
  constraint candidate_ownerships_company_id_fkey foreign key (company_id) references public.companies(id) on delete cascade,
  constraint candidate_ownerships_vendor_id_fkey foreign key (vendor_id) references public.vendors(id) on delete cascade
);
alter table public.candidate_ownerships enable row level security;
revoke all on public.candidate_ownerships from public, anon, authenticated, service_role;
grant all on public.candidate_ownerships to service_role;
grant select on public.candidate_ownerships to authenticated;
create index candidate_ownerships_application_idx on public.candidate_ownerships (application_id);
create index candidate_ownerships_person_idx on public.candidate_ownerships (company_id, person_id, starts_at desc);
create index candidate_ownerships_vendor_idx on public.candidate_ownerships (vendor_id);

-- The company Applications list shows how many applications the caller may see. Counting them
-- under row-level security read every one of a large company's index entries on each page view
-- (50,000 at the scale seed, about 7 ms of database CPU per call), so the database keeps the
-- number per company, for its admins, and per job, for staff who see some of its jobs.
create table private.company_application_counts (
  company_id uuid not null,
  applications integer not null,
  constraint company_application_counts_pkey primary key (company_id),
  constraint company_application_counts_applications_check check ((applications >= 0)),
  constraint company_application_counts_company_id_fkey foreign key (company_id) references public.companies(id) on delete cascade
);
alter table private.company_application_counts enable row level security;
revoke all on private.company_application_counts from public, anon, authenticated, service_role;

create table public.job_application_answers (
  id uuid default gen_random_uuid() not null,
  application_id uuid not null,
  question_id uuid not null,
  answer text,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint job_application_answers_pkey primary key (id),
  constraint job_application_answers_application_question_key unique (application_id, question_id),
  constraint job_application_answers_application_id_fkey foreign key (application_id) references public.applications(id) on delete cascade,
  constraint job_application_answers_question_id_fkey foreign key (question_id) references public.job_questions(id) on delete cascade
);
alter table public.job_application_answers enable row level security;
revoke all on public.job_application_answers from public, anon, authenticated, service_role;
grant all on public.job_application_answers to service_role;
grant insert, select, update, delete on public.job_application_answers to authenticated;
-- Answers are looked up by the file's path.
create index if not exists job_application_answers_answer_idx
  on public.job_application_answers (answer) where answer like '%/%';
create index job_application_answers_question_id_idx on public.job_application_answers (question_id);

create table public.ownership_conflicts (
  id uuid default gen_random_uuid() not null,
  company_id uuid not null,
  job_id uuid,
  person_id uuid not null,
  application_id uuid,
  ownership_id uuid,
  owner_vendor_id uuid,
  challenger_kind text not null,
  challenger_vendor_id uuid,
  challenger_user_id uuid,
  challenger_label text not null,
  decision text default 'credited_to_owner'::text not null,
  created_at timestamptz default now() not null,
  constraint ownership_conflicts_pkey primary key (id),
  constraint ownership_conflicts_challenger_kind_check check ((challenger_kind = any (array['vendor'::text, 'company'::text, 'candidate'::text]))),
  constraint ownership_conflicts_decision_check check ((decision = 'credited_to_owner'::text)),
  constraint ownership_conflicts_application_id_fkey foreign key (application_id) references public.applications(id) on delete set null,
  constraint ownership_conflicts_challenger_user_id_fkey foreign key (challenger_user_id) references auth.users(id) on delete set null,
  constraint ownership_conflicts_challenger_vendor_id_fkey foreign key (challenger_vendor_id) references public.vendors(id) on delete set null,
  constraint ownership_conflicts_company_id_fkey foreign key (company_id) references public.companies(id) on delete cascade,
  constraint ownership_conflicts_job_id_fkey foreign key (job_id) references public.jobs(id) on delete set null,
  constraint ownership_conflicts_owner_vendor_id_fkey foreign key (owner_vendor_id) references public.vendors(id) on delete set null,
  constraint ownership_conflicts_ownership_id_fkey foreign key (ownership_id) references public.candidate_ownerships(id) on delete set null
);
alter table public.ownership_conflicts enable row level security;
revoke all on public.ownership_conflicts from public, anon, authenticated, service_role;
grant all on public.ownership_conflicts to service_role;
grant select on public.ownership_conflicts to authenticated;
create index ownership_conflicts_application_idx on public.ownership_conflicts (application_id);
create index ownership_conflicts_challenger_user_idx on public.ownership_conflicts (challenger_user_id);
create index ownership_conflicts_challenger_vendor_idx on public.ownership_conflicts (challenger_vendor_id);
create index ownership_conflicts_company_idx on public.ownership_conflicts (company_id, created_at desc, id desc);
create index ownership_conflicts_job_idx on public.ownership_conflicts (job_id);
create index ownership_conflicts_owner_idx on public.ownership_conflicts (owner_vendor_id);
create index ownership_conflicts_ownership_idx on public.ownership_conflicts (ownership_id);

create table public.representation_requests (
  id uuid default gen_random_uuid() not null,
  company_id uuid not null,
  job_id uuid not null,
  candidate_id uuid not null,
  person_id uuid not null,
  vendor_id uuid not null,
  requested_by uuid,
  answers jsonb default '[]'::jsonb not null,
  pitch_note text,
  status text default 'pending'::text not null,
  created_at timestamptz default now() not null,
  expires_at timestamptz default (now() + '7 days'::interval) not null,
  decided_at timestamptz,
  application_id uuid,
  claimed_at timestamptz,
  sent_at timestamptz,
  constraint representation_requests_pkey primary key (id),
  constraint representation_requests_pitch_note_length check ((char_length(pitch_note) <= 2000)),
  constraint representation_requests_status_check check ((status = any (array['pending'::text, 'confirmed'::text, 'declined'::text, 'lapsed'::text]))),
  constraint representation_requests_application_id_fkey foreign key (application_id) references public.applications(id) on delete set null,
  constraint representation_requests_candidate_id_fkey foreign key (candidate_id) references public.candidates(id) on delete cascade,
  constraint representation_requests_company_id_fkey foreign key (company_id) references public.companies(id) on delete cascade,
  constraint representation_requests_job_id_fkey foreign key (job_id) references public.jobs(id) on delete cascade,
  constraint representation_requests_requested_by_fkey foreign key (requested_by) references auth.users(id) on delete set null,
  constraint representation_requests_vendor_id_fkey foreign key (vendor_id) references public.vendors(id) on delete cascade
);
alter table public.representation_requests enable row level security;
revoke all on public.representation_requests from public, anon, authenticated, service_role;
grant all on public.representation_requests to service_role;
grant select (id, company_id, job_id, candidate_id, vendor_id, requested_by, pitch_note, status, created_at, expires_at, decided_at, application_id)
  on public.representation_requests to authenticated;
grant update (claimed_at, sent_at)
  on public.representation_requests to service_role;
create index representation_requests_application_idx on public.representation_requests (application_id);
create index representation_requests_candidate_idx on public.representation_requests (candidate_id);
create index representation_requests_company_idx on public.representation_requests (company_id);
create index representation_requests_job_person_idx on public.representation_requests (job_id, person_id)
  where status = 'pending';
create index representation_requests_requested_by_idx on public.representation_requests (requested_by);
create index representation_requests_unsent_idx on public.representation_requests (created_at) where sent_at is null;
create index representation_requests_vendor_idx on public.representation_requests (vendor_id, created_at desc);

-- The job's questions in order, each with the application's answer. This and application_fields
-- are only called by the helpers below, after their own checks.
create or replace function private.application_answers(p_application_id uuid, p_job_id uuid)
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select coalesce(jsonb_agg(jsonb_build_object(
           'question_id', q.id,
           'question', q.question,
           'question_type', q.question_type,
           'is_required', q.is_required,
           'answer', ans.answer)
         order by q.position, q.id), '[]'::jsonb)
  from public.job_questions q
  left join public.job_application_answers ans
    on ans.application_id = p_application_id and ans.question_id = q.id
  where q.job_id = p_job_id

);
end$function$;
revoke all on function private.application_answers(uuid,uuid) from public, anon, authenticated, service_role;

-- The company's application detail shows the pitch note with the source.
create or replace function private.application_fields(p_app public.applications)
 returns jsonb
 language sql
 stable
 set search_path TO ''
as $function$
  select jsonb_build_object(
    'id', p_app.id,
    'status', p_app.status,
    'applied_at', p_app.applied_at,
    'job_id', p_app.job_id,
    'candidate_id', p_app.candidate_id,
    'source', p_app.source,
    'source_label', p_app.source_label,
    'pitch_note', p_app.pitch_note)
$function$;
revoke all on function private.application_fields(public.applications) from public, anon, authenticated, service_role;

create or replace function private.application_is_open(p_status text)
 returns boolean
 language sql
 immutable PARALLEL SAFE
 set search_path TO ''
as $function$
  select p_status not in ('rejected', 'withdrawn')
$function$;
revoke all on function private.application_is_open(text) from public, anon, authenticated, service_role;

-- Scores of the applications the caller can read, for sorting a job's applicants by match.
create or replace function private.application_scores(p_application_ids uuid[])
 returns TABLE(application_id uuid, score smallint)
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select a.id, v.score
  from public.applications a
  join private.match_view v on v.job_id = a.job_id and v.candidate_id = a.candidate_id
  where a.id = any (p_application_ids)
$function$;
revoke all on function private.application_scores(uuid[]) from public, anon, authenticated, service_role;
grant execute on function private.application_scores(uuid[]) to authenticated;

-- How the company names where an application came from: 'Direct', 'Company-managed', or the
-- vendor's name and the recruiter who submitted it.
create or replace function private.application_source_label(p_app public.applications)
 returns text
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select case p_app.source
    when 'candidate' then 'Direct'
    when 'company' then 'Company-managed'
    else coalesce(
      (select v.vendor_name from public.vendors v where v.id = p_app.applied_by_vendor_id), 'Vendor')
      || coalesce(' · ' || (
        select nullif(btrim(tvu.first_name || ' ' || tvu.last_name), '')
        from public.talent_vendor_users tvu where tvu.user_id = p_app.applied_by_user_id), '')
  end

);
end$function$;
revoke all on function private.application_source_label(public.applications) from public, anon, authenticated, service_role;

-- Applications: the job's owner and assignee hear of a new one; the candidate hears of a stage
-- change, and the submitting vendor only of a change of the stage it sees, in its words (the
-- vendor stage helpers of 20261129010000_vendor_visible_stages, resolved when the trigger runs);
-- every party's screens are told to refresh.
create or replace function private.applications_live()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_row public.applications := case when tg_op = 'DELETE' then old else new end;
  v_job record;
  v_candidate record;
  v_user uuid;
  v_visible text[];
  v_old_stage text;
  v_new_stage text;
begin
  select j.id, j.title, j.company_id, j.created_by, ja.assigned_to_user_id into v_job
  from public.jobs j left join public.job_assignments ja on ja.job_id = j.id
  where j.id = v_row.job_id;
  select c.user_id, c.first_name, c.last_name into v_candidate from public.candidates c where c.id = v_row.candidate_id;

  if tg_op = 'UPDATE' and new.applied_by_vendor_id is not null then
    v_visible := private.vendor_stages_of(new.company_id);
    v_old_stage := private.vendor_stage_of(old, v_visible);
    -- The history row of this move is written after this trigger: the status left is old's.
    v_new_stage := private.vendor_stage(new.status,
      case when new.status = 'rejected' and old.status <> 'rejected' then old.status
           when new.status = 'rejected' then private.status_before_rejection(new.id) end,
      v_visible);
  end if;

  if tg_op = 'INSERT' then
    for v_user in select distinct u from unnest(array[v_job.created_by, v_job.assigned_to_user_id]) as u where u is not null loop
      perform private.notify(v_user, 'new_application', 'New application',
        format('%s applied to %s.', btrim(concat_ws(' ', v_candidate.first_name, v_candidate.last_name)), v_job.title),
        '/company/application/' || new.id,
        jsonb_build_object('application_id', new.id, 'job_id', new.job_id));
    end loop;
  elsif tg_op = 'UPDATE' and new.status is distinct from old.status then
    perform private.notify(v_candidate.user_id, 'application_update', 'Application update',
      format('Your application for %s is now %s.', v_job.title, private.status_label(new.status)),
      '/candidate/application/' || new.id,
      jsonb_build_object('application_id', new.id, 'job_id', new.job_id, 'status', new.status));
    if new.applied_by_vendor_id is not null and v_new_stage is distinct from v_old_stage then
      for v_user in
        select u from private.vendor_admin_user_ids(new.applied_by_vendor_id) as u
        union
        select tvu.user_id from public.talent_vendor_users tvu
        where tvu.user_id = new.applied_by_user_id and tvu.vendor_id = new.applied_by_vendor_id
      loop
        perform private.notify(v_user, 'application_update', 'Submission update',
          format('%s for %s is now %s.', btrim(concat_ws(' ', v_candidate.first_name, v_candidate.last_name)), v_job.title,
            private.vendor_stage_label(v_new_stage)),
          '/talent-vendor/dashboard',
          jsonb_build_object('application_id', new.id, 'job_id', new.job_id, 'stage', v_new_stage));
      end loop;
    end if;
  end if;

  if v_job.company_id is not null then
    perform private.signal('company:' || v_job.company_id, 'applications', tg_op);
  end if;
  if v_candidate.user_id is not null then
    perform private.signal('user:' || v_candidate.user_id, 'applications', tg_op,
      jsonb_build_object('id', v_row.id, 'status', v_row.status));
  end if;
  if v_row.applied_by_vendor_id is not null
     and (tg_op <> 'UPDATE' or v_new_stage is distinct from v_old_stage
          or new.applied_by_vendor_id is distinct from old.applied_by_vendor_id) then
    perform private.signal('vendor:' || v_row.applied_by_vendor_id, 'applications', tg_op);
  end if;
  return null;
end;
$function$;
revoke all on function private.applications_live() from public, anon, authenticated, service_role;

-- Staff of the job's company who read its applications: company and subscription admins, and
-- the others for the jobs the team hierarchy shows them.
create or replace function private.can_see_job_applications(p_job_id uuid)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return (
  select private.staff_sees_job(p_job_id) or (select private.is_platform_admin())

);
end$function$;
revoke all on function private.can_see_job_applications(uuid) from public, anon, authenticated, service_role;
grant execute on function private.can_see_job_applications(uuid) to authenticated, service_role;

-- The candidate's application detail: their own applications and those made for them, with who
-- submitted it.
create or replace function private.candidate_application_detail(p_user_id uuid, p_application_id uuid)
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_app public.applications;
begin
  perform private.assert_candidate_data_caller(p_user_id);
  select a.* into v_app
  from public.applications a
  where a.id = p_application_id and a.candidate_id in (select private.user_candidate_ids(p_user_id));
  if v_app.id is null then
    return null;
  end if;
  return private.application_fields(v_app) || jsonb_build_object(
    'submitted_by', case when v_app.source = 'candidate' then null
                         when v_app.source = 'company' then (select co.name from public.companies co where co.id = v_app.company_id)
                         else private.application_source_label(v_app) end,
    'job', (select private.job_card(j) from public.jobs j where j.id = v_app.job_id),
    'answers', private.application_answers(v_app.id, v_app.job_id));
end;
$function$;
revoke all on function private.candidate_application_detail(uuid,uuid) from public, anon, authenticated, service_role;
grant execute on function private.candidate_application_detail(uuid,uuid) to authenticated, service_role;

-- The number of the company's applications the caller may see, as the applications select
-- policy decides for company staff and platform admins: every application of the company for its
-- admins and platform admins, those to the jobs their team position shows them for the others,
-- and none for anyone outside the company.
create or replace function private.company_application_count(p_company_id uuid)
 returns bigint
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select case
    when p_company_id = any (array(select private.company_ids_with_role(array['company_admin', 'subscription_admin'])))
      or (select private.is_platform_admin())
    then (select c.applications from private.company_application_counts c where c.company_id = p_company_id)
    else (select sum(c.applications) from private.job_application_counts c
          join public.jobs j on j.id = c.job_id
          where j.company_id = p_company_id and c.job_id in (select private.staff_job_ids()))
  end::bigint

);
end$function$;
revoke all on function private.company_application_count(uuid) from public, anon, authenticated, service_role;
grant execute on function private.company_application_count(uuid) to authenticated, service_role;

-- Company staff: the application, its candidate, job and answers, or null when the caller may not
-- see it. Allowed when the job belongs to the caller's company and the caller sees it as the jobs
-- policy decides for staff (platform admin, company or subscription admin, its author, or the team
-- hierarchy, partner and vendor sharing of private.visible_job_ids).
create or replace function private.company_application_detail(p_application_id uuid)
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_uid uuid := (select auth.uid());
  v_app public.applications;
  v_job public.jobs;
begin
  if v_uid is null then
    return null;
  end if;
  select a.* into v_app from public.applications a where a.id = p_application_id;
  if v_app.id is null then
    return null;
  end if;
  select j.* into v_job from public.jobs j
  where j.id = v_app.job_id and j.company_id = private.current_company_id();
  if v_job.id is null then
    return null;
  end if;
  -- Cheapest checks first: owners and admins need not build the hierarchy's job list.
  if not (private.is_platform_admin()
          or v_job.company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin']))
          or v_job.created_by = v_uid
          or v_job.id in (select private.visible_job_ids())) then
    return null;
  end if;
  return private.application_fields(v_app) || jsonb_build_object(
    'applied_by_company_id', v_app.applied_by_company_id,
    'candidate', (select to_jsonb(c) from public.candidates c where c.id = v_app.candidate_id),
    'job', jsonb_build_object(
      'id', v_job.id,
      'title', v_job.title,
      'description', v_job.description,
      'location', v_job.location,
      'job_type', v_job.job_type,
      'experience_level', v_job.experience_level,
      'salary_min', v_job.salary_min,
      'salary_max', v_job.salary_max,
      'status', v_job.status,
      'company_id', v_job.company_id,
      'created_at', v_job.created_at),
    'answers', private.application_answers(v_app.id, v_app.job_id));
end;
$function$;
revoke all on function private.company_application_detail(uuid) from public, anon, authenticated, service_role;
grant execute on function private.company_application_detail(uuid) to authenticated, service_role;

-- Statement triggers see a bulk insert or delete once; rows are locked in key order, jobs before
-- companies, so two concurrent statements touching the same rows wait for each other instead of
-- deadlocking. (The company comes from the job, set before the row is written.)
create or replace function private.count_added_applications()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  insert into private.job_application_counts as c (job_id, applications)
  select job_id, count(*) from added group by job_id order by job_id
  on conflict (job_id) do update set applications = c.applications + excluded.applications;
  insert into private.company_application_counts as c (company_id, applications)
  select company_id, count(*) from added group by company_id order by company_id
  on conflict (company_id) do update set applications = c.applications + excluded.applications;
  return null;
end;
$function$;
revoke all on function private.count_added_applications() from public, anon, authenticated, service_role;

create or replace function private.count_moved_application()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if old.job_id is distinct from new.job_id then
    update private.job_application_counts set applications = applications - 1 where job_id = old.job_id;
    insert into private.job_application_counts as c (job_id, applications) values (new.job_id, 1)
    on conflict (job_id) do update set applications = c.applications + 1;
  end if;
  if old.company_id is distinct from new.company_id then
    update private.company_application_counts set applications = applications - 1
    where company_id = old.company_id;
    insert into private.company_application_counts as c (company_id, applications) values (new.company_id, 1)
    on conflict (company_id) do update set applications = c.applications + 1;
  end if;
  return null;
end;
$function$;
revoke all on function private.count_moved_application() from public, anon, authenticated, service_role;

create or replace function private.count_removed_applications()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  -- A job or company deleted in the same statement has already taken its count with it.
  update private.job_application_counts c set applications = c.applications - r.n
  from (select job_id, count(*) as n from removed group by job_id order by job_id) r
  where c.job_id = r.job_id;
  update private.company_application_counts c set applications = c.applications - r.n
  from (select company_id, count(*) as n from removed group by company_id order by company_id) r
  where c.company_id = r.company_id;
  return null;
end;
$function$;
revoke all on function private.count_removed_applications() from public, anon, authenticated, service_role;

-- Before insert (named to run after the person, the company and the one-open-application check
-- are settled): decides whom the application is credited to. The lock per company and person makes
-- two submissions at once queue, so only one of them can begin an ownership.
create or replace function private.credit_application()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_owner public.candidate_ownerships;
begin
  new.credited_vendor_id := null;
  if new.person_id is null or new.company_id is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('ownership:' || new.company_id || ':' || new.person_id, 0));
  v_owner := private.current_ownership(new.company_id, new.person_id);
  new.credited_vendor_id := coalesce(v_owner.vendor_id, case when new.source = 'vendor' then new.applied_by_vendor_id end);
  return new;
end;
$function$;
revoke all on function private.credit_application() from public, anon, authenticated, service_role;

-- The ownership running for a person at a company now, if any.
create or replace function private.current_ownership(p_company_id uuid, p_person_id uuid)
 returns public.candidate_ownerships
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select o.* from public.candidate_ownerships o
  where o.company_id = p_company_id and o.person_id = p_person_id
    and o.starts_at > now() - private.ownership_window(p_company_id)
  order by o.starts_at desc
  limit 1
$function$;
revoke all on function private.current_ownership(uuid,uuid) from public, anon, authenticated, service_role;

create or replace function private.guard_applications()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  if private.is_guarded_caller() then
    if tg_op = 'INSERT' then
      new.applied_by_user_id := auth.uid();
      new.applied_at := now();
    elsif new.job_id is distinct from old.job_id or new.candidate_id is distinct from old.candidate_id
       or new.source is distinct from old.source
       or new.applied_by_company_id is distinct from old.applied_by_company_id
       or new.applied_by_vendor_id is distinct from old.applied_by_vendor_id then
      raise exception 'Only the status of an application can change' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$function$;
revoke all on function private.guard_applications() from public, anon, authenticated, service_role;
grant execute on function private.guard_applications() to authenticated, service_role;

-- A candidate who applies again to a job they applied to themselves is told so in the spec's words
-- ('You have already applied for this job'); one whom a company or vendor already put forward is
-- told they are in process and shown that application, as before.
create or replace function private.guard_one_active_application()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_first public.applications;
  v_since text;
begin
  if not private.application_is_open(new.status) or new.person_id is null then
    return new;
  end if;
  if tg_op = 'UPDATE' and private.application_is_open(old.status)
     and old.job_id = new.job_id and old.person_id = new.person_id then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('application:' || new.job_id || ':' || new.person_id, 0));
  select a.* into v_first from public.applications a
  where a.job_id = new.job_id and a.person_id = new.person_id and a.id <> new.id
    and private.application_is_open(a.status)
  order by a.applied_at, a.id
  limit 1;
  if v_first.id is null then
    return new;
  end if;
  v_since := to_char(v_first.applied_at at time zone 'UTC', 'Mon FMDD, YYYY');
  if new.source = 'vendor' then
    raise exception 'This candidate is already in process for this job (since %)', v_since
      using errcode = '23505';
  elsif new.source = 'candidate'
     and exists (select 1 from public.candidates c where c.id = new.candidate_id and c.user_id = (select auth.uid())) then
    if v_first.source = 'candidate'
       and exists (select 1 from public.candidates c where c.id = v_first.candidate_id and c.user_id = (select auth.uid())) then
      -- Their own earlier application: the spec's words for applying twice.
      raise exception 'You have already applied for this job' using errcode = '23505';
    end if;
    raise exception 'You are already in process for this job (since %)', v_since
      using errcode = '23505', hint = v_first.id::text;
  end if;
  raise exception 'This candidate is already in process for this job (since %): %, now %', v_since,
    case v_first.source
      when 'candidate' then 'applied directly'
      when 'company' then 'added by the company'
      else 'submitted by ' || private.application_source_label(v_first)
    end,
    private.status_label(v_first.status)
    using errcode = '23505', hint = v_first.id::text;
end;
$function$;
revoke all on function private.guard_one_active_application() from public, anon, authenticated, service_role;

-- Only the candidate withdraws (through withdraw_application, whose definer rights pass this
-- check), and nobody sets or leaves 'withdrawn' through the API.
create or replace function private.guard_withdrawal()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  if private.is_guarded_caller()
     and new.status is distinct from old.status
     and (new.status = 'withdrawn' or old.status = 'withdrawn') then
    raise exception 'Only the candidate can withdraw an application, and a withdrawn application stays withdrawn'
      using errcode = '42501';
  end if;
  return new;
end;
$function$;
revoke all on function private.guard_withdrawal() from public, anon, authenticated, service_role;

create or replace function private.move_candidate_applications()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  update public.applications set person_id = new.person_id where candidate_id = new.id;
  return null;
end;
$function$;
revoke all on function private.move_candidate_applications() from public, anon, authenticated, service_role;

-- Keeps the copy true if a job ever moves to another company.
create or replace function private.move_job_applications()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  update public.applications set company_id = new.company_id where job_id = new.id;
  return null;
end;
$function$;
revoke all on function private.move_job_applications() from public, anon, authenticated, service_role;

-- The company's admins and the job's owner and assignee.
create or replace function private.ownership_conflict_recipients(p_company_id uuid, p_job_id uuid)
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return query 
  select cu.user_id from public.company_users cu
  where cu.company_id = p_company_id and cu.role in ('company_admin', 'subscription_admin')
  union
  select j.created_by from public.jobs j where j.id = p_job_id and j.created_by is not null
  union
  select ja.assigned_to_user_id from public.job_assignments ja
  where ja.job_id = p_job_id and ja.assigned_to_user_id is not null

;
end$function$;
revoke all on function private.ownership_conflict_recipients(uuid,uuid) from public, anon, authenticated, service_role;

-- The company's ownership window (its setting, else six months).
create or replace function private.ownership_window(p_company_id uuid)
 returns interval
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select make_interval(months => coalesce(
    (select s.ownership_window_months from public.company_pipeline_settings s where s.company_id = p_company_id), 6))

);
end$function$;
revoke all on function private.ownership_window(uuid) from public, anon, authenticated, service_role;

-- Recounts from the applications themselves: after a bulk load that bypassed the triggers, and
-- here to start from the applications already stored.
create or replace function private.rebuild_application_counts()
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  lock table private.job_application_counts, private.company_application_counts in exclusive mode;
  delete from private.job_application_counts;
  insert into private.job_application_counts (job_id, applications)
  select a.job_id, count(*) from public.applications a group by a.job_id;
  delete from private.company_application_counts;
  insert into private.company_application_counts (company_id, applications)
  select a.company_id, count(*) from public.applications a group by a.company_id;
end;
$function$;
revoke all on function private.rebuild_application_counts() from public, anon, authenticated, service_role;

-- After insert: begins the ownership of a vendor's first submission, or records the conflict when
-- the application is credited to a vendor other than the one that made it; audits either decision.
create or replace function private.record_application_credit()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_owner public.candidate_ownerships;
  v_conflict public.ownership_conflicts;
  v_owner_name text;
  v_job_title text;
  v_user uuid;
begin
  if new.credited_vendor_id is null then
    return null;
  end if;
  v_owner := private.current_ownership(new.company_id, new.person_id);
  if v_owner.id is null then
    insert into public.candidate_ownerships (company_id, person_id, vendor_id, application_id)
    values (new.company_id, new.person_id, new.credited_vendor_id, new.id)
    returning * into v_owner;
    perform audit.append('ownership.started', 'application', new.id::text, new.company_id,
      jsonb_build_object('vendor_id', v_owner.vendor_id, 'person_id', new.person_id,
                         'until', (v_owner.starts_at + private.ownership_window(new.company_id))::date));
    return null;
  end if;
  if new.source = 'vendor' and new.applied_by_vendor_id = v_owner.vendor_id then
    perform audit.append('ownership.credited', 'application', new.id::text, new.company_id,
      jsonb_build_object('vendor_id', v_owner.vendor_id, 'ownership_id', v_owner.id));
    return null;
  end if;

  insert into public.ownership_conflicts (company_id, job_id, person_id, application_id, ownership_id,
    owner_vendor_id, challenger_kind, challenger_vendor_id, challenger_user_id, challenger_label)
  values (new.company_id, new.job_id, new.person_id, new.id, v_owner.id, v_owner.vendor_id, new.source,
    case when new.source = 'vendor' then new.applied_by_vendor_id end,
    coalesce(new.applied_by_user_id, (select auth.uid())),
    coalesce(new.source_label, private.application_source_label(new)))
  returning * into v_conflict;
  perform audit.append('ownership.conflict', 'application', new.id::text, new.company_id,
    jsonb_build_object('conflict_id', v_conflict.id, 'owner_vendor_id', v_owner.vendor_id,
                       'challenger', new.source, 'challenger_vendor_id', v_conflict.challenger_vendor_id,
                       'decision', v_conflict.decision));

  select v.vendor_name into v_owner_name from public.vendors v where v.id = v_owner.vendor_id;
  select j.title into v_job_title from public.jobs j where j.id = new.job_id;
  for v_user in select private.ownership_conflict_recipients(new.company_id, new.job_id) loop
    perform private.notify(v_user, 'ownership_conflict', 'Ownership conflict',
      format('%s put forward a candidate %s represents for %s; the application is credited to %s.',
             v_conflict.challenger_label, coalesce(v_owner_name, 'another vendor'), coalesce(v_job_title, 'a job'),
             coalesce(v_owner_name, 'the owning vendor')),
      '/company/ownership', jsonb_build_object('conflict_id', v_conflict.id, 'application_id', new.id));
  end loop;
  return null;
end;
$function$;
revoke all on function private.record_application_credit() from public, anon, authenticated, service_role;

-- Whether one job takes applications: the open jobs' rule (published, open or active, not
-- expired, of an approved company) for one id, which apply_to_job checks instead of building the
-- set of every open job. PL/pgSQL, so each session keeps its plan.
create or replace function private.job_takes_applications(p_job_id uuid)
returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return exists (
    select 1
    from public.jobs j
    join public.companies c on c.id = j.company_id
    where j.id = p_job_id
      and c.is_approved
      and j.status in ('published', 'open', 'active')
      and (j.expires_at is null or j.expires_at > now()));
end
$$;
revoke all on function private.job_takes_applications(uuid) from public, anon, authenticated;

-- The entries of a new application: its submission on the applied date, and its first stage when
-- it starts further along (a company may file a candidate straight into review). PL/pgSQL, so each
-- session keeps its plan.
create or replace function private.record_application_start(p_application public.applications, p_actor uuid)
 returns void
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  insert into public.application_stage_history (application_id, from_status, to_status, actor_id, created_at)
  select p_application.id, null, 'applied', p_actor, p_application.applied_at
  union all
  select p_application.id, 'applied', p_application.status, p_actor, p_application.status_changed_at
  where p_application.status <> 'applied';
end
$function$;
revoke all on function private.record_application_start(public.applications,uuid) from public, anon, authenticated, service_role;

-- The request a token names, locked when asked for; refuses unknown, used and expired links.
create or replace function private.representation_request_of(p_token text, p_lock boolean)
 returns public.representation_requests
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_id uuid;
  v_request public.representation_requests;
begin
  v_id := private.signed_link_id('representation_request', p_token);
  if v_id is null then
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
$function$;
revoke all on function private.representation_request_of(text,boolean) from public, anon, authenticated, service_role;

create or replace function private.representation_request_view(p_request public.representation_requests)
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select jsonb_build_object(
    'status', p_request.status,
    'first_name', (select c.first_name from public.candidates c where c.id = p_request.candidate_id),
    'job_title', (select j.title from public.jobs j where j.id = p_request.job_id),
    'company_name', (select co.name from public.companies co where co.id = p_request.company_id),
    'vendor_name', (select v.vendor_name from public.vendors v where v.id = p_request.vendor_id),
    'recruiter_name', (select nullif(btrim(tvu.first_name || ' ' || tvu.last_name), '')
                       from public.talent_vendor_users tvu where tvu.user_id = p_request.requested_by),
    'expires_at', p_request.expires_at)

);
end$function$;
revoke all on function private.representation_request_view(public.representation_requests) from public, anon, authenticated, service_role;

create or replace function private.set_application_company()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  -- Definer rights: the caller (a candidate or vendor) may not be able to read the job itself.
  select j.company_id into new.company_id from public.jobs j where j.id = new.job_id;
  return new;
end;
$function$;
revoke all on function private.set_application_company() from public, anon, authenticated, service_role;

create or replace function private.set_application_person()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  -- Definer rights: a vendor or candidate may not read every record of the person.
  select c.person_id into new.person_id from public.candidates c where c.id = new.candidate_id;
  return new;
end;
$function$;
revoke all on function private.set_application_person() from public, anon, authenticated, service_role;

create or replace function private.set_application_source_label()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if tg_op = 'INSERT' then
    new.source_label := private.application_source_label(new);
  elsif new.source is distinct from old.source or new.applied_by_vendor_id is distinct from old.applied_by_vendor_id then
    new.source_label := private.application_source_label(new);
  else
    new.source_label := old.source_label;
  end if;
  return new;
end;
$function$;
revoke all on function private.set_application_source_label() from public, anon, authenticated, service_role;

-- Claims requests whose e-mail is not sent yet for the scheduled mailer, with the link's token; a
-- claim older than ten minutes (a mailer that died) is claimed again.
create or replace function public.claim_representation_emails(p_limit integer DEFAULT 50)
 returns TABLE(id uuid, recipient text, token text, first_name text, job_title text, company_name text, vendor_name text, recruiter_name text, expires_at timestamp with time zone)
 language sql
 security definer
 set search_path TO ''
as $function$
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
  select c.id, ca.email, private.signed_link_token('representation_request', c.id), ca.first_name, j.title,
    co.name, v.vendor_name,
    (select nullif(btrim(tvu.first_name || ' ' || tvu.last_name), '') from public.talent_vendor_users tvu
     where tvu.user_id = c.requested_by),
    c.expires_at
  from claimed c
  join public.candidates ca on ca.id = c.candidate_id
  join public.jobs j on j.id = c.job_id
  join public.companies co on co.id = c.company_id
  join public.vendors v on v.id = c.vendor_id
$function$;
revoke all on function public.claim_representation_emails(integer) from public, anon, authenticated, service_role;
grant execute on function public.claim_representation_emails(integer) to service_role;

create or replace function public.count_company_applications(p_company_id uuid)
 returns bigint
 language sql
 stable
 set search_path TO ''
as $function$
  select coalesce(private.company_application_count(p_company_id), 0)
$function$;
revoke all on function public.count_company_applications(uuid) from public, anon, authenticated, service_role;
grant execute on function public.count_company_applications(uuid) to authenticated, service_role;

-- Company staff submit a candidate they can see to a job they can see. Candidates apply only
-- through apply_to_job, which checks their profile and the job's screening answers in the same
-- transaction as the application, so this call refuses them. A second application for the same
-- job raises unique_violation (23505).
create or replace function public.create_application_safe(p_job_id uuid, p_candidate_id uuid, p_status text default 'applied')
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_company uuid;
  v_id uuid;
  v_status text := coalesce(nullif(p_status, ''), 'applied');
begin
  if v_uid is null then
    raise exception 'Please log in to apply for this job' using errcode = '42501';
  end if;
  if private.is_platform_admin() then
    insert into public.applications (job_id, candidate_id, status, source, applied_by_user_id)
    values (p_job_id, p_candidate_id, v_status, 'candidate', v_uid)
    returning id into v_id;
    return v_id;
  end if;
  if private.is_candidate_account() or p_candidate_id in (select private.own_candidate_ids()) then
    raise exception 'Candidates apply with their answers through apply_to_job' using errcode = '42501';
  end if;
  select j.company_id into v_company from public.jobs j
  where j.id = p_job_id and j.id in (select private.staff_job_ids())
    and private.company_is_active(j.company_id);
  if v_company is null or p_candidate_id not in (select private.visible_candidate_ids()) then
    raise exception 'You cannot submit this candidate to this job' using errcode = '42501';
  end if;
  insert into public.applications (job_id, candidate_id, status, source, applied_by_company_id, applied_by_user_id)
  values (p_job_id, p_candidate_id, v_status, 'company', v_company, v_uid)
  returning id into v_id;
  return v_id;
end;
$$;
revoke all on function public.create_application_safe(uuid,uuid,text) from public, anon, authenticated, service_role;
grant execute on function public.create_application_safe(uuid,uuid,text) to authenticated, service_role;

create or replace function public.get_application_scores(p_job_id uuid)
 returns TABLE(application_id uuid, score smallint)
 language sql
 stable
 set search_path TO ''
as $function$
  select s.application_id, s.score
  from private.application_scores(array(select a.id from public.applications a where a.job_id = p_job_id)) s
$function$;
revoke all on function public.get_application_scores(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_application_scores(uuid) to authenticated, service_role;

-- The timeline of one application, oldest first. Actor name and reason only for the team; the
-- submitting vendor reads the stages it may see, each change of them once.
create or replace function public.get_application_timeline(p_application_id uuid)
 returns TABLE(id uuid, from_status text, to_status text, created_at timestamp with time zone, actor_name text, reason text)
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_app public.applications;
  v_team boolean;
  v_visible text[];
begin
  select a.* into v_app from public.applications a where a.id = p_application_id;
  if v_app.id is null then
    return;
  end if;
  v_team := private.is_platform_admin() or private.is_team_application(p_application_id);
  if not v_team and v_app.candidate_id not in (select private.own_candidate_ids()) then
    if v_app.applied_by_vendor_id is null or v_app.applied_by_vendor_id not in (select private.member_vendor_ids()) then
      return;
    end if;
    v_visible := private.vendor_stages_of(v_app.company_id);
    return query
      select m.id, m.from_stage, m.to_stage, m.created_at, null::text, null::text
      from (
        select h.id, h.created_at, h.from_status,
               case when h.from_status is null then null
                    else private.vendor_stage(h.from_status, h.prev_from, v_visible) end as from_stage,
               private.vendor_stage(h.to_status, h.from_status, v_visible) as to_stage
        from (select x.*, lag(x.from_status) over (order by x.created_at, x.from_status nulls first, x.id) as prev_from
              from public.application_stage_history x where x.application_id = p_application_id) h
      ) m
      where m.from_status is null or m.from_stage is distinct from m.to_stage
      order by m.created_at, m.from_status nulls first, m.id;
    return;
  end if;
  return query
    select h.id, h.from_status, h.to_status, h.created_at,
           case when v_team then nullif(btrim(concat_ws(' ', cu.first_name, cu.last_name)), '') end,
           case when v_team then h.reason end
    from public.application_stage_history h
    left join public.company_users cu on cu.user_id = h.actor_id
    where h.application_id = p_application_id
    order by h.created_at, h.from_status nulls first, h.id;
end;
$function$;
revoke all on function public.get_application_timeline(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_application_timeline(uuid) to authenticated, service_role;

create or replace function public.get_candidate_application_detail(p_user_id uuid, p_application_id uuid)
 returns jsonb
 language sql
 stable
 set search_path TO ''
as $function$
  select private.candidate_application_detail(p_user_id, p_application_id)
$function$;
revoke all on function public.get_candidate_application_detail(uuid,uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_candidate_application_detail(uuid,uuid) to authenticated, service_role;

-- The rpc entry points (PostgREST exposes only public).
create or replace function public.get_company_application_detail(p_application_id uuid)
 returns jsonb
 language sql
 stable
 set search_path TO ''
as $function$
  select private.company_application_detail(p_application_id)
$function$;
revoke all on function public.get_company_application_detail(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_company_application_detail(uuid) to authenticated, service_role;

-- Who represents the signed-in candidate: every company and vendor keeping a record under their
-- sign-up e-mail, with the jobs it put them forward for.
create or replace function public.get_my_representation()
 returns jsonb
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select coalesce(jsonb_agg(r order by r ->> 'since'), '[]')
  from (
    select jsonb_build_object(
      'kind', case when c.created_by_vendor_id is not null then 'vendor' else 'company' end,
      'name', coalesce(v.vendor_name, co.name),
      'recruiter', (select nullif(btrim(tvu.first_name || ' ' || tvu.last_name), '')
                    from public.talent_vendor_users tvu where tvu.user_id = c.created_by_user_id
                      and c.created_by_vendor_id is not null),
      'since', c.created_at,
      'jobs', coalesce((
        select jsonb_agg(jsonb_build_object('application_id', a.id, 'title', j.title, 'status', a.status,
                                            'applied_at', a.applied_at) order by a.applied_at desc)
        from public.applications a join public.jobs j on j.id = a.job_id
        where a.candidate_id = c.id), '[]')) as r
    from public.candidates c
    left join public.vendors v on v.id = c.created_by_vendor_id
    left join public.companies co on co.id = c.managing_company_id
    where c.id in (select private.linked_candidate_ids())
      and c.user_id is null
      and (v.id is not null or co.id is not null)
  ) s
$function$;
revoke all on function public.get_my_representation() from public, anon, authenticated, service_role;
grant execute on function public.get_my_representation() to authenticated, service_role;

-- The company's ownership settings now include the confirmation step.
create or replace function public.get_ownership_settings()
 returns jsonb
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select case when co.id is null then null else jsonb_build_object(
    'ownership_window_months', coalesce(s.ownership_window_months, 6),
    'confirm_vendor_submissions', coalesce(s.confirm_vendor_submissions, false)) end
  from (select private.current_company_id() as id) co
  left join public.company_pipeline_settings s on s.company_id = co.id
$function$;
revoke all on function public.get_ownership_settings() from public, anon, authenticated, service_role;
grant execute on function public.get_ownership_settings() to authenticated, service_role;

-- What the link's page shows before the candidate decides. No sign-in needed.
create or replace function public.get_representation_request(p_token text)
 returns jsonb
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  return private.representation_request_view(private.representation_request_of(p_token, false));
end;
$function$;
revoke all on function public.get_representation_request(text) from public, anon, authenticated, service_role;
grant execute on function public.get_representation_request(text) to anon, authenticated, service_role;

-- The company's Applications list in one call: a page of applications (newest first) with the
-- candidate and the job, each row carrying the total the caller may see. It runs with the caller's
-- rights, so the applications, candidates and jobs select policies decide what is read, as they
-- did for the list's two REST calls. A page past the end still returns one row, with the total
-- and no application, so the screen always learns the total. One request instead of two halves
-- the gateway's and PostgREST's work per page view. The caller's total is read once per call (in
-- the page query it was evaluated again for every row), and the function keeps one generic plan:
-- planned for each call's values the page cost more to plan than to run, and the generic plan
-- reads the company's index in order and stops after the page, for any company.
create or replace function public.list_company_applications(p_company_id uuid, p_offset integer DEFAULT 0, p_limit integer DEFAULT 10)
 returns TABLE(id uuid, status text, applied_at timestamp with time zone, source_label text, candidate_first_name text, candidate_last_name text, candidate_title text, job_id uuid, job_title text, job_company_id uuid, total bigint)
 language plpgsql
 stable
 set search_path TO ''
 set plan_cache_mode TO 'force_generic_plan'
as $function$
declare
  v_total bigint;
begin
  if p_company_id is null then
    raise exception 'Choose a company' using errcode = '22023';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'Page size must be between 1 and 100' using errcode = '22023';
  end if;
  if p_offset is null or p_offset < 0 then
    raise exception 'Offset must not be negative' using errcode = '22023';
  end if;
  v_total := public.count_company_applications(p_company_id);
  return query
    select p.id, p.status, p.applied_at, p.source_label, p.first_name, p.last_name, p.title,
           p.job_id, p.job_title, p.job_company_id, v_total
    from (select 1) t
    left join lateral (
      select a.id, a.status, a.applied_at, a.source_label, c.first_name, c.last_name, c.title,
             j.id as job_id, j.title as job_title, j.company_id as job_company_id
      from public.applications a
      left join public.candidates c on c.id = a.candidate_id
      left join public.jobs j on j.id = a.job_id
      where a.company_id = p_company_id
      order by a.applied_at desc, a.id desc
      offset p_offset limit p_limit
    ) p on true
    order by p.applied_at desc nulls last, p.id desc;
end;
$function$;
revoke all on function public.list_company_applications(uuid,integer,integer) from public, anon, authenticated, service_role;
grant execute on function public.list_company_applications(uuid,integer,integer) to authenticated, service_role;

-- The caller's company's conflicts, newest first, a page at a time (admins and managers).
create or replace function public.list_ownership_conflicts(p_page integer DEFAULT 1, p_page_size integer DEFAULT 10)
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_company uuid;
  v_size integer := least(greatest(coalesce(p_page_size, 10), 1), 50);
  v_offset integer := (greatest(coalesce(p_page, 1), 1) - 1) * least(greatest(coalesce(p_page_size, 10), 1), 50);
begin
  select ids.id into v_company
  from private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager']) ids(id) limit 1;
  if v_company is null then
    raise exception 'Only company admins and managers can see ownership conflicts' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'total', (select count(*) from public.ownership_conflicts oc where oc.company_id = v_company),
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', oc.id,
          'created_at', oc.created_at,
          'job_id', oc.job_id,
          'job_title', j.title,
          'application_id', oc.application_id,
          'candidate_name', nullif(btrim(c.first_name || ' ' || c.last_name), ''),
          'owner_name', ov.vendor_name,
          'owner_since', o.starts_at,
          'owner_until', o.starts_at + private.ownership_window(v_company),
          'challenger_kind', oc.challenger_kind,
          'challenger_label', oc.challenger_label,
          'decision', oc.decision) order by oc.created_at desc, oc.id desc)
      from (select * from public.ownership_conflicts x where x.company_id = v_company
            order by x.created_at desc, x.id desc limit v_size offset v_offset) oc
      left join public.jobs j on j.id = oc.job_id
      left join public.applications a on a.id = oc.application_id
      left join public.candidates c on c.id = a.candidate_id
      left join public.vendors ov on ov.id = oc.owner_vendor_id
      left join public.candidate_ownerships o on o.id = oc.ownership_id), '[]'));
end;
$function$;
revoke all on function public.list_ownership_conflicts(integer,integer) from public, anon, authenticated, service_role;
grant execute on function public.list_ownership_conflicts(integer,integer) to authenticated, service_role;

-- Moves applications to a stage, all or none. Each entry of p_expected_statuses is the status the
-- mover saw for the application at the same position: if anyone moved it since, nothing changes
-- and the caller is told (PT409, HTTP 409), so two people moving at once never overwrite each
-- other. A rejection needs one of the company's reasons; other moves may carry a short note.
create or replace function public.move_applications(p_application_ids uuid[], p_expected_statuses text[], p_to_status text, p_reason text DEFAULT NULL::text, p_send_email boolean DEFAULT false)
 returns TABLE(id uuid, status text, status_changed_at timestamp with time zone, emails_queued integer)
 language plpgsql
 security definer
 set search_path TO ''
as $function$
#variable_conflict use_column
declare
  v_count integer := coalesce(cardinality(p_application_ids), 0);
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_company uuid;
  v_row record;
  v_stale integer := 0;
  v_stale_status text;
  v_emails integer := 0;
begin
  if p_to_status is null or p_to_status not in ('applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected') then
    raise exception 'Unknown stage: %', coalesce(p_to_status, 'none') using errcode = '22023';
  end if;
  if v_count = 0 or v_count > 100 then
    raise exception 'Choose between 1 and 100 applications to move' using errcode = '22023';
  end if;
  if coalesce(cardinality(p_expected_statuses), 0) <> v_count then
    raise exception 'Give the current stage of every application you move' using errcode = '22023';
  end if;
  if (select count(distinct x) from unnest(p_application_ids) x) <> v_count or array_position(p_application_ids, null) is not null then
    raise exception 'Each application can be moved once per request' using errcode = '22023';
  end if;
  if length(v_reason) > 500 then
    raise exception 'The reason can be at most 500 characters' using errcode = '22023';
  end if;
  if p_to_status = 'rejected' and v_reason is null then
    raise exception 'Choose a reason for the rejection' using errcode = '22023';
  end if;

  -- Locks in id order, so two bulk moves over the same applications cannot deadlock.
  for v_row in
    select a.id, a.status, a.job_id, a.company_id, e.expected
    from public.applications a
    join unnest(p_application_ids, p_expected_statuses) as e (id, expected) on e.id = a.id
    order by a.id
    for update of a
  loop
    if not private.can_work_job(v_row.job_id) then
      raise exception 'You do not have permission to move this application' using errcode = '42501';
    end if;
    if v_company is not null and v_company <> v_row.company_id then
      raise exception 'Move applications of one company at a time' using errcode = '22023';
    end if;
    v_company := v_row.company_id;
    if v_row.status = 'withdrawn' then
      raise exception 'The candidate has withdrawn this application; it can no longer be moved' using errcode = 'PT409';
    end if;
    if v_row.status is distinct from v_row.expected then
      v_stale := v_stale + 1;
      v_stale_status := v_row.status;
    end if;
  end loop;
  if v_company is null or (select count(*) from public.applications a where a.id = any (p_application_ids)) <> v_count then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  if v_stale = 1 and v_count = 1 then
    raise exception 'Someone else moved this application to % in the meantime. Nothing was changed; the board now shows its current stage.',
      case v_stale_status when 'applied' then 'New' else private.status_label(v_stale_status) end using errcode = 'PT409';
  elsif v_stale > 0 then
    raise exception '% of the selected applications were moved by someone else in the meantime. Nothing was changed; the board now shows their current stages.',
      v_stale using errcode = 'PT409';
  end if;
  if p_to_status = 'rejected' and not v_reason = any (
      coalesce((select s.rejection_reasons from public.company_pipeline_settings s where s.company_id = v_company),
               private.default_rejection_reasons())) then
    raise exception 'Choose one of the company''s rejection reasons' using errcode = '22023';
  end if;

  perform set_config('portal.stage_reason', coalesce(v_reason, ''), true);
  update public.applications a set status = p_to_status
  where a.id = any (p_application_ids) and a.status <> p_to_status;
  perform set_config('portal.stage_reason', '', true);

  if p_send_email and p_to_status <> 'applied' then
    v_emails := private.queue_stage_emails(p_application_ids, p_to_status);
  end if;

  return query
    select a.id, a.status, a.status_changed_at, v_emails from public.applications a
    where a.id = any (p_application_ids) order by a.id;
end;
$function$;
revoke all on function public.move_applications(uuid[],text[],text,text,boolean) from public, anon, authenticated, service_role;
grant execute on function public.move_applications(uuid[],text[],text,text,boolean) to authenticated, service_role;

-- The candidate's answer. Confirming makes the application the vendor submitted (credited and
-- checked like any other); if the person was put forward for the job meanwhile, the request lapses.
create or replace function public.respond_to_representation_request(p_token text, p_confirm boolean)
 returns jsonb
 language plpgsql
 security definer
 set search_path TO ''
as $function$
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
$function$;
revoke all on function public.respond_to_representation_request(text,boolean) from public, anon, authenticated, service_role;
grant execute on function public.respond_to_representation_request(text,boolean) to anon, authenticated, service_role;

-- Company and subscription admins of an active company set the window (whole months, 1 to 24).
create or replace function public.save_ownership_settings(p_window_months integer, p_confirm_vendor_submissions boolean)
 returns jsonb
 language plpgsql
 security definer
 set search_path TO ''
as $function$
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
$function$;
revoke all on function public.save_ownership_settings(integer,boolean) from public, anon, authenticated, service_role;
grant execute on function public.save_ownership_settings(integer,boolean) to authenticated, service_role;

-- Withdraws the caller's own application with an optional reason (kept in the stage history).
create or replace function public.withdraw_application(p_application_id uuid, p_reason text DEFAULT NULL::text)
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_status text;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  if length(v_reason) > 500 then
    raise exception 'The reason can be at most 500 characters' using errcode = '22023';
  end if;
  select a.status into v_status from public.applications a
  where a.id = p_application_id and a.candidate_id in (select private.own_candidate_ids())
  for update;
  if not found then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  if v_status in ('hired', 'accepted', 'rejected', 'withdrawn') then
    raise exception 'This application is closed and can no longer be withdrawn' using errcode = 'PT409';
  end if;
  perform set_config('portal.stage_reason', coalesce(v_reason, ''), true);
  update public.applications set status = 'withdrawn' where id = p_application_id;
  perform set_config('portal.stage_reason', '', true);
end;
$function$;
revoke all on function public.withdraw_application(uuid,text) from public, anon, authenticated, service_role;
grant execute on function public.withdraw_application(uuid,text) to authenticated, service_role;

create trigger applications_count_delete after delete on public.applications
  referencing old table as removed
  for each statement execute function private.count_removed_applications();

create trigger applications_count_insert after insert on public.applications
  referencing new table as added
  for each statement execute function private.count_added_applications();

create trigger applications_count_move after update of job_id, company_id on public.applications
  for each row when (old.job_id is distinct from new.job_id or old.company_id is distinct from new.company_id)
  execute function private.count_moved_application();

create trigger applications_guard before insert or update on public.applications
  for each row execute function private.guard_applications();

create trigger applications_guard_withdrawal before update of status on public.applications
  for each row execute function private.guard_withdrawal();

create trigger applications_live after insert or update or delete on public.applications
  for each row execute function private.applications_live();

create trigger applications_set_company
  before insert or update of job_id, company_id on public.applications
  for each row execute function private.set_application_company();

create trigger applications_set_person
  before insert or update of candidate_id, person_id on public.applications
  for each row execute function private.set_application_person();

create trigger applications_single_active_per_person
  before insert or update of status, job_id, candidate_id, person_id on public.applications
  for each row execute function private.guard_one_active_application();

create trigger applications_source_label before insert or update on public.applications
  for each row execute function private.set_application_source_label();

create trigger applications_updated_at before update on public.applications
  for each row execute function private.set_updated_at();

create trigger applications_vendor_credit before insert on public.applications
  for each row execute function private.credit_application();

create trigger applications_vendor_credit_record after insert on public.applications
  for each row execute function private.record_application_credit();

create trigger candidates_move_applications
  after update on public.candidates
  for each row when (old.person_id is distinct from new.person_id)
  execute function private.move_candidate_applications();

create trigger job_application_answers_updated_at before update on public.job_application_answers
  for each row execute function private.set_updated_at();

create trigger jobs_move_applications
  after update of company_id on public.jobs
  for each row when (old.company_id is distinct from new.company_id)
  execute function private.move_job_applications();

create policy applications_delete on public.applications for delete to authenticated
  using (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
         where j.id in (select private.staff_job_ids())
           and j.company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin'])))
  );

-- Candidates apply to open jobs; staff submit candidates they see to their company's jobs; vendors
-- submit their candidates to jobs assigned to them.
-- Staff submit candidates they see to their company's jobs; vendors submit through their function
-- and candidates through apply_to_job.
create policy applications_insert on public.applications for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or (source = 'company'
        and applied_by_company_id in (select private.active_company_ids())
        and job_id in (select j.id from public.jobs j
             where j.id in (select private.staff_job_ids()) and j.company_id in (select private.active_company_ids()))
        and candidate_id in (select private.visible_candidate_ids())
        and applied_by_vendor_id is null)
  );

-- applications -----------------------------------------------------------------------------------
-- Vendors do not read applications (nor, through them, answers and stage history): they read their
-- submissions through list_vendor_submissions, which shows each the stage they may see.
create policy applications_select on public.applications for select to authenticated
  using (
    company_id = any (array(select private.company_ids_with_role(array['company_admin', 'subscription_admin'])))
    or (select private.is_platform_admin())
    or candidate_id in (select private.own_candidate_ids())
    or job_id in (select private.staff_job_ids())
    or candidate_id in (select private.linked_candidate_ids())
  );

create policy candidate_ownerships_select on public.candidate_ownerships for select to authenticated
  using (company_id = any (array(select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
         or (select private.is_platform_admin()));

create policy job_application_answers_delete on public.job_application_answers for delete to authenticated
  using ((select private.is_platform_admin()));

-- Whoever submitted the application records its answers, to questions of that job.
-- Answers are written by the calls that check them (apply_to_job, submit_vendor_candidate).
create policy job_application_answers_insert on public.job_application_answers for insert to authenticated
  with check ((select private.is_platform_admin()));

-- job_application_answers ------------------------------------------------------------------------
create policy job_application_answers_select on public.job_application_answers for select to authenticated
  using (application_id in (select a.id from public.applications a));

create policy job_application_answers_update on public.job_application_answers for update to authenticated
  using ((select private.is_platform_admin())) with check ((select private.is_platform_admin()));

create policy ownership_conflicts_select on public.ownership_conflicts for select to authenticated
  using (company_id = any (array(select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
         or (select private.is_platform_admin()));

create policy representation_requests_select on public.representation_requests for select to authenticated
  using (vendor_id in (select private.member_vendor_ids()) or (select private.is_platform_admin()));
