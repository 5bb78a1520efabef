-- Tiered, timed release of a job to its vendors, over time: release times are moved into the past
-- or the future by moving when the assignment was made, and the company's delays.
begin;
select plan(16);

select tests.create_acme_vendor('b0000000-0000-4000-8000-000000000045', 'Second Tier Staffing', 'tier.two@example.com',
                                'Tia', 'Tier');
insert into public.candidates (id, first_name, last_name, email, created_by_vendor_id)
values ('d4500000-0000-4000-8000-000000000001', 'Robin', 'Tier', 'robin.tier@example.org', 'b0000000-0000-4000-8000-000000000045');

create function tests.sees_job(p_email text, p_job uuid) returns text language sql as $$
  select tests.attempt(p_email, format('select 1 from public.jobs where id = %L', p_job))
      || '/' || tests.attempt(p_email, format('select 1 from public.vendor_job_assignments where job_id = %L', p_job))
$$;

create function tests.assigned_hours_ago(p_hours numeric) returns void language sql as $$
  update public.vendor_job_assignments set created_at = now() - make_interval(secs => p_hours * 3600)
  where id = 'f3000000-0000-4000-8000-000000000045'
$$;

-- The company places the vendor in tier 2 of the DevOps job.
select tests.lives_as('owner@example.com', $$
  insert into public.vendor_job_assignments (id, job_id, vendor_id, tier)
  values ('f3000000-0000-4000-8000-000000000045', 'f0000000-0000-4000-8000-000000000006', 'b0000000-0000-4000-8000-000000000045', 2)$$,
  'the company places a vendor in tier 2');

select is(tests.sees_job('vendor@example.com', 'f0000000-0000-4000-8000-000000000001'), '1/1',
  'a tier 1 vendor sees its job at once');
select is(tests.sees_job('tier.two@example.com', 'f0000000-0000-4000-8000-000000000006'), '0/0',
  'a tier 2 vendor sees neither the job nor the assignment before the delay');
select is(tests.attempt('tier.two@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000006', 'd4500000-0000-4000-8000-000000000001', '[{"question_id": "f1000000-0000-4000-8000-000000000005", "answer": "AWS"}]')$$),
  '42501', 'and cannot submit to it');

select tests.assigned_hours_ago(47.9);
select is(tests.sees_job('tier.two@example.com', 'f0000000-0000-4000-8000-000000000006'), '0/0',
  'still hidden just before 48 hours');
select tests.assigned_hours_ago(48);
select is(tests.sees_job('tier.two@example.com', 'f0000000-0000-4000-8000-000000000006'), '1/1',
  'released when the 48 hours have passed');
select is(tests.error_of('tier.two@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000006', 'd4500000-0000-4000-8000-000000000001', '[{"question_id": "f1000000-0000-4000-8000-000000000005", "answer": "AWS"}]')$$),
  'ok', 'and then the vendor may submit to it');

-- Tier 3 waits for the further delay.
update public.vendor_job_assignments set tier = 3 where id = 'f3000000-0000-4000-8000-000000000045';
select is(tests.sees_job('tier.two@example.com', 'f0000000-0000-4000-8000-000000000006'), '0/0',
  'moving the vendor to tier 3 hides the job again at the next request');
select tests.assigned_hours_ago(96);
select is(tests.sees_job('tier.two@example.com', 'f0000000-0000-4000-8000-000000000006'), '1/1',
  'tier 3 sees it after both delays');

-- The company's own delays.
select tests.assigned_hours_ago(3);
insert into public.company_pipeline_settings (company_id, rejection_reasons, vendor_tier2_delay, vendor_tier3_delay)
values ('c0000000-0000-4000-8000-000000000001', private.default_rejection_reasons(), interval '1 hour', interval '1 hour')
on conflict (company_id) do update set vendor_tier2_delay = interval '1 hour', vendor_tier3_delay = interval '1 hour';
select is(tests.sees_job('tier.two@example.com', 'f0000000-0000-4000-8000-000000000006'), '1/1',
  'shorter company delays release tier 3 after two hours');
update public.company_pipeline_settings set vendor_tier3_delay = interval '3 hours'
where company_id = 'c0000000-0000-4000-8000-000000000001';
select is(tests.sees_job('tier.two@example.com', 'f0000000-0000-4000-8000-000000000006'), '0/0',
  'a longer delay takes the job back at the next request');

-- A job filled or closed before the release is never released.
-- Assigned 10 hours ago (tier 3 released 6 hours ago); the job was filled 9 hours ago.
select tests.assigned_hours_ago(10);
update public.jobs set status = 'filled' where id = 'f0000000-0000-4000-8000-000000000006';
set local session_replication_role = replica;
update public.jobs set updated_at = now() - interval '9 hours' where id = 'f0000000-0000-4000-8000-000000000006';
set local session_replication_role = origin;
select is(tests.sees_job('tier.two@example.com', 'f0000000-0000-4000-8000-000000000006'), '0/0',
  'a job filled before the tier''s release stays hidden');
update public.jobs set status = 'published' where id = 'f0000000-0000-4000-8000-000000000006';
select is(tests.sees_job('tier.two@example.com', 'f0000000-0000-4000-8000-000000000006'), '1/1',
  'an open job is released once its time has come');

-- Only the company moves a vendor between tiers.
select is(tests.attempt('tier.two@example.com', $$
  update public.vendor_job_assignments set tier = 1 where id = 'f3000000-0000-4000-8000-000000000045'$$),
  '42501', 'a vendor cannot move itself to tier 1');
select is(tests.attempt('owner@example.com', $$
  update public.vendor_job_assignments set tier = 1 where id = 'f3000000-0000-4000-8000-000000000045'$$),
  '1', 'the company can');
select is(tests.attempt('owner@example.com', $$
  update public.vendor_job_assignments set tier = 4 where id = 'f3000000-0000-4000-8000-000000000045'$$),
  '23514', 'there are three tiers');

select * from finish();
rollback;
