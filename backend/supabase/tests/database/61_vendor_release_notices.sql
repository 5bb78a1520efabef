-- The company's tier delays (who sets them, what is accepted) and the vendor's notice when a job
-- reaches its tier: at assignment for tier 1, at the release time for later tiers, never for a job
-- the vendor never saw.
begin;
select plan(17);

create function pg_temp.assignment_notes(p_email text)
returns table (title text, message text)
language sql as $$
  select n.title, n.message from public.notifications n
  where n.user_id = tests.user_id(p_email) and n.type = 'job_assignment' order by n.created_at, n.title
$$;

create function pg_temp.announce() returns integer language plpgsql as $$
declare
  v_count integer;
begin
  perform set_config('request.jwt.claims', '{"role": "service_role"}', true);
  perform set_config('role', 'service_role', true);
  v_count := public.announce_vendor_releases();
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims', '', true);
  return v_count;
end;
$$;

-- Delays ------------------------------------------------------------------------------------------
select is(tests.attempt('owner@example.com', $$select public.get_vendor_tier_delays() where public.get_vendor_tier_delays() = '{"tier2_hours": 48, "tier3_hours": 48}'$$),
  '1', 'both delays are 48 hours until the company sets them');
select is(tests.attempt('owner@example.com', $$select public.set_vendor_tier_delays(24, 12)$$), '1',
  'a company admin sets the delays');
select tests.authenticate_as('owner@example.com');
select public.set_vendor_tier_delays(24, 12);
select tests.as_owner();
select is((select vendor_tier2_delay || '/' || vendor_tier3_delay from public.company_pipeline_settings
           where company_id = 'c0000000-0000-4000-8000-000000000001'), '24:00:00/12:00:00', 'and they are stored');
select is(tests.attempt('recruiter@example.com', $$select public.get_vendor_tier_delays() where public.get_vendor_tier_delays() = '{"tier2_hours": 24, "tier3_hours": 12}'$$),
  '1', 'the company''s recruiters read them');
select is(tests.error_of('recruiter@example.com', $$select public.set_vendor_tier_delays(1, 1)$$),
  'Only company admins can change the vendor release delays', 'but cannot change them');
select is(tests.attempt('vendor@example.com', $$select public.set_vendor_tier_delays(0, 0)$$), '42501',
  'nor can a vendor');
select is(tests.attempt('vendor@example.com', $$select public.get_vendor_tier_delays()$$), '42501',
  'who does not read them either');
select is(tests.error_of('owner@example.com', $$select public.set_vendor_tier_delays(2161, 12)$$),
  'The tier 2 delay must be between 0 and 2160 hours (90 days)', 'more than 90 days is refused');
select is(tests.error_of('owner@example.com', $$select public.set_vendor_tier_delays(24, -1)$$),
  'The tier 3 delay must be between 0 and 2160 hours (90 days)', 'a negative delay is refused');
select is((select vendor_tier2_delay || '/' || vendor_tier3_delay from public.company_pipeline_settings
           where company_id = 'c0000000-0000-4000-8000-000000000001'), '24:00:00/12:00:00', 'and changes nothing');

-- Release notices ---------------------------------------------------------------------------------
select tests.authenticate_as('owner@example.com');
insert into public.vendor_job_assignments (id, job_id, vendor_id, tier, assigned_to_recruiter_id)
values ('f3000000-0000-4000-8000-000000000061', 'f0000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000001', 2,
        'b1000000-0000-4000-8000-000000000002');
select tests.as_owner();
select is((select count(*)::int from pg_temp.assignment_notes('vendor@example.com')), 0,
  'a tier 2 vendor hears nothing when the job is assigned');
select is(pg_temp.announce(), 0, 'nor before the tier 2 delay has passed');

-- 24 hours pass.
set local session_replication_role = replica;
update public.vendor_job_assignments set created_at = now() - interval '24 hours' where id = 'f3000000-0000-4000-8000-000000000061';
set local session_replication_role = origin;
select is(pg_temp.announce(), 1, 'the scheduler announces the release once its time has come');
select results_eq($$select title, message from pg_temp.assignment_notes('vendor.recruiter@example.com')$$,
  $$values ('Job released to your agency', 'Acme Corp released Backend Engineer (Node.js) to your agency (tier 2).')$$,
  'the vendor''s admin and the recruiter it names are told');
select is(pg_temp.announce(), 0, 'once');
select is(tests.attempt('vendor@example.com', $$select public.announce_vendor_releases()$$), '42501',
  'only the scheduler announces releases');

-- A tier 3 job the vendor never saw is taken back without a word.
select tests.authenticate_as('owner@example.com');
insert into public.vendor_job_assignments (job_id, vendor_id, tier)
values ('f0000000-0000-4000-8000-000000000003', 'b0000000-0000-4000-8000-000000000001', 3);
delete from public.vendor_job_assignments where job_id = 'f0000000-0000-4000-8000-000000000003'
  and vendor_id = 'b0000000-0000-4000-8000-000000000001';
select tests.as_owner();
select is((select count(*)::int from pg_temp.assignment_notes('vendor@example.com')), 1,
  'removing a job before its release tells the vendor nothing');

select * from finish();
rollback;
