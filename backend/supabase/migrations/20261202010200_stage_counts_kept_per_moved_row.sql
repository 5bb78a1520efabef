-- A stage move keeps the board's totals with one statement for the row it moved. The statement
-- trigger that handled updates captured every updated row of every update of the applications,
-- and grouped old against new rows, to find the one stage change of a move; a row trigger whose
-- WHEN names the stage and the job runs only for those changes. Inserts and deletions keep their
-- statement triggers, one statement for a bulk load.

-- The rows connections that have ended left behind for these stages, folded into this
-- connection's rows; rows in use are skipped.
create or replace function private.fold_stage_counts(p_jobs uuid[], p_statuses text[])
 returns void
 language sql
 security definer
 set search_path to ''
as $function$
  with gone as (
    delete from private.job_stage_counts k
    where k.ctid in (
      select o.ctid from private.job_stage_counts o
      join unnest(p_jobs, p_statuses) c (job_id, status) on c.job_id = o.job_id and c.status = o.status
      where o.slot <> pg_backend_pid()
        and not exists (select 1 from pg_catalog.pg_stat_get_activity(null) s where s.pid = o.slot)
      for update of o skip locked)
    returning k.job_id, k.status, k.total)
  update private.job_stage_counts k set total = k.total + g.total
  from (select job_id, status, sum(total)::integer as total from gone group by 1, 2) g
  where k.job_id = g.job_id and k.status = g.status and k.slot = pg_backend_pid()
$function$;
revoke all on function private.fold_stage_counts(uuid[], text[]) from public, anon, authenticated, service_role;

create or replace function private.keep_stage_counts()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  v_jobs uuid[];
  v_statuses text[];
  v_ns integer[];
  v_new_jobs uuid[];
  v_new_statuses text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(d.job_id), array_agg(d.status), array_agg(d.n) into v_jobs, v_statuses, v_ns
    from (select a.job_id, a.status, count(*)::integer as n from added a group by 1, 2) d;
  else
    select array_agg(d.job_id), array_agg(d.status), array_agg(d.n) into v_jobs, v_statuses, v_ns
    from (select r.job_id, r.status, -count(*)::integer as n from removed r group by 1, 2) d;
  end if;
  if v_jobs is null then
    return null;
  end if;
  -- A job deleted in the same statement has already taken its rows with it.
  with changed as (
    insert into private.job_stage_counts as k (job_id, status, slot, total)
    select c.job_id, c.status, pg_backend_pid(), c.n from unnest(v_jobs, v_statuses, v_ns) c (job_id, status, n)
    where exists (select 1 from public.jobs j where j.id = c.job_id)
    on conflict (job_id, status, slot) do update set total = k.total + excluded.total
    returning k.job_id, k.status, k.xmax = 0 as added_slot)
  select array_agg(job_id) filter (where added_slot), array_agg(status) filter (where added_slot)
  into v_new_jobs, v_new_statuses from changed;
  -- A connection's first change of a job's stage folds in the rows of connections that have ended.
  if v_new_jobs is not null then
    perform private.fold_stage_counts(v_new_jobs, v_new_statuses);
  end if;
  return null;
end;
$function$;

create or replace function private.keep_stage_counts_on_move()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  v_new_jobs uuid[];
  v_new_statuses text[];
begin
  with changed as (
    insert into private.job_stage_counts as k (job_id, status, slot, total)
    values (old.job_id, old.status, pg_backend_pid(), -1), (new.job_id, new.status, pg_backend_pid(), 1)
    on conflict (job_id, status, slot) do update set total = k.total + excluded.total
    returning k.job_id, k.status, k.xmax = 0 as added_slot)
  select array_agg(job_id) filter (where added_slot), array_agg(status) filter (where added_slot)
  into v_new_jobs, v_new_statuses from changed;
  if v_new_jobs is not null then
    perform private.fold_stage_counts(v_new_jobs, v_new_statuses);
  end if;
  return null;
end;
$function$;
revoke all on function private.keep_stage_counts_on_move() from public, anon, authenticated, service_role;

drop trigger applications_stage_counts_update on public.applications;
create trigger applications_stage_counts_update after update of status, job_id on public.applications
  for each row when (old.status is distinct from new.status or old.job_id is distinct from new.job_id)
  execute function private.keep_stage_counts_on_move();
