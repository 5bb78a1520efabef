-- Whether a job is open was written out three times: the set candidates may see and apply to
-- (private.open_job_ids), the one-job check applying made (private.job_takes_applications) and
-- matching's check (private.job_is_open), which left out the expiry, so a job past its expiry kept
-- its suggestions and was scored into candidates' lists when rebuilt. The rule now lives in one
-- view, which the planner expands into each query that reads it: the set reads it whole, the
-- one-job check by key (one index lookup on the job and its company), matching joins it.
-- A job is open while its status is published, open or active, its company is approved and its
-- expiry has not passed.
create view private.open_jobs as
  select j.id, j.company_id, j.created_at, j.expires_at
  from public.jobs j
  join public.companies c on c.id = j.company_id
  where c.is_approved
    and j.status in ('published', 'open', 'active')
    and (j.expires_at is null or j.expires_at > now());
revoke all on private.open_jobs from public, anon, authenticated, service_role;

create or replace function private.open_job_ids()
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
begin
  return query select o.id from private.open_jobs o;
end
$function$;

create or replace function private.job_is_open(p_job_id uuid)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
begin
  return exists (select 1 from private.open_jobs o where o.id = p_job_id);
end;
$function$;

-- The signed-in candidate applies to an open job with their answers. Returns
-- {"application_id": ...}, or {"missing_fields": [labels]} (and changes nothing) while the profile
-- lacks what applying needs (no labels: there is no profile yet). Applying twice, or while a
-- company or vendor already put the person forward, is refused by the one-active-application rule
-- (23505; the hint names the application already in process).
create or replace function public.apply_to_job(p_job_id uuid, p_answers jsonb default '[]')
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_ready json;
  v_id uuid;
begin
  if v_uid is null then
    raise exception 'Please log in to apply for this job' using errcode = '42501';
  end if;
  if not private.is_candidate_account() then
    raise exception 'Only candidates can apply to jobs' using errcode = '42501';
  end if;
  if p_job_id is null or not private.job_is_open(p_job_id) then
    raise exception 'This job is not open for applications' using errcode = '42501';
  end if;

  v_ready := private.candidate_apply_readiness(v_uid);
  if v_ready ->> 'candidateId' is null or json_array_length(v_ready -> 'missingFields') > 0 then
    return jsonb_build_object('missing_fields',
      case when v_ready ->> 'candidateId' is null then '[]'::jsonb else (v_ready -> 'missingFields')::jsonb end);
  end if;

  perform private.check_application_answers(p_job_id, p_answers);

  insert into public.applications (job_id, candidate_id, status, source, applied_by_user_id)
  values (p_job_id, (v_ready ->> 'candidateId')::uuid, 'applied', 'candidate', v_uid)
  returning id into v_id;
  -- Blank answers to optional questions are not stored ('No response provided').
  insert into public.job_application_answers (application_id, question_id, answer)
  select v_id, (e ->> 'question_id')::uuid, btrim(e ->> 'answer')
  from jsonb_array_elements(coalesce(p_answers, '[]')) e
  where btrim(coalesce(e ->> 'answer', '')) <> '';
  return jsonb_build_object('application_id', v_id);
end;
$$;
revoke all on function public.apply_to_job(uuid, jsonb) from public, anon;
grant execute on function public.apply_to_job(uuid, jsonb) to authenticated;

drop function private.job_takes_applications(uuid);

-- Matching builds its lists from the same open jobs.
-- Every list again, for data loaded with triggers off (the scale seed) and for this migration:
-- each open job's, and each candidate's who signed in within 30 days.
create or replace function private.rebuild_match_lists()
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  truncate private.match_queue, private.match_job_lists, private.match_job_suggestions,
    private.match_candidate_lists, private.match_candidate_jobs;
  perform private.refresh_job_suggestions(o.id) from private.open_jobs o;
  insert into private.match_candidate_lists (candidate_id)
  select c.id from public.candidates c join auth.users u on u.id = c.user_id
  where u.last_sign_in_at > now() - interval '30 days';
  perform private.refresh_candidate_jobs(l.candidate_id) from private.match_candidate_lists l;
end;
$function$;
revoke all on function private.rebuild_match_lists() from public, anon, authenticated, service_role;

-- Every open job's score for one candidate who keeps a list.
create or replace function private.refresh_candidate_jobs(p_candidate_id uuid)
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if not exists (select 1 from private.match_candidate_lists where candidate_id = p_candidate_id) then
    return;
  end if;
  delete from private.match_candidate_jobs where candidate_id = p_candidate_id;
  insert into private.match_candidate_jobs (candidate_id, job_id, score, job_created_at, expires_at)
  select p_candidate_id, o.id, m.score, o.created_at, o.expires_at
  from private.open_jobs o
  join private.match_view m on m.job_id = o.id and m.candidate_id = p_candidate_id;
  perform private.recount_candidate_jobs(p_candidate_id);
  update private.match_candidate_lists set refreshed_at = clock_timestamp() where candidate_id = p_candidate_id;
end;
$function$;
revoke all on function private.refresh_candidate_jobs(uuid) from public, anon, authenticated, service_role;

-- The candidate's jobs to apply for, from the same open jobs.
-- A candidate's 'Jobs You Can Apply For' leaves out the jobs any of their records was put forward
-- for, their own applications and those a vendor or company made for them under the e-mail they
-- signed up with.
create or replace function private.candidate_potential_jobs(p_user_id uuid, p_page bigint, p_page_size integer, p_min_score integer DEFAULT 0)
 returns json
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_candidate private.match_candidates;
  v_counts integer[];
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
    select count(*) into v_applied_open from private.open_jobs o where o.id = any(v_applied);
    select coalesce(array_agg(page.id order by page.created_at desc, page.id desc), '{}') into v_page
    from (select o.id, o.created_at from private.open_jobs o
          where o.id <> all(v_applied)
          order by o.created_at desc, o.id desc
          offset (p_page - 1) * p_page_size limit p_page_size) page;
    return json_build_object('jobs', private.job_cards(v_page),
      'total', greatest(0, private.open_jobs_total() - v_applied_open),
      'page', p_page, 'pageSize', p_page_size, 'candidateId', null, 'scores', '{}'::json);
  end if;

  select l.score_counts into v_counts from private.match_candidate_lists l
  where l.candidate_id = v_candidate.candidate_id and l.refreshed_at is not null;

  if v_counts is not null then
    -- the kept counts, less the expired jobs and those the person was put forward for
    v_total := (select coalesce(sum(n), 0) from unnest(v_counts[p_min_score + 1 : 101]) n)
      - (select count(*) from private.match_candidate_jobs k
         where k.candidate_id = v_candidate.candidate_id and k.expires_at is not null and k.expires_at <= now()
           and k.score >= p_min_score)
      - (select count(*) from private.match_candidate_jobs k
         where k.candidate_id = v_candidate.candidate_id and k.job_id = any (v_applied)
           and k.score >= p_min_score and (k.expires_at is null or k.expires_at > now()));
    select coalesce(array_agg(p.job_id order by p.score desc, p.job_created_at desc, p.job_id desc), '{}'),
           coalesce(json_object_agg(p.job_id, p.score), '{}')
      into v_page, v_scores
    from (select k.job_id, k.score, k.job_created_at
          from private.match_candidate_jobs k
          where k.candidate_id = v_candidate.candidate_id
            and k.score >= p_min_score
            and (k.expires_at is null or k.expires_at > now())
            and k.job_id <> all (v_applied)
          order by k.score desc, k.job_created_at desc, k.job_id desc
          offset (p_page - 1) * p_page_size limit p_page_size) p;
  else
    with scored as (
      select o.id, o.created_at, m.score
      from private.open_jobs o
      join private.match_view m on m.job_id = o.id and m.candidate_id = v_candidate.candidate_id
      where o.id <> all(v_applied)
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
  end if;

  return json_build_object(
    'jobs', private.job_cards(v_page),
    'total', v_total,
    'page', p_page,
    'pageSize', p_page_size,
    'candidateId', v_candidate.candidate_id,
    'scores', v_scores);
end;
$function$;
revoke all on function private.candidate_potential_jobs(uuid,bigint,integer,integer) from public, anon, authenticated, service_role;
grant execute on function private.candidate_potential_jobs(uuid,bigint,integer,integer) to authenticated;
