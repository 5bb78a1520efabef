-- The company report of a large company read 50,000 application rows several times per view
-- (about 70 ms of database CPU at the scale seed). For company and subscription admins looking at
-- the whole company, the database now also keeps the figures per company and day applied: the
-- funnel counts per source and vendor, the funnel counts per job, and how many applications spent
-- how long (in tenths of a day) in each stage and until the hire. Medians and 90th percentiles come
-- from those counts with percentile_cont's interpolation, over times rounded to a tenth of a day,
-- the precision the report shows. Managers, recruiters and one-job views still read the
-- applications of their jobs.

create table private.report_company_daily (
  -- No foreign keys: removing a company or job takes its applications away through these counts.
  company_id uuid not null,
  day date not null,
  source text not null,
  vendor_id uuid,
  applied integer not null default 0,
  reviewing integer not null default 0,
  interview integer not null default 0,
  offered integer not null default 0,
  hired integer not null default 0,
  constraint report_company_daily_key unique nulls not distinct (company_id, day, source, vendor_id)
);
alter table private.report_company_daily enable row level security;
revoke all on private.report_company_daily from public, anon, authenticated;

create table private.report_job_daily (
  job_id uuid not null,
  day date not null,
  company_id uuid not null,
  applied integer not null default 0,
  reviewing integer not null default 0,
  interview integer not null default 0,
  offered integer not null default 0,
  hired integer not null default 0,
  primary key (job_id, day)
);
create index report_job_daily_company_idx on private.report_job_daily (company_id, day)
  include (job_id, applied, reviewing, interview, offered, hired);
alter table private.report_job_daily enable row level security;
revoke all on private.report_job_daily from public, anon, authenticated;

-- metric: 1-4 time spent in applied, reviewing, interview, offered; 5 days from applying to the hire.
create table private.report_duration_counts (
  company_id uuid not null,
  day date not null,
  metric smallint not null check (metric between 1 and 5),
  vendor_id uuid,
  tenths integer not null,
  n integer not null default 0,
  constraint report_duration_counts_key unique nulls not distinct (company_id, metric, day, vendor_id, tenths)
);
alter table private.report_duration_counts enable row level security;
revoke all on private.report_duration_counts from public, anon, authenticated;

-- What one application adds to the three tables (sign -1 takes it away again).
create or replace function private.report_apply_facts(f private.application_report_facts, p_sign integer)
returns void
language plpgsql security definer
set search_path = ''
as $$
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
$$;
revoke all on function private.report_apply_facts(private.application_report_facts, integer) from public, anon, authenticated;

create or replace function private.report_aggregates_on_facts()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.report_apply_facts(old, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.report_apply_facts(new, 1);
  end if;
  return null;
end;
$$;
revoke all on function private.report_aggregates_on_facts() from public, anon, authenticated;

create trigger application_report_facts_aggregates_insert after insert or delete on private.application_report_facts
  for each row execute function private.report_aggregates_on_facts();
-- A stage change that moves no figure (the current stage alone) leaves the counts alone.
create trigger application_report_facts_aggregates_update after update on private.application_report_facts
  for each row
  when ((old.company_id, old.job_id, old.applied_at, old.source, old.vendor_id, old.furthest, old.hired_at,
         old.applied_secs, old.reviewing_secs, old.interview_secs, old.offered_secs)
        is distinct from
        (new.company_id, new.job_id, new.applied_at, new.source, new.vendor_id, new.furthest, new.hired_at,
         new.applied_secs, new.reviewing_secs, new.interview_secs, new.offered_secs))
  execute function private.report_aggregates_on_facts();

-- The three tables from the application rows (this migration, and after every bulk rebuild).
create or replace function private.rebuild_report_aggregates()
returns void
language sql security definer
set search_path = ''
as $$
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
$$;
revoke all on function private.rebuild_report_aggregates() from public, anon, authenticated;

-- Bulk loads call one function: the application rows first, without counting each one as it
-- comes, then the counts from all of them at once.
create or replace function private.rebuild_report_facts_and_aggregates()
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  alter table private.application_report_facts disable trigger application_report_facts_aggregates_insert;
  perform private.rebuild_report_facts();
  alter table private.application_report_facts enable trigger application_report_facts_aggregates_insert;
  perform private.rebuild_report_aggregates();
end;
$$;
revoke all on function private.rebuild_report_facts_and_aggregates() from public, anon, authenticated;

select private.rebuild_report_aggregates();

-- The funnel as the reports return it: each stage with the applications that reached it.
create or replace function private.report_funnel(p_applied numeric, p_reviewing numeric, p_interview numeric,
                                                 p_offered numeric, p_hired numeric)
returns jsonb
language sql immutable
set search_path = ''
as $$
  select jsonb_build_array(
    jsonb_build_object('stage', 'applied', 'count', p_applied),
    jsonb_build_object('stage', 'reviewing', 'count', p_reviewing),
    jsonb_build_object('stage', 'interview', 'count', p_interview),
    jsonb_build_object('stage', 'offered', 'count', p_offered),
    jsonb_build_object('stage', 'hired', 'count', p_hired))
$$;

-- percentile_cont (0.5 and 0.9) over the counted times, in days with one decimal.
create or replace function private.report_duration_days(p_company uuid, p_from date, p_to date, p_metric smallint,
                                                        p_vendor uuid default null)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  with h as (
    select d.tenths, sum(d.n) as n
    from private.report_duration_counts d
    where d.company_id = p_company and d.metric = p_metric and d.day between p_from and p_to
      and (p_vendor is null or d.vendor_id = p_vendor)
    group by d.tenths having sum(d.n) > 0
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
    'p90_days', (select round((v.lo + v.w * (v.hi - v.lo)) / 10.0, 1) from v where v.frac = 0.9))
$$;
revoke all on function private.report_duration_days(uuid, date, date, smallint, uuid) from public, anon;
grant execute on function private.report_duration_days(uuid, date, date, smallint, uuid) to authenticated, service_role;

create or replace function private.report_duration_count(p_company uuid, p_from date, p_to date, p_metric smallint)
returns bigint
language sql stable security definer
set search_path = ''
as $$
  select coalesce(sum(d.n), 0) from private.report_duration_counts d
  where d.company_id = p_company and d.metric = p_metric and d.day between p_from and p_to
$$;
revoke all on function private.report_duration_count(uuid, date, date, smallint) from public, anon;
grant execute on function private.report_duration_count(uuid, date, date, smallint) to authenticated, service_role;

-- The whole company's report from the kept figures; same shape as the per-application one.
create or replace function private.company_report_from_aggregates(p_company uuid, p_from date, p_to date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  with sources as (
    select d.source, d.vendor_id, sum(d.applied) as applied, sum(d.reviewing) as reviewing,
           sum(d.interview) as interview, sum(d.offered) as offered, sum(d.hired) as hired
    from private.report_company_daily d
    where d.company_id = p_company and d.day between p_from and p_to
    group by d.source, d.vendor_id having sum(d.applied) > 0
  ), t as (
    select coalesce(sum(s.applied), 0) as applied, coalesce(sum(s.reviewing), 0) as reviewing,
           coalesce(sum(s.interview), 0) as interview, coalesce(sum(s.offered), 0) as offered,
           coalesce(sum(s.hired), 0) as hired
    from sources s
  ), jobs as (
    select j.job_id, sum(j.applied) as applied, sum(j.reviewing) as reviewing, sum(j.interview) as interview,
           sum(j.offered) as offered, sum(j.hired) as hired
    from private.report_job_daily j
    where j.company_id = p_company and j.day between p_from and p_to
    group by j.job_id having sum(j.applied) > 0
    order by sum(j.applied) desc, j.job_id limit 50
  )
  select jsonb_build_object(
    'funnel', private.report_funnel(t.applied, t.reviewing, t.interview, t.offered, t.hired),
    'stage_times', (
      select jsonb_agg(jsonb_build_object('stage', s.stage, 'count', private.report_duration_count(p_company, p_from, p_to, s.metric))
                       || private.report_duration_days(p_company, p_from, p_to, s.metric) order by s.metric)
      from (values (1::smallint, 'applied'), (2::smallint, 'reviewing'), (3::smallint, 'interview'),
                   (4::smallint, 'offered')) s (metric, stage)),
    'time_to_hire', jsonb_build_object('count', t.hired) || private.report_duration_days(p_company, p_from, p_to, 5::smallint),
    'sources', coalesce((
      select jsonb_agg(jsonb_build_object('source', s.source, 'vendor_id', s.vendor_id, 'vendor_name', v.vendor_name,
                                          'applicants', s.applied, 'hires', s.hired)
                       order by case s.source when 'candidate' then 1 when 'company' then 2 else 3 end, v.vendor_name, s.vendor_id)
      from sources s left join public.vendors v on v.id = s.vendor_id), '[]'::jsonb),
    'vendors', coalesce((
      select jsonb_agg(jsonb_build_object('vendor_id', s.vendor_id, 'vendor_name', v.vendor_name, 'submissions', s.applied,
                                          'interviews', s.interview, 'offers', s.offered, 'hires', s.hired)
                       || private.report_duration_days(p_company, p_from, p_to, 5::smallint, s.vendor_id)
                       order by s.applied desc, v.vendor_name)
      from sources s left join public.vendors v on v.id = s.vendor_id
      where s.source = 'vendor'), '[]'::jsonb),
    'jobs', coalesce((
      select jsonb_agg(jsonb_build_object('job_id', j.job_id, 'title', jb.title, 'applied', j.applied,
                                          'reviewing', j.reviewing, 'interview', j.interview,
                                          'offered', j.offered, 'hired', j.hired)
                       order by j.applied desc, jb.title, j.job_id)
      from jobs j join public.jobs jb on jb.id = j.job_id), '[]'::jsonb))
  from t
$$;
revoke all on function private.company_report_from_aggregates(uuid, date, date) from public, anon;
grant execute on function private.company_report_from_aggregates(uuid, date, date) to authenticated, service_role;

-- Stage moves per team member in the range, on the jobs the viewer sees.
create or replace function private.company_report_activity(p_company uuid, p_from date, p_to date, p_all boolean,
                                                           p_jobs uuid[], p_job_id uuid)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  with activity as (
    select d.actor_id, sum(d.moves) as moves, sum(d.advanced) as advanced, sum(d.rejected) as rejected,
           sum(d.hired) as hired
    from private.report_activity_daily d
    where d.company_id = p_company and d.day between p_from and p_to
      and (p_all or d.job_id = any (p_jobs)) and (p_job_id is null or d.job_id = p_job_id)
    group by d.actor_id
  )
  select coalesce(jsonb_agg(jsonb_build_object('user_id', a.actor_id,
                                               'name', coalesce(nullif(btrim(concat_ws(' ', cu.first_name, cu.last_name)), ''),
                                                                cu.email, 'Former team member'),
                                               'moves', a.moves, 'advanced', a.advanced, 'rejected', a.rejected,
                                               'hired', a.hired)
                            order by a.moves desc, cu.last_name, a.actor_id), '[]'::jsonb)
  from activity a
  left join public.company_users cu on cu.user_id = a.actor_id and cu.company_id = p_company
$$;
revoke all on function private.company_report_activity(uuid, date, date, boolean, uuid[], uuid) from public, anon;
grant execute on function private.company_report_activity(uuid, date, date, boolean, uuid[], uuid) to authenticated, service_role;

-- Company and subscription admins over the whole company read the kept figures.
create or replace function public.get_company_report(p_from date, p_to date, p_job_id uuid default null)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.get_company_report(date, date, uuid) from public, anon;
grant execute on function public.get_company_report(date, date, uuid) to authenticated, service_role;
