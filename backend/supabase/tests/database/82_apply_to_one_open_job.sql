-- apply_to_job looks up only the job it is given; the rule is the open jobs' one: published, open
-- or active, not past its expiry, of an approved company.
begin;
select plan(9);

select tests.create_applicant('gil.apply82@example.com', 'Gil', 'Applies', '+12065550821');

insert into public.jobs (id, company_id, title, status, expires_at) values
  ('e8200000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Published 82', 'published', null),
  ('e8200000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'Open 82', 'open', now() + interval '1 hour'),
  ('e8200000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'Active 82', 'active', null),
  ('e8200000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000001', 'Expired 82', 'published', now() - interval '2 days'),
  ('e8200000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000001', 'Closed 82', 'closed', null),
  ('e8200000-0000-4000-8000-000000000006', 'c0000000-0000-4000-8000-000000000001', 'Draft 82', 'draft', null),
  -- Pending Co is not approved yet.
  ('e8200000-0000-4000-8000-000000000007', 'c0000000-0000-4000-8000-000000000002', 'Pending 82', 'published', null);

-- Applies as Gil and keeps what the call stored: 'ok', or the refusal's message.
create function pg_temp.apply82(p_job uuid) returns text language sql as $$
  select tests.run_as('gil.apply82@example.com', format('select public.apply_to_job(%L)', p_job))
$$;

-- Allowed.
select is(pg_temp.apply82('e8200000-0000-4000-8000-000000000001'), 'ok', 'a published job takes applications');
select is(pg_temp.apply82('e8200000-0000-4000-8000-000000000002'), 'ok', 'so does an open job before its expiry');
select is(pg_temp.apply82('e8200000-0000-4000-8000-000000000003'), 'ok', 'and an active one');

-- Denied.
select is(pg_temp.apply82('e8200000-0000-4000-8000-000000000004'), 'This job is not open for applications',
  'an expired job refuses applications');
select is(pg_temp.apply82('e8200000-0000-4000-8000-000000000005'), 'This job is not open for applications',
  'so does a closed job');
select is(pg_temp.apply82('e8200000-0000-4000-8000-000000000006'), 'This job is not open for applications',
  'and a draft');
select is(pg_temp.apply82('e8200000-0000-4000-8000-000000000007'), 'This job is not open for applications',
  'and a job of a company not yet approved');

select is(
  (select array_agg(j.title order by j.title) from public.applications a
   join public.jobs j on j.id = a.job_id
   join public.candidates c on c.id = a.candidate_id
   where c.user_id = tests.user_id('gil.apply82@example.com')),
  array['Active 82', 'Open 82', 'Published 82'], 'only the open jobs got Gil''s applications');

-- The one-job check answers as the set of open jobs does, for every job.
select is(
  (select count(*) from public.jobs j
   where private.job_is_open(j.id) is distinct from (j.id in (select private.open_job_ids()))),
  0::bigint, 'the one-job check agrees with the open jobs for every job');

select * from finish();
rollback;
