-- A job is open through the end of its expiry day (UTC): a job whose chosen day is today stays on
-- the board, in candidates' lists and open for applications until midnight; yesterday's is gone.
begin;
select plan(14);

-- The job form sends the chosen day, which arrives as that day's first moment (00:00 UTC).
insert into public.jobs (id, company_id, title, description, location, job_type, status, expires_at) values
  ('f0000000-0000-4000-8000-0000000000c1', 'c0000000-0000-4000-8000-000000000001', 'Expires Today',
   'Open until midnight.', 'Remote', 'FULL_TIME', 'published', private.board_today()),
  ('f0000000-0000-4000-8000-0000000000c2', 'c0000000-0000-4000-8000-000000000001', 'Expired Yesterday',
   'Closed since midnight.', 'Remote', 'FULL_TIME', 'published', private.board_today() - interval '1 day');

select is((select expires_at from public.jobs where id = 'f0000000-0000-4000-8000-0000000000c1'),
  private.board_today() + interval '1 day' - interval '1 microsecond',
  'a job expiring today is stored as the last moment of today');
select is((select expires_at from public.jobs where id = 'f0000000-0000-4000-8000-0000000000c2'),
  private.board_today() - interval '1 microsecond',
  'a job that expired yesterday ended at the midnight that began today');

-- Which jobs are open right now, for every kind of reader.
select ok(exists (select 1 from private.open_job_ids() o where o = 'f0000000-0000-4000-8000-0000000000c1'),
  'the job expiring today counts as open');
select ok(not exists (select 1 from private.open_job_ids() o where o = 'f0000000-0000-4000-8000-0000000000c2'),
  'the job of yesterday does not');
select is(tests.attempt('candidate@example.com', $$select 1 from jobs where id = 'f0000000-0000-4000-8000-0000000000c1'$$),
  '1', 'a candidate still sees the job on its last day');
select is(tests.attempt('candidate@example.com', $$select 1 from jobs where id = 'f0000000-0000-4000-8000-0000000000c2'$$),
  '0', 'but not after it');
select is(tests.attempt('anon', $$select 1 where public.get_public_job('f0000000-0000-4000-8000-0000000000c1') is not null$$),
  '1', 'the board shows the job on its last day');
select is(tests.attempt('anon', $$select 1 from json_array_elements(public.list_public_pages() -> 'jobs') j
  where j ->> 'id' = 'f0000000-0000-4000-8000-0000000000c1'$$),
  '1', 'the sitemap lists it');
select is(tests.attempt('anon', $$select 1 where public.get_public_job('f0000000-0000-4000-8000-0000000000c2') is not null$$),
  '0', 'the board has dropped yesterday''s job');
select is(tests.attempt('candidate@example.com',
  $$select public.apply_to_job('f0000000-0000-4000-8000-0000000000c1')$$),
  '1', 'a candidate applies on the last day');
select is(tests.attempt('candidate@example.com',
  $$select public.apply_to_job('f0000000-0000-4000-8000-0000000000c2')$$),
  '42501', 'but not the day after');

-- Staff writing through the API get the same rule.
select is(tests.attempt('owner@example.com', $$insert into jobs (company_id, title, description, location, job_type, status, expires_at)
  values ('c0000000-0000-4000-8000-000000000001', 'Posted With Expiry', 'Through the API.', 'Remote', 'FULL_TIME', 'published', '2030-06-15')$$),
  '1', 'a company admin posts a job with an expiry date');
select is(tests.attempt('owner@example.com', $$update jobs set expires_at = '2030-07-01' where id = 'f0000000-0000-4000-8000-000000000001'$$),
  '1', 'and moves the expiry of a job');

-- Moving the expiry keeps the rule.
update public.jobs set expires_at = '2030-06-15T13:45:00Z' where id = 'f0000000-0000-4000-8000-0000000000c2';
select is((select expires_at from public.jobs where id = 'f0000000-0000-4000-8000-0000000000c2'),
  '2030-06-15T23:59:59.999999Z'::timestamptz, 'any time on a day stands for the whole of that day');

select * from finish();
rollback;
