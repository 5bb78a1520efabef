-- Rankings built on the match score: a candidate's open jobs best match first (with a minimum
-- match), a job's suggested candidates for its company, the vendor's candidates for a job assigned
-- to it, and the scores of a job's applicants.

-- Potential jobs: best match first, then newest; p_min_score keeps jobs scoring at least that.
drop function public.get_candidate_potential_jobs(uuid, bigint, integer);
drop function private.candidate_potential_jobs(uuid, bigint, integer);

create function private.candidate_potential_jobs(p_user_id uuid, p_page bigint, p_page_size integer,
  p_min_score integer default 0)
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_candidate private.match_candidates;
  v_applied uuid[];
  v_applied_open integer;
  v_total integer;
  v_page uuid[];
  v_scores json;
begin
  perform private.assert_candidate_data_caller(p_user_id);
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size < 1 or p_page_size > 100 then
    raise exception 'Invalid page' using errcode = '22023';
  end if;
  if p_min_score is null or p_min_score < 0 or p_min_score > 100 then
    raise exception 'Minimum match must be between 0 and 100' using errcode = '22023';
  end if;

  select m.* into v_candidate
  from public.candidates c join private.match_candidates m on m.candidate_id = c.id
  where c.user_id = p_user_id;

  select coalesce(array_agg(a.job_id), '{}') into v_applied
  from public.applications a
  join public.candidates c on c.id = a.candidate_id
  where c.user_id = p_user_id;

  if v_candidate.candidate_id is null then
    -- No candidate profile yet: nothing to match, newest first as before.
    select count(*) into v_applied_open
    from public.jobs j join public.companies co on co.id = j.company_id
    where j.id = any(v_applied) and co.is_approved and j.status in ('published', 'open', 'active')
      and (j.expires_at is null or j.expires_at > now());
    select coalesce(array_agg(page.id order by page.created_at desc, page.id desc), '{}') into v_page
    from (select j.id, j.created_at from public.jobs j join public.companies co on co.id = j.company_id
          where co.is_approved and j.status in ('published', 'open', 'active')
            and (j.expires_at is null or j.expires_at > now()) and j.id <> all(v_applied)
          order by j.created_at desc, j.id desc
          offset (p_page - 1) * p_page_size limit p_page_size) page;
    return json_build_object('jobs', private.job_cards(v_page),
      'total', greatest(0, private.open_jobs_total() - v_applied_open),
      'page', p_page, 'pageSize', p_page_size, 'candidateId', null, 'scores', '{}'::json);
  end if;

  with scored as (
    select j.id, j.created_at, private.match_score(mj, v_candidate) as score
    from public.jobs j
    join public.companies co on co.id = j.company_id
    join private.match_jobs mj on mj.job_id = j.id
    where co.is_approved
      and j.status in ('published', 'open', 'active')
      and (j.expires_at is null or j.expires_at > now())
      and j.id <> all(v_applied)
  ), kept as (
    select * from scored where score >= p_min_score
  ), page as (
    select id, score, row_number() over (order by score desc, created_at desc, id desc) as rank from kept
    order by rank
    offset (p_page - 1) * p_page_size limit p_page_size
  )
  select (select count(*) from kept),
         (select coalesce(array_agg(id order by rank), '{}') from page),
         (select coalesce(json_object_agg(id, score), '{}') from page)
    into v_total, v_page, v_scores;

  return json_build_object(
    'jobs', private.job_cards(v_page),
    'total', v_total,
    'page', p_page,
    'pageSize', p_page_size,
    'candidateId', v_candidate.candidate_id,
    'scores', v_scores);
end;
$$;
revoke all on function private.candidate_potential_jobs(uuid, bigint, integer, integer) from public, anon;
grant execute on function private.candidate_potential_jobs(uuid, bigint, integer, integer) to authenticated;

create function public.get_candidate_potential_jobs(p_user_id uuid, p_page bigint, p_page_size integer,
  p_min_score integer default 0)
returns json
language plpgsql stable security invoker
set search_path = ''
as $$
begin
  return (select private.candidate_potential_jobs(p_user_id, p_page, p_page_size, p_min_score));
end;
$$;
revoke all on function public.get_candidate_potential_jobs(uuid, bigint, integer, integer) from public, anon;
grant execute on function public.get_candidate_potential_jobs(uuid, bigint, integer, integer) to authenticated;

-- Candidates of a pool ranked for one job: those sharing at least one of its skills, not yet
-- applied, best first, with the reasons' summary.
create or replace function private.ranked_candidates(p_job_id uuid, p_company_ids uuid[], p_vendor_ids uuid[], p_limit integer)
returns table (candidate_id uuid, score smallint)
language sql stable security definer
set search_path = ''
as $$
  select c.candidate_id, private.match_score(j, c) as score
  from private.match_jobs j
  join private.match_candidates c
    on c.skill_keys && (j.required_keys || j.preferred_keys)
  where j.job_id = p_job_id
    and (c.managing_company_id = any (p_company_ids) or c.created_by_vendor_id = any (p_vendor_ids))
    and not exists (select 1 from public.applications a where a.job_id = p_job_id and a.candidate_id = c.candidate_id)
  order by score desc, c.candidate_id
  limit p_limit
$$;
revoke all on function private.ranked_candidates(uuid, uuid[], uuid[], integer) from public, anon, authenticated;

-- The companies whose candidates the caller may be shown for a job of their company: the job's
-- company (for its admins, managers and recruiters) and partners that share candidates with it.
create or replace function private.suggestion_company_ids(p_job_id uuid)
returns uuid[]
language sql stable security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct x.id), '{}')
  from public.jobs j
  cross join lateral (
    select j.company_id as id
    where j.company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager', 'recruiter']))
    union all
    select case when r.company_a_id = j.company_id then r.company_b_id else r.company_a_id end
    from public.company_relationships r
    where j.company_id in (r.company_a_id, r.company_b_id) and r.can_share_candidates
      and j.company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager', 'recruiter']))
  ) x
  where j.id = p_job_id
$$;
revoke all on function private.suggestion_company_ids(uuid) from public, anon;
grant execute on function private.suggestion_company_ids(uuid) to authenticated;

create or replace function private.job_suggestions(p_job_id uuid, p_limit integer)
returns table (candidate_id uuid, score smallint)
language sql stable security definer
set search_path = ''
as $$
  select r.candidate_id, r.score
  from private.ranked_candidates(p_job_id, private.suggestion_company_ids(p_job_id), '{}', p_limit) r
$$;
revoke all on function private.job_suggestions(uuid, integer) from public, anon;
grant execute on function private.job_suggestions(uuid, integer) to authenticated;

-- 'Suggested candidates' for a job: the caller must see the job; every candidate shown passes the
-- candidates' row-level security as well, so nothing a partnership does not share appears.
create or replace function public.get_job_suggestions(p_job_id uuid, p_limit integer default 10)
returns table (candidate_id uuid, first_name text, last_name text, title text, skills text[],
  managing_company_id uuid, company_name text, score smallint, summary text)
language plpgsql stable security invoker
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to see suggestions' using errcode = '42501';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 50 then
    raise exception 'Ask for 1 to 50 suggestions' using errcode = '22023';
  end if;
  if not exists (select 1 from public.jobs j where j.id = p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  return query
  select c.id, c.first_name, c.last_name, c.title, c.skills, c.managing_company_id, co.name, s.score,
    private.match_explanation(p_job_id, c.id) ->> 'summary'
  from private.job_suggestions(p_job_id, p_limit) s
  join public.candidates c on c.id = s.candidate_id
  left join public.companies co on co.id = c.managing_company_id
  order by s.score desc, c.id;
end;
$$;
revoke all on function public.get_job_suggestions(uuid, integer) from public, anon;
grant execute on function public.get_job_suggestions(uuid, integer) to authenticated;

-- The vendor's own candidates ranked for a job assigned to the vendor.
create or replace function private.vendor_job_ranking(p_job_id uuid, p_limit integer)
returns table (candidate_id uuid, score smallint)
language sql stable security definer
set search_path = ''
as $$
  select r.candidate_id, r.score
  from private.ranked_candidates(p_job_id, '{}',
    array(select v.vendor_id from public.vendor_job_assignments v
          where v.job_id = p_job_id and v.vendor_id in (select private.member_vendor_ids())), p_limit) r
$$;
revoke all on function private.vendor_job_ranking(uuid, integer) from public, anon;
grant execute on function private.vendor_job_ranking(uuid, integer) to authenticated;

create or replace function public.get_vendor_job_matches(p_job_id uuid, p_limit integer default 20)
returns table (candidate_id uuid, first_name text, last_name text, title text, skills text[], score smallint,
  summary text)
language plpgsql stable security invoker
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to see matches' using errcode = '42501';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 50 then
    raise exception 'Ask for 1 to 50 candidates' using errcode = '22023';
  end if;
  return query
  select c.id, c.first_name, c.last_name, c.title, c.skills, s.score,
    private.match_explanation(p_job_id, c.id) ->> 'summary'
  from private.vendor_job_ranking(p_job_id, p_limit) s
  join public.candidates c on c.id = s.candidate_id
  order by s.score desc, c.id;
end;
$$;
revoke all on function public.get_vendor_job_matches(uuid, integer) from public, anon;
grant execute on function public.get_vendor_job_matches(uuid, integer) to authenticated;

-- Scores of the applications the caller can read, for sorting a job's applicants by match.
create or replace function private.application_scores(p_application_ids uuid[])
returns table (application_id uuid, score smallint)
language sql stable security definer
set search_path = ''
as $$
  select a.id, private.match_score(j, c)
  from public.applications a
  join private.match_jobs j on j.job_id = a.job_id
  join private.match_candidates c on c.candidate_id = a.candidate_id
  where a.id = any (p_application_ids)
$$;
revoke all on function private.application_scores(uuid[]) from public, anon;
grant execute on function private.application_scores(uuid[]) to authenticated;

create or replace function public.get_application_scores(p_job_id uuid)
returns table (application_id uuid, score smallint)
language sql stable security invoker
set search_path = ''
as $$
  select s.application_id, s.score
  from private.application_scores(array(select a.id from public.applications a where a.job_id = p_job_id)) s
$$;
revoke all on function public.get_application_scores(uuid) from public, anon;
grant execute on function public.get_application_scores(uuid) to authenticated;
