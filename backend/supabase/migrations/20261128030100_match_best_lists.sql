-- Each job's and each candidate's best matches, kept in tables instead of scored on every read.
-- Scoring one candidate against every open job, or one job against a large company's candidates,
-- costs 100 ms or more at scale; reading a kept list costs about a millisecond.
--
-- A change to anything a score reads (a job, a candidate, their preferences, the skills catalogue,
-- a job opening or closing, a company's approval, a partnership's sharing, a withdrawn
-- application) puts the job, candidate or company in private.match_queue, in the same transaction.
-- public.refresh_matches(), run every 2 seconds by the scheduler, works through the queue.
--
-- Job side: every open job keeps its 50 best candidates from its pool (its company's candidates and
-- those of partners that share candidates) with the reasons' summary. Candidate side: a candidate
-- who has signed in keeps the score of every open job. Reads without a kept list (a closed job, a
-- candidate who has not signed in since) score as before.

create table private.match_queue (
  kind text not null check (kind in ('job', 'candidate', 'company')),
  entity_id uuid not null,
  queued_at timestamptz not null default clock_timestamp(),
  primary key (kind, entity_id)
);
alter table private.match_queue enable row level security;
create index match_queue_queued_at_idx on private.match_queue (queued_at);

create table private.match_job_lists (
  job_id uuid primary key references public.jobs (id) on update cascade on delete cascade,
  refreshed_at timestamptz not null
);
alter table private.match_job_lists enable row level security;

create table private.match_job_suggestions (
  job_id uuid not null references public.jobs (id) on update cascade on delete cascade,
  candidate_id uuid not null references public.candidates (id) on update cascade on delete cascade,
  managing_company_id uuid,
  score smallint not null,
  summary text,
  primary key (job_id, candidate_id)
);
alter table private.match_job_suggestions enable row level security;
create index match_job_suggestions_rank_idx on private.match_job_suggestions (job_id, score desc, candidate_id);
create index match_job_suggestions_candidate_idx on private.match_job_suggestions (candidate_id);

-- refreshed_at is null while the list is wanted but not built yet.
create table private.match_candidate_lists (
  candidate_id uuid primary key references public.candidates (id) on update cascade on delete cascade,
  refreshed_at timestamptz
);
alter table private.match_candidate_lists enable row level security;

create table private.match_candidate_jobs (
  candidate_id uuid not null references public.candidates (id) on update cascade on delete cascade,
  job_id uuid not null references public.jobs (id) on update cascade on delete cascade,
  score smallint not null,
  job_created_at timestamptz not null,
  expires_at timestamptz,
  primary key (candidate_id, job_id)
);
alter table private.match_candidate_jobs enable row level security;
create index match_candidate_jobs_rank_idx
  on private.match_candidate_jobs (candidate_id, score desc, job_created_at desc, job_id desc) include (expires_at);
create index match_candidate_jobs_job_idx on private.match_candidate_jobs (job_id);

revoke all on private.match_queue, private.match_job_lists, private.match_job_suggestions,
  private.match_candidate_lists, private.match_candidate_jobs from public, anon, authenticated;

create or replace function private.enqueue_match(p_kind text, p_ids uuid[])
returns void
language sql security definer
set search_path = ''
as $$
  insert into private.match_queue (kind, entity_id)
  select p_kind, id from unnest(p_ids) id where id is not null
  on conflict (kind, entity_id) do nothing
$$;
revoke all on function private.enqueue_match(text, uuid[]) from public, anon, authenticated;

-- A company and the partners it shares candidates with: whose candidates its jobs are matched to.
create or replace function private.sharing_company_ids(p_company_id uuid)
returns uuid[]
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (select array[p_company_id] || coalesce(array_agg(case when r.company_a_id = p_company_id then r.company_b_id
                                                                else r.company_a_id end), '{}')
          from public.company_relationships r
          where p_company_id in (r.company_a_id, r.company_b_id) and r.can_share_candidates);
end;
$$;
revoke all on function private.sharing_company_ids(uuid) from public, anon, authenticated;

create or replace function private.job_is_open(p_job_id uuid)
returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return exists (select 1 from public.jobs j join public.companies co on co.id = j.company_id
                 where j.id = p_job_id and co.is_approved and j.status in ('published', 'open', 'active'));
end;
$$;
revoke all on function private.job_is_open(uuid) from public, anon, authenticated;

-- One job's 50 best candidates, or no list when the job is not open.
create or replace function private.refresh_job_suggestions(p_job_id uuid)
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from private.match_job_suggestions where job_id = p_job_id;
  if not private.job_is_open(p_job_id) then
    delete from private.match_job_lists where job_id = p_job_id;
    return;
  end if;
  insert into private.match_job_suggestions (job_id, candidate_id, managing_company_id, score, summary)
  select p_job_id, r.candidate_id, r.managing_company_id, r.score,
    private.match_explanation(p_job_id, r.candidate_id) ->> 'summary'
  from (select v.candidate_id, v.managing_company_id, v.score
        from private.match_view v
        where v.job_id = p_job_id
          and v.skill_keys && v.job_keys
          and v.managing_company_id = any (private.sharing_company_ids((select company_id from public.jobs where id = p_job_id)))
          and not exists (select 1 from public.applications a where a.job_id = p_job_id and a.candidate_id = v.candidate_id)
        order by v.score desc, v.candidate_id
        limit 50) r;
  insert into private.match_job_lists (job_id, refreshed_at) values (p_job_id, clock_timestamp())
  on conflict (job_id) do update set refreshed_at = excluded.refreshed_at;
end;
$$;
revoke all on function private.refresh_job_suggestions(uuid) from public, anon, authenticated;

-- Every open job's score for one candidate who keeps a list.
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
  update private.match_candidate_lists set refreshed_at = clock_timestamp() where candidate_id = p_candidate_id;
end;
$$;
revoke all on function private.refresh_candidate_jobs(uuid) from public, anon, authenticated;

-- A job changed: its own list, and its score in every candidate's list.
create or replace function private.refresh_matches_of_job(p_job_id uuid)
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.refresh_job_suggestions(p_job_id);
  delete from private.match_candidate_jobs where job_id = p_job_id;
  if private.job_is_open(p_job_id) then
    insert into private.match_candidate_jobs (candidate_id, job_id, score, job_created_at, expires_at)
    select l.candidate_id, p_job_id, m.score, j.created_at, j.expires_at
    from private.match_candidate_lists l
    join private.match_view m on m.candidate_id = l.candidate_id and m.job_id = p_job_id
    join public.jobs j on j.id = p_job_id
    where l.refreshed_at is not null;
  end if;
end;
$$;
revoke all on function private.refresh_matches_of_job(uuid) from public, anon, authenticated;

-- A candidate changed: their own list, and their place in the lists of the jobs they can be
-- suggested for. A job that listed them is rebuilt (whoever was 51st may now belong).
create or replace function private.refresh_matches_of_candidate(p_candidate_id uuid)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_listed uuid[];
  v_entered uuid[];
  v_job uuid;
begin
  perform private.refresh_candidate_jobs(p_candidate_id);

  select coalesce(array_agg(job_id), '{}') into v_listed
  from private.match_job_suggestions where candidate_id = p_candidate_id;
  foreach v_job in array v_listed loop
    perform private.refresh_job_suggestions(v_job);
  end loop;

  -- other open jobs of their pool take them when they rank among the best 50, pushing out the 50th
  with entering as (
    insert into private.match_job_suggestions (job_id, candidate_id, managing_company_id, score, summary)
    select v.job_id, v.candidate_id, v.managing_company_id, v.score,
      private.match_explanation(v.job_id, v.candidate_id) ->> 'summary'
    from public.candidates c
    join public.jobs j on j.company_id = any (private.sharing_company_ids(c.managing_company_id))
    join private.match_job_lists l on l.job_id = j.id
    join private.match_view v on v.job_id = j.id and v.candidate_id = c.id
    left join lateral (select s.score, s.candidate_id from private.match_job_suggestions s
                       where s.job_id = j.id order by s.score desc, s.candidate_id offset 49 limit 1) last on true
    where c.id = p_candidate_id
      and c.managing_company_id is not null
      and j.id <> all (v_listed)
      and v.skill_keys && v.job_keys
      and not exists (select 1 from public.applications a where a.job_id = j.id and a.candidate_id = c.id)
      and (last.candidate_id is null or (v.score, last.candidate_id) > (last.score, v.candidate_id))
    returning job_id
  )
  select coalesce(array_agg(job_id), '{}') into v_entered from entering;
  delete from private.match_job_suggestions s
  using (select x.job_id, x.candidate_id,
           row_number() over (partition by x.job_id order by x.score desc, x.candidate_id) as rank
         from private.match_job_suggestions x where x.job_id = any (v_entered)) r
  where s.job_id = r.job_id and s.candidate_id = r.candidate_id and r.rank > 50;
end;
$$;
revoke all on function private.refresh_matches_of_candidate(uuid) from public, anon, authenticated;

-- Works through the queue, oldest first, for about a second at most; what is left waits for the
-- next run.
create or replace function public.refresh_matches(p_limit integer default 500)
returns json
language plpgsql security definer
set search_path = ''
as $$
declare
  v_item private.match_queue;
  v_started timestamptz := clock_timestamp();
  v_done integer := 0;
  v_oldest timestamptz;
begin
  loop
    select * into v_item from private.match_queue order by queued_at limit 1 for update skip locked;
    exit when v_item.entity_id is null or v_done >= p_limit or clock_timestamp() - v_started > interval '1 second';
    delete from private.match_queue where kind = v_item.kind and entity_id = v_item.entity_id;
    v_oldest := coalesce(v_oldest, v_item.queued_at);
    if v_item.kind = 'job' then
      perform private.refresh_matches_of_job(v_item.entity_id);
    elsif v_item.kind = 'candidate' then
      perform private.refresh_matches_of_candidate(v_item.entity_id);
    else
      -- a company's approval or partnership: each of its jobs, queued behind what waits already
      perform private.enqueue_match('job', array(select id from public.jobs where company_id = v_item.entity_id));
    end if;
    v_done := v_done + 1;
  end loop;
  return json_build_object('refreshed', v_done, 'remaining', (select count(*) from private.match_queue),
    'oldestQueuedAt', v_oldest);
end;
$$;
revoke all on function public.refresh_matches(integer) from public, anon, authenticated;
grant execute on function public.refresh_matches(integer) to service_role;

-- What puts work in the queue.
create or replace function private.match_inputs_queued()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'match_jobs' then
    perform private.enqueue_match('job', array[new.job_id]);
  elsif tg_table_name = 'match_candidates' then
    perform private.enqueue_match('candidate', array[new.candidate_id]);
  elsif tg_table_name = 'jobs' then
    perform private.enqueue_match('job', array[new.id]);
  elsif tg_table_name = 'companies' then
    perform private.enqueue_match('company', array[new.id]);
  elsif tg_table_name = 'applications' then
    perform private.enqueue_match('job', array[old.job_id]);
  elsif tg_table_name = 'company_relationships' then
    perform private.enqueue_match('company', array[coalesce(new.company_a_id, old.company_a_id),
                                                   coalesce(new.company_b_id, old.company_b_id)]);
  end if;
  return null;
end;
$$;

create trigger match_jobs_queue after insert or update on private.match_jobs
  for each row execute function private.match_inputs_queued();
create trigger match_candidates_queue after insert or update on private.match_candidates
  for each row execute function private.match_inputs_queued();
create trigger jobs_match_queue after update of status, company_id, expires_at on public.jobs
  for each row when (old.status is distinct from new.status or old.company_id is distinct from new.company_id
                     or old.expires_at is distinct from new.expires_at)
  execute function private.match_inputs_queued();
create trigger companies_match_queue after update of is_approved on public.companies
  for each row when (old.is_approved is distinct from new.is_approved)
  execute function private.match_inputs_queued();
create trigger applications_match_queue after delete on public.applications
  for each row execute function private.match_inputs_queued();
create trigger company_relationships_match_queue after insert or delete or update of can_share_candidates
  on public.company_relationships
  for each row execute function private.match_inputs_queued();

-- A candidate's list is wanted from their first sign-in on, or from the profile they make while
-- signed in.
create or replace function private.match_list_on_sign_in()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_new uuid[];
begin
  if tg_table_name = 'users' then
    v_user := new.id;
  else
    v_user := new.user_id;
  end if;
  with added as (
    insert into private.match_candidate_lists (candidate_id)
    select c.id from public.candidates c where c.user_id = v_user
    on conflict (candidate_id) do nothing
    returning candidate_id
  )
  select coalesce(array_agg(candidate_id), '{}') into v_new from added;
  perform private.enqueue_match('candidate', v_new);
  return null;
end;
$$;
create trigger users_match_list after update of last_sign_in_at on auth.users
  for each row when (new.last_sign_in_at is distinct from old.last_sign_in_at)
  execute function private.match_list_on_sign_in();
create trigger candidates_match_list after insert or update of user_id on public.candidates
  for each row when (new.user_id is not null)
  execute function private.match_list_on_sign_in();

-- Every list again, for data loaded with triggers off (the scale seed) and for this migration:
-- each open job's, and each candidate's who signed in within 30 days.
create or replace function private.rebuild_match_lists()
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  truncate private.match_queue, private.match_job_lists, private.match_job_suggestions,
    private.match_candidate_lists, private.match_candidate_jobs;
  perform private.refresh_job_suggestions(j.id)
  from public.jobs j join public.companies co on co.id = j.company_id
  where co.is_approved and j.status in ('published', 'open', 'active');
  insert into private.match_candidate_lists (candidate_id)
  select c.id from public.candidates c join auth.users u on u.id = c.user_id
  where u.last_sign_in_at > now() - interval '30 days';
  perform private.refresh_candidate_jobs(l.candidate_id) from private.match_candidate_lists l;
end;
$$;
revoke all on function private.rebuild_match_lists() from public, anon, authenticated;

select private.rebuild_match_lists();

-- Reads use the kept lists.

-- rows 10: the planner joins the few suggestions to the candidates by key instead of scanning them
create or replace function private.job_suggestions(p_job_id uuid, p_limit integer)
returns table (candidate_id uuid, score smallint)
language plpgsql stable security definer rows 10
set search_path = ''
as $$
declare
  v_allowed uuid[] := private.suggestion_company_ids(p_job_id);
begin
  if exists (select 1 from private.match_job_lists where job_id = p_job_id) then
    return query
    select s.candidate_id, s.score
    from private.match_job_suggestions s
    where s.job_id = p_job_id
      and s.managing_company_id = any (v_allowed)
      and not exists (select 1 from public.applications a where a.job_id = p_job_id and a.candidate_id = s.candidate_id)
    order by s.score desc, s.candidate_id
    limit p_limit;
  else
    return query
    select r.candidate_id, r.score from private.ranked_candidates(p_job_id, v_allowed, '{}', p_limit) r;
  end if;
end;
$$;

-- PL/pgSQL keeps the plan for the session; a SQL function would plan it again for every row.
create or replace function private.kept_match_summary(p_job_id uuid, p_candidate_id uuid)
returns text
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (select summary from private.match_job_suggestions where job_id = p_job_id and candidate_id = p_candidate_id);
end;
$$;
revoke all on function private.kept_match_summary(uuid, uuid) from public, anon;
grant execute on function private.kept_match_summary(uuid, uuid) to authenticated;

-- The summary comes from the kept list when there is one.
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
    coalesce(private.kept_match_summary(p_job_id, c.id), private.match_explanation(p_job_id, c.id) ->> 'summary')
  from private.job_suggestions(p_job_id, p_limit) s
  join public.candidates c on c.id = s.candidate_id
  left join public.companies co on co.id = c.managing_company_id
  order by s.score desc, c.id;
end;
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

  if exists (select 1 from private.match_candidate_lists l
             where l.candidate_id = v_candidate.candidate_id and l.refreshed_at is not null) then
    -- the count reads the index alone; the page walks it in order
    select count(*) into v_total
    from private.match_candidate_jobs k
    where k.candidate_id = v_candidate.candidate_id
      and k.score >= p_min_score
      and (k.expires_at is null or k.expires_at > now())
      and k.job_id <> all (v_applied);
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
