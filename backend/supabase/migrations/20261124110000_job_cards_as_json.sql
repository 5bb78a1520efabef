-- Potential jobs builds its cards as json in the page query. As jsonb, each of the 20 cards had its
-- 23 keys sorted and encoded, and the whole page was printed back to text for the response: a
-- third of the call's database time. The card's shape stays in one place, job_card_json, a SQL
-- function the planner inlines into the query that calls it (so its plan is the caller's, kept
-- for the session like the PL/pgSQL helpers). It has no search_path of its own because a function
-- with one is never inlined; it names only pg_catalog functions and runs with its caller's
-- rights, and every caller is a security-definer function with an empty search_path.
create or replace function private.job_card_json(p_job public.jobs, p_company_name text, p_assigned_to json)
returns json
language sql stable
as $$
  select json_build_object(
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
    'company_name', p_company_name,
    'company', json_build_object('name', p_company_name),
    'assigned_to', p_assigned_to)
$$;
revoke all on function private.job_card_json(public.jobs, text, json) from public, anon, authenticated;

-- The application detail keeps its jsonb card, now from the same shape.
create or replace function private.job_card(p_job public.jobs)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (
    select private.job_card_json(p_job, co.name, (
      select json_build_object('first_name', cu.first_name, 'last_name', cu.last_name)
      from public.job_assignments ja
      join public.company_users cu on cu.user_id = ja.assigned_to_user_id
      where ja.job_id = p_job.id
      limit 1))::jsonb
    from (select) _
    left join public.companies co on co.id = p_job.company_id);
end;
$$;
revoke all on function private.job_card(public.jobs) from public, anon, authenticated;

-- The result type changes from jsonb to json, so both are made again with the grants they had. The
-- answer now carries its page and page size too, so the function passes it on as it comes.
drop function public.get_candidate_potential_jobs(uuid, bigint, integer);
drop function private.candidate_potential_jobs(uuid, bigint, integer);

create function private.candidate_potential_jobs(p_user_id uuid, p_page bigint, p_page_size integer)
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_applied uuid[];
  v_applied_open integer;
  v_jobs json;
begin
  perform private.assert_candidate_data_caller(p_user_id);
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

  select coalesce(json_agg(page.card order by page.created_at desc, page.id desc), '[]') into v_jobs
  from (
    select j.id, j.created_at, private.job_card_json(j, co.name, (
      select json_build_object('first_name', cu.first_name, 'last_name', cu.last_name)
      from public.job_assignments ja
      join public.company_users cu on cu.user_id = ja.assigned_to_user_id
      where ja.job_id = j.id
      limit 1)) as card
    from public.jobs j
    join public.companies co on co.id = j.company_id
    where co.is_approved
      and j.status in ('published', 'open', 'active')
      and (j.expires_at is null or j.expires_at > now())
      and j.id <> all(v_applied)
    order by j.created_at desc, j.id desc
    offset (p_page - 1) * p_page_size
    limit p_page_size) page;

  return json_build_object(
    'jobs', v_jobs,
    'total', greatest(0, private.open_jobs_total() - v_applied_open),
    'page', p_page,
    'pageSize', p_page_size);
end;
$$;
revoke all on function private.candidate_potential_jobs(uuid, bigint, integer) from public, anon;
grant execute on function private.candidate_potential_jobs(uuid, bigint, integer) to authenticated;

create function public.get_candidate_potential_jobs(p_user_id uuid, p_page bigint, p_page_size integer)
returns json
language plpgsql stable security invoker
set search_path = ''
as $$
begin
  return (select private.candidate_potential_jobs(p_user_id, p_page, p_page_size));
end;
$$;
revoke all on function public.get_candidate_potential_jobs(uuid, bigint, integer) from public, anon;
grant execute on function public.get_candidate_potential_jobs(uuid, bigint, integer) to authenticated;
