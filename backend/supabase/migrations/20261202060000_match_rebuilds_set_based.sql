-- The full rebuilds of the match inputs and kept lists (the scale seed, data loaded with triggers
-- off) called one function per candidate and per job, and the kept summaries came from the whole
-- explanation of each pair: at 10x data they did not finish in 13 minutes. They are now one
-- INSERT ... SELECT per table, from the same definitions the per-row refreshes use.

set local check_function_bodies = off;

-- A candidate's match inputs, from their profile and preferences.
create view private.match_candidate_inputs as
  select c.id as candidate_id, c.managing_company_id, c.created_by_vendor_id,
    coalesce(array(select private.skill_term(s) from unnest(c.skills) s where private.skill_term(s) is not null), '{}') as skill_terms,
    private.skill_keys(c.skills) as skill_keys,
    coalesce(private.experience_rank(p.experience_level), private.experience_rank_of_years(c.experience_years)) as level,
    coalesce(nullif(array(select distinct private.place_term(l) from unnest(p.locations) l
                          where private.place_term(l) is not null), '{}'),
             array(select private.place_term(c.city) where private.place_term(c.city) is not null)) as locations,
    coalesce(p.work_arrangement, 'any') as work_arrangement, coalesce(p.job_types, '{}') as job_types,
    p.minimum_salary
  from public.candidates c
  left join public.candidate_preferences p on p.candidate_id = c.id;
revoke all on private.match_candidate_inputs from public, anon, authenticated, service_role;

-- A job's match inputs.
create view private.match_job_inputs as
  select j.id as job_id,
    coalesce(array(select private.skill_term(s) from unnest(j.skills_required) s where private.skill_term(s) is not null), '{}') as required_terms,
    coalesce(array(select private.skill_term(s) from unnest(j.preferred_skills) s where private.skill_term(s) is not null), '{}') as preferred_terms,
    private.skill_keys(j.skills_required) as required_keys,
    -- a skill the job requires does not count again as preferred
    coalesce(array(select k from unnest(private.skill_keys(j.preferred_skills)) k
                   where k <> all (private.skill_keys(j.skills_required))), '{}') as preferred_keys,
    private.experience_rank(j.experience_level) as level,
    coalesce(array(select distinct private.place_term(l) from unnest(array[j.location] || j.locations) l
                   where private.place_term(l) is not null and private.place_term(l) not like 'remote%'), '{}') as locations,
    -- "Remote", "Remote (US)"
    coalesce(j.job_type = 'REMOTE', false) or exists (select 1 from unnest(array[j.location] || j.locations) l
                                     where private.place_term(l) like 'remote%') as is_remote,
    j.job_type, coalesce(j.salary_max, j.salary_min) as salary_top
  from public.jobs j;
revoke all on private.match_job_inputs from public, anon, authenticated, service_role;

create or replace function private.refresh_match_candidate(p_candidate_id uuid)
 returns void
 language sql
 security definer
 set search_path TO ''
as $function$
  insert into private.match_candidates as m (candidate_id, managing_company_id, created_by_vendor_id, skill_terms,
    skill_keys, level, locations, work_arrangement, job_types, minimum_salary)
  select i.candidate_id, i.managing_company_id, i.created_by_vendor_id, i.skill_terms, i.skill_keys, i.level,
    i.locations, i.work_arrangement, i.job_types, i.minimum_salary
  from private.match_candidate_inputs i
  where i.candidate_id = p_candidate_id
  on conflict (candidate_id) do update set
    managing_company_id = excluded.managing_company_id, created_by_vendor_id = excluded.created_by_vendor_id,
    skill_terms = excluded.skill_terms, skill_keys = excluded.skill_keys, level = excluded.level,
    locations = excluded.locations, work_arrangement = excluded.work_arrangement,
    job_types = excluded.job_types, minimum_salary = excluded.minimum_salary
$function$;

create or replace function private.refresh_match_job(p_job_id uuid)
 returns void
 language sql
 security definer
 set search_path TO ''
as $function$
  insert into private.match_jobs as m (job_id, required_terms, preferred_terms, required_keys, preferred_keys,
    level, locations, is_remote, job_type, salary_top)
  select i.job_id, i.required_terms, i.preferred_terms, i.required_keys, i.preferred_keys, i.level, i.locations,
    i.is_remote, i.job_type, i.salary_top
  from private.match_job_inputs i
  where i.job_id = p_job_id
  on conflict (job_id) do update set
    required_terms = excluded.required_terms, preferred_terms = excluded.preferred_terms,
    required_keys = excluded.required_keys, preferred_keys = excluded.preferred_keys, level = excluded.level,
    locations = excluded.locations, is_remote = excluded.is_remote, job_type = excluded.job_type,
    salary_top = excluded.salary_top
$function$;

-- New or changed inputs queue their lists once per statement, so a statement that writes many
-- inputs (a catalogue change, a rebuild) queues them in one insert.
create or replace function private.match_inputs_changed()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if tg_table_name = 'match_jobs' then
    perform private.enqueue_match('job', array(select n.job_id from new_rows n));
  else
    perform private.enqueue_match('candidate', array(select n.candidate_id from new_rows n));
  end if;
  return null;
end;
$function$;
revoke all on function private.match_inputs_changed() from public, anon, authenticated, service_role;

drop trigger match_candidates_queue on private.match_candidates;
drop trigger match_jobs_queue on private.match_jobs;
-- a trigger with transition tables names one event
create trigger match_candidates_queue_insert after insert on private.match_candidates
  referencing new table as new_rows for each statement execute function private.match_inputs_changed();
create trigger match_candidates_queue_update after update on private.match_candidates
  referencing new table as new_rows for each statement execute function private.match_inputs_changed();
create trigger match_jobs_queue_insert after insert on private.match_jobs
  referencing new table as new_rows for each statement execute function private.match_inputs_changed();
create trigger match_jobs_queue_update after update on private.match_jobs
  referencing new table as new_rows for each statement execute function private.match_inputs_changed();

-- What puts work in the queue from the product's tables. A deleted application lets its candidate
-- back into the job's suggestions, so the job's list is rebuilt; only candidates in a company's
-- pool are ever suggested, so the deletion of an application of a candidate who signed up on their
-- own queues nothing. When the candidate row is gone (deleted with its applications) the job is
-- queued.
create or replace function private.match_inputs_queued()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if tg_table_name = 'jobs' then
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

-- The kept summary of one pair, as private.match_explanation words it: the job's required skills
-- in its own wording, the candidate's skill keys.
create or replace function private.match_summary(p_skills_required text[], p_required_keys text[], p_skill_keys text[])
 returns text
 language sql
 stable
 set search_path TO ''
as $function$
  select case when cardinality(p_required_keys) = 0 then 'The job lists no required skills'
    else format('Matches %s of %s required skills',
                count(*) filter (where private.skill_key(r.s) = any (p_skill_keys)), cardinality(p_required_keys))
      || coalesce('; missing: ' || string_agg(r.s, ', ' order by r.ord) filter (where private.skill_key(r.s) <> all (p_skill_keys)), '')
    end
  from (select distinct on (private.skill_key(x.s)) x.s, x.ord
        from unnest(p_skills_required) with ordinality x(s, ord)
        where private.skill_term(x.s) is not null
        order by private.skill_key(x.s), x.ord) r
$function$;
revoke all on function private.match_summary(text[],text[],text[]) from public, anon, authenticated, service_role;

-- Every job's and candidate's inputs again, for data loaded with triggers off.
create or replace function private.rebuild_match_inputs()
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  truncate private.match_candidates, private.match_jobs;
  insert into private.match_candidates (candidate_id, managing_company_id, created_by_vendor_id, skill_terms,
    skill_keys, level, locations, work_arrangement, job_types, minimum_salary)
  select i.candidate_id, i.managing_company_id, i.created_by_vendor_id, i.skill_terms, i.skill_keys, i.level,
    i.locations, i.work_arrangement, i.job_types, i.minimum_salary
  from private.match_candidate_inputs i;
  insert into private.match_jobs (job_id, required_terms, preferred_terms, required_keys, preferred_keys,
    level, locations, is_remote, job_type, salary_top)
  select i.job_id, i.required_terms, i.preferred_terms, i.required_keys, i.preferred_keys, i.level, i.locations,
    i.is_remote, i.job_type, i.salary_top
  from private.match_job_inputs i;
end;
$function$;

-- Every list again, for data loaded with triggers off (the scale seed): each open job's best 50,
-- and the scores of every open job for each candidate who signed in within 30 days. The same rows
-- private.refresh_job_suggestions and private.refresh_candidate_jobs keep, built for all at once.
create or replace function private.rebuild_match_lists()
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  truncate private.match_queue, private.match_job_lists, private.match_job_suggestions,
    private.match_candidate_lists, private.match_candidate_jobs;
  insert into private.match_job_suggestions (job_id, candidate_id, managing_company_id, score, summary)
  select o.id, r.candidate_id, r.managing_company_id, r.score,
    private.match_summary(j.skills_required, mj.required_keys, r.skill_keys)
  from private.open_jobs o
  join public.jobs j on j.id = o.id
  join private.match_jobs mj on mj.job_id = o.id
  cross join lateral (
    select v.candidate_id, v.managing_company_id, v.score, v.skill_keys
    from private.match_view v
    where v.job_id = o.id
      and v.skill_keys && v.job_keys
      and v.managing_company_id = any (private.sharing_company_ids(o.company_id))
      and not exists (select 1 from public.applications a where a.job_id = o.id and a.candidate_id = v.candidate_id)
    order by v.score desc, v.candidate_id
    limit 50) r;
  insert into private.match_job_lists (job_id, refreshed_at)
  select o.id, clock_timestamp() from private.open_jobs o;
  insert into private.match_candidate_jobs (candidate_id, job_id, score, job_created_at, expires_at)
  select c.id, o.id, m.score, o.created_at, o.expires_at
  from public.candidates c
  join auth.users u on u.id = c.user_id
  join private.match_view m on m.candidate_id = c.id
  join private.open_jobs o on o.id = m.job_id
  where u.last_sign_in_at > now() - interval '30 days';
  -- the kept counts (index 1 is score 0), as private.recount_candidate_jobs counts them
  insert into private.match_candidate_lists (candidate_id, refreshed_at, score_counts)
  select c.id, clock_timestamp(),
    (select array_agg(coalesce(x.n, 0)::integer order by s)
     from generate_series(0, 100) s
     left join (select k.score, count(*) as n from private.match_candidate_jobs k
                where k.candidate_id = c.id group by k.score) x on x.score = s)
  from public.candidates c join auth.users u on u.id = c.user_id
  where u.last_sign_in_at > now() - interval '30 days';
end;
$function$;
