-- Figures behind the reports, kept by the database as stages change. Reading them from the stage
-- history on every report view would sort a large company's whole history (150,000 rows at the
-- scale seed); one narrow row per application and a day's count per team member are enough for the
-- funnel, the time in each stage, sources and activity.

-- The funnel's stages in order; 'accepted' comes after the hire, so it counts as hired.
create or replace function private.report_stage_rank(p_status text)
returns smallint
language sql immutable
set search_path = ''
as $$
  select case p_status
    when 'applied' then 1 when 'reviewing' then 2 when 'interview' then 3
    when 'offered' then 4 when 'hired' then 5 when 'accepted' then 5
  end::smallint
$$;

-- One row per application: where it came from, the furthest funnel stage it reached, when it first
-- reached each stage and how long it spent in each stage it has left (seconds, summed over visits).
create table private.application_report_facts (
  application_id uuid primary key references public.applications (id) on delete cascade,
  company_id uuid not null,
  job_id uuid not null,
  applied_at timestamptz not null,
  source text not null,
  vendor_id uuid,
  status text not null,
  status_since timestamptz not null,
  furthest smallint not null default 1,
  hired_at timestamptz,
  applied_secs double precision,
  reviewing_secs double precision,
  interview_secs double precision,
  offered_secs double precision
);
-- Company admins read by company, other staff by their jobs, vendors by vendor; all by applied date.
create index application_report_facts_company_idx on private.application_report_facts (company_id, applied_at)
  include (job_id, source, vendor_id, furthest, hired_at, applied_secs, reviewing_secs, interview_secs, offered_secs);
create index application_report_facts_job_idx on private.application_report_facts (job_id, applied_at);
create index application_report_facts_vendor_idx on private.application_report_facts (vendor_id, applied_at)
  where vendor_id is not null;
alter table private.application_report_facts enable row level security;
revoke all on private.application_report_facts from public, anon, authenticated;

-- Stage moves per job, team member and day (UTC): the recruiter activity report.
create table private.report_activity_daily (
  job_id uuid not null references public.jobs (id) on delete cascade,
  actor_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  company_id uuid not null,
  moves integer not null default 0,
  advanced integer not null default 0,
  rejected integer not null default 0,
  hired integer not null default 0,
  primary key (job_id, actor_id, day)
);
create index report_activity_daily_company_idx on private.report_activity_daily (company_id, day);
create index report_activity_daily_actor_idx on private.report_activity_daily (actor_id);
alter table private.report_activity_daily enable row level security;
revoke all on private.report_activity_daily from public, anon, authenticated;

-- Every stage history entry updates its application's row; a move by a signed-in team member also
-- counts as their activity that day.
create or replace function private.report_facts_on_history()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_rank smallint := private.report_stage_rank(new.to_status);
  v_job uuid;
  v_company uuid;
begin
  if new.from_status is null then
    insert into private.application_report_facts
      (application_id, company_id, job_id, applied_at, source, vendor_id, status, status_since)
    select a.id, a.company_id, a.job_id, a.applied_at, a.source, a.applied_by_vendor_id, new.to_status, new.created_at
    from public.applications a where a.id = new.application_id
    on conflict (application_id) do nothing;
    return null;
  end if;

  update private.application_report_facts f set
    applied_secs = case when f.status = 'applied'
      then coalesce(f.applied_secs, 0) + greatest(extract(epoch from new.created_at - f.status_since), 0) else f.applied_secs end,
    reviewing_secs = case when f.status = 'reviewing'
      then coalesce(f.reviewing_secs, 0) + greatest(extract(epoch from new.created_at - f.status_since), 0) else f.reviewing_secs end,
    interview_secs = case when f.status = 'interview'
      then coalesce(f.interview_secs, 0) + greatest(extract(epoch from new.created_at - f.status_since), 0) else f.interview_secs end,
    offered_secs = case when f.status = 'offered'
      then coalesce(f.offered_secs, 0) + greatest(extract(epoch from new.created_at - f.status_since), 0) else f.offered_secs end,
    furthest = greatest(f.furthest, coalesce(v_rank, 0)),
    hired_at = case when v_rank = 5 then coalesce(f.hired_at, new.created_at) else f.hired_at end,
    status = new.to_status,
    status_since = new.created_at
  where f.application_id = new.application_id
  returning f.job_id, f.company_id into v_job, v_company;

  if new.actor_id is not null and v_job is not null then
    insert into private.report_activity_daily as d (job_id, actor_id, day, company_id, moves, advanced, rejected, hired)
    values (v_job, new.actor_id, (new.created_at at time zone 'UTC')::date, v_company, 1,
            (coalesce(v_rank, 0) > coalesce(private.report_stage_rank(new.from_status), 0))::int,
            (new.to_status = 'rejected')::int, (coalesce(v_rank, 0) = 5)::int)
    on conflict (job_id, actor_id, day) do update set
      moves = d.moves + 1, advanced = d.advanced + excluded.advanced,
      rejected = d.rejected + excluded.rejected, hired = d.hired + excluded.hired;
  end if;
  return null;
end;
$$;
revoke all on function private.report_facts_on_history() from public, anon, authenticated;

create trigger application_stage_history_report_facts after insert on public.application_stage_history
  for each row execute function private.report_facts_on_history();

-- An application moved to another job (or its job to another company) takes its row along.
create or replace function private.report_facts_on_application_change()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update private.application_report_facts set company_id = new.company_id, job_id = new.job_id,
    source = new.source, vendor_id = new.applied_by_vendor_id, applied_at = new.applied_at
  where application_id = new.id;
  return null;
end;
$$;
revoke all on function private.report_facts_on_application_change() from public, anon, authenticated;

create trigger applications_report_facts after update of job_id, company_id, source, applied_by_vendor_id, applied_at
  on public.applications for each row
  when (old.job_id is distinct from new.job_id or old.company_id is distinct from new.company_id
        or old.source is distinct from new.source or old.applied_by_vendor_id is distinct from new.applied_by_vendor_id
        or old.applied_at is distinct from new.applied_at)
  execute function private.report_facts_on_application_change();

-- Recomputes both tables from the stage history (this migration, bulk loads that bypass triggers).
create or replace function private.rebuild_report_facts()
returns void
language sql security definer
set search_path = ''
as $$
  truncate private.application_report_facts, private.report_activity_daily;

  insert into private.application_report_facts
    (application_id, company_id, job_id, applied_at, source, vendor_id, status, status_since, furthest,
     hired_at, applied_secs, reviewing_secs, interview_secs, offered_secs)
  with stays as (
    select h.application_id, h.to_status, h.created_at,
           lead(h.created_at) over w as left_at,
           row_number() over (partition by h.application_id order by h.created_at desc, h.from_status desc nulls last, h.id desc) as last
    from public.application_stage_history h
    window w as (partition by h.application_id order by h.created_at, h.from_status nulls first, h.id)
  ), per_app as (
    select s.application_id,
           max(s.to_status) filter (where s.last = 1) as status,
           max(s.created_at) filter (where s.last = 1) as status_since,
           coalesce(max(private.report_stage_rank(s.to_status)), 1) as furthest,
           min(s.created_at) filter (where private.report_stage_rank(s.to_status) = 5) as hired_at,
           sum(extract(epoch from s.left_at - s.created_at)) filter (where s.to_status = 'applied' and s.left_at is not null) as applied_secs,
           sum(extract(epoch from s.left_at - s.created_at)) filter (where s.to_status = 'reviewing' and s.left_at is not null) as reviewing_secs,
           sum(extract(epoch from s.left_at - s.created_at)) filter (where s.to_status = 'interview' and s.left_at is not null) as interview_secs,
           sum(extract(epoch from s.left_at - s.created_at)) filter (where s.to_status = 'offered' and s.left_at is not null) as offered_secs
    from stays s
    group by s.application_id
  )
  select a.id, a.company_id, a.job_id, a.applied_at, a.source, a.applied_by_vendor_id, p.status, p.status_since,
         p.furthest, p.hired_at, p.applied_secs, p.reviewing_secs, p.interview_secs, p.offered_secs
  from per_app p
  join public.applications a on a.id = p.application_id;

  insert into private.report_activity_daily (job_id, actor_id, day, company_id, moves, advanced, rejected, hired)
  select a.job_id, h.actor_id, (h.created_at at time zone 'UTC')::date, a.company_id, count(*),
         count(*) filter (where private.report_stage_rank(h.to_status) > coalesce(private.report_stage_rank(h.from_status), 0)),
         count(*) filter (where h.to_status = 'rejected'),
         count(*) filter (where private.report_stage_rank(h.to_status) = 5)
  from public.application_stage_history h
  join public.applications a on a.id = h.application_id
  join auth.users u on u.id = h.actor_id
  where h.from_status is not null
  group by 1, 2, 3, 4;
$$;
revoke all on function private.rebuild_report_facts() from public, anon, authenticated;

select private.rebuild_report_facts();
