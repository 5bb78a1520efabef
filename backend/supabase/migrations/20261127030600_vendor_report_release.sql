-- A job reaches a vendor when its tier is released (the assignment time plus the company's delays
-- for tiers 2 and 3, private.vendor_release_at), not when it is assigned: the vendor report counts
-- the days from that release to each submission. (PL/pgSQL resolves the release function when the
-- report runs, after every migration.)
create or replace function public.get_vendor_report(p_from date, p_to date)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
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
      select f.job_id, f.vendor_id, f.furthest, f.applied_at, r.released_at,
             case when r.released_at <= f.applied_at then extract(epoch from f.applied_at - r.released_at) end as secs
      from private.application_report_facts f
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
$$;
revoke all on function public.get_vendor_report(date, date) from public, anon;
grant execute on function public.get_vendor_report(date, date) to authenticated, service_role;
