-- Report figures kept up to date from applications and jobs.

-- SQL function bodies may name functions defined in a later file; they are checked when called.
set local check_function_bodies = off;

-- One row per application: where it came from, the furthest funnel stage it reached, when it first
-- reached each stage and how long it spent in each stage it has left (seconds, summed over visits).
create table private.application_report_facts (
  application_id uuid not null,
  company_id uuid not null,
  job_id uuid not null,
  applied_at timestamptz not null,
  source text not null,
  vendor_id uuid,
  status text not null,
  status_since timestamptz not null,
  furthest smallint default 1 not null,
  hired_at timestamptz,
  applied_secs double precision,
  reviewing_secs double precision,
  interview_secs double precision,
  offered_secs double precision,
  constraint application_report_facts_pkey primary key (application_id),
  constraint application_report_facts_application_id_fkey foreign key (application_id) references public.applications(id) on delete cascade
);
alter table private.application_report_facts enable row level security;
revoke all on private.application_report_facts from public, anon, authenticated, service_role;
create index application_report_facts_company_idx on private.application_report_facts (company_id, applied_at)
  include (job_id, source, vendor_id, furthest, hired_at, applied_secs, reviewing_secs, interview_secs, offered_secs);
create index application_report_facts_job_idx on private.application_report_facts (job_id, applied_at);
create index application_report_facts_vendor_idx on private.application_report_facts (vendor_id, applied_at)
  where vendor_id is not null;

-- Stage moves per job, team member and day (UTC): the recruiter activity report.
create table private.report_activity_daily (
  job_id uuid not null,
  actor_id uuid not null,
  day date not null,
  company_id uuid not null,
  moves integer default 0 not null,
  advanced integer default 0 not null,
  rejected integer default 0 not null,
  hired integer default 0 not null,
  constraint report_activity_daily_pkey primary key (job_id, actor_id, day),
  constraint report_activity_daily_actor_id_fkey foreign key (actor_id) references auth.users(id) on delete cascade,
  constraint report_activity_daily_job_id_fkey foreign key (job_id) references public.jobs(id) on delete cascade
);
alter table private.report_activity_daily enable row level security;
revoke all on private.report_activity_daily from public, anon, authenticated, service_role;
create index report_activity_daily_actor_idx on private.report_activity_daily (actor_id);
create index report_activity_daily_company_idx on private.report_activity_daily (company_id, day);

create table private.report_company_daily (
  company_id uuid not null,
  day date not null,
  source text not null,
  vendor_id uuid,
  applied integer default 0 not null,
  reviewing integer default 0 not null,
  interview integer default 0 not null,
  offered integer default 0 not null,
  hired integer default 0 not null,
  constraint report_company_daily_key unique nulls not distinct (company_id, day, source, vendor_id)
);
alter table private.report_company_daily enable row level security;
revoke all on private.report_company_daily from public, anon, authenticated, service_role;

-- The platform report for administrators: sign-ups, companies registered and approved, jobs posted
-- and applications per week, and the companies per subscription tier. Counting 500,000
-- applications and 200,000 profiles on each view is too slow, so the database counts each event on
-- its day (UTC) as it happens. Applications and jobs are counted per company, so a new application
-- waits only for its own company's row, as the company's application count already does.
create table private.report_daily_counts (
  metric text not null,
  day date not null,
  shard smallint default 0 not null,
  n integer default 0 not null,
  constraint report_daily_counts_pkey primary key (metric, day, shard),
  constraint report_daily_counts_metric_check check ((metric = any (array['signup_candidate'::text, 'signup_company'::text, 'signup_admin'::text, 'company_registered'::text, 'company_approved'::text, 'job_posted'::text, 'application'::text]))),
  constraint report_daily_counts_shard_check check (((shard >= 0) and (shard <= 15)))
);
alter table private.report_daily_counts enable row level security;
revoke all on private.report_daily_counts from public, anon, authenticated, service_role;
create index report_daily_counts_day_idx on private.report_daily_counts (day) include (metric, n);

-- metric: 1-4 time spent in applied, reviewing, interview, offered; 5 days from applying to the hire.
create table private.report_duration_counts (
  company_id uuid not null,
  day date not null,
  metric smallint not null,
  vendor_id uuid,
  tenths integer not null,
  n integer default 0 not null,
  constraint report_duration_counts_key unique nulls not distinct (company_id, metric, day, vendor_id, tenths),
  constraint report_duration_counts_metric_check check (((metric >= 1) and (metric <= 5)))
);
alter table private.report_duration_counts enable row level security;
revoke all on private.report_duration_counts from public, anon, authenticated, service_role;

create table private.report_job_daily (
  job_id uuid not null,
  day date not null,
  company_id uuid not null,
  applied integer default 0 not null,
  reviewing integer default 0 not null,
  interview integer default 0 not null,
  offered integer default 0 not null,
  hired integer default 0 not null,
  constraint report_job_daily_pkey primary key (job_id, day)
);
alter table private.report_job_daily enable row level security;
revoke all on private.report_job_daily from public, anon, authenticated, service_role;
create index report_job_daily_company_idx on private.report_job_daily (company_id, day)
  include (job_id, applied, reviewing, interview, offered, hired);

-- Refuses a range that makes no sense with a clear message (22023, HTTP 400).
create or replace function private.check_report_range(p_from date, p_to date)
 returns void
 language plpgsql
 immutable
 set search_path TO ''
as $function$
begin
  if p_from is null or p_to is null then
    raise exception 'Choose a start and an end date' using errcode = '22023';
  end if;
  if p_from > p_to then
    raise exception 'The "from" date must be on or before the "to" date' using errcode = '22023';
  end if;
  if p_to - p_from > 731 then
    raise exception 'Choose a range of at most two years' using errcode = '22023';
  end if;
end;
$function$;
revoke all on function private.check_report_range(date,date) from public, anon, authenticated, service_role;

-- Stage moves per team member in the range, on the jobs the viewer sees (a hashed lookup: a
-- manager may see thousands of jobs).
create or replace function private.company_report_activity(p_company uuid, p_from date, p_to date, p_all boolean, p_jobs uuid[], p_job_id uuid)
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
begin
  return (
    with activity as (
      select d.actor_id, sum(d.moves) as moves, sum(d.advanced) as advanced, sum(d.rejected) as rejected,
             sum(d.hired) as hired
      from private.report_activity_daily d
      where d.company_id = p_company and d.day between p_from and p_to
        and (p_all or d.job_id in (select unnest(p_jobs))) and (p_job_id is null or d.job_id = p_job_id)
      group by d.actor_id
    )
    select coalesce(jsonb_agg(jsonb_build_object('user_id', a.actor_id,
                                                 'name', coalesce(nullif(btrim(concat_ws(' ', cu.first_name, cu.last_name)), ''),
                                                                  cu.email, 'Former team member'),
                                                 'moves', a.moves, 'advanced', a.advanced, 'rejected', a.rejected,
                                                 'hired', a.hired)
                              order by a.moves desc, cu.last_name, a.actor_id), '[]'::jsonb)
    from activity a
    left join public.company_users cu on cu.user_id = a.actor_id and cu.company_id = p_company);
end;
$function$;
revoke all on function private.company_report_activity(uuid,date,date,boolean,uuid[],uuid) from public, anon, authenticated, service_role;
grant execute on function private.company_report_activity(uuid,date,date,boolean,uuid[],uuid) to authenticated, service_role;

-- The company's report from the kept figures, less the applications of the jobs in p_hidden (read
-- once from their rows); same shape as the per-application one.
create or replace function private.company_report_from_aggregates(p_company uuid, p_from date, p_to date, p_hidden uuid[] DEFAULT '{}'::uuid[])
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_start timestamptz := (p_from::timestamp at time zone 'UTC');
  v_end timestamptz := ((p_to + 1)::timestamp at time zone 'UTC');
begin
  return (
    with hidden as materialized (
      select f.source, f.vendor_id, f.furthest, f.applied_at, f.hired_at,
             f.applied_secs, f.reviewing_secs, f.interview_secs, f.offered_secs
      from private.application_report_facts f
      where f.job_id = any (p_hidden) and f.applied_at >= v_start and f.applied_at < v_end
    ), sources as (
      select x.source, x.vendor_id, sum(x.applied) as applied, sum(x.reviewing) as reviewing,
             sum(x.interview) as interview, sum(x.offered) as offered, sum(x.hired) as hired
      from (
        select d.source, d.vendor_id, d.applied, d.reviewing, d.interview, d.offered, d.hired
        from private.report_company_daily d
        where d.company_id = p_company and d.day between p_from and p_to
        union all
        select h.source, h.vendor_id, -1, -(h.furthest >= 2)::int, -(h.furthest >= 3)::int,
               -(h.furthest >= 4)::int, -(h.furthest >= 5)::int
        from hidden h
      ) x
      group by x.source, x.vendor_id having sum(x.applied) > 0
    ), t as (
      select coalesce(sum(s.applied), 0) as applied, coalesce(sum(s.reviewing), 0) as reviewing,
             coalesce(sum(s.interview), 0) as interview, coalesce(sum(s.offered), 0) as offered,
             coalesce(sum(s.hired), 0) as hired
      from sources s
    ), durations as (
      -- metric: 1-4 time spent in applied, reviewing, interview, offered; 5 days from applying to the hire
      select x.metric, x.vendor_id, x.tenths, sum(x.n)::bigint as n
      from (
        select d.metric, d.vendor_id, d.tenths, d.n
        from private.report_duration_counts d
        where d.company_id = p_company and d.day between p_from and p_to
        union all
        select m.metric, h.vendor_id, round(m.secs / 8640)::int, -1
        from hidden h
        cross join lateral (values (1::smallint, h.applied_secs), (2::smallint, h.reviewing_secs),
                                   (3::smallint, h.interview_secs), (4::smallint, h.offered_secs),
                                   (5::smallint, extract(epoch from h.hired_at - h.applied_at)::double precision)) m (metric, secs)
        where m.secs is not null
      ) x
      group by x.metric, x.vendor_id, x.tenths
    ), overall as (
      select d.metric, array_agg(d.tenths order by d.tenths) as tenths, array_agg(d.n order by d.tenths) as counts,
             sum(d.n) as n
      from (select d.metric, d.tenths, sum(d.n)::bigint as n from durations d group by d.metric, d.tenths) d
      group by d.metric
    ), vendor_hires as (
      select d.vendor_id, array_agg(d.tenths order by d.tenths) as tenths, array_agg(d.n order by d.tenths) as counts
      from durations d
      where d.metric = 5 and d.vendor_id is not null
      group by d.vendor_id
    ), jobs as (
      select j.job_id, sum(j.applied) as applied, sum(j.reviewing) as reviewing, sum(j.interview) as interview,
             sum(j.offered) as offered, sum(j.hired) as hired
      from private.report_job_daily j
      where j.company_id = p_company and j.day between p_from and p_to
        and j.job_id not in (select unnest(p_hidden))
      group by j.job_id having sum(j.applied) > 0
      order by sum(j.applied) desc, j.job_id limit 50
    )
    select jsonb_build_object(
      'funnel', private.report_funnel(t.applied, t.reviewing, t.interview, t.offered, t.hired),
      'stage_times', (
        select jsonb_agg(jsonb_build_object('stage', s.stage, 'count', coalesce(o.n, 0))
                         || private.report_histogram_days(o.tenths, o.counts) order by s.metric)
        from (values (1::smallint, 'applied'), (2::smallint, 'reviewing'), (3::smallint, 'interview'),
                     (4::smallint, 'offered')) s (metric, stage)
        left join overall o on o.metric = s.metric),
      'time_to_hire', jsonb_build_object('count', t.hired)
                      || private.report_histogram_days((select o.tenths from overall o where o.metric = 5),
                                                       (select o.counts from overall o where o.metric = 5)),
      'sources', coalesce((
        select jsonb_agg(jsonb_build_object('source', s.source, 'vendor_id', s.vendor_id, 'vendor_name', v.vendor_name,
                                            'applicants', s.applied, 'hires', s.hired)
                         order by case s.source when 'candidate' then 1 when 'company' then 2 else 3 end, v.vendor_name, s.vendor_id)
        from sources s left join public.vendors v on v.id = s.vendor_id), '[]'::jsonb),
      'vendors', coalesce((
        select jsonb_agg(jsonb_build_object('vendor_id', s.vendor_id, 'vendor_name', v.vendor_name, 'submissions', s.applied,
                                            'interviews', s.interview, 'offers', s.offered, 'hires', s.hired)
                         || private.report_histogram_days(vh.tenths, vh.counts)
                         order by s.applied desc, v.vendor_name)
        from sources s
        left join public.vendors v on v.id = s.vendor_id
        left join vendor_hires vh on vh.vendor_id = s.vendor_id
        where s.source = 'vendor'), '[]'::jsonb),
      'jobs', coalesce((
        select jsonb_agg(jsonb_build_object('job_id', j.job_id, 'title', jb.title, 'applied', j.applied,
                                            'reviewing', j.reviewing, 'interview', j.interview,
                                            'offered', j.offered, 'hired', j.hired)
                         order by j.applied desc, jb.title, j.job_id)
        from jobs j join public.jobs jb on jb.id = j.job_id), '[]'::jsonb))
    from t);
end;
$function$;
revoke all on function private.company_report_from_aggregates(uuid,date,date,uuid[]) from public, anon, authenticated, service_role;
grant execute on function private.company_report_from_aggregates(uuid,date,date,uuid[]) to authenticated, service_role;

create or replace function private.company_report_from_applications(p_from date, p_to date, p_job_id uuid DEFAULT NULL::uuid)
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_company uuid;
  v_role text;
  v_all boolean;
  v_jobs uuid[] := '{}';
  v_company_jobs jsonb;
  v_start timestamptz := (p_from::timestamp at time zone 'UTC');
  v_end timestamptz := ((p_to + 1)::timestamp at time zone 'UTC');
begin
  perform private.check_report_range(p_from, p_to);
  select cu.company_id, cu.role into v_company, v_role
  from public.company_users cu where cu.user_id = (select auth.uid())
  order by cu.created_at limit 1;
  if v_role is null or v_role = 'partner_recruiter' then
    raise exception 'Reports are open to company admins, managers and recruiters' using errcode = '42501';
  end if;
  v_all := v_role in ('company_admin', 'subscription_admin');
  if not v_all then
    select coalesce(array_agg(distinct j), '{}') into v_jobs from private.staff_job_ids() j;
  end if;
  if p_job_id is not null and not exists (
    select 1 from public.jobs j where j.id = p_job_id and j.company_id = v_company and (v_all or j.id = any (v_jobs))
  ) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  if v_all and p_job_id is null then
    return private.company_report_from_aggregates(v_company, p_from, p_to)
      || jsonb_build_object('activity', private.company_report_activity(v_company, p_from, p_to, v_all, v_jobs, p_job_id));
  end if;
  if v_all then
    -- One job of the whole company: that job's applications, beside the company's job list.
    v_company_jobs := private.company_report_from_aggregates(v_company, p_from, p_to) -> 'jobs';
    v_all := false;
    v_jobs := array[p_job_id];
  end if;

  return (
    with scope as materialized (
      select f.job_id, f.source, f.vendor_id, f.furthest, f.applied_at, f.hired_at,
             f.applied_secs, f.reviewing_secs, f.interview_secs, f.offered_secs
      from private.application_report_facts f
      where v_all and f.company_id = v_company and f.applied_at >= v_start and f.applied_at < v_end
      union all
      select f.job_id, f.source, f.vendor_id, f.furthest, f.applied_at, f.hired_at,
             f.applied_secs, f.reviewing_secs, f.interview_secs, f.offered_secs
      from private.application_report_facts f
      where not v_all and f.job_id = any (v_jobs) and f.applied_at >= v_start and f.applied_at < v_end
    ), chosen as materialized (
      select * from scope s where p_job_id is null or s.job_id = p_job_id
    ), totals as (
      select count(*) as applied,
             count(*) filter (where c.furthest >= 2) as reviewing,
             count(*) filter (where c.furthest >= 3) as interview,
             count(*) filter (where c.furthest >= 4) as offered,
             count(*) filter (where c.furthest >= 5) as hired,
             percentile_cont(array[0.5, 0.9]) within group (order by c.applied_secs) as applied_p,
             count(c.applied_secs) as applied_n,
             percentile_cont(array[0.5, 0.9]) within group (order by c.reviewing_secs) as reviewing_p,
             count(c.reviewing_secs) as reviewing_n,
             percentile_cont(array[0.5, 0.9]) within group (order by c.interview_secs) as interview_p,
             count(c.interview_secs) as interview_n,
             percentile_cont(array[0.5, 0.9]) within group (order by c.offered_secs) as offered_p,
             count(c.offered_secs) as offered_n,
             percentile_cont(array[0.5, 0.9]) within group (order by extract(epoch from c.hired_at - c.applied_at)) as hire_p
      from chosen c
    ), sources as (
      select c.source, c.vendor_id, count(*) as applicants, count(*) filter (where c.furthest >= 5) as hires,
             count(*) filter (where c.furthest >= 3) as interviews, count(*) filter (where c.furthest >= 4) as offers,
             percentile_cont(array[0.5, 0.9]) within group (order by extract(epoch from c.hired_at - c.applied_at)) as hire_p
      from chosen c group by c.source, c.vendor_id
    ), jobs as (
      select s.job_id, count(*) as applied,
             count(*) filter (where s.furthest >= 2) as reviewing,
             count(*) filter (where s.furthest >= 3) as interview,
             count(*) filter (where s.furthest >= 4) as offered,
             count(*) filter (where s.furthest >= 5) as hired
      from scope s group by s.job_id
      order by count(*) desc, s.job_id limit 50
    )
    select jsonb_build_object(
      'funnel', private.report_funnel(t.applied, t.reviewing, t.interview, t.offered, t.hired),
      'stage_times', jsonb_build_array(
        jsonb_build_object('stage', 'applied', 'count', t.applied_n) || private.report_days(t.applied_p),
        jsonb_build_object('stage', 'reviewing', 'count', t.reviewing_n) || private.report_days(t.reviewing_p),
        jsonb_build_object('stage', 'interview', 'count', t.interview_n) || private.report_days(t.interview_p),
        jsonb_build_object('stage', 'offered', 'count', t.offered_n) || private.report_days(t.offered_p)),
      'time_to_hire', jsonb_build_object('count', t.hired) || private.report_days(t.hire_p),
      'sources', coalesce((
        select jsonb_agg(jsonb_build_object('source', x.source, 'vendor_id', x.vendor_id, 'vendor_name', x.vendor_name,
                                            'applicants', x.applicants, 'hires', x.hires)
                         order by x.ord, x.vendor_name, x.vendor_id)
        from (select s.source, s.vendor_id, v.vendor_name, sum(s.applicants) as applicants, sum(s.hires) as hires,
                     case s.source when 'candidate' then 1 when 'company' then 2 else 3 end as ord
              from sources s left join public.vendors v on v.id = s.vendor_id
              group by s.source, s.vendor_id, v.vendor_name) x), '[]'::jsonb),
      'vendors', coalesce((
        select jsonb_agg(jsonb_build_object('vendor_id', s.vendor_id, 'vendor_name', v.vendor_name,
                                            'submissions', s.applicants, 'interviews', s.interviews,
                                            'offers', s.offers, 'hires', s.hires) || private.report_days(s.hire_p)
                         order by s.applicants desc, v.vendor_name)
        from sources s left join public.vendors v on v.id = s.vendor_id
        where s.source = 'vendor'), '[]'::jsonb),
      'jobs', coalesce((
        select jsonb_agg(jsonb_build_object('job_id', j.job_id, 'title', jb.title, 'applied', j.applied,
                                            'reviewing', j.reviewing, 'interview', j.interview,
                                            'offered', j.offered, 'hired', j.hired)
                         order by j.applied desc, jb.title, j.job_id)
        from jobs j join public.jobs jb on jb.id = j.job_id), '[]'::jsonb),
      'activity', private.company_report_activity(v_company, p_from, p_to, v_all, v_jobs, p_job_id))
    from totals t
  ) || case when v_company_jobs is null then '{}'::jsonb else jsonb_build_object('jobs', v_company_jobs) end;
end;
$function$;
revoke all on function private.company_report_from_applications(date,date,uuid) from public, anon, authenticated, service_role;
grant execute on function private.company_report_from_applications(date,date,uuid) to service_role;

create or replace function private.count_report_event(p_metric text, p_at timestamp with time zone, p_company_id uuid, p_n integer)
 returns void
 language sql
 security definer
 set search_path TO ''
as $function$
  insert into private.report_daily_counts as c (metric, day, shard, n)
  values (p_metric, (p_at at time zone 'UTC')::date, private.report_shard(p_company_id), p_n)
  on conflict (metric, day, shard) do update set n = c.n + excluded.n
$function$;
revoke all on function private.count_report_event(text,timestamp with time zone,uuid,integer) from public, anon, authenticated, service_role;

-- The three tables from the application rows (this migration, and after every bulk rebuild).
create or replace function private.rebuild_report_aggregates()
 returns void
 language sql
 security definer
 set search_path TO ''
as $function$
  truncate private.report_company_daily, private.report_job_daily, private.report_duration_counts;
  insert into private.report_company_daily (company_id, day, source, vendor_id, applied, reviewing, interview, offered, hired)
  select f.company_id, (f.applied_at at time zone 'UTC')::date, f.source, f.vendor_id, count(*),
         count(*) filter (where f.furthest >= 2), count(*) filter (where f.furthest >= 3),
         count(*) filter (where f.furthest >= 4), count(*) filter (where f.furthest >= 5)
  from private.application_report_facts f group by 1, 2, 3, 4;
  insert into private.report_job_daily (job_id, day, company_id, applied, reviewing, interview, offered, hired)
  select f.job_id, (f.applied_at at time zone 'UTC')::date, min(f.company_id::text)::uuid, count(*),
         count(*) filter (where f.furthest >= 2), count(*) filter (where f.furthest >= 3),
         count(*) filter (where f.furthest >= 4), count(*) filter (where f.furthest >= 5)
  from private.application_report_facts f group by 1, 2;
  insert into private.report_duration_counts (company_id, day, metric, vendor_id, tenths, n)
  select f.company_id, (f.applied_at at time zone 'UTC')::date, m.metric, f.vendor_id, round(m.secs / 8640)::int, count(*)
  from private.application_report_facts f
  cross join lateral (values (1::smallint, f.applied_secs), (2::smallint, f.reviewing_secs), (3::smallint, f.interview_secs),
                             (4::smallint, f.offered_secs),
                             (5::smallint, extract(epoch from f.hired_at - f.applied_at)::double precision)) m (metric, secs)
  where m.secs is not null
  group by 1, 2, 3, 4, 5;
$function$;
revoke all on function private.rebuild_report_aggregates() from public, anon, authenticated, service_role;

-- Recounts every event from the tables (this migration, bulk loads that bypass triggers).
create or replace function private.rebuild_report_counts()
 returns void
 language sql
 security definer
 set search_path TO ''
as $function$
  truncate private.report_daily_counts;
  insert into private.report_daily_counts (metric, day, shard, n)
  select 'signup_' || p.role, (p.created_at at time zone 'UTC')::date, 0::smallint, count(*)
  from public.profiles p group by 1, 2
  union all
  select 'company_registered', (c.registered_at at time zone 'UTC')::date, 0, count(*)
  from public.companies c where c.registered_at is not null group by 2
  union all
  select 'company_approved', (c.approved_at at time zone 'UTC')::date, 0, count(*)
  from public.companies c where c.approved_at is not null group by 2
  union all
  select 'job_posted', (j.created_at at time zone 'UTC')::date, private.report_shard(j.company_id), count(*)
  from public.jobs j group by 2, 3
  union all
  select 'application', (a.applied_at at time zone 'UTC')::date, private.report_shard(a.company_id), count(*)
  from public.applications a group by 2, 3;
$function$;
revoke all on function private.rebuild_report_counts() from public, anon, authenticated, service_role;

-- Bulk loads call one function: the application rows first, without counting each one as it
-- comes, then the counts from all of them at once.
create or replace function private.rebuild_report_facts_and_aggregates()
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  alter table private.application_report_facts disable trigger application_report_facts_aggregates_insert;
  perform private.rebuild_report_facts();
  alter table private.application_report_facts enable trigger application_report_facts_aggregates_insert;
  perform private.rebuild_report_aggregates();
end;
$function$;
revoke all on function private.rebuild_report_facts_and_aggregates() from public, anon, authenticated, service_role;

-- Recomputes both tables from the stage history (this migration, bulk loads that bypass triggers).
create or replace function private.rebuild_report_facts()
 returns void
 language sql
 security definer
 set search_path TO ''
as $function$
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
$function$;
revoke all on function private.rebuild_report_facts() from public, anon, authenticated, service_role;

create or replace function private.release_reports_of_former_manager()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  update public.company_users
  set manager_id = null
  where company_id = new.company_id and manager_id = new.user_id;
  return null;
end;
$function$;
revoke all on function private.release_reports_of_former_manager() from public, anon, authenticated, service_role;

-- A stage move rewrote an application's share of the kept report figures whole: taken away and
-- added back, three to twelve upserts, nearly all of which cancel out (a move between two stages
-- the application had already reached changes one stage time and no funnel count). It now writes
-- only the counts that change, so a move does less work and waits less for other moves of the same
-- company, whose daily rows it shares. An application that changes company, job, day, source or
-- vendor still moves its whole share.
create or replace function private.report_aggregates_on_facts()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_day date;
  v_delta integer[];
begin
  if tg_op = 'UPDATE'
     and (old.company_id, old.job_id, old.applied_at, old.source, old.vendor_id)
         is not distinct from (new.company_id, new.job_id, new.applied_at, new.source, new.vendor_id) then
    v_day := (new.applied_at at time zone 'UTC')::date;
    -- funnel stages 2-5: reached now minus reached before
    v_delta := array[(new.furthest >= 2)::int - (old.furthest >= 2)::int, (new.furthest >= 3)::int - (old.furthest >= 3)::int,
                     (new.furthest >= 4)::int - (old.furthest >= 4)::int, (new.furthest >= 5)::int - (old.furthest >= 5)::int];
    if v_delta <> array[0, 0, 0, 0] then
      update private.report_company_daily d set
        reviewing = d.reviewing + v_delta[1], interview = d.interview + v_delta[2],
        offered = d.offered + v_delta[3], hired = d.hired + v_delta[4]
      where d.company_id = new.company_id and d.day = v_day and d.source = new.source
        and d.vendor_id is not distinct from new.vendor_id;
      update private.report_job_daily d set
        reviewing = d.reviewing + v_delta[1], interview = d.interview + v_delta[2],
        offered = d.offered + v_delta[3], hired = d.hired + v_delta[4]
      where d.job_id = new.job_id and d.day = v_day;
    end if;
    insert into private.report_duration_counts as d (company_id, day, metric, vendor_id, tenths, n)
    select new.company_id, v_day, m.metric, new.vendor_id, c.tenths, c.n
    from (values (1::smallint, old.applied_secs, new.applied_secs), (2::smallint, old.reviewing_secs, new.reviewing_secs),
                 (3::smallint, old.interview_secs, new.interview_secs), (4::smallint, old.offered_secs, new.offered_secs),
                 (5::smallint, extract(epoch from old.hired_at - old.applied_at)::double precision,
                               extract(epoch from new.hired_at - new.applied_at)::double precision)) m (metric, before, after)
    cross join lateral (values (round(m.before / 8640)::int, -1), (round(m.after / 8640)::int, 1)) c (tenths, n)
    where round(m.before / 8640)::int is distinct from round(m.after / 8640)::int and c.tenths is not null
    on conflict (company_id, metric, day, vendor_id, tenths) do update set n = d.n + excluded.n;
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.report_apply_facts(old, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.report_apply_facts(new, 1);
  end if;
  return null;
end;
$function$;
revoke all on function private.report_aggregates_on_facts() from public, anon, authenticated, service_role;

-- What one application adds to the three tables (sign -1 takes it away again).
create or replace function private.report_apply_facts(f private.application_report_facts, p_sign integer)
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_day date := (f.applied_at at time zone 'UTC')::date;
begin
  insert into private.report_company_daily as d (company_id, day, source, vendor_id, applied, reviewing, interview, offered, hired)
  values (f.company_id, v_day, f.source, f.vendor_id, p_sign, p_sign * (f.furthest >= 2)::int,
          p_sign * (f.furthest >= 3)::int, p_sign * (f.furthest >= 4)::int, p_sign * (f.furthest >= 5)::int)
  on conflict (company_id, day, source, vendor_id) do update set
    applied = d.applied + excluded.applied, reviewing = d.reviewing + excluded.reviewing,
    interview = d.interview + excluded.interview, offered = d.offered + excluded.offered,
    hired = d.hired + excluded.hired;
  insert into private.report_job_daily as d (job_id, day, company_id, applied, reviewing, interview, offered, hired)
  values (f.job_id, v_day, f.company_id, p_sign, p_sign * (f.furthest >= 2)::int,
          p_sign * (f.furthest >= 3)::int, p_sign * (f.furthest >= 4)::int, p_sign * (f.furthest >= 5)::int)
  on conflict (job_id, day) do update set
    company_id = excluded.company_id, applied = d.applied + excluded.applied, reviewing = d.reviewing + excluded.reviewing,
    interview = d.interview + excluded.interview, offered = d.offered + excluded.offered,
    hired = d.hired + excluded.hired;
  insert into private.report_duration_counts as d (company_id, day, metric, vendor_id, tenths, n)
  select f.company_id, v_day, m.metric, f.vendor_id, round(m.secs / 8640)::int, p_sign
  from (values (1::smallint, f.applied_secs), (2::smallint, f.reviewing_secs), (3::smallint, f.interview_secs),
               (4::smallint, f.offered_secs), (5::smallint, extract(epoch from f.hired_at - f.applied_at)::double precision)) m (metric, secs)
  where m.secs is not null
  on conflict (company_id, metric, day, vendor_id, tenths) do update set n = d.n + excluded.n;
end;
$function$;
revoke all on function private.report_apply_facts(private.application_report_facts,integer) from public, anon, authenticated, service_role;

-- Statement level: a bulk insert locks each row once, in order.
create or replace function private.report_count_applications()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  insert into private.report_daily_counts as c (metric, day, shard, n)
  select 'application', (a.applied_at at time zone 'UTC')::date, private.report_shard(a.company_id), count(*)
  from added a group by 2, 3 order by 2, 3
  on conflict (metric, day, shard) do update set n = c.n + excluded.n;
  return null;
end;
$function$;
revoke all on function private.report_count_applications() from public, anon, authenticated, service_role;

create or replace function private.report_count_company()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if new.registered_at is not null and (tg_op = 'INSERT' or old.registered_at is null) then
    perform private.count_report_event('company_registered', new.registered_at, null, 1);
  end if;
  if new.approved_at is not null and (tg_op = 'INSERT' or old.approved_at is null) then
    perform private.count_report_event('company_approved', new.approved_at, null, 1);
  end if;
  return null;
end;
$function$;
revoke all on function private.report_count_company() from public, anon, authenticated, service_role;

create or replace function private.report_count_job()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  perform private.count_report_event('job_posted', new.created_at, new.company_id, 1);
  return null;
end;
$function$;
revoke all on function private.report_count_job() from public, anon, authenticated, service_role;

create or replace function private.report_count_profile()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  perform private.count_report_event('signup_' || new.role, new.created_at, null, 1);
  return null;
end;
$function$;
revoke all on function private.report_count_profile() from public, anon, authenticated, service_role;

-- Median and 90th percentile of a set of seconds, in days with one decimal.
create or replace function private.report_days(p_percentiles double precision[])
 returns jsonb
 language sql
 immutable
 set search_path TO ''
as $function$
  select jsonb_build_object('median_days', round((p_percentiles[1] / 86400)::numeric, 1),
                            'p90_days', round((p_percentiles[2] / 86400)::numeric, 1))
$function$;
revoke all on function private.report_days(double precision[]) from public, anon, authenticated, service_role;

-- An application moved to another job (or its job to another company) takes its row along.
create or replace function private.report_facts_on_application_change()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  update private.application_report_facts set company_id = new.company_id, job_id = new.job_id,
    source = new.source, vendor_id = new.applied_by_vendor_id, applied_at = new.applied_at
  where application_id = new.id;
  return null;
end;
$function$;
revoke all on function private.report_facts_on_application_change() from public, anon, authenticated, service_role;

-- Every stage history entry updates its application's row at once (one row per application,
-- nobody else's). A move by a signed-in team member also counts as their activity that day, in
-- the row that all of the company's moves by that member on that job and day share: that count is
-- written by a deferred trigger, at commit, so concurrent moves do not wait for each other from
-- the move's trigger until their commit. A move that rolls back still counts nothing.
create or replace function private.report_facts_on_history()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_rank smallint := private.report_stage_rank(new.to_status);
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
  where f.application_id = new.application_id;
  return null;
end;
$$;

revoke all on function private.report_facts_on_history() from public, anon, authenticated, service_role;

-- The mover's activity for the job and day (moves, advanced, rejected, hired), counted at commit.
create or replace function private.report_activity_on_history()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_rank smallint := private.report_stage_rank(new.to_status);
begin
  insert into private.report_activity_daily as d (job_id, actor_id, day, company_id, moves, advanced, rejected, hired)
  select f.job_id, new.actor_id, (new.created_at at time zone 'UTC')::date, f.company_id, 1,
         (coalesce(v_rank, 0) > coalesce(private.report_stage_rank(new.from_status), 0))::int,
         (new.to_status = 'rejected')::int, (coalesce(v_rank, 0) = 5)::int
  from private.application_report_facts f
  where f.application_id = new.application_id and f.job_id is not null
  on conflict (job_id, actor_id, day) do update set
    moves = d.moves + 1, advanced = d.advanced + excluded.advanced,
    rejected = d.rejected + excluded.rejected, hired = d.hired + excluded.hired;
  return null;
end;
$$;
revoke all on function private.report_activity_on_history() from public, anon, authenticated, service_role;

-- The funnel as the reports return it: each stage with the applications that reached it.
create or replace function private.report_funnel(p_applied numeric, p_reviewing numeric, p_interview numeric, p_offered numeric, p_hired numeric)
 returns jsonb
 language sql
 immutable
 set search_path TO ''
as $function$
  select jsonb_build_array(
    jsonb_build_object('stage', 'applied', 'count', p_applied),
    jsonb_build_object('stage', 'reviewing', 'count', p_reviewing),
    jsonb_build_object('stage', 'interview', 'count', p_interview),
    jsonb_build_object('stage', 'offered', 'count', p_offered),
    jsonb_build_object('stage', 'hired', 'count', p_hired))
$function$;
revoke all on function private.report_funnel(numeric,numeric,numeric,numeric,numeric) from public, anon, authenticated, service_role;

-- Median and 90th percentile (percentile_cont's interpolation) of a histogram of tenths of a day:
-- the distinct values in ascending order and how many applications had each.
create or replace function private.report_histogram_days(p_tenths integer[], p_counts bigint[])
 returns jsonb
 language plpgsql
 immutable
 set search_path TO ''
as $function$
begin
  return (
    with h as (
      select x.tenths, x.n from unnest(p_tenths, p_counts) x (tenths, n) where x.n > 0
    ), c as (
      select h.tenths, sum(h.n) over (order by h.tenths) as cum from h
    ), total as (
      select coalesce(sum(h.n), 0) as n from h
    ), p as (
      select q.frac, q.frac * (t.n - 1) as r from total t, unnest(array[0.5, 0.9]) q (frac) where t.n > 0
    ), v as (
      select p.frac,
             (select min(c.tenths) from c where c.cum > floor(p.r)) as lo,
             (select min(c.tenths) from c where c.cum > ceil(p.r)) as hi,
             p.r - floor(p.r) as w
      from p
    )
    select jsonb_build_object(
      'median_days', (select round((v.lo + v.w * (v.hi - v.lo)) / 10.0, 1) from v where v.frac = 0.5),
      'p90_days', (select round((v.lo + v.w * (v.hi - v.lo)) / 10.0, 1) from v where v.frac = 0.9)));
end;
$function$;
revoke all on function private.report_histogram_days(integer[],bigint[]) from public, anon, authenticated, service_role;
grant execute on function private.report_histogram_days(integer[],bigint[]) to authenticated, service_role;

create or replace function private.report_shard(p_company_id uuid)
 returns smallint
 language sql
 immutable
 set search_path TO ''
as $function$
  select coalesce(abs(hashtext(p_company_id::text)) % 16, 0)::smallint
$function$;
revoke all on function private.report_shard(uuid) from public, anon, authenticated, service_role;

-- The funnel's stages in order; 'accepted' comes after the hire, so it counts as hired.
create or replace function private.report_stage_rank(p_status text)
 returns smallint
 language sql
 immutable
 set search_path TO ''
as $function$
  select case p_status
    when 'applied' then 1 when 'reviewing' then 2 when 'interview' then 3
    when 'offered' then 4 when 'hired' then 5 when 'accepted' then 5
  end::smallint
$function$;
revoke all on function private.report_stage_rank(text) from public, anon, authenticated, service_role;

-- Weeks start on Monday; the first and last week hold only the days inside the range.
create or replace function public.get_admin_report(p_from date, p_to date)
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
begin
  perform private.check_report_range(p_from, p_to);
  if not private.is_platform_admin() then
    raise exception 'Only platform administrators can view this report' using errcode = '42501';
  end if;
  return (
    with counts as (
      select date_trunc('week', c.day)::date as week, c.metric, sum(c.n) as n
      from private.report_daily_counts c
      where c.day between p_from and p_to
      group by 1, 2
    )
    select jsonb_build_object(
      'weeks', (
        select jsonb_agg(to_jsonb(x) order by x.week)
        from (
          select w.week,
                 coalesce(sum(c.n) filter (where c.metric = 'signup_candidate'), 0) as candidate_signups,
                 coalesce(sum(c.n) filter (where c.metric = 'signup_company'), 0) as company_signups,
                 coalesce(sum(c.n) filter (where c.metric = 'company_registered'), 0) as companies_registered,
                 coalesce(sum(c.n) filter (where c.metric = 'company_approved'), 0) as companies_approved,
                 coalesce(sum(c.n) filter (where c.metric = 'job_posted'), 0) as jobs_posted,
                 coalesce(sum(c.n) filter (where c.metric = 'application'), 0) as applications
          from (select g::date as week
                from generate_series(date_trunc('week', p_from), date_trunc('week', p_to), interval '1 week') g) w
          left join counts c on c.week = w.week
          group by w.week
        ) x
      ),
      'tiers', (
        select jsonb_agg(jsonb_build_object('tier', t.tier, 'companies', coalesce(n.companies, 0)) order by t.ord)
        from unnest(array['none', 'free_trial', 'basic', 'intermediate', 'pro']) with ordinality t (tier, ord)
        left join (select coalesce(s.tier, 'none') as tier, count(*) as companies
                   from public.companies co
                   left join public.company_subscriptions s on s.company_id = co.id
                   group by 1) n on n.tier = t.tier
      )
    )
  );
end;
$function$;
revoke all on function public.get_admin_report(date,date) from public, anon, authenticated, service_role;
grant execute on function public.get_admin_report(date,date) to authenticated, service_role;

-- Company and subscription admins over the whole company read the kept figures.
create or replace function public.get_company_report(p_from date, p_to date, p_job_id uuid DEFAULT NULL::uuid)
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_company uuid;
  v_role text;
  v_jobs uuid[];
  v_hidden uuid[];
begin
  perform private.check_report_range(p_from, p_to);
  select cu.company_id, cu.role into v_company, v_role
  from public.company_users cu where cu.user_id = (select auth.uid())
  order by cu.created_at limit 1;
  if v_role in ('manager', 'recruiter') and p_job_id is null then
    select coalesce(array_agg(distinct j), '{}') into v_jobs from private.staff_job_ids() j;
    v_hidden := array(select j.id from public.jobs j where j.company_id = v_company except select unnest(v_jobs));
    if cardinality(v_hidden) < cardinality(v_jobs) then
      return private.company_report_from_aggregates(v_company, p_from, p_to, v_hidden)
        || jsonb_build_object('activity', private.company_report_activity(v_company, p_from, p_to, false, v_jobs, null));
    end if;
  end if;
  return private.company_report_from_applications(p_from, p_to, p_job_id);
end;
$function$;
revoke all on function public.get_company_report(date,date,uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_company_report(date,date,uuid) to authenticated, service_role;

-- A job reaches a vendor when its tier is released (the assignment time plus the company's delays
-- for tiers 2 and 3, private.vendor_release_at), not when it is assigned: the vendor report counts
-- the days from that release to each submission. (PL/pgSQL resolves the release function when the
-- report runs, after every migration.) Each submission counts at the furthest stage its company
-- lets vendors see.
create or replace function public.get_vendor_report(p_from date, p_to date)
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_vendors uuid[];
  v_start timestamptz := (p_from::timestamp at time zone 'UTC');
  v_end timestamptz := ((p_to + 1)::timestamp at time zone 'UTC');
begin
  perform private.check_report_range(p_from, p_to);
  select coalesce(array_agg(v), '{}') into v_vendors from private.member_vendor_ids() v;
  if cardinality(v_vendors) = 0 then
    raise exception 'Only talent-vendor staff can view this report' using errcode = '42501';
  end if;
  return (
    with subs as materialized (
      select f.job_id, f.vendor_id, private.vendor_visible_rank(f.furthest, st.stages) as furthest, f.applied_at,
             r.released_at,
             case when r.released_at <= f.applied_at then extract(epoch from f.applied_at - r.released_at) end as secs
      from private.application_report_facts f
      cross join lateral (select private.vendor_stages_of(f.company_id) as stages) st
      left join public.vendor_job_assignments vja on vja.job_id = f.job_id and vja.vendor_id = f.vendor_id
      left join lateral (select private.vendor_release_at(vja.created_at, vja.tier, f.company_id) as released_at) r
        on vja.id is not null
      where f.vendor_id = any (v_vendors) and f.applied_at >= v_start and f.applied_at < v_end
    ), totals as (
      select count(*) as applied,
             count(*) filter (where s.furthest >= 2) as reviewing,
             count(*) filter (where s.furthest >= 3) as interview,
             count(*) filter (where s.furthest >= 4) as offered,
             count(*) filter (where s.furthest >= 5) as hired,
             count(s.secs) as timed,
             percentile_cont(array[0.5, 0.9]) within group (order by s.secs) as release_p
      from subs s
    ), jobs as (
      select s.job_id, min(s.released_at) as released_at, count(*) as submissions,
             count(*) filter (where s.furthest >= 5) as hires,
             percentile_cont(array[0.5, 0.9]) within group (order by s.secs) as release_p
      from subs s group by s.job_id
    )
    select jsonb_build_object(
      'funnel', private.report_funnel(t.applied, t.reviewing, t.interview, t.offered, t.hired),
      'release_to_submission', jsonb_build_object('count', t.timed) || private.report_days(t.release_p),
      'jobs', coalesce((
        select jsonb_agg(jsonb_build_object('job_id', j.job_id, 'title', jb.title, 'company_name', co.name,
                                            'released_at', j.released_at, 'submissions', j.submissions,
                                            'hires', j.hires) || private.report_days(j.release_p)
                         order by j.submissions desc, jb.title, j.job_id)
        from jobs j
        join public.jobs jb on jb.id = j.job_id
        join public.companies co on co.id = jb.company_id), '[]'::jsonb))
    from totals t
  );
end;
$function$;
revoke all on function public.get_vendor_report(date,date) from public, anon, authenticated, service_role;
grant execute on function public.get_vendor_report(date,date) to authenticated, service_role;

create trigger application_report_facts_aggregates_insert after insert or delete on private.application_report_facts
  for each row execute function private.report_aggregates_on_facts();

create trigger application_report_facts_aggregates_update after update on private.application_report_facts
  for each row
  when ((old.company_id, old.job_id, old.applied_at, old.source, old.vendor_id, old.furthest, old.hired_at,
         old.applied_secs, old.reviewing_secs, old.interview_secs, old.offered_secs)
        is distinct from
        (new.company_id, new.job_id, new.applied_at, new.source, new.vendor_id, new.furthest, new.hired_at,
         new.applied_secs, new.reviewing_secs, new.interview_secs, new.offered_secs))
  execute function private.report_aggregates_on_facts();

create trigger application_stage_history_report_facts after insert on public.application_stage_history
  for each row execute function private.report_facts_on_history();

create constraint trigger application_stage_history_report_activity
  after insert on public.application_stage_history
  deferrable initially deferred
  for each row when (new.from_status is not null and new.actor_id is not null)
  execute function private.report_activity_on_history();

create trigger applications_report_count after insert on public.applications
  referencing new table as added
  for each statement execute function private.report_count_applications();

create trigger applications_report_facts after update of job_id, company_id, source, applied_by_vendor_id, applied_at
  on public.applications for each row
  when (old.job_id is distinct from new.job_id or old.company_id is distinct from new.company_id
        or old.source is distinct from new.source or old.applied_by_vendor_id is distinct from new.applied_by_vendor_id
        or old.applied_at is distinct from new.applied_at)
  execute function private.report_facts_on_application_change();

create trigger companies_report_count after insert or update of registered_at, approved_at on public.companies
  for each row execute function private.report_count_company();

create trigger company_users_former_manager after update of role on public.company_users
  for each row
  when (old.role in ('manager', 'company_admin', 'subscription_admin')
        and new.role not in ('manager', 'company_admin', 'subscription_admin'))
  execute function private.release_reports_of_former_manager();

create trigger jobs_report_count after insert on public.jobs
  for each row execute function private.report_count_job();

create trigger profiles_report_count after insert on public.profiles
  for each row execute function private.report_count_profile();
