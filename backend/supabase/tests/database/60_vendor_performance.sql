-- Vendor performance for the company: per vendor and per vendor recruiter, on hand-made rows, and
-- who may read it.
begin;
select plan(12);

do $$
declare
  v_admin uuid;
  v_vendor_owner uuid := tests.create_vendor_staff('vperf.vendor@example.com');
  v_rec_a uuid := tests.create_vendor_staff('vperf.ana@example.com');
  v_rec_b uuid := tests.create_vendor_staff('vperf.ben@example.com');
  v_company uuid;
begin
  select * into v_admin, v_company from tests.business_signup('vperf.admin@example.com');
  insert into public.jobs (id, company_id, created_by, title, status) values
    ('f6000000-0000-4000-8000-000000000001', v_company, v_admin, 'Performance Analyst', 'open'),
    ('f6000000-0000-4000-8000-000000000002', v_company, v_admin, 'Performance Tester', 'open'),
    ('f6000000-0000-4000-8000-000000000003', v_company, v_admin, 'Performance Lead', 'open');
  insert into public.vendors (id, company_id, vendor_name, user_id) values
    ('e6000000-0000-4000-8000-000000000001', v_company, 'Perf Staffing', v_vendor_owner),
    ('e6000000-0000-4000-8000-000000000002', v_company, 'Quiet Staffing', null);
  insert into public.talent_vendor_users (id, vendor_id, user_id, role, first_name, last_name, joined_at) values
    ('e6100000-0000-4000-8000-000000000001', 'e6000000-0000-4000-8000-000000000001', v_rec_a, 'recruiter', 'Ana', 'Alpha', now()),
    ('e6100000-0000-4000-8000-000000000002', 'e6000000-0000-4000-8000-000000000001', v_rec_b, 'recruiter', 'Ben', 'Beta', now());
  -- Tier 1 on the analyst job (released Jan 3), tier 2 on the tester job: assigned Jan 5, released
  -- Jan 7 after the default 48 hours. The lead job was never submitted to.
  insert into public.vendor_job_assignments (job_id, vendor_id, tier, created_at) values
    ('f6000000-0000-4000-8000-000000000001', 'e6000000-0000-4000-8000-000000000001', 1, '2026-01-03'),
    ('f6000000-0000-4000-8000-000000000002', 'e6000000-0000-4000-8000-000000000001', 2, '2026-01-05'),
    ('f6000000-0000-4000-8000-000000000003', 'e6000000-0000-4000-8000-000000000001', 1, '2026-01-05');
  perform tests.create_candidates('d6000000-0000-4000-8000-', 'Pat', 'vperf.c', 4);
  insert into public.applications (id, job_id, candidate_id, source, applied_by_vendor_id, applied_by_user_id, applied_at) values
    -- Ana: analyst 2 days after release (first), tester 3 days after release.
    ('f6100000-0000-4000-8000-000000000001', 'f6000000-0000-4000-8000-000000000001', 'd6000000-0000-4000-8000-000000000001', 'vendor', 'e6000000-0000-4000-8000-000000000001', v_rec_a, '2026-01-05'),
    ('f6100000-0000-4000-8000-000000000002', 'f6000000-0000-4000-8000-000000000002', 'd6000000-0000-4000-8000-000000000002', 'vendor', 'e6000000-0000-4000-8000-000000000001', v_rec_a, '2026-01-10'),
    -- Ben: analyst 6 days after release (the vendor's second there), tester 1 day after (the vendor's first).
    ('f6100000-0000-4000-8000-000000000003', 'f6000000-0000-4000-8000-000000000001', 'd6000000-0000-4000-8000-000000000003', 'vendor', 'e6000000-0000-4000-8000-000000000001', v_rec_b, '2026-01-09'),
    ('f6100000-0000-4000-8000-000000000004', 'f6000000-0000-4000-8000-000000000002', 'd6000000-0000-4000-8000-000000000004', 'vendor', 'e6000000-0000-4000-8000-000000000001', v_rec_b, '2026-01-08');
  insert into public.application_stage_history (application_id, from_status, to_status, created_at) values
    ('f6100000-0000-4000-8000-000000000001', 'applied', 'interview', '2026-01-12'),
    ('f6100000-0000-4000-8000-000000000001', 'interview', 'offered', '2026-01-15'),
    ('f6100000-0000-4000-8000-000000000001', 'offered', 'hired', '2026-01-20'),
    ('f6100000-0000-4000-8000-000000000003', 'applied', 'interview', '2026-01-12'),
    ('f6100000-0000-4000-8000-000000000003', 'interview', 'rejected', '2026-01-13');
end;
$$;

create function tests.vendor_performance(p_email text, p_vendor uuid default null)
returns jsonb language sql as $$
  select tests.json_as(p_email, format('select public.get_company_vendor_performance(%L::uuid)', p_vendor))
$$;

select is((select v - 'vendor_id' from jsonb_array_elements(tests.vendor_performance('vperf.admin@example.com') -> 'vendors') v
           where v ->> 'vendor_name' = 'Perf Staffing'),
  '{"vendor_name": "Perf Staffing", "submissions": 4, "interviews": 2, "offers": 1, "hires": 1,
    "timed_jobs": 2, "median_days": 1.5, "p90_days": 1.9}'::jsonb,
  'per vendor: submissions, interviews, offers, hires, and days from release to the first submission per job (2 and 1)');
select is((select v - 'vendor_id' from jsonb_array_elements(tests.vendor_performance('vperf.admin@example.com') -> 'vendors') v
           where v ->> 'vendor_name' = 'Quiet Staffing'),
  '{"vendor_name": "Quiet Staffing", "submissions": 0, "interviews": 0, "offers": 0, "hires": 0,
    "timed_jobs": 0, "median_days": null, "p90_days": null}'::jsonb,
  'a vendor without submissions is listed with zeros');
select is(jsonb_array_length(tests.vendor_performance('vperf.admin@example.com') -> 'recruiters'), 0,
  'the summary of all vendors leaves the recruiters out');

select is((select jsonb_agg(r - 'recruiter_id' order by r ->> 'first_name')
           from jsonb_array_elements(tests.vendor_performance('vperf.admin@example.com', 'e6000000-0000-4000-8000-000000000001') -> 'recruiters') r),
  '[{"first_name": "Ana", "last_name": "Alpha", "role": "recruiter", "submissions": 2, "interviews": 1, "offers": 1, "hires": 1,
     "timed_jobs": 2, "median_days": 2.5, "p90_days": 2.9},
    {"first_name": "Ben", "last_name": "Beta", "role": "recruiter", "submissions": 2, "interviews": 1, "offers": 0, "hires": 0,
     "timed_jobs": 2, "median_days": 3.5, "p90_days": 5.5}]'::jsonb,
  'per recruiter: each one''s own first submission per job (Ana 2 and 3 days, Ben 6 and 1)');
select is(jsonb_array_length(tests.vendor_performance('vperf.admin@example.com', 'e6000000-0000-4000-8000-000000000001') -> 'vendors'), 1,
  'one vendor''s page reads only that vendor');

-- A longer tier 2 delay moves the tester job's release: Ben's tester submission now came before it.
insert into public.company_pipeline_settings (company_id, rejection_reasons, vendor_tier2_delay)
select company_id, private.default_rejection_reasons(), interval '4 days'
from public.company_users where user_id = tests.user_id('vperf.admin@example.com');
select is((select v ->> 'timed_jobs' || '/' || (v ->> 'median_days')
           from jsonb_array_elements(tests.vendor_performance('vperf.admin@example.com') -> 'vendors') v
           where v ->> 'vendor_name' = 'Perf Staffing'),
  '1/2.0', 'the release follows the tier delays; a first submission before the release is not timed');

-- Who may read it.
select is(tests.attempt('vperf.vendor@example.com', $$select public.get_company_vendor_performance()$$),
  '42501', 'the vendor itself cannot read the company''s figures');
select is(tests.attempt('candidate@example.com', $$select public.get_company_vendor_performance()$$),
  '42501', 'a candidate cannot');
select is(tests.attempt('partner.recruiter@example.com', $$select public.get_company_vendor_performance()$$),
  '42501', 'a partner recruiter cannot');
select is(tests.attempt('owner@example.com', $$select public.get_company_vendor_performance('e6000000-0000-4000-8000-000000000001')$$),
  'P0002', 'another company cannot read this vendor');
select is((select count(*)::int from jsonb_array_elements(tests.vendor_performance('owner@example.com') -> 'vendors') v
           where v ->> 'vendor_name' in ('Perf Staffing', 'Quiet Staffing')),
  0, 'nor sees it among its own vendors');
select is((select (v ->> 'submissions')::int from jsonb_array_elements(tests.vendor_performance('recruiter@example.com') -> 'vendors') v
           where v ->> 'vendor_name' = 'Staffing Partners') is not null,
  true, 'a recruiter of the company reads its vendors');

select * from finish();
rollback;
