-- The talent vendor's report (its submissions' funnel, days from a job's release to each submission)
-- and the platform report (weekly sign-ups, companies, jobs and applications, tiers): their figures
-- on hand-made rows, and who may read them.
begin;
select plan(18);

do $$
declare
  v_admin uuid;
  v_vendor_owner uuid := tests.create_vendor_staff('vrep.vendor@example.com');
  v_vendor_rec uuid := tests.create_vendor_staff('vrep.vendor.recruiter@example.com');
  v_other_owner uuid := tests.create_vendor_staff('vrep.othervendor@example.com');
  v_company uuid;
begin
  select * into v_admin, v_company from tests.business_signup('vrep.admin@example.com');
  insert into public.jobs (id, company_id, created_by, title, status) values
    ('f4300000-0000-4000-8000-000000000001', v_company, v_admin, 'Vendor Report Analyst', 'open'),
    ('f4300000-0000-4000-8000-000000000002', v_company, v_admin, 'Vendor Report Tester', 'open');
  insert into public.vendors (id, company_id, vendor_name, user_id) values
    ('e4300000-0000-4000-8000-000000000001', v_company, 'Report Vendor', v_vendor_owner),
    ('e4300000-0000-4000-8000-000000000002', v_company, 'Other Vendor', v_other_owner);
  insert into public.talent_vendor_users (vendor_id, user_id, role)
  values ('e4300000-0000-4000-8000-000000000001', v_vendor_rec, 'recruiter');
  insert into public.vendor_job_assignments (job_id, vendor_id, created_at) values
    ('f4300000-0000-4000-8000-000000000001', 'e4300000-0000-4000-8000-000000000001', '2026-01-03'),
    ('f4300000-0000-4000-8000-000000000002', 'e4300000-0000-4000-8000-000000000001', '2026-01-09'),
    ('f4300000-0000-4000-8000-000000000001', 'e4300000-0000-4000-8000-000000000002', '2026-01-02');
  perform tests.create_candidates('d4300000-0000-4000-8000-', 'Vee', 'vrep.c', 4);
  insert into public.applications (id, job_id, candidate_id, source, applied_by_vendor_id, applied_at) values
    -- Report Vendor: 4 days after the analyst job's release, 1 day after the tester job's
    ('f4310000-0000-4000-8000-000000000001', 'f4300000-0000-4000-8000-000000000001', 'd4300000-0000-4000-8000-000000000001', 'vendor', 'e4300000-0000-4000-8000-000000000001', '2026-01-07'),
    ('f4310000-0000-4000-8000-000000000002', 'f4300000-0000-4000-8000-000000000002', 'd4300000-0000-4000-8000-000000000002', 'vendor', 'e4300000-0000-4000-8000-000000000001', '2026-01-10'),
    ('f4310000-0000-4000-8000-000000000003', 'f4300000-0000-4000-8000-000000000001', 'd4300000-0000-4000-8000-000000000003', 'vendor', 'e4300000-0000-4000-8000-000000000002', '2026-01-08'),
    ('f4310000-0000-4000-8000-000000000004', 'f4300000-0000-4000-8000-000000000001', 'd4300000-0000-4000-8000-000000000004', 'candidate', null, '2026-01-08');
  insert into public.application_stage_history (application_id, from_status, to_status, created_at) values
    ('f4310000-0000-4000-8000-000000000001', 'applied', 'interview', '2026-01-12'),
    ('f4310000-0000-4000-8000-000000000001', 'interview', 'hired', '2026-01-20');
end;
$$;

select is(tests.report_funnel(tests.january_report('vrep.vendor@example.com', 'get_vendor_report')), '2 > 1 > 1 > 1 > 1',
  'the vendor''s funnel counts its own submissions up to the furthest stage each reached');
select is(tests.january_report('vrep.vendor@example.com', 'get_vendor_report') -> 'release_to_submission',
  '{"count": 2, "median_days": 2.5, "p90_days": 3.7}'::jsonb,
  'days from a job''s release to each submission (4 and 1)');
select is((select string_agg(concat(j ->> 'title', ' ', j ->> 'submissions', '/', j ->> 'hires', ' in ', j ->> 'median_days'), ', ')
           from jsonb_array_elements(tests.january_report('vrep.vendor@example.com', 'get_vendor_report') -> 'jobs') j),
  'Vendor Report Analyst 1/1 in 4.0, Vendor Report Tester 1/0 in 1.0', 'and per job');
-- A tier-2 vendor sees the analyst job 48 hours (the default delay) after its assignment.
update public.vendor_job_assignments set tier = 2
where job_id = 'f4300000-0000-4000-8000-000000000001' and vendor_id = 'e4300000-0000-4000-8000-000000000001';
select is(tests.january_report('vrep.vendor@example.com', 'get_vendor_report') -> 'release_to_submission',
  '{"count": 2, "median_days": 1.5, "p90_days": 1.9}'::jsonb,
  'days count from the tier''s release, not the assignment (2 and 1)');
select is(tests.report_funnel(tests.january_report('vrep.vendor.recruiter@example.com', 'get_vendor_report')), '2 > 1 > 1 > 1 > 1',
  'the vendor''s recruiter reads the same report');
select is(tests.report_funnel(tests.january_report('vrep.othervendor@example.com', 'get_vendor_report')), '1 > 0 > 0 > 0 > 0',
  'another vendor counts only its own submission');
select is(tests.attempt('vrep.admin@example.com', $$select public.get_vendor_report('2026-01-01', '2026-01-31')$$),
  '42501', 'company staff are refused the vendor report');
select is(tests.attempt('candidate@example.com', $$select public.get_vendor_report('2026-01-01', '2026-01-31')$$),
  '42501', 'a candidate is refused');
select is(tests.attempt(null, $$select public.get_vendor_report('2026-01-01', '2026-01-31')$$),
  '42501', 'a signed-out caller is refused');

-- Platform report: this week's events, before and after a sign-up, a registration, an approval,
-- a job and an application.
create function tests.admin_totals()
returns text language plpgsql as $$
declare
  v_report jsonb;
  v_today date := (now() at time zone 'UTC')::date;
begin
  v_report := tests.admin_report(v_today - 6, v_today);
  return (select concat_ws('/', sum((w ->> 'candidate_signups')::int), sum((w ->> 'company_signups')::int),
                           sum((w ->> 'companies_registered')::int), sum((w ->> 'companies_approved')::int),
                           sum((w ->> 'jobs_posted')::int), sum((w ->> 'applications')::int))
          from jsonb_array_elements(v_report -> 'weeks') w);
end;
$$;

create function tests.admin_report(p_from date, p_to date)
returns jsonb language sql as $$
  select tests.json_as('admin@example.com', format('select public.get_admin_report(%L::date, %L::date)', p_from, p_to))
$$;

create temporary table before_totals as select tests.admin_totals() as totals;

create function tests.plus_one_each(p_before text)
returns text language sql as $$
  select string_agg((v::int + 1)::text, '/' order by n)
  from unnest(string_to_array(p_before, '/')) with ordinality x (v, n)
$$;

create temporary table tier_before as
select (t ->> 'companies')::int as basic
from jsonb_array_elements(tests.admin_report('2026-01-01', '2026-01-02') -> 'tiers') t where t ->> 'tier' = 'basic';

-- A sign-up of each kind, a registration, an approval, a job and an application.
do $$
declare
  v_owner uuid;
  v_company uuid;
  v_candidate uuid;
begin
  select * into v_owner, v_company from tests.business_signup('arep.owner@example.com');
  perform tests.create_user('arep.candidate@example.com', '{"role": "candidate"}');
  update public.companies set registered_at = now(), is_approved = true, approved_at = now() where id = v_company;
  update public.company_subscriptions set tier = 'basic', status = 'active' where company_id = v_company;
  insert into public.jobs (id, company_id, created_by, title, status)
  values ('f4300000-0000-4000-8000-000000000009', v_company, v_owner, 'Weekly Job', 'open');
  select c.id into v_candidate from public.candidates c
  join auth.users u on u.id = c.user_id where u.email = 'arep.candidate@example.com';
  insert into public.applications (job_id, candidate_id) values ('f4300000-0000-4000-8000-000000000009', v_candidate);
end;
$$;

select is(tests.admin_totals(), tests.plus_one_each((select totals from before_totals)),
  'a sign-up of each kind, a registration, an approval, a job and an application each count in their week');
select is((select (t ->> 'companies')::int from jsonb_array_elements(
             tests.admin_report('2026-01-01', '2026-01-02') -> 'tiers') t where t ->> 'tier' = 'basic'),
  (select basic + 1 from tier_before), 'the tier distribution counts the company''s new tier');
select is((select sum((t ->> 'companies')::int)::int from jsonb_array_elements(
             tests.admin_report('2026-01-01', '2026-01-02') -> 'tiers') t),
  (select count(*)::int from public.companies), 'every company is in one tier');
select is((select string_agg(w ->> 'week', ', ') from jsonb_array_elements(
             tests.admin_report('2026-01-07', '2026-01-18') -> 'weeks') w),
  '2026-01-05, 2026-01-12', 'weeks start on Monday and cover the whole range');

select is(tests.attempt('owner@example.com', $$select public.get_admin_report('2026-01-01', '2026-01-31')$$),
  '42501', 'a company admin is refused the platform report');
select is(tests.attempt('candidate@example.com', $$select public.get_admin_report('2026-01-01', '2026-01-31')$$),
  '42501', 'a candidate is refused');
select is(tests.attempt('vendor@example.com', $$select public.get_admin_report('2026-01-01', '2026-01-31')$$),
  '42501', 'a vendor is refused');
select is(tests.attempt(null, $$select public.get_admin_report('2026-01-01', '2026-01-31')$$),
  '42501', 'a signed-out caller is refused');
select is(tests.error_of('admin@example.com', $$select public.get_admin_report('2024-01-01', '2026-06-30')$$),
  'Choose a range of at most two years', 'a range longer than two years is refused');

select * from finish();
rollback;
