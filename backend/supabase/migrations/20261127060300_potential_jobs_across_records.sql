-- A candidate's 'Jobs You Can Apply For' leaves out the jobs any of their records was put forward
-- for, their own applications and those a vendor or company made for them under the e-mail they
-- signed up with.
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

  -- Every record of the person counts: a job a vendor or company already put them forward for is
  -- not offered again (applying would be refused as already in process).
  select coalesce(array_agg(a.job_id), '{}') into v_applied
  from public.applications a
  where a.candidate_id in (select private.user_candidate_ids(p_user_id));

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
