-- A manager who sees most of the company's jobs gets the company report from the kept figures less
-- the jobs hidden from them; the figures are exactly those of their jobs' applications. A recruiter
-- who sees few jobs still reads their jobs' applications. The per-application report is not
-- callable on its own.
begin;
select plan(10);
-- A stage change's audit entry and activity count are written at commit; here they are written as
-- each statement ends, so the checks below see them.
set constraints all immediate;

-- Team Co: an admin, a manager (Mia), a recruiter (Rex, not on Mia's team) and three jobs; the
-- third is assigned to Rex, so Mia sees the first two and Rex only the third.
do $$
declare
  v_company uuid := tests.create_company('team.admin@example.com', 'Team Co');
  v_admin uuid := tests.user_id('team.admin@example.com');
  v_mia uuid := tests.add_company_member(v_company, 'team.manager@example.com', 'manager', 'Mia', 'Manager');
  v_rex uuid := tests.add_company_member(v_company, 'team.recruiter@example.com', 'recruiter', 'Rex', 'Recruiter');
begin
  insert into public.jobs (id, company_id, created_by, title, status) values
    ('f6500000-0000-4000-8000-000000000001', v_company, v_admin, 'Team Engineer', 'open'),
    ('f6500000-0000-4000-8000-000000000002', v_company, v_admin, 'Team Designer', 'open'),
    ('f6500000-0000-4000-8000-000000000003', v_company, v_admin, 'Team Analyst', 'open');
  insert into public.job_assignments (job_id, assigned_to_user_id, assigned_by_user_id)
  values ('f6500000-0000-4000-8000-000000000003', v_rex, v_admin);
  insert into public.vendors (id, company_id, vendor_name)
  values ('e6500000-0000-4000-8000-000000000001', v_company, 'Team Staffing');
  perform tests.create_candidates('d6500000-0000-4000-8000-', 'Cand', 'team.c', 5);

  insert into public.applications (id, job_id, candidate_id, source, applied_by_vendor_id, applied_at) values
    ('f6510000-0000-4000-8000-000000000001', 'f6500000-0000-4000-8000-000000000001', 'd6500000-0000-4000-8000-000000000001', 'candidate', null, '2026-01-05'),
    ('f6510000-0000-4000-8000-000000000002', 'f6500000-0000-4000-8000-000000000001', 'd6500000-0000-4000-8000-000000000002', 'vendor', 'e6500000-0000-4000-8000-000000000001', '2026-01-06'),
    ('f6510000-0000-4000-8000-000000000003', 'f6500000-0000-4000-8000-000000000002', 'd6500000-0000-4000-8000-000000000003', 'company', null, '2026-01-08'),
    ('f6510000-0000-4000-8000-000000000004', 'f6500000-0000-4000-8000-000000000003', 'd6500000-0000-4000-8000-000000000004', 'vendor', 'e6500000-0000-4000-8000-000000000001', '2026-01-05'),
    ('f6510000-0000-4000-8000-000000000005', 'f6500000-0000-4000-8000-000000000003', 'd6500000-0000-4000-8000-000000000005', 'candidate', null, '2026-01-09');

  insert into public.application_stage_history (application_id, from_status, to_status, actor_id, created_at) values
    -- b1: 2 days new, 3 in review, 2 at interview, hired after 7 days
    ('f6510000-0000-4000-8000-000000000001', 'applied', 'reviewing', v_mia, '2026-01-07'),
    ('f6510000-0000-4000-8000-000000000001', 'reviewing', 'interview', v_mia, '2026-01-10'),
    ('f6510000-0000-4000-8000-000000000001', 'interview', 'hired', v_mia, '2026-01-12'),
    -- b2: 4 days new, 1 in review, not selected
    ('f6510000-0000-4000-8000-000000000002', 'applied', 'reviewing', v_mia, '2026-01-10'),
    ('f6510000-0000-4000-8000-000000000002', 'reviewing', 'rejected', v_mia, '2026-01-11'),
    -- b3: 1 day new
    ('f6510000-0000-4000-8000-000000000003', 'applied', 'reviewing', null, '2026-01-09'),
    -- b4 and b5, on the job hidden from Mia: 1 day new, 10 at interview, hired after 11 days; 11 days new
    ('f6510000-0000-4000-8000-000000000004', 'applied', 'interview', v_rex, '2026-01-06'),
    ('f6510000-0000-4000-8000-000000000004', 'interview', 'hired', v_rex, '2026-01-16'),
    ('f6510000-0000-4000-8000-000000000005', 'applied', 'reviewing', v_rex, '2026-01-20');
end;
$$;

-- The same caller's report read from their jobs' application rows.
create function tests.team_report_from_applications(p_email text)
returns jsonb language plpgsql as $$
declare
  v_report jsonb;
begin
  perform tests.authenticate_as(p_email);
  -- as the owner (the function is not granted to callers), keeping the manager's claims
  perform set_config('role', 'none', true);
  v_report := private.company_report_from_applications('2026-01-01', '2026-01-31', null);
  perform tests.as_owner();
  return v_report;
end;
$$;

select is(tests.report_funnel(tests.january_report('team.manager@example.com', 'get_company_report')),
  '3 > 3 > 1 > 1 > 1', 'the manager''s funnel counts the applications of the two jobs they see');
select is(tests.report_sources(tests.january_report('team.manager@example.com', 'get_company_report')),
  'candidate 1/1, company 1/0, Team Staffing 1/0', 'and their sources, without the hidden job''s vendor hire');
select is(tests.january_report('team.manager@example.com', 'get_company_report') -> 'stage_times' -> 0,
  '{"stage": "applied", "count": 3, "p90_days": 3.6, "median_days": 2.0}'::jsonb,
  'time as new covers their applications only (1, 2 and 4 days)');
select is(tests.january_report('team.manager@example.com', 'get_company_report') -> 'time_to_hire',
  '{"count": 1, "p90_days": 7.0, "median_days": 7.0}'::jsonb, 'and time to hire their one hire');
select is((select string_agg(concat(j ->> 'title', ' ', j ->> 'applied', '/', j ->> 'hired'), ', ')
           from jsonb_array_elements(tests.january_report('team.manager@example.com', 'get_company_report') -> 'jobs') j),
  'Team Engineer 2/1, Team Designer 1/0', 'the job list leaves out the hidden job');
select is((select string_agg(concat(a ->> 'name', ' ', a ->> 'moves', ' moves'), '; ')
           from jsonb_array_elements(tests.january_report('team.manager@example.com', 'get_company_report') -> 'activity') a),
  'Mia Manager 5 moves', 'team activity counts the moves on their jobs only');
select is(tests.january_report('team.manager@example.com', 'get_company_report'), tests.team_report_from_applications('team.manager@example.com'),
  'the whole report equals the one read from their jobs'' application rows');

select is(tests.report_funnel(tests.january_report('team.recruiter@example.com', 'get_company_report')),
  '2 > 2 > 1 > 1 > 1', 'a recruiter who sees one of the three jobs gets that job''s figures');
select is(tests.january_report('team.recruiter@example.com', 'get_company_report') -> 'time_to_hire',
  '{"count": 1, "p90_days": 11.0, "median_days": 11.0}'::jsonb, 'with its hire');

select is(tests.attempt('team.manager@example.com',
  $$select private.company_report_from_applications('2026-01-01', '2026-01-31', null)$$),
  '42501', 'the per-application report cannot be called directly');

select * from finish();
rollback;
