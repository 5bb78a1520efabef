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
language plpgsql stable security definer
set search_path = ''
as $$
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
$$;
revoke all on function private.job_cards(uuid[]) from public, anon, authenticated;

-- The application detail keeps its jsonb card, now from the same shape.
create or replace function private.job_card(p_job public.jobs)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (private.job_cards(array[p_job.id]) -> 0)::jsonb;
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
  v_page uuid[];
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

  select coalesce(array_agg(page.id order by page.created_at desc, page.id desc), '{}') into v_page
  from (
    select j.id, j.created_at
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
    'jobs', private.job_cards(v_page),
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
