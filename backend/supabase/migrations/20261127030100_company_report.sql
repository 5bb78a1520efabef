-- The company's hiring report over a date range of applied dates (UTC, both days included): funnel,
-- time in each stage and to hire, sources of applicants and hires, vendor performance, the funnel of
-- each job and the team's stage moves. Company and subscription admins read the whole company,
-- managers and recruiters the jobs the team hierarchy shows them; nobody else reads it.

-- Refuses a range that makes no sense with a clear message (22023, HTTP 400).
create or replace function private.check_report_range(p_from date, p_to date)
returns void
language plpgsql immutable
set search_path = ''
as $$
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
$$;

-- Median and 90th percentile of a set of seconds, in days with one decimal.
create or replace function private.report_days(p_percentiles double precision[])
returns jsonb
language sql immutable
set search_path = ''
as $$
  select jsonb_build_object('median_days', round((p_percentiles[1] / 86400)::numeric, 1),
                            'p90_days', round((p_percentiles[2] / 86400)::numeric, 1))
$$;

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
    ), activity as (
      select d.actor_id, sum(d.moves) as moves, sum(d.advanced) as advanced, sum(d.rejected) as rejected,
             sum(d.hired) as hired
      from private.report_activity_daily d
      where d.company_id = v_company and d.day between p_from and p_to
        and (v_all or d.job_id = any (v_jobs)) and (p_job_id is null or d.job_id = p_job_id)
      group by d.actor_id
    )
    select jsonb_build_object(
      'funnel', jsonb_build_array(
        jsonb_build_object('stage', 'applied', 'count', t.applied),
        jsonb_build_object('stage', 'reviewing', 'count', t.reviewing),
        jsonb_build_object('stage', 'interview', 'count', t.interview),
        jsonb_build_object('stage', 'offered', 'count', t.offered),
        jsonb_build_object('stage', 'hired', 'count', t.hired)),
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
      'activity', coalesce((
        select jsonb_agg(jsonb_build_object('user_id', a.actor_id,
                                            'name', coalesce(nullif(btrim(concat_ws(' ', cu.first_name, cu.last_name)), ''),
                                                             cu.email, 'Former team member'),
                                            'moves', a.moves, 'advanced', a.advanced, 'rejected', a.rejected,
                                            'hired', a.hired)
                         order by a.moves desc, cu.last_name, a.actor_id)
        from activity a
        left join public.company_users cu on cu.user_id = a.actor_id and cu.company_id = v_company), '[]'::jsonb))
    from totals t
  );
end;
$$;
revoke all on function public.get_company_report(date, date, uuid) from public, anon;
grant execute on function public.get_company_report(date, date, uuid) to authenticated, service_role;
