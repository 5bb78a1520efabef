-- Scores are computed in one view instead of a function called per pair. A SQL function with a
-- fixed search_path is never inlined, and one calling another plans the inner one again on every
-- call: scoring a candidate against 20,000 open jobs took seconds. The view's factors are plain
-- expressions the planner evaluates in the scan, and every caller (the explanation, the rankings,
-- the candidate's jobs) reads the same view, so the weights still live in one place.

create view private.match_view as
select j.job_id, c.candidate_id,
  j.required_keys || j.preferred_keys as job_keys, c.skill_keys, c.managing_company_id, c.created_by_vendor_id,
  f.factors,
  (f.factors[1] + f.factors[2] + f.factors[3] + f.factors[4] + f.factors[5] + f.factors[6])::smallint as score
from private.match_jobs j
cross join private.match_candidates c
cross join lateral (select
      array[
      case when cardinality(j.required_keys) = 0 then 0
           else round(40.0 * (select count(*) from unnest(j.required_keys) k where k = any (c.skill_keys))
                      / cardinality(j.required_keys)) end,
      case when cardinality(j.preferred_keys) = 0 then 5
           else round(10.0 * (select count(*) from unnest(j.preferred_keys) k where k = any (c.skill_keys))
                      / cardinality(j.preferred_keys)) end,
      case when j.level is null or c.level is null then 8
           else (array[15, 8, 3, 0, 0])[abs(j.level - c.level) + 1] end,
      case when j.is_remote and c.work_arrangement <> 'onsite' then 15
           when c.work_arrangement = 'remote' then 0
           when cardinality(c.locations) = 0 or (cardinality(j.locations) = 0 and not j.is_remote) then 8
           when j.locations && c.locations then 15
           else 0 end,
      case when cardinality(c.job_types) = 0 then 10
           when j.job_type is null then 5
           when j.job_type = any (c.job_types) then 10
           else 0 end,
      case when c.minimum_salary is null then 10
           when j.salary_top is null then 5
           when j.salary_top >= c.minimum_salary then 10
           when j.salary_top >= c.minimum_salary * 0.9 then 5
           else 0 end
      ]::smallint[] as factors) f;
revoke all on private.match_view from public, anon, authenticated;

create or replace function private.match_factors(j private.match_jobs, c private.match_candidates)
returns smallint[]
language sql stable parallel safe
set search_path = ''
as $$
  select v.factors from private.match_view v where v.job_id = j.job_id and v.candidate_id = c.candidate_id
$$;

create or replace function private.match_score(j private.match_jobs, c private.match_candidates)
returns smallint
language sql stable parallel safe
set search_path = ''
as $$
  select v.score from private.match_view v where v.job_id = j.job_id and v.candidate_id = c.candidate_id
$$;

create or replace function private.candidate_potential_jobs(p_user_id uuid, p_page bigint, p_page_size integer,
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
    select j.id, j.created_at, m.score
    from public.jobs j
    join public.companies co on co.id = j.company_id
    join private.match_view m on m.job_id = j.id and m.candidate_id = v_candidate.candidate_id
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

create or replace function private.ranked_candidates(p_job_id uuid, p_company_ids uuid[], p_vendor_ids uuid[], p_limit integer)
returns table (candidate_id uuid, score smallint)
language sql stable security definer
set search_path = ''
as $$
  select v.candidate_id, v.score
  from private.match_view v
  where v.job_id = p_job_id
    and v.skill_keys && v.job_keys
    and (v.managing_company_id = any (p_company_ids) or v.created_by_vendor_id = any (p_vendor_ids))
    and not exists (select 1 from public.applications a where a.job_id = p_job_id and a.candidate_id = v.candidate_id)
  order by v.score desc, v.candidate_id
  limit p_limit
$$;

create or replace function private.application_scores(p_application_ids uuid[])
returns table (application_id uuid, score smallint)
language sql stable security definer
set search_path = ''
as $$
  select a.id, v.score
  from public.applications a
  join private.match_view v on v.job_id = a.job_id and v.candidate_id = a.candidate_id
  where a.id = any (p_application_ids)
$$;
