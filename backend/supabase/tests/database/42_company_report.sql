-- The company report's figures on a hand-made company: funnel counts with drop-off, time in each
-- stage, time to hire, sources of applicants and hires, vendor performance and team activity.
-- Company admins read the whole company, recruiters their own jobs; other companies, candidates,
-- vendors, partner recruiters and signed-out callers read nothing.
begin;
select plan(24);
-- A stage change's audit entry and activity count are written at commit; here they are written as
-- each statement ends, so the checks below see them.
set constraints all immediate;

-- Report Co: its admin, a recruiter, a partner recruiter; an unrelated company admin.
do $$
declare
  v_company uuid := tests.create_company('report.admin@example.com', 'Report Co', 'Ada', 'Admin');
  v_admin uuid := tests.user_id('report.admin@example.com');
  v_rec uuid := tests.add_company_member(v_company, 'report.recruiter@example.com', 'recruiter', 'Rita', 'Recruiter');
  v_partner uuid := tests.add_company_member(v_company, 'report.partner@example.com', 'partner_recruiter');
begin
  perform tests.create_user('report.other@example.com', '{"role": "company"}');
  insert into public.jobs (id, company_id, created_by, title, status) values
    ('f4200000-0000-4000-8000-000000000001', v_company, v_rec, 'Report Engineer', 'open'),
    ('f4200000-0000-4000-8000-000000000002', v_company, v_admin, 'Report Designer', 'open');
  insert into public.job_assignments (job_id, assigned_to_user_id, assigned_by_user_id)
  values ('f4200000-0000-4000-8000-000000000002', v_partner, v_admin);
  insert into public.vendors (id, company_id, vendor_name)
  values ('e4200000-0000-4000-8000-000000000001', v_company, 'Report Staffing');
  perform tests.create_candidates('d4200000-0000-4000-8000-', 'Cand', 'report.c', 6);

  -- a1-a4 to the recruiter's job, a5-a6 to the admin's; a6 falls outside January.
  insert into public.applications (id, job_id, candidate_id, source, applied_by_vendor_id, applied_at) values
    ('f4210000-0000-4000-8000-000000000001', 'f4200000-0000-4000-8000-000000000001', 'd4200000-0000-4000-8000-000000000001', 'candidate', null, '2026-01-05'),
    ('f4210000-0000-4000-8000-000000000002', 'f4200000-0000-4000-8000-000000000001', 'd4200000-0000-4000-8000-000000000002', 'company', null, '2026-01-06'),
    ('f4210000-0000-4000-8000-000000000003', 'f4200000-0000-4000-8000-000000000001', 'd4200000-0000-4000-8000-000000000003', 'vendor', 'e4200000-0000-4000-8000-000000000001', '2026-01-07'),
    ('f4210000-0000-4000-8000-000000000004', 'f4200000-0000-4000-8000-000000000001', 'd4200000-0000-4000-8000-000000000004', 'candidate', null, '2026-01-08'),
    ('f4210000-0000-4000-8000-000000000005', 'f4200000-0000-4000-8000-000000000002', 'd4200000-0000-4000-8000-000000000005', 'vendor', 'e4200000-0000-4000-8000-000000000001', '2026-01-10'),
    ('f4210000-0000-4000-8000-000000000006', 'f4200000-0000-4000-8000-000000000002', 'd4200000-0000-4000-8000-000000000006', 'candidate', null, '2026-02-15');

  -- The moves, as the stage-history trigger records them, at known times.
  insert into public.application_stage_history (application_id, from_status, to_status, actor_id, created_at) values
    -- a1: 2 days applied, 3 in review, 1 at interview, 4 offered, hired after 10 days
    ('f4210000-0000-4000-8000-000000000001', 'applied', 'reviewing', v_rec, '2026-01-07'),
    ('f4210000-0000-4000-8000-000000000001', 'reviewing', 'interview', v_rec, '2026-01-10'),
    ('f4210000-0000-4000-8000-000000000001', 'interview', 'offered', v_rec, '2026-01-11'),
    ('f4210000-0000-4000-8000-000000000001', 'offered', 'hired', v_rec, '2026-01-15'),
    -- a2: 4 days applied, 1 in review, then not selected
    ('f4210000-0000-4000-8000-000000000002', 'applied', 'reviewing', v_admin, '2026-01-10'),
    ('f4210000-0000-4000-8000-000000000002', 'reviewing', 'rejected', v_admin, '2026-01-11'),
    -- a3: 6 days applied, straight to interview for 4, offered for 10: hired after 20 days
    ('f4210000-0000-4000-8000-000000000003', 'applied', 'interview', null, '2026-01-13'),
    ('f4210000-0000-4000-8000-000000000003', 'interview', 'offered', null, '2026-01-17'),
    ('f4210000-0000-4000-8000-000000000003', 'offered', 'hired', null, '2026-01-27'),
    -- a5: 1 day applied, 29 in review, hired after 30 days
    ('f4210000-0000-4000-8000-000000000005', 'applied', 'reviewing', null, '2026-01-11'),
    ('f4210000-0000-4000-8000-000000000005', 'reviewing', 'hired', null, '2026-02-09');
end;
$$;

create function tests.company_report(p_email text, p_from date default '2026-01-01', p_to date default '2026-01-31',
                                     p_job uuid default null)
returns jsonb language sql as $$
  select tests.json_as(p_email, format('select public.get_company_report(%L::date, %L::date, %L::uuid)', p_from, p_to, p_job))
$$;

-- Company admin: every job of the company, applications applied in January.
select is(tests.report_funnel(tests.company_report('report.admin@example.com')), '5 > 4 > 3 > 3 > 3',
  'the funnel counts each application at every stage up to the furthest it reached');
select is(tests.company_report('report.admin@example.com') -> 'time_to_hire',
  '{"count": 3, "p90_days": 28.0, "median_days": 20.0}'::jsonb,
  'time to hire is the median and 90th percentile of the hires'' days from applying (10, 20, 30)');
select is(tests.company_report('report.admin@example.com') -> 'stage_times' -> 0,
  '{"stage": "applied", "count": 4, "p90_days": 5.4, "median_days": 3.0}'::jsonb,
  'time in a stage counts the applications that left it (1, 2, 4 and 6 days as new)');
select is(tests.company_report('report.admin@example.com') -> 'stage_times' -> 1,
  '{"stage": "reviewing", "count": 3, "p90_days": 23.8, "median_days": 3.0}'::jsonb,
  'and under review (1, 3 and 29 days)');
select is(tests.report_sources(tests.company_report('report.admin@example.com')),
  'candidate 2/1, company 1/0, Report Staffing 2/2',
  'applicants and hires per source: direct, company-managed, each vendor');
select is((tests.company_report('report.admin@example.com') -> 'vendors' -> 0) - 'vendor_id',
  '{"vendor_name": "Report Staffing", "submissions": 2, "interviews": 2, "offers": 2, "hires": 2, "median_days": 25.0, "p90_days": 29.0}'::jsonb,
  'vendor performance: submissions, how far they got, days to hire');
select is((select string_agg(concat(j ->> 'title', ' ', j ->> 'applied', '/', j ->> 'hired'), ', ')
           from jsonb_array_elements(tests.company_report('report.admin@example.com') -> 'jobs') j),
  'Report Engineer 4/2, Report Designer 1/1', 'the funnel of each job, largest first');
select is((select string_agg(concat(a ->> 'name', ' ', a ->> 'moves', ' moves, ', a ->> 'advanced', ' advanced, ',
                                    a ->> 'rejected', ' rejected, ', a ->> 'hired', ' hired'), '; ')
           from jsonb_array_elements(tests.company_report('report.admin@example.com') -> 'activity') a),
  'Rita Recruiter 4 moves, 4 advanced, 0 rejected, 1 hired; Ada Admin 2 moves, 1 advanced, 1 rejected, 0 hired',
  'team activity counts each member''s stage moves in the range');
select is(tests.report_funnel(tests.company_report('report.admin@example.com', '2026-01-01', '2026-03-31')), '6 > 4 > 3 > 3 > 3',
  'a wider range takes in the February application');
select is(tests.report_funnel(tests.company_report('report.admin@example.com', '2026-01-09', '2026-01-10')), '1 > 1 > 1 > 1 > 1',
  'a narrower range only the applications applied in it, both days included');
select is(tests.report_funnel(tests.company_report('report.admin@example.com', p_job => 'f4200000-0000-4000-8000-000000000002')),
  '1 > 1 > 1 > 1 > 1', 'one job''s funnel');

-- Recruiter: only the job they created.
select is(tests.report_funnel(tests.company_report('report.recruiter@example.com')), '4 > 3 > 2 > 2 > 2',
  'a recruiter''s report counts only their own jobs');
select is(tests.report_sources(tests.company_report('report.recruiter@example.com')),
  'candidate 2/1, company 1/0, Report Staffing 1/1', 'and their sources');
select is((select count(*)::int from jsonb_array_elements(tests.company_report('report.recruiter@example.com') -> 'jobs')),
  1, 'and lists only their job');
select is(tests.error_of('report.recruiter@example.com',
  $$select public.get_company_report('2026-01-01', '2026-01-31', 'f4200000-0000-4000-8000-000000000002')$$),
  'Job not found', 'a recruiter cannot open the report of a job they do not see');

-- Everyone else.
select is(tests.report_funnel(tests.company_report('report.other@example.com')), '0 > 0 > 0 > 0 > 0',
  'another company''s admin sees none of these applications');
select is(tests.attempt('report.other@example.com',
  $$select public.get_company_report('2026-01-01', '2026-01-31', 'f4200000-0000-4000-8000-000000000001')$$),
  'P0002', 'nor any of its jobs');
select is(tests.attempt('report.partner@example.com', $$select public.get_company_report('2026-01-01', '2026-01-31')$$),
  '42501', 'a partner recruiter is refused');
select is(tests.attempt('candidate@example.com', $$select public.get_company_report('2026-01-01', '2026-01-31')$$),
  '42501', 'a candidate is refused');
select is(tests.attempt('vendor@example.com', $$select public.get_company_report('2026-01-01', '2026-01-31')$$),
  '42501', 'a vendor is refused');
select is(tests.attempt(null, $$select public.get_company_report('2026-01-01', '2026-01-31')$$),
  '42501', 'a signed-out caller is refused');
select is(tests.error_of('report.admin@example.com', $$select public.get_company_report('2026-02-01', '2026-01-01')$$),
  'The "from" date must be on or before the "to" date', 'a reversed range is refused with a clear message');

-- Moves made through the product update the figures at once.
update public.applications set status = 'reviewing' where id = 'f4210000-0000-4000-8000-000000000004';
select is(tests.report_funnel(tests.company_report('report.admin@example.com')), '5 > 5 > 3 > 3 > 3',
  'a stage move counts in the funnel straight away');
delete from public.applications where id = 'f4210000-0000-4000-8000-000000000002';
select is(tests.report_sources(tests.company_report('report.admin@example.com')),
  'candidate 2/1, Report Staffing 2/2', 'a deleted application leaves the figures');

select * from finish();
rollback;
