-- Jobs, their questions, assignments and invitations, saved jobs and saved searches.

-- SQL function bodies may name functions defined in a later file; they are checked when called.
set local check_function_bodies = off;

create table public.jobs (
  id uuid default gen_random_uuid() not null,
  company_id uuid not null,
  created_by uuid default auth.uid(),
  title text not null,
  description text default ''::text not null,
  location text,
  locations text[] default '{}'::text[] not null,
  job_type text,
  experience_level text,
  experience_required text,
  education_required text,
  salary_min integer,
  salary_max integer,
  skills_required text[] default '{}'::text[] not null,
  requirements text[] default '{}'::text[] not null,
  preferred_skills text[] default '{}'::text[] not null,
  status text default 'draft'::text not null,
  expires_at timestamptz,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  search_text text generated always as (lower(title)) stored,
  board_words tsvector generated always as (to_tsvector('simple'::regconfig, ((title || ' '::text) || private.join_words(skills_required)))) stored,
  location_words tsvector generated always as (to_tsvector('simple'::regconfig, ((COALESCE(location, ''::text) || ' '::text) || private.join_words(locations)))) stored,
  is_remote boolean generated always as (((job_type = 'REMOTE'::text) OR (lower(((COALESCE(location, ''::text) || ' '::text) || private.join_words(locations))) ~~ '%remote%'::text))) stored,
  salary_sort integer generated always as (COALESCE(salary_max, salary_min)) stored,
  company_listed boolean default false not null,
  constraint jobs_pkey primary key (id),
  constraint jobs_experience_level_check check (((experience_level is null) or (experience_level = any (array['entry_level'::text, 'mid_level'::text, 'senior_level'::text, 'lead'::text, 'executive'::text])))),
  constraint jobs_job_type_check check (((job_type is null) or (job_type = any (array['FULL_TIME'::text, 'PART_TIME'::text, 'CONTRACT'::text, 'INTERNSHIP'::text, 'REMOTE'::text])))),
  constraint jobs_salary_max_check check (((salary_max is null) or (salary_max >= 0))),
  constraint jobs_salary_min_check check (((salary_min is null) or (salary_min >= 0))),
  constraint jobs_salary_range check (((salary_min is null) or (salary_max is null) or (salary_min <= salary_max))),
  constraint jobs_status_check check ((status = any (array['draft'::text, 'published'::text, 'open'::text, 'active'::text, 'closed'::text, 'filled'::text]))),
  constraint jobs_title_check check ((length(btrim(title)) > 0)),
  constraint jobs_company_id_fkey foreign key (company_id) references public.companies(id) on delete cascade,
  constraint jobs_created_by_fkey foreign key (created_by) references auth.users(id) on delete set null
);
alter table public.jobs enable row level security;
revoke all on public.jobs from public, anon, authenticated, service_role;
grant all on public.jobs to service_role;
grant insert, select, update, delete on public.jobs to authenticated;

create table private.board_jobs (
  job_id uuid not null,
  company_id uuid not null,
  created_at timestamptz not null,
  expires_at timestamptz,
  job_type text,
  experience_level text,
  is_remote boolean not null,
  salary_sort integer,
  words tsvector not null,
  location_words tsvector not null,
  constraint board_jobs_pkey primary key (job_id),
  constraint board_jobs_job_id_fkey foreign key (job_id) references public.jobs(id) on delete cascade
);
alter table private.board_jobs enable row level security;
revoke all on private.board_jobs from public, anon, authenticated, service_role;
create index board_jobs_company_id_idx on private.board_jobs (company_id);
create index board_jobs_location_words_idx on private.board_jobs using gin (location_words);
create index board_jobs_newest_idx on private.board_jobs (created_at desc, job_id desc)
  include (expires_at, job_type, experience_level, is_remote, salary_sort, company_id);
create index board_jobs_salary_idx on private.board_jobs (salary_sort desc nulls last, created_at desc, job_id desc)
  include (expires_at, job_type, experience_level, is_remote, company_id);
create index board_jobs_words_idx on private.board_jobs using gin (words);

create table private.job_application_counts (
  job_id uuid not null,
  applications integer not null,
  constraint job_application_counts_pkey primary key (job_id),
  constraint job_application_counts_applications_check check ((applications >= 0)),
  constraint job_application_counts_job_id_fkey foreign key (job_id) references public.jobs(id) on delete cascade
);
alter table private.job_application_counts enable row level security;
revoke all on private.job_application_counts from public, anon, authenticated, service_role;

create table public.job_assignments (
  id uuid default gen_random_uuid() not null,
  job_id uuid not null,
  assigned_to_user_id uuid not null,
  assigned_by_user_id uuid,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint job_assignments_pkey primary key (id),
  constraint job_assignments_job_id_key unique (job_id),
  constraint job_assignments_assigned_by_user_id_fkey foreign key (assigned_by_user_id) references auth.users(id) on delete set null,
  constraint job_assignments_assigned_to_user_id_fkey foreign key (assigned_to_user_id) references public.company_users(user_id) on delete cascade,
  constraint job_assignments_job_id_fkey foreign key (job_id) references public.jobs(id) on delete cascade
);
alter table public.job_assignments enable row level security;
revoke all on public.job_assignments from public, anon, authenticated, service_role;
grant all on public.job_assignments to service_role;
grant insert, select, update, delete on public.job_assignments to authenticated;
create index job_assignments_assigned_by_user_id_idx on public.job_assignments (assigned_by_user_id);
create index job_assignments_assigned_to_user_id_idx on public.job_assignments (assigned_to_user_id);

create table public.job_invitations (
  id uuid default gen_random_uuid() not null,
  job_id uuid not null,
  candidate_id uuid not null,
  invited_by_user_id uuid,
  created_at timestamptz default now() not null,
  constraint job_invitations_pkey primary key (id),
  constraint job_invitations_once unique (job_id, candidate_id),
  constraint job_invitations_invited_by_user_id_fkey foreign key (invited_by_user_id) references auth.users(id) on delete set null,
  constraint job_invitations_job_id_fkey foreign key (job_id) references public.jobs(id) on update cascade on delete cascade
);
alter table public.job_invitations enable row level security;
revoke all on public.job_invitations from public, anon, authenticated, service_role;
grant all on public.job_invitations to service_role;
grant select on public.job_invitations to authenticated;
create index job_invitations_candidate_id_idx on public.job_invitations (candidate_id);
create index job_invitations_invited_by_user_id_idx on public.job_invitations (invited_by_user_id);

create table public.job_questions (
  id uuid default gen_random_uuid() not null,
  job_id uuid not null,
  question text not null,
  question_type text default 'TEXT'::text not null,
  is_required boolean default true not null,
  options jsonb,
  "position" integer default 0 not null,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint job_questions_pkey primary key (id),
  constraint job_questions_options_array check (((options is null) or (jsonb_typeof(options) = 'array'::text))),
  constraint job_questions_question_check check ((length(btrim(question)) > 0)),
  constraint job_questions_question_type_check check ((question_type = any (array['TEXT'::text, 'TEXTAREA'::text, 'MULTIPLE_CHOICE'::text, 'CHECKBOX'::text, 'FILE'::text, 'RATING'::text]))),
  constraint job_questions_job_id_fkey foreign key (job_id) references public.jobs(id) on delete cascade
);
alter table public.job_questions enable row level security;
revoke all on public.job_questions from public, anon, authenticated, service_role;
grant all on public.job_questions to service_role;
grant insert, select, update, delete on public.job_questions to authenticated;
create index job_questions_job_id_idx on public.job_questions (job_id, position);
create index jobs_company_id_idx
  on public.jobs (company_id, created_at desc)
  include (id, created_by, title, status, search_text);
create index jobs_created_by_idx on public.jobs (created_by);
-- Jobs a candidate can apply for, newest first (get-candidate-data potential-jobs). Only open jobs
-- are indexed, so the list stays small however many closed and draft jobs accumulate: a page is
-- read in order and stops after its rows, and the total is counted from the index alone (company
-- and expiry are included for the approval join and the expiry filter).
create index jobs_open_created_idx
  on public.jobs (created_at desc, id desc)
  include (company_id, expires_at)
  where status in ('published', 'open', 'active');
-- Today's open jobs are read by expiry time; the days after come from the counts.
create index jobs_open_expires_idx
  on public.jobs (expires_at)
  include (company_id)
  where status in ('published', 'open', 'active');
create index jobs_status_idx on public.jobs (status);

-- The number of open jobs (approved company, open status, not expired) is kept per day of expiry,
-- so a candidate's potential jobs no longer counts every open job on each page: the total is the
-- days after today plus the jobs of today's day that have not expired yet. Jobs without an expiry
-- date are kept under 'infinity'. Days are UTC days.
create table private.open_job_expiry_counts (
  expires_on date not null,
  jobs integer not null,
  constraint open_job_expiry_counts_pkey primary key (expires_on)
);
alter table private.open_job_expiry_counts enable row level security;
revoke all on private.open_job_expiry_counts from public, anon, authenticated, service_role;

create table public.saved_jobs (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid() not null,
  job_id uuid not null,
  created_at timestamptz default now() not null,
  constraint saved_jobs_pkey primary key (id),
  constraint saved_jobs_user_job_key unique (user_id, job_id),
  constraint saved_jobs_job_id_fkey foreign key (job_id) references public.jobs(id) on delete cascade,
  constraint saved_jobs_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade
);
alter table public.saved_jobs enable row level security;
revoke all on public.saved_jobs from public, anon, authenticated, service_role;
grant all on public.saved_jobs to service_role;
grant insert, select, delete on public.saved_jobs to authenticated;
create index saved_jobs_job_id_idx on public.saved_jobs (job_id);
create index saved_jobs_user_created_idx on public.saved_jobs (user_id, created_at desc);

-- The filters are the board's own (see search_public_jobs); the alert sends jobs posted since
-- last_alerted_at.
create table public.saved_searches (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid() not null,
  name text not null,
  query text,
  location text,
  remote boolean,
  job_type text,
  experience_level text,
  min_salary integer,
  alerts_enabled boolean default true not null,
  last_alerted_at timestamptz default now() not null,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint saved_searches_pkey primary key (id),
  constraint saved_searches_experience_level_check check (((experience_level is null) or (experience_level = any (array['entry_level'::text, 'mid_level'::text, 'senior_level'::text, 'lead'::text, 'executive'::text])))),
  constraint saved_searches_job_type_check check (((job_type is null) or (job_type = any (array['FULL_TIME'::text, 'PART_TIME'::text, 'CONTRACT'::text, 'INTERNSHIP'::text, 'REMOTE'::text])))),
  constraint saved_searches_location_check check (((location is null) or (length(location) <= 100))),
  constraint saved_searches_min_salary_check check (((min_salary is null) or (min_salary >= 0))),
  constraint saved_searches_name_check check (((length(btrim(name)) >= 1) and (length(btrim(name)) <= 100))),
  constraint saved_searches_query_check check (((query is null) or (length(query) <= 100))),
  constraint saved_searches_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade
);
alter table public.saved_searches enable row level security;
revoke all on public.saved_searches from public, anon, authenticated, service_role;
grant all on public.saved_searches to service_role;
grant insert, select, update, delete on public.saved_searches to authenticated;
create index saved_searches_alerts_idx on public.saved_searches (last_alerted_at) where alerts_enabled;
create index saved_searches_user_id_idx on public.saved_searches (user_id, created_at desc);

create or replace function private.add_open_jobs(p_expires_on date, p_jobs integer)
 returns void
 language plpgsql
 set search_path TO ''
as $function$
begin
  if p_jobs <> 0 then
    insert into private.open_job_expiry_counts as c (expires_on, jobs)
    values (p_expires_on, p_jobs)
    on conflict (expires_on) do update set jobs = c.jobs + excluded.jobs;
  end if;
end;
$function$;
revoke all on function private.add_open_jobs(date,integer) from public, anon, authenticated, service_role;

create or replace function private.board_company(p_company public.companies)
 returns json
 language sql
 stable
 set search_path TO ''
as $function$
  select json_build_object(
    'id', p_company.id,
    'slug', p_company.slug,
    'name', p_company.name,
    'dba_name', p_company.dba_name,
    'industry', p_company.industry,
    'company_size', p_company.company_size,
    'location', p_company.location,
    'website', p_company.website,
    'description', p_company.description,
    'logo_url', p_company.logo_url,
    'linkedin_url', p_company.linkedin_url,
    'twitter_url', p_company.twitter_url,
    'facebook_url', p_company.facebook_url,
    'instagram_url', p_company.instagram_url)
$function$;
revoke all on function private.board_company(public.companies) from public, anon, authenticated, service_role;

-- A job as the board shows it; p_full adds the description and the lists a job page needs.
create or replace function private.board_job(p_job public.jobs, p_company public.companies, p_full boolean)
 returns json
 language sql
 stable
 set search_path TO ''
as $function$
  select json_build_object(
    'id', p_job.id,
    'title', p_job.title,
    'location', p_job.location,
    'locations', p_job.locations,
    'is_remote', p_job.is_remote,
    'job_type', p_job.job_type,
    'experience_level', p_job.experience_level,
    'salary_min', p_job.salary_min,
    'salary_max', p_job.salary_max,
    'skills_required', p_job.skills_required,
    'posted_at', p_job.created_at,
    'updated_at', p_job.updated_at,
    'expires_at', p_job.expires_at,
    'company', case when p_full then private.board_company(p_company)
      else json_build_object('id', p_company.id, 'slug', p_company.slug, 'name', p_company.name,
        'logo_url', p_company.logo_url) end)::jsonb
    || case when p_full then jsonb_build_object(
      'description', p_job.description,
      'requirements', p_job.requirements,
      'preferred_skills', p_job.preferred_skills,
      'experience_required', p_job.experience_required,
      'education_required', p_job.education_required)
    else jsonb_build_object('summary', left(p_job.description, 200)) end
$function$;
revoke all on function private.board_job(public.jobs,public.companies,boolean) from public, anon, authenticated, service_role;

-- Start of today (UTC): a job expiring today is still open.
create or replace function private.board_today()
 returns timestamp with time zone
 language sql
 stable
 set search_path TO ''
as $function$
  select date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
$function$;
revoke all on function private.board_today() from public, anon, authenticated, service_role;

-- A search text as a query matching every one of its words at the start of a word of the job
-- ('eng' finds 'Engineer'); null when it has no words.
create or replace function private.board_words_query(p_text text)
 returns tsquery
 language sql
 immutable
 set search_path TO ''
as $function$
  select to_tsquery('simple'::regconfig, string_agg(quote_literal(w.lexeme) || ':*', ' & '))
  from unnest(to_tsvector('simple'::regconfig, coalesce(p_text, ''))) w
$function$;
revoke all on function private.board_words_query(text) from public, anon, authenticated, service_role;

-- Team members who may work on an application (move, note, schedule, score): company and
-- subscription admins, managers and recruiters for the jobs the team hierarchy gives them,
-- partner recruiters only on jobs assigned to them, and only while the company is active. The
-- hierarchy is private.staff_job_ids() answered for one job, so one check stays one index probe.
create or replace function private.can_work_job(p_job_id uuid)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return (
  select private.staff_sees_job(p_job_id)
     and private.company_is_active((select j.company_id from public.jobs j where j.id = p_job_id))

);
end$function$;
revoke all on function private.can_work_job(uuid) from public, anon, authenticated, service_role;
grant execute on function private.can_work_job(uuid) to authenticated, service_role;

-- Job and candidate assignees must be staff of the same company.
create or replace function private.check_job_assignment()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if not exists (
    select 1 from public.jobs j
    join public.company_users cu on cu.company_id = j.company_id
    where j.id = new.job_id and cu.user_id = new.assigned_to_user_id
  ) then
    raise exception 'The assignee must belong to the company that owns the job' using errcode = '23514';
  end if;
  if private.is_api_caller() then
    new.assigned_by_user_id := auth.uid();
  end if;
  return new;
end;
$function$;
revoke all on function private.check_job_assignment() from public, anon, authenticated, service_role;
grant execute on function private.check_job_assignment() to authenticated, service_role;

create or replace function private.end_of_expiry_day(p_expires_at timestamp with time zone)
 returns timestamp with time zone
 language sql
 immutable
 set search_path TO ''
as $function$
  select (((p_expires_at at time zone 'UTC')::date + 1)::timestamp at time zone 'UTC') - interval '1 microsecond'
$function$;
revoke all on function private.end_of_expiry_day(timestamp with time zone) from public, anon, authenticated, service_role;

create or replace function private.guard_jobs()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  if private.is_guarded_caller() then
    if tg_op = 'INSERT' then
      new.created_by := auth.uid();
    elsif new.company_id is distinct from old.company_id or new.created_by is distinct from old.created_by then
      raise exception 'A job cannot be moved to another company or author' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$function$;
revoke all on function private.guard_jobs() from public, anon, authenticated, service_role;
grant execute on function private.guard_jobs() to authenticated, service_role;

-- The application detail keeps its jsonb card, now from the same shape.
create or replace function private.job_card(p_job public.jobs)
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
begin
  return (private.job_cards(array[p_job.id]) -> 0)::jsonb;
end;
$function$;
revoke all on function private.job_card(public.jobs) from public, anon, authenticated, service_role;

-- Job cards are built as json, for a page at a time. As jsonb, each of potential jobs' 20 cards
-- had its 23 keys sorted and encoded, and the page was printed back to text for the response: a
-- third of the call's database time. And the cards were built inside the page query, so a later
-- page also built the cards of every page before it, which the offset then skipped.
--
-- The card's shape is in one place, job_cards: the cards of the given jobs, in the order given,
-- in one statement (PL/pgSQL, so its plan is kept for the session). Potential jobs reads the ids
-- of its page first and builds just those cards; the application detail builds its one.
create or replace function private.job_cards(p_job_ids uuid[])
 returns json
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
begin
  return (
    select coalesce(json_agg(json_build_object(
        'id', j.id,
        'company_id', j.company_id,
        'title', j.title,
        'description', j.description,
        'location', j.location,
        'locations', j.locations,
        'job_type', j.job_type,
        'experience_level', j.experience_level,
        'experience_required', j.experience_required,
        'education_required', j.education_required,
        'salary_min', j.salary_min,
        'salary_max', j.salary_max,
        'skills_required', j.skills_required,
        'requirements', j.requirements,
        'preferred_skills', j.preferred_skills,
        'status', j.status,
        'expires_at', j.expires_at,
        'created_at', j.created_at,
        'posted_at', j.created_at,
        'company_name', co.name,
        'company', json_build_object('name', co.name),
        'assigned_to', (
          select json_build_object('first_name', cu.first_name, 'last_name', cu.last_name)
          from public.job_assignments ja
          join public.company_users cu on cu.user_id = ja.assigned_to_user_id
          where ja.job_id = j.id
          limit 1))
      order by ids.ord), '[]')
    from unnest(p_job_ids) with ordinality as ids(id, ord)
    join public.jobs j on j.id = ids.id
    left join public.companies co on co.id = j.company_id);
end;
$function$;
revoke all on function private.job_cards(uuid[]) from public, anon, authenticated, service_role;

-- A job written while its company's approval or tier changes waits for that change (the company
-- row is share-locked), so it reads the outcome; the change's own update then sees the job.
create or replace function private.job_company_listed()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  perform 1 from public.companies c where c.id = new.company_id for share;
  new.company_listed := private.company_listed(new.company_id);
  return new;
end;
$function$;
revoke all on function private.job_company_listed() from public, anon, authenticated, service_role;

create or replace function private.job_expiry_day(p_expires_at timestamp with time zone)
 returns date
 language sql
 immutable
 set search_path TO ''
as $function$
  select coalesce((p_expires_at at time zone 'UTC')::date, 'infinity'::date)
$function$;
revoke all on function private.job_expiry_day(timestamp with time zone) from public, anon, authenticated, service_role;

create or replace function private.job_is_open(p_job_id uuid)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
begin
  return exists (select 1 from public.jobs j join public.companies co on co.id = j.company_id
                 where j.id = p_job_id and co.is_approved and j.status in ('published', 'open', 'active'));
end;
$function$;
revoke all on function private.job_is_open(uuid) from public, anon, authenticated, service_role;

create or replace function private.jobs_expiry_end_of_day()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if new.expires_at is not null then
    new.expires_at := private.end_of_expiry_day(new.expires_at);
  end if;
  return new;
end;
$function$;
revoke all on function private.jobs_expiry_end_of_day() from public, anon, authenticated, service_role;

-- Jobs and staff assignments: the company's job lists and boards refresh.
create or replace function private.jobs_live()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_company uuid;
begin
  if tg_table_name = 'jobs' then
    v_company := case when tg_op = 'DELETE' then old.company_id else new.company_id end;
  else
    select j.company_id into v_company from public.jobs j
    where j.id = case when tg_op = 'DELETE' then old.job_id else new.job_id end;
  end if;
  if v_company is not null then
    perform private.signal('company:' || v_company, tg_table_name, tg_op);
  end if;
  return null;
end;
$function$;
revoke all on function private.jobs_live() from public, anon, authenticated, service_role;

-- Open jobs right now: the days after today from the counts, today's from the jobs.
create or replace function private.open_jobs_total()
 returns bigint
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_today date := (now() at time zone 'UTC')::date;
begin
  return (select coalesce(sum(c.jobs), 0) from private.open_job_expiry_counts c where c.expires_on > v_today)
    + (select count(*)
       from public.jobs j
       join public.companies co on co.id = j.company_id
       where j.status in ('published', 'open', 'active')
         and j.expires_at > now()
         and j.expires_at < ((v_today + 1)::timestamp at time zone 'UTC')
         and co.is_approved);
end;
$function$;
revoke all on function private.open_jobs_total() from public, anon, authenticated, service_role;

-- Builds the copy again from the jobs: here, and after a bulk load that bypassed the triggers.
create or replace function private.rebuild_board_jobs()
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  lock table private.board_jobs in exclusive mode;
  delete from private.board_jobs;
  insert into private.board_jobs (job_id, company_id, created_at, expires_at, job_type, experience_level,
    is_remote, salary_sort, words, location_words)
  select j.id, j.company_id, j.created_at, j.expires_at, j.job_type, j.experience_level, coalesce(j.is_remote, false),
    j.salary_sort, j.board_words, j.location_words
  from public.jobs j
  where j.status in ('published', 'open', 'active') and j.company_listed;
end;
$function$;
revoke all on function private.rebuild_board_jobs() from public, anon, authenticated, service_role;

-- Recounts from the jobs themselves: after a bulk load that bypassed the triggers, and here to
-- start from the jobs already stored.
create or replace function private.rebuild_open_job_counts()
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  lock table private.open_job_expiry_counts in exclusive mode;
  delete from private.open_job_expiry_counts;
  insert into private.open_job_expiry_counts (expires_on, jobs)
  select private.job_expiry_day(j.expires_at), count(*)
  from public.jobs j
  join public.companies co on co.id = j.company_id
  where co.is_approved and j.status in ('published', 'open', 'active')
  group by 1;
end;
$function$;
revoke all on function private.rebuild_open_job_counts() from public, anon, authenticated, service_role;

create or replace function private.relist_company_jobs()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_company_id uuid;
  v_listed boolean;
begin
  if tg_table_name = 'companies' then
    v_company_id := new.id;
  else
    v_company_id := new.company_id;
  end if;
  perform 1 from public.companies c where c.id = v_company_id for no key update;
  v_listed := private.company_listed(v_company_id);
  update public.jobs j set company_listed = v_listed
  where j.company_id = v_company_id and j.company_listed <> v_listed;
  return null;
end;
$function$;
revoke all on function private.relist_company_jobs() from public, anon, authenticated, service_role;

-- Staff of the job's company whom the team hierarchy lets see it: private.staff_job_ids() for one
-- job. Working on it (private.can_work_job) also needs an active company.
create or replace function private.staff_sees_job(p_job_id uuid)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return (
  select exists (
    select 1
    from public.jobs j
    join public.company_users me on me.company_id = j.company_id and me.user_id = (select auth.uid())
    left join public.job_assignments a on a.job_id = j.id
    left join public.company_users assignee on assignee.user_id = a.assigned_to_user_id
    where j.id = p_job_id
      and (me.role in ('company_admin', 'subscription_admin')
        or (me.role = 'manager' and (j.created_by = me.user_id or a.id is null
             or a.assigned_to_user_id = me.user_id or assignee.manager_id = me.user_id))
        or (me.role = 'recruiter' and (j.created_by = me.user_id or a.assigned_to_user_id = me.user_id))
        or (me.role = 'partner_recruiter' and a.assigned_to_user_id = me.user_id))
  )

);
end$function$;
revoke all on function private.staff_sees_job(uuid) from public, anon, authenticated, service_role;
grant execute on function private.staff_sees_job(uuid) to authenticated, service_role;

create or replace function private.sync_board_job()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if new.status in ('published', 'open', 'active') and new.company_listed then
    insert into private.board_jobs as b (job_id, company_id, created_at, expires_at, job_type, experience_level,
      is_remote, salary_sort, words, location_words)
    values (new.id, new.company_id, new.created_at, new.expires_at, new.job_type, new.experience_level,
      coalesce(new.is_remote, false), new.salary_sort, new.board_words, new.location_words)
    on conflict (job_id) do update set
      company_id = excluded.company_id, created_at = excluded.created_at, expires_at = excluded.expires_at,
      job_type = excluded.job_type, experience_level = excluded.experience_level, is_remote = excluded.is_remote,
      salary_sort = excluded.salary_sort, words = excluded.words, location_words = excluded.location_words;
  else
    delete from private.board_jobs where job_id = new.id;
  end if;
  return null;
end;
$function$;
revoke all on function private.sync_board_job() from public, anon, authenticated, service_role;

-- A company's open jobs join or leave the counts when it is approved or unapproved, and leave
-- before it is deleted.
create or replace function private.track_company_open_jobs()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_company public.companies := case when tg_op = 'DELETE' then old else new end;
  v_sign integer := case when tg_op = 'UPDATE' and new.is_approved then 1 else -1 end;
begin
  perform private.add_open_jobs(day, v_sign * jobs::integer)
  from (
    select private.job_expiry_day(j.expires_at) as day, count(*) as jobs
    from public.jobs j
    where j.company_id = v_company.id and j.status in ('published', 'open', 'active')
    group by 1
    order by 1) per_day;
  -- Before a delete, returning the row lets the delete go on.
  return old;
end;
$function$;
revoke all on function private.track_company_open_jobs() from public, anon, authenticated, service_role;

create or replace function private.track_open_jobs()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if tg_op in ('UPDATE', 'DELETE') and private.counts_as_open(old.company_id, old.status) then
    perform private.add_open_jobs(private.job_expiry_day(old.expires_at), -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and private.counts_as_open(new.company_id, new.status) then
    perform private.add_open_jobs(private.job_expiry_day(new.expires_at), 1);
  end if;
  return null;
end;
$function$;
revoke all on function private.track_open_jobs() from public, anon, authenticated, service_role;

create or replace function public.admin_dashboard_stats()
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
begin
  if not private.is_platform_admin() then
    raise exception 'You must be an admin to view platform statistics' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'total_users', (select count(*) from public.profiles),
    'total_companies', (select count(*) from public.companies),
    'pending_approvals', (select count(*) from public.companies where not is_approved),
    'total_candidates', (select count(*) from public.candidates)
  );
end;
$function$;
revoke all on function public.admin_dashboard_stats() from public, anon, authenticated, service_role;
grant execute on function public.admin_dashboard_stats() to authenticated, service_role;

-- Exporting a job's applicants takes their names and e-mail addresses out of the portal, so every
-- export is recorded in the company's audit trail: who, which job, how many rows. The function
-- now writes, so it is volatile (PostgREST runs stable functions read-only).
create or replace function public.export_job_applicants(p_job_id uuid)
 returns TABLE(name text, email text, source text, stage text, applied_at timestamp with time zone, last_change timestamp with time zone)
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_rows bigint;
begin
  if not private.can_see_job_applications(p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  return query
    select btrim(concat_ws(' ', c.first_name, c.last_name)), c.email,
           case a.source when 'candidate' then 'Direct' when 'company' then 'Company-managed'
                else coalesce(v.vendor_name, 'Vendor') end,
           case a.status when 'applied' then 'New' else private.status_label(a.status) end,
           a.applied_at, a.status_changed_at
    from public.applications a
    join public.candidates c on c.id = a.candidate_id
    left join public.vendors v on v.id = a.applied_by_vendor_id
    where a.job_id = p_job_id
    order by a.applied_at desc, a.id;
  get diagnostics v_rows = row_count;
  perform audit.append('job.applicants_exported', 'job', p_job_id::text,
    (select j.company_id from public.jobs j where j.id = p_job_id), jsonb_build_object('rows', v_rows));
end;
$function$;
revoke all on function public.export_job_applicants(uuid) from public, anon, authenticated, service_role;
grant execute on function public.export_job_applicants(uuid) to authenticated, service_role;

-- One open job with its company's public profile; null when the job is not on the board (draft,
-- closed, filled, expired, unknown, or its company unapproved or without a tier).
create or replace function public.get_public_job(p_job_id uuid)
 returns json
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select private.board_job(j, c, true)
  from public.jobs j
  join public.companies c on c.id = j.company_id
  where j.id = p_job_id
    and j.status in ('published', 'open', 'active')
    and (j.expires_at is null or j.expires_at >= private.board_today())
    and j.company_listed
$function$;
revoke all on function public.get_public_job(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_public_job(uuid) to anon, authenticated, service_role;

-- The token for a saved search's e-mails; only the scheduler's function asks for it.
create or replace function public.job_alert_unsubscribe_token(p_search_id uuid)
 returns text
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select private.signed_link_token('job_alert_unsubscribe', p_search_id)
$function$;
revoke all on function public.job_alert_unsubscribe_token(uuid) from public, anon, authenticated, service_role;
grant execute on function public.job_alert_unsubscribe_token(uuid) to service_role;

-- A job and its screening questions are saved in one transaction: a failure leaves neither, and
-- questions cannot be rewritten while a candidate applies (the application's reference to the job
-- waits on the job row's lock, or the rewrite sees the application and refuses).
-- Called by manage-job-posting with the service role after it has checked the caller's role.
create or replace function public.save_job_posting(p_job_id uuid, p_company_id uuid, p_created_by uuid, p_job jsonb, p_questions jsonb)
 returns public.jobs
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_columns text;
  v_values text;
  v_job public.jobs;
begin
  -- Only columns of the table the caller sent; ownership columns come from the arguments.
  select string_agg(format('%I', c.column_name), ', ' order by c.ordinal_position),
         string_agg(format('r.%I', c.column_name), ', ' order by c.ordinal_position)
    into v_columns, v_values
  from information_schema.columns c
  where c.table_schema = 'public' and c.table_name = 'jobs'
    and p_job ? c.column_name
    and c.column_name not in ('id', 'company_id', 'created_by', 'created_at', 'updated_at');

  if p_job_id is null then
    execute format(
      'insert into public.jobs (company_id, created_by%1$s) select $1, $2%2$s from jsonb_populate_record(null::public.jobs, $3) r returning *',
      coalesce(', ' || v_columns, ''), coalesce(', ' || v_values, ''))
      into v_job using p_company_id, p_created_by, p_job;
  else
    select * into v_job from public.jobs where id = p_job_id and company_id = p_company_id for update;
    if not found then
      raise exception 'Job not found' using errcode = 'P0002';
    end if;
    if v_columns is not null then
      execute format(
        'update public.jobs set (%1$s) = (select %1$s from jsonb_populate_record(null::public.jobs, $1)) where id = $2 returning *',
        v_columns)
        into v_job using p_job, p_job_id;
    end if;
  end if;

  if p_questions is not null then
    if p_job_id is not null and exists (select 1 from public.applications a where a.job_id = p_job_id) then
      -- Answers point at questions; rewriting them would orphan what candidates wrote.
      raise exception 'Questions cannot be changed after candidates have applied' using errcode = 'P0409';
    end if;
    delete from public.job_questions where job_id = v_job.id;
    insert into public.job_questions (job_id, question, question_type, is_required, options, position)
    select v_job.id, q.question, q.question_type, q.is_required, q.options, q.position
    from jsonb_to_recordset(p_questions)
      as q(question text, question_type text, is_required boolean, options jsonb, position integer);
  end if;
  return v_job;
end;
$function$;
revoke all on function public.save_job_posting(uuid,uuid,uuid,jsonb,jsonb) from public, anon, authenticated, service_role;
grant execute on function public.save_job_posting(uuid,uuid,uuid,jsonb,jsonb) to service_role;

-- The board's search. Filters left null do not apply. p_query finds jobs whose title and required
-- skills, or whose company's name, hold each of its words; p_location any of the job's locations; p_min_salary jobs whose best salary
-- reaches it. Sorts: 'newest' or 'salary' (highest first, jobs without a salary last). The total
-- is exact up to 1000 and reported as 1000 with total_capped beyond; a page past the end is empty.
-- Bad values raise 22023 with a message saying which.
create or replace function public.search_public_jobs(p_query text DEFAULT NULL::text, p_location text DEFAULT NULL::text, p_remote boolean DEFAULT NULL::boolean, p_job_type text DEFAULT NULL::text, p_experience_level text DEFAULT NULL::text, p_min_salary integer DEFAULT NULL::integer, p_sort text DEFAULT 'newest'::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 20, p_posted_after timestamp with time zone DEFAULT NULL::timestamp with time zone)
 returns json
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_query tsquery := private.board_words_query(p_query);
  v_location tsquery := private.board_words_query(p_location);
  v_today timestamptz := private.board_today();
  v_sort text := coalesce(p_sort, 'newest');
  v_page integer := coalesce(p_page, 1);
  v_size integer := coalesce(p_page_size, 20);
  v_company_ids uuid[];
  v_where text;
  v_order text;
  v_page_sql text;
  v_total integer;
  v_jobs json;
begin
  if length(p_query) > 100 or length(p_location) > 100 then
    raise exception 'Search text can be at most 100 characters' using errcode = '22023';
  end if;
  if p_job_type is not null and p_job_type not in ('FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP', 'REMOTE') then
    raise exception 'Unknown job type: %', p_job_type using errcode = '22023';
  end if;
  if p_experience_level is not null
     and p_experience_level not in ('entry_level', 'mid_level', 'senior_level', 'lead', 'executive') then
    raise exception 'Unknown experience level: %', p_experience_level using errcode = '22023';
  end if;
  if p_min_salary is not null and p_min_salary < 0 then
    raise exception 'Minimum salary cannot be negative' using errcode = '22023';
  end if;
  if v_sort not in ('newest', 'salary') then
    raise exception 'Unknown sort: %', v_sort using errcode = '22023';
  end if;
  if v_page < 1 or v_size < 1 or v_size > 50 then
    raise exception 'Page must be 1 or more and page size between 1 and 50' using errcode = '22023';
  end if;

  -- Companies named by the search; few, and looked up once instead of per job.
  if v_query is not null then
    select coalesce(array_agg(c.id), '{}') into v_company_ids
    from public.companies c
    where c.is_approved
      and to_tsvector('simple'::regconfig, c.name || ' ' || coalesce(c.dba_name, '')) @@ v_query;
  end if;

  -- Only the filters in use go into the statement, so each search is planned for what it asks.
  v_where := '(j.expires_at is null or j.expires_at >= $1)'
    || case when v_query is not null then ' and (j.words @@ $2 or j.company_id = any($3))' else '' end
    || case when v_location is not null then ' and j.location_words @@ $4' else '' end
    || case when p_remote is not null then ' and j.is_remote = $5' else '' end
    || case when p_job_type is not null then ' and j.job_type = $6' else '' end
    || case when p_experience_level is not null then ' and j.experience_level = $7' else '' end
    || case when p_min_salary is not null then ' and j.salary_sort >= $8' else '' end
    || case when p_posted_after is not null then ' and j.created_at > $9' else '' end;
  v_order := case when v_sort = 'salary' then 'j.salary_sort desc nulls last, ' else '' end
    || 'j.created_at desc, j.job_id desc';

  -- One scan finds up to 1001 matches: their number is the total, and when that is all of them the
  -- page is cut from them. Only a search matching more than 1000 jobs reads its page again, in the
  -- order of an index.
  v_page_sql := 'select coalesce(json_agg(private.board_job(jobs, c, false) order by '
    || replace(v_order, 'j.', 'page.') || '), ''[]'') from (%s order by ' || v_order
    || ' offset $10 limit $11) page join public.jobs jobs on jobs.id = page.job_id'
    || ' join public.companies c on c.id = jobs.company_id';
  execute 'with j as materialized (select j.job_id, j.salary_sort, j.created_at from private.board_jobs j where '
      || v_where || ' limit 1001) select (select count(*) from j), ('
      || format(v_page_sql, 'select j.job_id, j.salary_sort, j.created_at from j') || ')'
    into v_total, v_jobs
    using v_today, v_query, v_company_ids, v_location, p_remote, p_job_type, p_experience_level, p_min_salary,
      p_posted_after, (v_page::bigint - 1) * v_size, v_size;
  if v_total > 1000 then
    execute format(v_page_sql, 'select j.job_id, j.salary_sort, j.created_at from private.board_jobs j where ' || v_where)
      into v_jobs
      using v_today, v_query, v_company_ids, v_location, p_remote, p_job_type, p_experience_level, p_min_salary,
        p_posted_after, (v_page::bigint - 1) * v_size, v_size;
  end if;

  return json_build_object(
    'jobs', v_jobs,
    'total', least(v_total, 1000),
    'total_capped', v_total > 1000,
    'page', v_page,
    'page_size', v_size,
    'sort', v_sort);
end;
$function$;
revoke all on function public.search_public_jobs(text,text,boolean,text,text,integer,text,integer,integer,timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.search_public_jobs(text,text,boolean,text,text,integer,text,integer,integer,timestamp with time zone) to anon, authenticated, service_role;

-- Turns off the alert the token names and says which search it was. Using the link again changes
-- nothing and answers the same. A token that is malformed or not signed by us changes nothing.
create or replace function public.turn_off_job_alert(p_token text)
 returns json
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_id uuid;
  v_name text;
begin
  v_id := private.signed_link_id('job_alert_unsubscribe', p_token);
  if v_id is null then
    raise exception 'This unsubscribe link is not valid' using errcode = '22023';
  end if;
  update public.saved_searches set alerts_enabled = false
  where id = v_id
  returning name into v_name;
  if v_name is null then
    raise exception 'This saved search no longer exists' using errcode = 'P0002';
  end if;
  return json_build_object('name', v_name);
end;
$function$;
revoke all on function public.turn_off_job_alert(text) from public, anon, authenticated, service_role;
grant execute on function public.turn_off_job_alert(text) to anon, authenticated, service_role;

create trigger companies_open_counts_approval after update of is_approved on public.companies
  for each row when (old.is_approved is distinct from new.is_approved)
  execute function private.track_company_open_jobs();

create trigger companies_open_counts_delete before delete on public.companies
  for each row when (old.is_approved)
  execute function private.track_company_open_jobs();

create trigger companies_relist_jobs after update of is_approved on public.companies
  for each row execute function private.relist_company_jobs();

create trigger company_subscriptions_relist_jobs after insert or update of tier, company_id on public.company_subscriptions
  for each row execute function private.relist_company_jobs();

create trigger job_assignments_check before insert or update on public.job_assignments
  for each row execute function private.check_job_assignment();

create trigger job_assignments_live after insert or update or delete on public.job_assignments
  for each row execute function private.jobs_live();

create trigger job_assignments_updated_at before update on public.job_assignments
  for each row execute function private.set_updated_at();

create trigger job_questions_updated_at before update on public.job_questions
  for each row execute function private.set_updated_at();

create trigger jobs_board_copy after insert or update on public.jobs
  for each row execute function private.sync_board_job();

create trigger jobs_company_listed before insert or update of company_id on public.jobs
  for each row execute function private.job_company_listed();

create trigger jobs_expiry_end_of_day before insert or update of expires_at on public.jobs
  for each row execute function private.jobs_expiry_end_of_day();

create trigger jobs_guard before insert or update on public.jobs
  for each row execute function private.guard_jobs();

create trigger jobs_live after insert or update or delete on public.jobs
  for each row execute function private.jobs_live();

create trigger jobs_open_counts_delete after delete on public.jobs
  for each row execute function private.track_open_jobs();

create trigger jobs_open_counts_insert after insert on public.jobs
  for each row execute function private.track_open_jobs();

create trigger jobs_open_counts_update after update on public.jobs
  for each row
  when (old.status is distinct from new.status or old.expires_at is distinct from new.expires_at
    or old.company_id is distinct from new.company_id)
  execute function private.track_open_jobs();

create trigger jobs_updated_at before update on public.jobs
  for each row execute function private.set_updated_at();

create trigger saved_searches_updated_at before update on public.saved_searches
  for each row execute function private.set_updated_at();

create policy job_assignments_delete on public.job_assignments for delete to authenticated
  using (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
      where j.id in (select private.staff_job_ids())
        and j.company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
  );

create policy job_assignments_insert on public.job_assignments for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
      where j.id in (select private.staff_job_ids())
        and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  );

-- job_assignments --------------------------------------------------------------------------------
create policy job_assignments_select on public.job_assignments for select to authenticated
  using ((select private.is_platform_admin()) or job_id in (select private.staff_job_ids()));

create policy job_assignments_update on public.job_assignments for update to authenticated
  using (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
      where j.id in (select private.staff_job_ids())
        and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  )
  with check (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
      where j.id in (select private.staff_job_ids())
        and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  );

-- The job's company staff and the invited person read it; only invite_candidate_to_job writes.
create policy job_invitations_select on public.job_invitations for select to authenticated
  using (
    job_id in (select j.id from public.jobs j
               where j.company_id in (select private.company_ids_with_role(
                 array['company_admin', 'subscription_admin', 'manager', 'recruiter'])))
    or candidate_id in (select private.own_candidate_ids())
  );

create policy job_questions_delete on public.job_questions for delete to authenticated
  using (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
      where j.id in (select private.staff_job_ids())
        and j.company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager', 'recruiter'])))
  );

create policy job_questions_insert on public.job_questions for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
      where j.id in (select private.staff_job_ids())
        and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager', 'recruiter'])))
  );

-- job_questions ----------------------------------------------------------------------------------
-- Readable with the job (jobs' own policy decides); written by those who may edit the job.
create policy job_questions_select on public.job_questions for select to authenticated
  using (exists (select 1 from public.jobs j where j.id = job_questions.job_id));

create policy job_questions_update on public.job_questions for update to authenticated
  using (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
      where j.id in (select private.staff_job_ids())
        and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager', 'recruiter'])))
  );

create policy jobs_delete on public.jobs for delete to authenticated
  using (
    (select private.is_platform_admin())
    or (id in (select private.staff_job_ids())
        and (company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
        )
    or (created_by = (select auth.uid()) and company_id in (select private.company_ids_with_role(array['recruiter'])))
  );

create policy jobs_insert on public.jobs for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager', 'recruiter']))
  );

-- jobs -------------------------------------------------------------------------------------------
create policy jobs_select on public.jobs for select to authenticated
  using (
    (select private.is_platform_admin())
    or company_id = any (array(select private.company_ids_with_role(array['company_admin', 'subscription_admin'])))
    or (created_by = (select auth.uid()) and company_id = any (array(select private.company_ids_with_role())))
    or id in (select private.visible_job_ids())
    or ((select private.is_candidate_account())
        and status in ('published', 'open', 'active')
        and (expires_at is null or expires_at > now())
        and company_id in (select private.approved_company_ids()))
    or id in (select private.applied_job_ids())
  );

create policy jobs_update on public.jobs for update to authenticated
  using (
    (select private.is_platform_admin())
    or (id in (select private.staff_job_ids())
        and company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager', 'recruiter'])))
  )
  with check (
    (select private.is_platform_admin())
    or company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager', 'recruiter']))
  );

create policy saved_jobs_delete on public.saved_jobs for delete to authenticated
  using (user_id = (select auth.uid()));

create policy saved_jobs_insert on public.saved_jobs for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select private.is_candidate_account())
    and private.is_open_job(job_id)
  );

-- A candidate saves jobs open to them.
create policy saved_jobs_select on public.saved_jobs for select to authenticated
  using (user_id = (select auth.uid()));

create policy saved_searches_delete on public.saved_searches for delete to authenticated
  using (user_id = (select auth.uid()));

create policy saved_searches_insert on public.saved_searches for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.is_candidate_account()));

create policy saved_searches_select on public.saved_searches for select to authenticated
  using (user_id = (select auth.uid()));

create policy saved_searches_update on public.saved_searches for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
