-- A candidate applying again to a job they applied to themselves gets the spec's words; the
-- database still refuses it as a duplicate and names no other application.
begin;
select plan(2);

-- The demo candidate applied to Acme's Senior Frontend Engineer themselves (seed application f4...01).
select is(tests.error_of('candidate@example.com',
  $$insert into applications (job_id, candidate_id) values ('f0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001')$$),
  'You have already applied for this job', 'applying twice is refused in the spec''s words');
select is(tests.attempt('candidate@example.com',
  $$insert into applications (job_id, candidate_id) values ('f0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001')$$),
  '23505', 'as a duplicate');

select * from finish();
rollback;
