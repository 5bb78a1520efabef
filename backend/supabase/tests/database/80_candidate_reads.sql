-- The candidate's own reads that the portal calls directly: applications, a job before applying,
-- its questions and whether the profile is ready. Each answers its own candidate and refuses others.
begin;
select plan(15);

select tests.create_user('reader80@example.com', '{"role": "candidate"}');
select tests.create_user('other80@example.com', '{"role": "candidate"}');
-- Sign-up made both a candidate record; the reader's is filled in but the phone, the other's is removed.
update public.candidates set id = 'd8000000-0000-4000-8000-000000000001', first_name = 'Rae',
  last_name = 'Reader', email = 'reader80@example.com', phone = ' '
where user_id = tests.user_id('reader80@example.com');
delete from public.candidates where user_id = tests.user_id('other80@example.com');
insert into public.applications (id, job_id, candidate_id, status, source, applied_by_user_id, applied_at) values
  ('f8000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000001',
   'd8000000-0000-4000-8000-000000000001', 'interview', 'candidate', tests.user_id('reader80@example.com'), now() - interval '2 days'),
  ('f8000000-0000-4000-8000-000000000002', 'f0000000-0000-4000-8000-000000000005',
   'd8000000-0000-4000-8000-000000000001', 'applied', 'candidate', tests.user_id('reader80@example.com'), now() - interval '1 day');

-- Applications --------------------------------------------------------------------------------------
select tests.authenticate_as('reader80@example.com');
create temp table page1 on commit drop as
  select public.get_candidate_applications(tests.user_id('reader80@example.com'), 1, 1) as r;
select tests.as_owner();
select is((select r ->> 'total' from page1), '2', 'the total counts every application of the candidate');
select is((select r ->> 'interviewCount' from page1), '1', 'and those in the interview stage');
select is((select r -> 'applications' -> 0 ->> 'id' from page1), 'f8000000-0000-4000-8000-000000000002',
  'the page holds the newest application');
select is((select r -> 'applications' -> 0 -> 'job' ->> 'company_name' from page1), 'Acme Corp',
  'with its job card and the company''s name');
select is((select json_array_length(r -> 'applications') from page1), 1, 'one row per page of one');
select is(tests.error_of('other80@example.com',
  $$select public.get_candidate_applications(tests.user_id('reader80@example.com'), 1, 20)$$),
  'You can only access your own data', 'another candidate cannot list them');
select is(tests.error_of('reader80@example.com',
  $$select public.get_candidate_applications(tests.user_id('reader80@example.com'), 1, 51)$$),
  'Invalid page', 'a page larger than 50 is refused');
select is(tests.attempt('anon',
  $$select public.get_candidate_applications(tests.user_id('reader80@example.com'), 1, 20)$$), '42501',
  'a visitor cannot call it');

-- A job before applying -----------------------------------------------------------------------------
select tests.authenticate_as('other80@example.com');
create temp table jobs80 on commit drop as select
  public.get_candidate_job(tests.user_id('other80@example.com'), 'f0000000-0000-4000-8000-000000000006') as open_job,
  public.get_candidate_job(tests.user_id('other80@example.com'), 'f0000000-0000-4000-8000-000000000005') as closed_job,
  public.get_candidate_job(tests.user_id('other80@example.com'), 'f0000000-0000-4000-8000-000000000004') as draft_job,
  public.get_candidate_job_questions(tests.user_id('other80@example.com'), 'f0000000-0000-4000-8000-000000000006') as open_questions,
  public.get_candidate_job_questions(tests.user_id('other80@example.com'), 'f0000000-0000-4000-8000-000000000004') as draft_questions;
select tests.authenticate_as('reader80@example.com');
create temp table applied80 on commit drop as select
  public.get_candidate_job(tests.user_id('reader80@example.com'), 'f0000000-0000-4000-8000-000000000005') as closed_job;
select tests.as_owner();
select is((select open_job ->> 'title' from jobs80), 'DevOps Engineer', 'a candidate opens an open job');
select ok((select closed_job is null from jobs80), 'not a closed job they did not apply to');
select ok((select draft_job is null from jobs80), 'nor a draft');
select is((select closed_job ->> 'title' from applied80), 'QA Engineer',
  'a closed job stays readable to a candidate who applied to it');
select is((select json_array_length(open_questions) from jobs80), 1, 'an open job''s questions are read');
select is((select json_array_length(draft_questions) from jobs80), 0, 'a draft''s questions are not');
select is(tests.error_of('owner@example.com',
  $$select public.get_candidate_job(tests.user_id('owner@example.com'), 'f0000000-0000-4000-8000-000000000006')$$),
  'Only candidates can access candidate data', 'company staff are refused');

select * from finish();
rollback;
