-- A job's screening questions are read by exactly those who read the job.
begin;
select plan(6);

select is(tests.attempt('vendor@example.com',
  'select * from public.job_questions where job_id = ''f0000000-0000-4000-8000-000000000001'''), '2',
  'a vendor reads the questions of a job assigned to it');
select is(tests.attempt('vendor@example.com',
  'select * from public.job_questions where job_id = ''f0000000-0000-4000-8000-000000000002'''), '0',
  'not those of a job it was not given');
select is(tests.attempt('candidate@example.com',
  'select * from public.job_questions where job_id = ''f0000000-0000-4000-8000-000000000006'''), '1',
  'a candidate reads the questions of an open job');
update public.jobs set status = 'draft' where id = 'f0000000-0000-4000-8000-000000000006';
select is(tests.attempt('candidate@example.com',
  'select * from public.job_questions where job_id = ''f0000000-0000-4000-8000-000000000006'''), '0',
  'not once it is back in draft');
select is(tests.attempt('owner@example.com', 'select * from public.job_questions'), '5',
  'the company owner reads the questions of all its jobs');
select is(tests.attempt('anon', 'select * from public.job_questions'), '42501', 'a visitor reads none');

select * from finish();
rollback;
