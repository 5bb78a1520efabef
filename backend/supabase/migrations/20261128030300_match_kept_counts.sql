-- A candidate's ranked jobs counted from kept figures: counting the kept scores of every open job
-- (14,000 on the scale seed) cost more than the rest of the read. Each kept list now also keeps how
-- many open jobs have each score; a job's refresh moves its one count, as it already rewrites its
-- one row in each list. The read takes out what the figures cannot know: jobs past their expiry and
-- jobs the person was already put forward for.

alter table private.match_candidate_lists
  add column score_counts integer[] not null default array_fill(0, array[101]);

create index match_candidate_jobs_expiry_idx on private.match_candidate_jobs (candidate_id, expires_at)
  include (score) where expires_at is not null;

-- The kept counts again from the kept scores (index 1 is score 0).
create or replace function private.recount_candidate_jobs(p_candidate_id uuid)
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  update private.match_candidate_lists l
  set score_counts = (select array_agg(coalesce(x.n, 0)::integer order by s)
                      from generate_series(0, 100) s
                      left join (select k.score, count(*) as n from private.match_candidate_jobs k
                                 where k.candidate_id = p_candidate_id group by k.score) x on x.score = s)
  where l.candidate_id = p_candidate_id;
end;
$$;
revoke all on function private.recount_candidate_jobs(uuid) from public, anon, authenticated;

create or replace function private.refresh_candidate_jobs(p_candidate_id uuid)
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from private.match_candidate_lists where candidate_id = p_candidate_id) then
    return;
  end if;
  delete from private.match_candidate_jobs where candidate_id = p_candidate_id;
  insert into private.match_candidate_jobs (candidate_id, job_id, score, job_created_at, expires_at)
  select p_candidate_id, j.id, m.score, j.created_at, j.expires_at
  from public.jobs j
  join public.companies co on co.id = j.company_id
  join private.match_view m on m.job_id = j.id and m.candidate_id = p_candidate_id
  where co.is_approved and j.status in ('published', 'open', 'active');
  perform private.recount_candidate_jobs(p_candidate_id);
  update private.match_candidate_lists set refreshed_at = clock_timestamp() where candidate_id = p_candidate_id;
end;
$$;

-- A job changed: its own list, and its score (and that score's count) in every candidate's list.
create or replace function private.refresh_matches_of_job(p_job_id uuid)
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.refresh_job_suggestions(p_job_id);
  with gone as (
    delete from private.match_candidate_jobs where job_id = p_job_id returning candidate_id, score
  )
  update private.match_candidate_lists l set score_counts[g.score + 1] = l.score_counts[g.score + 1] - 1
  from gone g where l.candidate_id = g.candidate_id;
  if private.job_is_open(p_job_id) then
    with added as (
      insert into private.match_candidate_jobs (candidate_id, job_id, score, job_created_at, expires_at)
      select l.candidate_id, p_job_id, m.score, j.created_at, j.expires_at
      from private.match_candidate_lists l
      join private.match_view m on m.candidate_id = l.candidate_id and m.job_id = p_job_id
      join public.jobs j on j.id = p_job_id
      where l.refreshed_at is not null
      returning candidate_id, score
    )
    update private.match_candidate_lists l set score_counts[a.score + 1] = l.score_counts[a.score + 1] + 1
    from added a where l.candidate_id = a.candidate_id;
  end if;
end;
$$;

select private.recount_candidate_jobs(candidate_id) from private.match_candidate_lists;

create or replace function private.candidate_potential_jobs(p_user_id uuid, p_page bigint, p_page_size integer,
  p_min_score integer default 0)
returns json
language plpgsql stable security definer
set search_path = ''
as $$
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
  end if;

  return json_build_object(
    'jobs', private.job_cards(v_page),
    'total', v_total,
    'page', p_page,
    'pageSize', p_page_size,
    'candidateId', v_candidate.candidate_id,
    'scores', v_scores);
end;
$$;
