-- The platform report summed a row per company and day (40,000 rows for twelve weeks at the scale
-- seed). Jobs and applications are now counted in sixteen rows per day, the company's id choosing
-- the row, so the report sums a few thousand rows while two companies' applications still rarely
-- wait for the same row.
drop function public.get_admin_report(date, date);
drop trigger applications_report_count on public.applications;
drop trigger jobs_report_count on public.jobs;
drop trigger companies_report_count on public.companies;
drop trigger profiles_report_count on public.profiles;
drop function private.report_count_applications();
drop function private.report_count_job();
drop function private.report_count_company();
drop function private.report_count_profile();
drop function private.rebuild_report_counts();
drop function private.count_report_event(text, timestamptz, uuid, integer);
drop table private.report_daily_counts;

create table private.report_daily_counts (
  metric text not null check (metric in ('signup_candidate', 'signup_company', 'signup_admin',
                                         'company_registered', 'company_approved', 'job_posted', 'application')),
  day date not null,
  shard smallint not null default 0 check (shard between 0 and 15),
  n integer not null default 0,
  primary key (metric, day, shard)
);
create index report_daily_counts_day_idx on private.report_daily_counts (day) include (metric, n);
alter table private.report_daily_counts enable row level security;
revoke all on private.report_daily_counts from public, anon, authenticated;

create or replace function private.report_shard(p_company_id uuid)
returns smallint
language sql immutable
set search_path = ''
as $$
  select coalesce(abs(hashtext(p_company_id::text)) % 16, 0)::smallint
$$;

create or replace function private.count_report_event(p_metric text, p_at timestamptz, p_company_id uuid, p_n integer)
returns void
language sql security definer
set search_path = ''
as $$
  insert into private.report_daily_counts as c (metric, day, shard, n)
  values (p_metric, (p_at at time zone 'UTC')::date, private.report_shard(p_company_id), p_n)
  on conflict (metric, day, shard) do update set n = c.n + excluded.n
$$;
revoke all on function private.count_report_event(text, timestamptz, uuid, integer) from public, anon, authenticated;

create or replace function private.report_count_profile()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.count_report_event('signup_' || new.role, new.created_at, null, 1);
  return null;
end;
$$;

create or replace function private.report_count_company()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.registered_at is not null and (tg_op = 'INSERT' or old.registered_at is null) then
    perform private.count_report_event('company_registered', new.registered_at, null, 1);
  end if;
  if new.approved_at is not null and (tg_op = 'INSERT' or old.approved_at is null) then
    perform private.count_report_event('company_approved', new.approved_at, null, 1);
  end if;
  return null;
end;
$$;

create or replace function private.report_count_job()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.count_report_event('job_posted', new.created_at, new.company_id, 1);
  return null;
end;
$$;

-- Statement level: a bulk insert locks each row once, in order.
create or replace function private.report_count_applications()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into private.report_daily_counts as c (metric, day, shard, n)
  select 'application', (a.applied_at at time zone 'UTC')::date, private.report_shard(a.company_id), count(*)
  from added a group by 2, 3 order by 2, 3
  on conflict (metric, day, shard) do update set n = c.n + excluded.n;
  return null;
end;
$$;
revoke all on function private.report_count_profile(), private.report_count_company(), private.report_count_job(),
  private.report_count_applications() from public, anon, authenticated;

create trigger profiles_report_count after insert on public.profiles
  for each row execute function private.report_count_profile();
create trigger companies_report_count after insert or update of registered_at, approved_at on public.companies
  for each row execute function private.report_count_company();
create trigger jobs_report_count after insert on public.jobs
  for each row execute function private.report_count_job();
create trigger applications_report_count after insert on public.applications
  referencing new table as added
  for each statement execute function private.report_count_applications();

create or replace function private.rebuild_report_counts()
returns void
language sql security definer
set search_path = ''
as $$
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
$$;
revoke all on function private.rebuild_report_counts() from public, anon, authenticated;

select private.rebuild_report_counts();

-- Weeks start on Monday; the first and last week hold only the days inside the range.
create or replace function public.get_admin_report(p_from date, p_to date)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.get_admin_report(date, date) from public, anon;
grant execute on function public.get_admin_report(date, date) to authenticated, service_role;
