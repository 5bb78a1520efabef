-- A candidate reads and saves a job only while it is open: published, open or active, not
-- expired, at an approved company. Both checks look at the job itself.
begin;
select plan(11);

select tests.create_user('saver@example.com', '{"role": "candidate"}');
insert into public.companies (id, name, is_approved, tax_id, primary_contact_email)
values ('c0000000-0000-4000-8000-0000000006a1', 'Unapproved Saves Ltd', false, '12-3456780', 'boss@saves.example.com');
insert into public.jobs (id, company_id, title, description, location, locations, job_type, status, expires_at) values
  ('f0000000-0000-4000-8000-0000000006b1', 'c0000000-0000-4000-8000-000000000003', 'Open Role', 'Open.',
   'Chicago, IL', '{}', 'FULL_TIME', 'open', null),
  ('f0000000-0000-4000-8000-0000000006b2', 'c0000000-0000-4000-8000-000000000003', 'Closed Role', 'Closed.',
   'Chicago, IL', '{}', 'FULL_TIME', 'closed', null),
  ('f0000000-0000-4000-8000-0000000006b3', 'c0000000-0000-4000-8000-000000000003', 'Expired Role', 'Expired.',
   'Chicago, IL', '{}', 'FULL_TIME', 'published', private.board_today() - interval '1 minute'),
  ('f0000000-0000-4000-8000-0000000006b4', 'c0000000-0000-4000-8000-0000000006a1', 'Unapproved Role', 'Hidden.',
   'Austin, TX', '{}', 'FULL_TIME', 'published', now() + interval '30 days');

select is(tests.attempt('saver@example.com',
  'insert into public.saved_jobs (job_id) values (''f0000000-0000-4000-8000-0000000006b1'')'), '1',
  'a candidate saves an open job');
select is(tests.attempt('saver@example.com',
  'insert into public.saved_jobs (job_id) values (''f0000000-0000-4000-8000-0000000006b2'')'), '42501',
  'not a closed one');
select is(tests.attempt('saver@example.com',
  'insert into public.saved_jobs (job_id) values (''f0000000-0000-4000-8000-0000000006b3'')'), '42501',
  'not an expired one');
select is(tests.attempt('saver@example.com',
  'insert into public.saved_jobs (job_id) values (''f0000000-0000-4000-8000-0000000006b4'')'), '42501',
  'not one of a company awaiting approval');
select is(tests.attempt('owner@example.com',
  'insert into public.saved_jobs (job_id) values (''f0000000-0000-4000-8000-0000000006b1'')'), '42501',
  'a company account saves no job');
select is(tests.attempt('saver@example.com',
  'insert into public.saved_jobs (user_id, job_id) values (''a0000000-0000-4000-8000-000000000007'', ''f0000000-0000-4000-8000-0000000006b1'')'),
  '42501', 'nor does a candidate save one for someone else');

select is(tests.attempt('saver@example.com',
  'select * from public.jobs where id = ''f0000000-0000-4000-8000-0000000006b1'''), '1',
  'a candidate reads an open job');
select is(tests.attempt('saver@example.com',
  'select * from public.jobs where id = ''f0000000-0000-4000-8000-0000000006b2'''), '0',
  'not a closed one');
select is(tests.attempt('saver@example.com',
  'select * from public.jobs where id = ''f0000000-0000-4000-8000-0000000006b3'''), '0',
  'not an expired one');
select is(tests.attempt('saver@example.com',
  'select * from public.jobs where id = ''f0000000-0000-4000-8000-0000000006b4'''), '0',
  'not one of a company awaiting approval');
select is(tests.attempt('pending.owner@example.com',
  'select * from public.jobs where id = ''f0000000-0000-4000-8000-0000000006b1'''), '0',
  'a company account does not read another company''s open job');

select * from finish();
rollback;
