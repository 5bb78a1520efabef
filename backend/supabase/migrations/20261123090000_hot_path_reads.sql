-- The busiest reads, each in one statement: a function's caller, a candidate's potential jobs, the
-- manage-candidates search and the company job list.

-- The caller of an edge function: the signed-in user (their session still live), their account
-- role from profiles and their first company membership, in one read instead of the auth
-- service's user lookup followed by two table reads. Null when the JWT carries no user, the user
-- is gone, or the session was signed out.
create or replace function private.caller_context()
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (select jsonb_build_object(
    'id', u.id,
    'email', u.email,
    'role', (select p.role from public.profiles p where p.id = u.id),
    'membership', (
      select jsonb_build_object('company_id', cu.company_id, 'role', cu.role)
      from public.company_users cu
      where cu.user_id = u.id
      order by cu.created_at
      limit 1))
  from auth.users u
  where u.id = (select auth.uid())
    and (
      nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id' is null
      or exists (
        select 1 from auth.sessions s
        where s.id = (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id')::uuid
          and s.user_id = u.id
          and (s.not_after is null or s.not_after > now()))));
end;
$$;
revoke all on function private.caller_context() from public, anon;
grant execute on function private.caller_context() to authenticated;

create or replace function public.get_caller_context()
returns jsonb
language plpgsql stable security invoker
set search_path = ''
as $$
begin
  return (select private.caller_context());
end;
$$;
revoke all on function public.get_caller_context() from public, anon;
grant execute on function public.get_caller_context() to authenticated;

-- A job as the candidate pages show it: its fields, the posting date, the company name and the
-- assignee. Shared by the application detail and the potential jobs. These helpers are PL/pgSQL
-- because it keeps their plans for the session, where a SQL function is planned on every call.
create or replace function private.job_card(p_job public.jobs)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (select jsonb_build_object(
    'id', p_job.id,
    'company_id', p_job.company_id,
    'title', p_job.title,
    'description', p_job.description,
    'location', p_job.location,
    'locations', p_job.locations,
    'job_type', p_job.job_type,
    'experience_level', p_job.experience_level,
    'experience_required', p_job.experience_required,
    'education_required', p_job.education_required,
    'salary_min', p_job.salary_min,
    'salary_max', p_job.salary_max,
    'skills_required', p_job.skills_required,
    'requirements', p_job.requirements,
    'preferred_skills', p_job.preferred_skills,
    'status', p_job.status,
    'expires_at', p_job.expires_at,
    'created_at', p_job.created_at,
    'posted_at', p_job.created_at,
    'company_name', co.name,
    'company', jsonb_build_object('name', co.name),
    'assigned_to', (
      select jsonb_build_object('first_name', cu.first_name, 'last_name', cu.last_name)
      from public.job_assignments ja
      join public.company_users cu on cu.user_id = ja.assigned_to_user_id
      where ja.job_id = p_job.id
      limit 1))
  from (select) _
  left join public.companies co on co.id = p_job.company_id);
end;
$$;
revoke all on function private.job_card(public.jobs) from public, anon, authenticated;

-- The candidate's application detail builds its job with job_card too.
create or replace function private.candidate_application_detail(p_user_id uuid, p_application_id uuid)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_app public.applications;
begin
  perform private.assert_self_or_admin(p_user_id);
  select a.* into v_app
  from public.applications a
  join public.candidates c on c.id = a.candidate_id
  where a.id = p_application_id and c.user_id = p_user_id;
  if v_app.id is null then
    return null;
  end if;
  return private.application_fields(v_app) || jsonb_build_object(
    'job', (select private.job_card(j) from public.jobs j where j.id = v_app.job_id),
    'answers', private.application_answers(v_app.id, v_app.job_id));
end;
$$;

-- Open jobs a candidate has not applied to, newest first, one page with the total. "Open" is
-- private.open_job_ids (approved company, open status, not expired); the page is read in order
-- from jobs_open_created_idx and stops after its rows, the total is counted from that index
-- alone, less the open jobs the candidate applied to. p_user_id is the candidate; only they or a
-- platform admin may ask.
create or replace function private.candidate_potential_jobs(p_user_id uuid, p_page bigint, p_page_size integer)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_applied uuid[];
  v_applied_open integer;
  v_open integer;
  v_jobs jsonb;
begin
  perform private.assert_self_or_admin(p_user_id);
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size < 1 or p_page_size > 100 then
    raise exception 'Invalid page' using errcode = '22023';
  end if;

  select coalesce(array_agg(a.job_id), '{}') into v_applied
  from public.applications a
  join public.candidates c on c.id = a.candidate_id
  where c.user_id = p_user_id;

  select count(*) into v_applied_open
  from public.jobs j
  join public.companies co on co.id = j.company_id
  where j.id = any(v_applied)
    and co.is_approved
    and j.status in ('published', 'open', 'active')
    and (j.expires_at is null or j.expires_at > now());

  -- Few companies wait for approval: leaving out their jobs through a hashed list is cheaper than
  -- joining every open job to its company.
  select count(*) into v_open
  from public.jobs j
  where j.status in ('published', 'open', 'active')
    and (j.expires_at is null or j.expires_at > now())
    and j.company_id is not null
    and j.company_id not in (select co.id from public.companies co where co.is_approved is not true);

  select coalesce(jsonb_agg(page.job order by page.created_at desc, page.id desc), '[]') into v_jobs
  from (
    select j.id, j.created_at, private.job_card(j) as job
    from public.jobs j
    join public.companies co on co.id = j.company_id
    where co.is_approved
      and j.status in ('published', 'open', 'active')
      and (j.expires_at is null or j.expires_at > now())
      and j.id <> all(v_applied)
    order by j.created_at desc, j.id desc
    offset (p_page - 1) * p_page_size
    limit p_page_size) page;

  return jsonb_build_object('jobs', v_jobs, 'total', greatest(0, v_open - v_applied_open));
end;
$$;
revoke all on function private.candidate_potential_jobs(uuid, bigint, integer) from public, anon;
grant execute on function private.candidate_potential_jobs(uuid, bigint, integer) to authenticated;

create or replace function public.get_candidate_potential_jobs(p_user_id uuid, p_page bigint, p_page_size integer)
returns jsonb
language plpgsql stable security invoker
set search_path = ''
as $$
begin
  return (select private.candidate_potential_jobs(p_user_id, p_page, p_page_size));
end;
$$;
revoke all on function public.get_candidate_potential_jobs(uuid, bigint, integer) from public, anon;
grant execute on function public.get_candidate_potential_jobs(uuid, bigint, integer) to authenticated;

-- Manage candidates searches names and e-mail as one lower-cased text: one `like` per row instead
-- of three `ilike`, which is what the exact count over a large tenant spends its time on (row-level
-- security applies the search after the policy, so no trigram index can serve it). A search for a
-- full name ("maria garcia") now finds the person too.
alter table public.candidates
  add column search_text text generated always as (
    lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, ''))
  ) stored;

drop index public.candidates_managing_company_search_idx;
create index candidates_managing_company_search_idx
  on public.candidates (managing_company_id, created_at desc)
  include (id, user_id, created_by_vendor_id, search_text);

-- The company job list with a title search counts from the index alone (with the columns the
-- select policies read).
drop index public.jobs_company_id_idx;
create index jobs_company_id_idx
  on public.jobs (company_id, created_at desc)
  include (id, created_by, title);
