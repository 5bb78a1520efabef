-- A candidate's change rebuilt every job list that kept them within one queue item, and each kept
-- row's summary came from the pair's whole explanation (every factor's wording, built as JSON).
-- Refreshing a candidate kept by 50 jobs of the scale seed's heavy company took 16 s, past the 8 s
-- the scheduler's call may run, so the run was cancelled and rolled back, and the same item, first
-- in the queue, stopped it on every later run: no kept list was refreshed again. Now each job list
-- to rebuild is a queue item of its own ('job_list'), and the summary is worded by
-- private.match_summary, which gives the same text (tests/database/96).

alter table private.match_queue drop constraint match_queue_kind_check;
alter table private.match_queue add constraint match_queue_kind_check
  check (kind = any (array['job', 'candidate', 'company', 'job_list']));

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
    private.match_summary((select j.skills_required from public.jobs j where j.id = p_job_id), r.job_keys_required, r.skill_keys)
  from (select v.candidate_id, v.managing_company_id, v.score, v.skill_keys, mj.required_keys as job_keys_required
        from private.match_view v
        join private.match_jobs mj on mj.job_id = v.job_id
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

create or replace function private.refresh_matches_of_candidate(p_candidate_id uuid)
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_listed uuid[];
  v_entered uuid[];
begin
  perform private.refresh_candidate_jobs(p_candidate_id);

  select coalesce(array_agg(job_id), '{}') into v_listed
  from private.match_job_suggestions where candidate_id = p_candidate_id;
  -- each such job is rebuilt as a queue item of its own, so one candidate kept by many jobs does
  -- not make one run of the worker as long as all their rebuilds
  perform private.enqueue_match('job_list', v_listed);

  -- other open jobs of their pool take them when they rank among the best 50, pushing out the 50th
  with entering as (
    insert into private.match_job_suggestions (job_id, candidate_id, managing_company_id, score, summary)
    select v.job_id, v.candidate_id, v.managing_company_id, v.score,
      private.match_summary(j.skills_required, mj.required_keys, v.skill_keys)
    from public.candidates c
    join public.jobs j on j.company_id = any (private.sharing_company_ids(c.managing_company_id))
    join private.match_job_lists l on l.job_id = j.id
    join private.match_view v on v.job_id = j.id and v.candidate_id = c.id
    join private.match_jobs mj on mj.job_id = j.id
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
    elsif v_item.kind = 'job_list' then
      perform private.refresh_job_suggestions(v_item.entity_id);
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
