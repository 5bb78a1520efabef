-- A candidate applies only through apply_to_job, which checks the job's screening answers: the
-- other ways in (create_application_safe, inserting applications or answers directly) refuse
-- candidates and leave nothing behind, while company staff keep theirs.
begin;
select plan(16);

select tests.create_applicant('faye.apply81@example.com', 'Faye', 'Applies', '+12065550811');

insert into public.jobs (id, company_id, title, status) values
  ('e8100000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Screened Engineer', 'published');
insert into public.job_questions (id, job_id, question, question_type, is_required, position) values
  ('e8110000-0000-4000-8000-000000000001', 'e8100000-0000-4000-8000-000000000001', 'Why us?', 'TEXT', true, 0),
  ('e8110000-0000-4000-8000-000000000002', 'e8100000-0000-4000-8000-000000000001', 'Years with Go', 'RATING', false, 1);

create function pg_temp.faye_id() returns uuid language sql as $$
  select id from public.candidates where user_id = tests.user_id('faye.apply81@example.com')
$$;
create function pg_temp.faye_applications() returns bigint language sql as $$
  select count(*) from public.applications
  where job_id = 'e8100000-0000-4000-8000-000000000001' and candidate_id = pg_temp.faye_id()
$$;

-- Denied: a candidate inserting an application of their own through the API.
select is(tests.attempt('faye.apply81@example.com', format($$
  insert into public.applications (job_id, candidate_id) values ('e8100000-0000-4000-8000-000000000001', %L)$$,
  pg_temp.faye_id())),
  '42501', 'a candidate cannot insert an application directly');

-- Denied: a candidate calling create_application_safe, which checks no answers.
select is(tests.error_of('faye.apply81@example.com', format($$
  select public.create_application_safe('e8100000-0000-4000-8000-000000000001', %L)$$, pg_temp.faye_id())),
  'Candidates apply with their answers through apply_to_job',
  'a candidate is sent from create_application_safe to apply_to_job');
select is(tests.attempt('faye.apply81@example.com', format($$
  select public.create_application_safe('e8100000-0000-4000-8000-000000000001', %L)$$, pg_temp.faye_id())),
  '42501', 'as a permission refusal');
select is(pg_temp.faye_applications(), 0::bigint, 'neither way left an application');

-- Denied: apply_to_job without the required answer, or with a rating out of range.
select is(tests.error_of('faye.apply81@example.com', $$
  select public.apply_to_job('e8100000-0000-4000-8000-000000000001', '[]')$$),
  'Please answer all required questions', 'applying without the required answer is refused in the spec''s words');
select is(tests.attempt('faye.apply81@example.com', $$
  select public.apply_to_job('e8100000-0000-4000-8000-000000000001',
    '[{"question_id": "e8110000-0000-4000-8000-000000000001", "answer": "  "}]')$$),
  '22023', 'a blank required answer is bad input');
select is(tests.error_of('faye.apply81@example.com', $$
  select public.apply_to_job('e8100000-0000-4000-8000-000000000001',
    '[{"question_id": "e8110000-0000-4000-8000-000000000001", "answer": "The team"},
      {"question_id": "e8110000-0000-4000-8000-000000000002", "answer": "9"}]')$$),
  'Please rate "Years with Go" from 1 to 5', 'a rating out of range is refused');
select is(pg_temp.faye_applications(), 0::bigint, 'the refusals left no application');

-- Allowed: apply_to_job with valid answers stores the application and its answers.
select tests.authenticate_as('faye.apply81@example.com');
create temp table faye81 as
  select public.apply_to_job('e8100000-0000-4000-8000-000000000001',
    '[{"question_id": "e8110000-0000-4000-8000-000000000001", "answer": "The team"},
      {"question_id": "e8110000-0000-4000-8000-000000000002", "answer": "4"}]') as r;
select tests.as_owner();
select is(
  (select a.candidate_id || '|' || a.status || '|' || a.source from public.applications a
   where a.id = (select (r ->> 'application_id')::uuid from faye81)),
  pg_temp.faye_id() || '|applied|candidate', 'a candidate applies with valid answers');
select is(
  (select array_agg(x.answer order by x.answer) from public.job_application_answers x
   where x.application_id = (select (r ->> 'application_id')::uuid from faye81)),
  array['4', 'The team'], 'with both answers stored');

-- Denied: adding or changing answers afterwards, past the checks.
select is(tests.attempt('faye.apply81@example.com', format($$
  insert into public.job_application_answers (application_id, question_id, answer)
  values (%L, 'e8110000-0000-4000-8000-000000000002', '99')$$,
  (select r ->> 'application_id' from faye81))),
  '42501', 'a candidate cannot insert answers directly');
select is(tests.attempt('recruiter@example.com', format($$
  insert into public.job_application_answers (application_id, question_id, answer)
  values (%L, 'e8110000-0000-4000-8000-000000000002', '5')$$,
  (select r ->> 'application_id' from faye81))),
  '42501', 'nor can the company''s staff');

-- Allowed: company staff still add a person they see to their job, both ways.
select is(tests.attempt('recruiter@example.com', $$
  select public.create_application_safe('f0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000003', 'reviewing')$$),
  '1', 'a recruiter submits a candidate they manage to their job through create_application_safe');
select is(tests.attempt('owner@example.com', $$
  insert into public.applications (job_id, candidate_id, source, applied_by_company_id)
  values ('e8100000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000003', 'company', 'c0000000-0000-4000-8000-000000000001')$$),
  '1', 'and the company''s admin inserts one directly');
-- Denied: staff cannot file it as the candidate's own application.
select is(tests.attempt('owner@example.com', $$
  insert into public.applications (job_id, candidate_id, source)
  values ('e8100000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000003', 'candidate')$$),
  '42501', 'staff cannot insert an application as the candidate''s own');

-- The readiness is answered by apply_to_job; there is no separate read of it.
select hasnt_function('public', 'get_candidate_apply_readiness', array['uuid'],
  'the apply page has one call: apply_to_job reports the missing profile fields');

select * from finish();
rollback;
