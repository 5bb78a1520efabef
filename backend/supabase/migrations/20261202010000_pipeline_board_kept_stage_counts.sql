-- The board's column totals kept per job and stage instead of counted on every open. Counting read
-- every application of the job and, on a job whose cards move all day, checked most of them in the
-- table (the moves keep their pages from being all-visible): 1.5 to 2.3 ms of the board's 2.5 to
-- 3.6 ms on a job of 2,000 applications.
--
-- Each connection adds its changes to rows of its own (slot = its backend's pid), so two people
-- moving cards of the same job at once never wait for each other's counts and cannot deadlock on
-- them; a total is the sum of its slots. Statement triggers keep them exact inside the
-- transaction that changes the applications, as the count they replace was.
create table private.job_stage_counts (
  job_id uuid not null,
  status text not null,
  slot integer not null,
  total integer not null,
  constraint job_stage_counts_pkey primary key (job_id, status, slot),
  constraint job_stage_counts_job_id_fkey foreign key (job_id) references public.jobs(id) on delete cascade
);
alter table private.job_stage_counts enable row level security;
revoke all on private.job_stage_counts from public, anon, authenticated, service_role;

create or replace function private.keep_stage_counts()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  v_slot integer := pg_backend_pid();
  v_jobs uuid[];
  v_statuses text[];
  v_ns integer[];
  v_new_jobs uuid[];
  v_new_statuses text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(d.job_id), array_agg(d.status), array_agg(d.n) into v_jobs, v_statuses, v_ns
    from (select a.job_id, a.status, count(*)::integer as n from added a group by 1, 2) d;
  elsif tg_op = 'DELETE' then
    select array_agg(d.job_id), array_agg(d.status), array_agg(d.n) into v_jobs, v_statuses, v_ns
    from (select r.job_id, r.status, -count(*)::integer as n from removed r group by 1, 2) d;
  else
    -- An update's old and new rows cancel out unless the stage or the job changed.
    select array_agg(d.job_id), array_agg(d.status), array_agg(d.n) into v_jobs, v_statuses, v_ns
    from (select c.job_id, c.status, sum(c.n)::integer as n from (
            select r.job_id, r.status, -1 as n from removed r
            union all
            select a.job_id, a.status, 1 from added a) c
          group by 1, 2 having sum(c.n) <> 0) d;
  end if;
  if v_jobs is null then
    return null;
  end if;

  -- A job deleted in the same statement has already taken its rows with it.
  with changed as (
    insert into private.job_stage_counts as k (job_id, status, slot, total)
    select c.job_id, c.status, v_slot, c.n from unnest(v_jobs, v_statuses, v_ns) c (job_id, status, n)
    where exists (select 1 from public.jobs j where j.id = c.job_id)
    order by c.job_id, c.status
    on conflict (job_id, status, slot) do update set total = k.total + excluded.total
    returning k.job_id, k.status, k.xmax = 0 as added_slot)
  select array_agg(job_id) filter (where added_slot), array_agg(status) filter (where added_slot)
  into v_new_jobs, v_new_statuses from changed;

  -- A connection's first change of a job's stage folds in the rows of connections that have
  -- ended, so a stage keeps about one row per live connection; rows in use are skipped.
  if v_new_jobs is not null then
    with gone as (
      delete from private.job_stage_counts k
      where k.ctid in (
        select o.ctid from private.job_stage_counts o
        join unnest(v_new_jobs, v_new_statuses) c (job_id, status) on c.job_id = o.job_id and c.status = o.status
        where o.slot <> v_slot
          and not exists (select 1 from pg_catalog.pg_stat_get_activity(null) s where s.pid = o.slot)
        for update of o skip locked)
      returning k.job_id, k.status, k.total)
    update private.job_stage_counts k set total = k.total + g.total
    from (select job_id, status, sum(total)::integer as total from gone group by 1, 2) g
    where k.job_id = g.job_id and k.status = g.status and k.slot = v_slot;
  end if;
  return null;
end;
$function$;
revoke all on function private.keep_stage_counts() from public, anon, authenticated, service_role;

create trigger applications_stage_counts_insert after insert on public.applications
  referencing new table as added for each statement execute function private.keep_stage_counts();
create trigger applications_stage_counts_update after update on public.applications
  referencing old table as removed new table as added for each statement execute function private.keep_stage_counts();
create trigger applications_stage_counts_delete after delete on public.applications
  referencing old table as removed for each statement execute function private.keep_stage_counts();

-- Recounts from the applications themselves: after a bulk load that bypassed the triggers (the
-- scale seed), and here to start from the applications already stored.
create or replace function private.rebuild_application_counts()
 returns void
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  lock table private.job_application_counts, private.company_application_counts, private.job_stage_counts
    in exclusive mode;
  delete from private.job_application_counts;
  insert into private.job_application_counts (job_id, applications)
  select a.job_id, count(*) from public.applications a group by a.job_id;
  delete from private.company_application_counts;
  insert into private.company_application_counts (company_id, applications)
  select a.company_id, count(*) from public.applications a group by a.company_id;
  delete from private.job_stage_counts;
  insert into private.job_stage_counts (job_id, status, slot, total)
  select a.job_id, a.status, 0, count(*) from public.applications a group by a.job_id, a.status;
end;
$function$;
revoke all on function private.rebuild_application_counts() from public, anon, authenticated, service_role;

insert into private.job_stage_counts (job_id, status, slot, total)
select a.job_id, a.status, 0, count(*) from public.applications a group by a.job_id, a.status;

-- Only the unfiltered board reads the kept totals; a filtered one counts its matches as before.
create or replace function public.get_pipeline_board(p_job_id uuid, p_search text default null::text,
  p_source text default null::text, p_applied_from date default null::date, p_applied_to date default null::date,
  p_page_size integer default 20, p_sort text default 'newest'::text)
 returns setof json
 language plpgsql
 stable security definer
 set search_path to ''
as $function$
declare
  v_where text := private.pipeline_where(p_source, p_applied_from, p_applied_to, p_search);
  v_page_size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  v_sort text := coalesce(p_sort, 'newest');
begin
  perform private.check_pipeline_filters(p_search, p_source, p_applied_from, p_applied_to);
  perform private.check_pipeline_sort(p_sort);
  if not private.can_see_job_applications(p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  if v_sort = 'newest' and nullif(btrim(p_search), '') is null and p_source is null
     and p_applied_from is null and p_applied_to is null then
    return query
      with counts as (select k.status, sum(k.total)::integer as total from private.job_stage_counts k
                      where k.job_id = p_job_id group by k.status)
      select json_build_object('status', s.status, 'total', coalesce(n.total, 0), 'cards', coalesce((
        select json_agg(p order by p.status_changed_at desc, p.id desc)
        from (select a.id, a.status_changed_at, a.candidate_id, c.first_name, c.last_name, a.source_label
              from public.applications a
              join public.candidates c on c.id = a.candidate_id
              where a.job_id = p_job_id and a.status = s.status
              order by a.status_changed_at desc, a.id desc limit v_page_size) p), '[]'::json))
      from unnest(private.pipeline_stages()) with ordinality s (status, ord)
      left join counts n on n.status = s.status
      order by s.ord;
    return;
  end if;
  return query execute format($q$
    with counts as (select a.status, count(*)::integer as total from public.applications a where %1$s group by a.status)
    select jsonb_build_object('status', s.status, 'total', coalesce(n.total, 0), 'cards', %2$s)::json
    from unnest(private.pipeline_stages()) with ordinality s (status, ord)
    left join counts n on n.status = s.status
    order by s.ord$q$,
    v_where, format(private.pipeline_page_sql(v_sort), v_where, 's.status'))
  using p_job_id, p_source, p_applied_from, p_applied_to, private.pipeline_pattern(p_search), v_page_size, 0;
end;
$function$;
