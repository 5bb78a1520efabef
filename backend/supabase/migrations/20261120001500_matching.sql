-- Matching candidates and jobs: queue, scores and suggestion lists.

-- SQL function bodies may name functions defined in a later file; they are checked when called.
set local check_function_bodies = off;

create table private.match_candidate_jobs (
  candidate_id uuid not null,
  job_id uuid not null,
  score smallint not null,
  job_created_at timestamptz not null,
  expires_at timestamptz,
  constraint match_candidate_jobs_pkey primary key (candidate_id, job_id),
  constraint match_candidate_jobs_candidate_id_fkey foreign key (candidate_id) references public.candidates(id) on update cascade on delete cascade,
  constraint match_candidate_jobs_job_id_fkey foreign key (job_id) references public.jobs(id) on update cascade on delete cascade
);
alter table private.match_candidate_jobs enable row level security;
revoke all on private.match_candidate_jobs from public, anon, authenticated, service_role;
create index match_candidate_jobs_expiry_idx on private.match_candidate_jobs (candidate_id, expires_at)
  include (score) where expires_at is not null;
create index match_candidate_jobs_job_idx on private.match_candidate_jobs (job_id);
create index match_candidate_jobs_rank_idx
  on private.match_candidate_jobs (candidate_id, score desc, job_created_at desc, job_id desc) include (expires_at);

-- refreshed_at is null while the list is wanted but not built yet.
create table private.match_candidate_lists (
  candidate_id uuid not null,
  refreshed_at timestamptz,
  score_counts integer[] default array_fill(0, ARRAY[101]) not null,
  constraint match_candidate_lists_pkey primary key (candidate_id),
  constraint match_candidate_lists_candidate_id_fkey foreign key (candidate_id) references public.candidates(id) on update cascade on delete cascade
);
alter table private.match_candidate_lists enable row level security;
revoke all on private.match_candidate_lists from public, anon, authenticated, service_role;

create table private.match_candidates (
  candidate_id uuid not null,
  managing_company_id uuid,
  created_by_vendor_id uuid,
  skill_terms text[] default '{}'::text[] not null,
  skill_keys text[] default '{}'::text[] not null,
  level smallint,
  locations text[] default '{}'::text[] not null,
  work_arrangement text default 'any'::text not null,
  job_types text[] default '{}'::text[] not null,
  minimum_salary integer,
  constraint match_candidates_pkey primary key (candidate_id),
  constraint match_candidates_candidate_id_fkey foreign key (candidate_id) references public.candidates(id) on update cascade on delete cascade
);
create index match_candidates_company_idx on private.match_candidates (managing_company_id);
create index match_candidates_skill_keys_idx on private.match_candidates using gin (skill_keys);
create index match_candidates_skill_terms_idx on private.match_candidates using gin (skill_terms);
create index match_candidates_vendor_idx on private.match_candidates (created_by_vendor_id);

create table private.match_job_lists (
  job_id uuid not null,
  refreshed_at timestamptz not null,
  constraint match_job_lists_pkey primary key (job_id),
  constraint match_job_lists_job_id_fkey foreign key (job_id) references public.jobs(id) on update cascade on delete cascade
);
alter table private.match_job_lists enable row level security;
revoke all on private.match_job_lists from public, anon, authenticated, service_role;

create table private.match_job_suggestions (
  job_id uuid not null,
  candidate_id uuid not null,
  managing_company_id uuid,
  score smallint not null,
  summary text,
  constraint match_job_suggestions_pkey primary key (job_id, candidate_id),
  constraint match_job_suggestions_candidate_id_fkey foreign key (candidate_id) references public.candidates(id) on update cascade on delete cascade,
  constraint match_job_suggestions_job_id_fkey foreign key (job_id) references public.jobs(id) on update cascade on delete cascade
);
alter table private.match_job_suggestions enable row level security;
revoke all on private.match_job_suggestions from public, anon, authenticated, service_role;
create index match_job_suggestions_candidate_idx on private.match_job_suggestions (candidate_id);
create index match_job_suggestions_rank_idx on private.match_job_suggestions (job_id, score desc, candidate_id);

create table private.match_jobs (
  job_id uuid not null,
  required_terms text[] default '{}'::text[] not null,
  preferred_terms text[] default '{}'::text[] not null,
  required_keys text[] default '{}'::text[] not null,
  preferred_keys text[] default '{}'::text[] not null,
  level smallint,
  locations text[] default '{}'::text[] not null,
  is_remote boolean default false not null,
  job_type text,
  salary_top integer,
  constraint match_jobs_pkey primary key (job_id),
  constraint match_jobs_job_id_fkey foreign key (job_id) references public.jobs(id) on update cascade on delete cascade
);
create index match_jobs_keys_idx on private.match_jobs using gin ((required_keys || preferred_keys));
create index match_jobs_terms_idx on private.match_jobs using gin ((required_terms || preferred_terms));

create table private.match_queue (
  kind text not null,
  entity_id uuid not null,
  queued_at timestamptz default clock_timestamp() not null,
  constraint match_queue_pkey primary key (kind, entity_id),
  constraint match_queue_kind_check check ((kind = any (array['job'::text, 'candidate'::text, 'company'::text])))
);
alter table private.match_queue enable row level security;
revoke all on private.match_queue from public, anon, authenticated, service_role;
create index match_queue_queued_at_idx on private.match_queue (queued_at);

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
$function$;
revoke all on function private.candidate_potential_jobs(uuid,bigint,integer,integer) from public, anon, authenticated, service_role;
grant execute on function private.candidate_potential_jobs(uuid,bigint,integer,integer) to authenticated;

-- Puts jobs, candidates or companies in the match queue once. PL/pgSQL, so each session keeps its
-- plan.
create or replace function private.enqueue_match(p_kind text, p_ids uuid[])
 returns void
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  insert into private.match_queue (kind, entity_id)
  select p_kind, id from unnest(p_ids) id where id is not null
  on conflict (kind, entity_id) do nothing;
end
$function$;
revoke all on function private.enqueue_match(text,uuid[]) from public, anon, authenticated, service_role;

-- rows 10: the planner joins the few suggestions to the candidates by key instead of scanning them
create or replace function private.job_suggestions(p_job_id uuid, p_limit integer)
 returns TABLE(candidate_id uuid, score smallint)
 language plpgsql
 stable SECURITY DEFINER ROWS 10
 set search_path TO ''
as $function$
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
$function$;
revoke all on function private.job_suggestions(uuid,integer) from public, anon, authenticated, service_role;
grant execute on function private.job_suggestions(uuid,integer) to authenticated;

-- PL/pgSQL keeps the plan for the session; a SQL function would plan it again for every row.
create or replace function private.kept_match_summary(p_job_id uuid, p_candidate_id uuid)
 returns text
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
begin
  return (select summary from private.match_job_suggestions where job_id = p_job_id and candidate_id = p_candidate_id);
end;
$function$;
revoke all on function private.kept_match_summary(uuid,uuid) from public, anon, authenticated, service_role;
grant execute on function private.kept_match_summary(uuid,uuid) to authenticated;

create or replace function private.match_candidate_changed()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  perform private.refresh_match_candidate(new.candidate_id);
  return null;
end;
$function$;
revoke all on function private.match_candidate_changed() from public, anon, authenticated, service_role;

-- The reasons behind one score, as every side reads them. The job's own wording names its skills.
create or replace function private.match_explanation(p_job_id uuid, p_candidate_id uuid)
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  j private.match_jobs;
  c private.match_candidates;
  v_job public.jobs;
  v_points smallint[];
  v_matched text[];
  v_missing text[];
  v_preferred text[];
  v_summary text;
begin
  select * into j from private.match_jobs where job_id = p_job_id;
  select * into c from private.match_candidates where candidate_id = p_candidate_id;
  select * into v_job from public.jobs where id = p_job_id;
  if j.job_id is null or c.candidate_id is null then
    return null;
  end if;
  v_points := private.match_factors(j, c);
  select coalesce(array_agg(s order by ord) filter (where private.skill_key(s) = any (c.skill_keys)), '{}'),
         coalesce(array_agg(s order by ord) filter (where private.skill_key(s) <> all (c.skill_keys)), '{}')
    into v_matched, v_missing
  from (select distinct on (private.skill_key(s)) s, ord
        from unnest(v_job.skills_required) with ordinality x(s, ord)
        where private.skill_term(s) is not null order by private.skill_key(s), ord) r;
  select coalesce(array_agg(s order by ord), '{}') into v_preferred
  from (select distinct on (private.skill_key(s)) s, ord
        from unnest(v_job.preferred_skills) with ordinality x(s, ord)
        where private.skill_term(s) is not null and private.skill_key(s) = any (j.preferred_keys)
          and private.skill_key(s) = any (c.skill_keys)
        order by private.skill_key(s), ord) p;

  v_summary := case when cardinality(j.required_keys) = 0 then 'The job lists no required skills'
    else format('Matches %s of %s required skills', cardinality(v_matched), cardinality(j.required_keys))
      || case when cardinality(v_missing) > 0 then '; missing: ' || array_to_string(v_missing, ', ') else '' end end;

  return jsonb_build_object(
    'score', (select sum(p) from unnest(v_points) p),
    'summary', v_summary,
    'required', jsonb_build_object('matched', v_matched, 'missing', v_missing, 'total', cardinality(j.required_keys)),
    'preferred', jsonb_build_object('matched', v_preferred, 'total', cardinality(j.preferred_keys)),
    'factors', jsonb_build_array(
      jsonb_build_object('factor', 'required_skills', 'label', 'Required skills', 'points', v_points[1], 'max', 40,
        'detail', v_summary),
      jsonb_build_object('factor', 'preferred_skills', 'label', 'Preferred skills', 'points', v_points[2], 'max', 10,
        'detail', case when cardinality(j.preferred_keys) = 0 then 'The job lists no preferred skills'
          else format('Has %s of %s preferred skills', cardinality(v_preferred), cardinality(j.preferred_keys)) end),
      jsonb_build_object('factor', 'experience', 'label', 'Experience level', 'points', v_points[3], 'max', 15,
        'detail', case when j.level is null then 'The job names no experience level'
          when c.level is null then 'Experience level unknown'
          when j.level = c.level then 'Same experience level as the job asks'
          else format('%s level%s %s the job''s', abs(j.level - c.level),
                      case when abs(j.level - c.level) = 1 then '' else 's' end,
                      case when c.level > j.level then 'above' else 'below' end) end),
      jsonb_build_object('factor', 'location', 'label', 'Location and remote', 'points', v_points[4], 'max', 15,
        'detail', case when j.is_remote and c.work_arrangement <> 'onsite' then 'Remote job, remote work wanted'
          when c.work_arrangement = 'remote' then 'On-site job, remote work only wanted'
          when cardinality(c.locations) = 0 then 'No location given'
          when cardinality(j.locations) = 0 and not j.is_remote then 'The job names no location'
          when j.locations && c.locations then 'In a wanted location'
          when j.is_remote then 'Remote job, on-site work wanted'
          else 'Not in a wanted location' end),
      jsonb_build_object('factor', 'job_type', 'label', 'Job type', 'points', v_points[5], 'max', 10,
        'detail', case when cardinality(c.job_types) = 0 then 'Any job type wanted'
          when j.job_type is null then 'The job names no type'
          when j.job_type = any (c.job_types) then 'A wanted job type'
          else 'Not a wanted job type' end),
      jsonb_build_object('factor', 'salary', 'label', 'Salary', 'points', v_points[6], 'max', 10,
        'detail', case when c.minimum_salary is null then 'No minimum salary set'
          when j.salary_top is null then 'The job gives no salary'
          when j.salary_top >= c.minimum_salary then 'Pays the minimum salary wanted'
          when j.salary_top >= c.minimum_salary * 0.9 then 'Pays within 10% of the minimum salary wanted'
          else 'Pays less than the minimum salary wanted' end)));
end;
$function$;
revoke all on function private.match_explanation(uuid,uuid) from public, anon, authenticated, service_role;
grant execute on function private.match_explanation(uuid,uuid) to authenticated, service_role;

-- A job that lists no required skills earns no required-skill points. With half of them it
-- outranked jobs the candidate partly matched on skills, though nothing showed it fits.
-- The six factors' points: required skills, preferred skills, experience, location, job type, salary.
create or replace function private.match_factors(j private.match_jobs, c private.match_candidates)
 returns smallint[]
 language sql
 stable PARALLEL SAFE
 set search_path TO ''
as $function$
  select v.factors from private.match_view v where v.job_id = j.job_id and v.candidate_id = c.candidate_id
$function$;
revoke all on function private.match_factors(private.match_jobs,private.match_candidates) from public, anon, authenticated, service_role;

-- What puts work in the queue. A deleted application lets its candidate back into the job's
-- suggestions, so the job's list is rebuilt; only candidates in a company's pool are ever
-- suggested, so the deletion of an application of a candidate who signed up on their own queues
-- nothing. When the candidate row is gone (deleted with its applications) the job is queued.
create or replace function private.match_inputs_queued()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
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
    if not exists (select 1 from public.candidates c
                   where c.id = old.candidate_id and c.managing_company_id is null) then
      perform private.enqueue_match('job', array[old.job_id]);
    end if;
  elsif tg_table_name = 'company_relationships' then
    perform private.enqueue_match('company', array[coalesce(new.company_a_id, old.company_a_id),
                                                   coalesce(new.company_b_id, old.company_b_id)]);
  end if;
  return null;
end;
$function$;
revoke all on function private.match_inputs_queued() from public, anon, authenticated, service_role;

-- A candidate's list is wanted from their first sign-in on, or from the profile they make while
-- signed in.
create or replace function private.match_list_on_sign_in()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
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
$function$;
revoke all on function private.match_list_on_sign_in() from public, anon, authenticated, service_role;

create or replace function private.match_preferences_deleted()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  perform private.refresh_match_candidate(old.candidate_id);
  return null;
end;
$function$;
revoke all on function private.match_preferences_deleted() from public, anon, authenticated, service_role;

create or replace function private.match_row_changed()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if tg_table_name = 'jobs' then
    perform private.refresh_match_job(new.id);
  else
    perform private.refresh_match_candidate(new.id);
  end if;
  return null;
end;
$function$;
revoke all on function private.match_row_changed() from public, anon, authenticated, service_role;

create or replace function private.match_score(j private.match_jobs, c private.match_candidates)
 returns smallint
 language sql
 stable PARALLEL SAFE
 set search_path TO ''
as $function$
  select v.score from private.match_view v where v.job_id = j.job_id and v.candidate_id = c.candidate_id
$function$;
revoke all on function private.match_score(private.match_jobs,private.match_candidates) from public, anon, authenticated, service_role;

-- A catalogue change remaps the skills of every job and candidate that uses one of its terms.
create or replace function private.match_skills_changed()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_terms text[];
begin
  select coalesce(array_agg(distinct private.skill_term(t)), '{}') into v_terms
  from (
    select unnest(array[o.name] || o.aliases) from old_rows o
    union all
    select unnest(array[n.name] || n.aliases) from new_rows n
  ) x(t);
  update private.match_candidates m set skill_keys = private.skill_keys(m.skill_terms)
  where m.skill_terms && v_terms;
  update private.match_jobs m set required_keys = private.skill_keys(m.required_terms),
    preferred_keys = coalesce(array(select k from unnest(private.skill_keys(m.preferred_terms)) k
                                    where k <> all (private.skill_keys(m.required_terms))), '{}')
  where (m.required_terms || m.preferred_terms) && v_terms;
  return null;
end;
$function$;
revoke all on function private.match_skills_changed() from public, anon, authenticated, service_role;

create or replace function private.match_skills_deleted()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_terms text[];
begin
  select coalesce(array_agg(private.skill_term(t)), '{}') into v_terms from old_rows o, unnest(array[o.name] || o.aliases) t;
  update private.match_candidates m set skill_keys = private.skill_keys(m.skill_terms) where m.skill_terms && v_terms;
  update private.match_jobs m set required_keys = private.skill_keys(m.required_terms),
    preferred_keys = coalesce(array(select k from unnest(private.skill_keys(m.preferred_terms)) k
                                    where k <> all (private.skill_keys(m.required_terms))), '{}')
  where (m.required_terms || m.preferred_terms) && v_terms;
  return null;
end;
$function$;
revoke all on function private.match_skills_deleted() from public, anon, authenticated, service_role;

create or replace function private.match_skills_inserted()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  update private.match_candidates m set skill_keys = private.skill_keys(m.skill_terms)
  where m.skill_terms && (select coalesce(array_agg(private.skill_term(t)), '{}')
                          from new_rows n, unnest(array[n.name] || n.aliases) t);
  update private.match_jobs m set required_keys = private.skill_keys(m.required_terms),
    preferred_keys = coalesce(array(select k from unnest(private.skill_keys(m.preferred_terms)) k
                                    where k <> all (private.skill_keys(m.required_terms))), '{}')
  where (m.required_terms || m.preferred_terms) && (select coalesce(array_agg(private.skill_term(t)), '{}')
                                                    from new_rows n, unnest(array[n.name] || n.aliases) t);
  return null;
end;
$function$;
revoke all on function private.match_skills_inserted() from public, anon, authenticated, service_role;

-- The person of the earliest record sharing the e-mail, else the phone, else the LinkedIn profile.
create or replace function private.matching_person(p_id uuid, p_email text, p_phone text, p_linkedin text)
 returns uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select coalesce(
    (select c.person_id from public.candidates c
     where c.email_normalized = p_email and c.id <> p_id order by c.created_at, c.id limit 1),
    (select c.person_id from public.candidates c
     where c.phone_e164 = p_phone and c.id <> p_id order by c.created_at, c.id limit 1),
    (select c.person_id from public.candidates c
     where c.linkedin_normalized = p_linkedin and c.id <> p_id order by c.created_at, c.id limit 1))

);
end$function$;
revoke all on function private.matching_person(uuid,text,text,text) from public, anon, authenticated, service_role;

-- Joins the match score (m.score) of each application row "a" when sorting by match.
create or replace function private.pipeline_score_join(p_sort text)
 returns text
 language sql
 immutable
 set search_path TO ''
as $function$
  select case when p_sort = 'match'
    then ' left join private.match_view m on m.job_id = a.job_id and m.candidate_id = a.candidate_id' else '' end
$function$;
revoke all on function private.pipeline_score_join(text) from public, anon, authenticated, service_role;

-- Candidates of a pool ranked for one job: those sharing at least one of its skills, not yet
-- applied, best first, with the reasons' summary.
create or replace function private.ranked_candidates(p_job_id uuid, p_company_ids uuid[], p_vendor_ids uuid[], p_limit integer)
 returns TABLE(candidate_id uuid, score smallint)
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select v.candidate_id, v.score
  from private.match_view v
  where v.job_id = p_job_id
    and v.skill_keys && v.job_keys
    and (v.managing_company_id = any (p_company_ids) or v.created_by_vendor_id = any (p_vendor_ids))
    and not exists (select 1 from public.applications a where a.job_id = p_job_id and a.candidate_id = v.candidate_id)
  order by v.score desc, v.candidate_id
  limit p_limit
$function$;
revoke all on function private.ranked_candidates(uuid,uuid[],uuid[],integer) from public, anon, authenticated, service_role;

-- Every job's and candidate's inputs again, for data loaded with triggers off.
create or replace function private.rebuild_match_inputs()
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  truncate private.match_candidates, private.match_jobs;
  insert into private.match_candidates (candidate_id) select id from public.candidates;
  perform private.refresh_match_candidate(c.id) from public.candidates c;
  insert into private.match_jobs (job_id) select id from public.jobs;
  perform private.refresh_match_job(j.id) from public.jobs j;
end;
$function$;
revoke all on function private.rebuild_match_inputs() from public, anon, authenticated, service_role;

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
  perform private.refresh_job_suggestions(j.id)
  from public.jobs j join public.companies co on co.id = j.company_id
  where co.is_approved and j.status in ('published', 'open', 'active');
  insert into private.match_candidate_lists (candidate_id)
  select c.id from public.candidates c join auth.users u on u.id = c.user_id
  where u.last_sign_in_at > now() - interval '30 days';
  perform private.refresh_candidate_jobs(l.candidate_id) from private.match_candidate_lists l;
end;
$function$;
revoke all on function private.rebuild_match_lists() from public, anon, authenticated, service_role;

-- The kept counts again from the kept scores (index 1 is score 0).
create or replace function private.recount_candidate_jobs(p_candidate_id uuid)
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  update private.match_candidate_lists l
  set score_counts = (select array_agg(coalesce(x.n, 0)::integer order by s)
                      from generate_series(0, 100) s
                      left join (select k.score, count(*) as n from private.match_candidate_jobs k
                                 where k.candidate_id = p_candidate_id group by k.score) x on x.score = s)
  where l.candidate_id = p_candidate_id;
end;
$function$;
revoke all on function private.recount_candidate_jobs(uuid) from public, anon, authenticated, service_role;

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
  select p_candidate_id, j.id, m.score, j.created_at, j.expires_at
  from public.jobs j
  join public.companies co on co.id = j.company_id
  join private.match_view m on m.job_id = j.id and m.candidate_id = p_candidate_id
  where co.is_approved and j.status in ('published', 'open', 'active');
  perform private.recount_candidate_jobs(p_candidate_id);
  update private.match_candidate_lists set refreshed_at = clock_timestamp() where candidate_id = p_candidate_id;
end;
$function$;
revoke all on function private.refresh_candidate_jobs(uuid) from public, anon, authenticated, service_role;

-- One job's 50 best candidates, or no list when the job is not open.
create or replace function private.refresh_job_suggestions(p_job_id uuid)
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
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
$function$;
revoke all on function private.refresh_job_suggestions(uuid) from public, anon, authenticated, service_role;

-- Inputs of one candidate, from their profile and preferences.
create or replace function private.refresh_match_candidate(p_candidate_id uuid)
 returns void
 language sql
 security definer
 set search_path TO ''
as $function$
  insert into private.match_candidates as m (candidate_id, managing_company_id, created_by_vendor_id, skill_terms,
    skill_keys, level, locations, work_arrangement, job_types, minimum_salary)
  select c.id, c.managing_company_id, c.created_by_vendor_id,
    coalesce(array(select private.skill_term(s) from unnest(c.skills) s where private.skill_term(s) is not null), '{}'),
    private.skill_keys(c.skills),
    coalesce(private.experience_rank(p.experience_level), private.experience_rank_of_years(c.experience_years)),
    coalesce(nullif(array(select distinct private.place_term(l) from unnest(p.locations) l
                          where private.place_term(l) is not null), '{}'),
             array(select private.place_term(c.city) where private.place_term(c.city) is not null)),
    coalesce(p.work_arrangement, 'any'), coalesce(p.job_types, '{}'), p.minimum_salary
  from public.candidates c
  left join public.candidate_preferences p on p.candidate_id = c.id
  where c.id = p_candidate_id
  on conflict (candidate_id) do update set
    managing_company_id = excluded.managing_company_id, created_by_vendor_id = excluded.created_by_vendor_id,
    skill_terms = excluded.skill_terms, skill_keys = excluded.skill_keys, level = excluded.level,
    locations = excluded.locations, work_arrangement = excluded.work_arrangement,
    job_types = excluded.job_types, minimum_salary = excluded.minimum_salary
$function$;
revoke all on function private.refresh_match_candidate(uuid) from public, anon, authenticated, service_role;

create or replace function private.refresh_match_job(p_job_id uuid)
 returns void
 language sql
 security definer
 set search_path TO ''
as $function$
  insert into private.match_jobs as m (job_id, required_terms, preferred_terms, required_keys, preferred_keys,
    level, locations, is_remote, job_type, salary_top)
  select j.id,
    coalesce(array(select private.skill_term(s) from unnest(j.skills_required) s where private.skill_term(s) is not null), '{}'),
    coalesce(array(select private.skill_term(s) from unnest(j.preferred_skills) s where private.skill_term(s) is not null), '{}'),
    private.skill_keys(j.skills_required),
    -- a skill the job requires does not count again as preferred
    coalesce(array(select k from unnest(private.skill_keys(j.preferred_skills)) k
                   where k <> all (private.skill_keys(j.skills_required))), '{}'),
    private.experience_rank(j.experience_level),
    coalesce(array(select distinct private.place_term(l) from unnest(array[j.location] || j.locations) l
                   where private.place_term(l) is not null and private.place_term(l) not like 'remote%'), '{}'),
    -- "Remote", "Remote (US)"
    coalesce(j.job_type = 'REMOTE', false) or exists (select 1 from unnest(array[j.location] || j.locations) l
                                     where private.place_term(l) like 'remote%'),
    j.job_type, coalesce(j.salary_max, j.salary_min)
  from public.jobs j
  where j.id = p_job_id
  on conflict (job_id) do update set
    required_terms = excluded.required_terms, preferred_terms = excluded.preferred_terms,
    required_keys = excluded.required_keys, preferred_keys = excluded.preferred_keys, level = excluded.level,
    locations = excluded.locations, is_remote = excluded.is_remote, job_type = excluded.job_type,
    salary_top = excluded.salary_top
$function$;
revoke all on function private.refresh_match_job(uuid) from public, anon, authenticated, service_role;

-- A candidate changed: their own list, and their place in the lists of the jobs they can be
-- suggested for. A job that listed them is rebuilt (whoever was 51st may now belong).
create or replace function private.refresh_matches_of_candidate(p_candidate_id uuid)
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
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
$function$;
revoke all on function private.refresh_matches_of_candidate(uuid) from public, anon, authenticated, service_role;

-- A job changed: its own list, and its score (and that score's count) in every candidate's list.
create or replace function private.refresh_matches_of_job(p_job_id uuid)
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
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
$function$;
revoke all on function private.refresh_matches_of_job(uuid) from public, anon, authenticated, service_role;

-- The companies whose candidates the caller may be shown for a job of their company: the job's
-- company (for its admins, managers and recruiters) and partners that share candidates with it.
create or replace function private.suggestion_company_ids(p_job_id uuid)
 returns uuid[]
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
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

);
end$function$;
revoke all on function private.suggestion_company_ids(uuid) from public, anon, authenticated, service_role;
grant execute on function private.suggestion_company_ids(uuid) to authenticated;

create or replace function public.get_candidate_potential_jobs(p_user_id uuid, p_page bigint, p_page_size integer, p_min_score integer DEFAULT 0)
 returns json
 language plpgsql
 stable
 set search_path TO ''
as $function$
begin
  return (select private.candidate_potential_jobs(p_user_id, p_page, p_page_size, p_min_score));
end;
$function$;
revoke all on function public.get_candidate_potential_jobs(uuid,bigint,integer,integer) from public, anon, authenticated, service_role;
grant execute on function public.get_candidate_potential_jobs(uuid,bigint,integer,integer) to authenticated, service_role;

-- The summary comes from the kept list when there is one.
create or replace function public.get_job_suggestions(p_job_id uuid, p_limit integer DEFAULT 10)
 returns TABLE(candidate_id uuid, first_name text, last_name text, title text, skills text[], managing_company_id uuid, company_name text, score smallint, summary text)
 language plpgsql
 stable
 set search_path TO ''
as $function$
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
$function$;
revoke all on function public.get_job_suggestions(uuid,integer) from public, anon, authenticated, service_role;
grant execute on function public.get_job_suggestions(uuid,integer) to authenticated, service_role;

-- The reasons for a job and a candidate the caller may both read (row-level security decides).
create or replace function public.get_match(p_job_id uuid, p_candidate_id uuid)
 returns jsonb
 language plpgsql
 stable
 set search_path TO ''
as $function$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to see matches' using errcode = '42501';
  end if;
  if not exists (select 1 from public.jobs where id = p_job_id)
     or not exists (select 1 from public.candidates where id = p_candidate_id) then
    return null;
  end if;
  return private.match_explanation(p_job_id, p_candidate_id);
end;
$function$;
revoke all on function public.get_match(uuid,uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_match(uuid,uuid) to authenticated, service_role;

create or replace function public.get_vendor_job_matches(p_job_id uuid, p_limit integer DEFAULT 20)
 returns TABLE(candidate_id uuid, first_name text, last_name text, title text, skills text[], score smallint, summary text)
 language plpgsql
 stable
 set search_path TO ''
as $function$
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
$function$;
revoke all on function public.get_vendor_job_matches(uuid,integer) from public, anon, authenticated, service_role;
grant execute on function public.get_vendor_job_matches(uuid,integer) to authenticated, service_role;

-- Works through the queue, oldest first, for about a second at most; what is left waits for the
-- next run.
create or replace function public.refresh_matches(p_limit integer DEFAULT 500)
 returns json
 language plpgsql
 security definer
 set search_path TO ''
as $function$
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
$function$;
revoke all on function public.refresh_matches(integer) from public, anon, authenticated, service_role;
grant execute on function public.refresh_matches(integer) to service_role;

create view private.match_view as
 select j.job_id,
    c.candidate_id,
    j.required_keys || j.preferred_keys as job_keys,
    c.skill_keys,
    c.managing_company_id,
    c.created_by_vendor_id,
    f.factors,
    f.factors[1] + f.factors[2] + f.factors[3] + f.factors[4] + f.factors[5] + f.factors[6] as score
   from private.match_jobs j
     cross join private.match_candidates c
     cross join lateral ( select array[
                case
                    when cardinality(j.required_keys) = 0 then 0::numeric
                    when not j.required_keys && c.skill_keys then 0::numeric
                    else round(40.0 * (( select count(*) as count
                       from unnest(j.required_keys) k(k)
                      where k.k = any (c.skill_keys)))::numeric / cardinality(j.required_keys)::numeric)
                end::smallint,
                case
                    when cardinality(j.preferred_keys) = 0 then 5::numeric
                    when not j.preferred_keys && c.skill_keys then 0::numeric
                    else round(10.0 * (( select count(*) as count
                       from unnest(j.preferred_keys) k(k)
                      where k.k = any (c.skill_keys)))::numeric / cardinality(j.preferred_keys)::numeric)
                end::smallint,
                case
                    when j.level is null or c.level is null then 8
                    else (array[15, 8, 3, 0, 0])[abs(j.level - c.level) + 1]
                end::smallint,
                case
                    when j.is_remote and c.work_arrangement <> 'onsite'::text then 15
                    when c.work_arrangement = 'remote'::text then 0
                    when cardinality(c.locations) = 0 or cardinality(j.locations) = 0 and not j.is_remote then 8
                    when j.locations && c.locations then 15
                    else 0
                end::smallint,
                case
                    when cardinality(c.job_types) = 0 then 10
                    when j.job_type is null then 5
                    when j.job_type = any (c.job_types) then 10
                    else 0
                end::smallint,
                case
                    when c.minimum_salary is null then 10
                    when j.salary_top is null then 5
                    when j.salary_top >= c.minimum_salary then 10
                    when j.salary_top::numeric >= (c.minimum_salary::numeric * 0.9) then 5
                    else 0
                end::smallint] as factors) f;
revoke all on private.match_view from public, anon, authenticated, service_role;

create trigger applications_match_queue after delete on public.applications
  for each row execute function private.match_inputs_queued();

create trigger candidate_preferences_match after insert or update on public.candidate_preferences
  for each row execute function private.match_candidate_changed();

create trigger candidate_preferences_match_delete after delete on public.candidate_preferences
  for each row execute function private.match_preferences_deleted();

create trigger candidates_match after insert or update of skills, experience_years, city, managing_company_id,
  created_by_vendor_id on public.candidates
  for each row execute function private.match_row_changed();

create trigger candidates_match_list after insert or update of user_id on public.candidates
  for each row when (new.user_id is not null)
  execute function private.match_list_on_sign_in();

create trigger companies_match_queue after update of is_approved on public.companies
  for each row when (old.is_approved is distinct from new.is_approved)
  execute function private.match_inputs_queued();

create trigger company_relationships_match_queue after insert or delete or update of can_share_candidates
  on public.company_relationships
  for each row execute function private.match_inputs_queued();

create trigger jobs_match after insert or update of skills_required, preferred_skills, experience_level, location,
  locations, job_type, salary_min, salary_max on public.jobs
  for each row execute function private.match_row_changed();

create trigger jobs_match_queue after update of status, company_id, expires_at on public.jobs
  for each row when (old.status is distinct from new.status or old.company_id is distinct from new.company_id
                     or old.expires_at is distinct from new.expires_at)
  execute function private.match_inputs_queued();

create trigger match_candidates_queue after insert or update on private.match_candidates
  for each row execute function private.match_inputs_queued();

create trigger match_jobs_queue after insert or update on private.match_jobs
  for each row execute function private.match_inputs_queued();

create trigger skills_match_delete after delete on public.skills
  referencing old table as old_rows for each statement execute function private.match_skills_deleted();

create trigger skills_match_insert after insert on public.skills
  referencing new table as new_rows for each statement execute function private.match_skills_inserted();

create trigger skills_match_update after update on public.skills
  referencing old table as old_rows new table as new_rows for each statement execute function private.match_skills_changed();

create trigger users_match_list after update of last_sign_in_at on auth.users
  for each row when (new.last_sign_in_at is distinct from old.last_sign_in_at)
  execute function private.match_list_on_sign_in();
