-- The company's admins see every job of their company, so the vendor performance figures no longer
-- list the jobs they see first (about 2,000 for a large company, twice per page): only managers and
-- recruiters, who see some of the jobs, have theirs listed. The figures are unchanged.
create or replace function public.get_company_vendor_performance(p_vendor_id uuid DEFAULT NULL::uuid)
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_company uuid;
  v_jobs uuid[];
begin
  select ids.id into v_company
  from private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager', 'recruiter']) ids (id)
  limit 1;
  if v_company is null then
    raise exception 'Only the company''s hiring team can view vendor performance' using errcode = '42501';
  end if;
  if p_vendor_id is not null
     and not exists (select 1 from public.vendors v where v.id = p_vendor_id and v.company_id = v_company) then
    raise exception 'Vendor not found' using errcode = 'P0002';
  end if;
  -- the company's admins see every job of it, so only the other roles need their jobs listed
  if not exists (select 1 from private.company_ids_with_role(array['company_admin', 'subscription_admin']) ids (id)
                 where ids.id = v_company) then
    select coalesce(array_agg(j), '{}') into v_jobs from private.staff_job_ids() j;
  end if;

  return (
    with subs as materialized (
      select f.job_id, f.vendor_id, f.furthest, f.applied_at, tvu.id as recruiter_id
      from private.application_report_facts f
      join public.applications a on a.id = f.application_id
      left join public.talent_vendor_users tvu on tvu.user_id = a.applied_by_user_id and tvu.vendor_id = f.vendor_id
      where f.company_id = v_company and f.vendor_id is not null and (v_jobs is null or f.job_id = any (v_jobs))
        and (p_vendor_id is null or f.vendor_id = p_vendor_id)
    ), releases as (
      select vja.job_id, vja.vendor_id, private.vendor_release_at(vja.created_at, vja.tier, v_company) as released_at
      from public.vendor_job_assignments vja
      join public.jobs j on j.id = vja.job_id and j.company_id = v_company
      where (v_jobs is null or vja.job_id = any (v_jobs)) and (p_vendor_id is null or vja.vendor_id = p_vendor_id)
    ), vendor_firsts as (
      select s.vendor_id, extract(epoch from min(s.applied_at) - r.released_at) as secs
      from subs s join releases r on r.job_id = s.job_id and r.vendor_id = s.vendor_id
      group by s.vendor_id, s.job_id, r.released_at
      having min(s.applied_at) >= r.released_at
    ), recruiter_firsts as (
      select s.recruiter_id, extract(epoch from min(s.applied_at) - r.released_at) as secs
      from subs s join releases r on r.job_id = s.job_id and r.vendor_id = s.vendor_id
      where p_vendor_id is not null and s.recruiter_id is not null
      group by s.recruiter_id, s.job_id, r.released_at
      having min(s.applied_at) >= r.released_at
    ), vendor_counts as (
      select s.vendor_id, count(*) as submissions, count(*) filter (where s.furthest >= 3) as interviews,
             count(*) filter (where s.furthest >= 4) as offers, count(*) filter (where s.furthest >= 5) as hires
      from subs s group by s.vendor_id
    ), recruiter_counts as (
      select s.recruiter_id, count(*) as submissions, count(*) filter (where s.furthest >= 3) as interviews,
             count(*) filter (where s.furthest >= 4) as offers, count(*) filter (where s.furthest >= 5) as hires
      from subs s where p_vendor_id is not null and s.recruiter_id is not null group by s.recruiter_id
    )
    select jsonb_build_object(
      'vendors', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'vendor_id', v.id, 'vendor_name', v.vendor_name,
                 'submissions', coalesce(c.submissions, 0), 'interviews', coalesce(c.interviews, 0),
                 'offers', coalesce(c.offers, 0), 'hires', coalesce(c.hires, 0), 'timed_jobs', coalesce(t.n, 0))
               || private.report_days(t.p)
               order by v.vendor_name, v.id)
        from public.vendors v
        left join vendor_counts c on c.vendor_id = v.id
        left join lateral (
          select count(*) as n, percentile_cont(array[0.5, 0.9]) within group (order by x.secs) as p
          from vendor_firsts x where x.vendor_id = v.id) t on true
        where v.company_id = v_company and (p_vendor_id is null or v.id = p_vendor_id)), '[]'::jsonb),
      'recruiters', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'recruiter_id', m.id, 'first_name', m.first_name, 'last_name', m.last_name, 'role', m.role,
                 'submissions', c.submissions, 'interviews', c.interviews, 'offers', c.offers, 'hires', c.hires,
                 'timed_jobs', coalesce(t.n, 0))
               || private.report_days(t.p)
               order by c.submissions desc, m.first_name, m.last_name, m.id)
        from recruiter_counts c
        join public.talent_vendor_users m on m.id = c.recruiter_id
        left join lateral (
          select count(*) as n, percentile_cont(array[0.5, 0.9]) within group (order by x.secs) as p
          from recruiter_firsts x where x.recruiter_id = m.id) t on true), '[]'::jsonb))
  );
end;
$function$;
revoke all on function public.get_company_vendor_performance(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_company_vendor_performance(uuid) to authenticated, service_role;
