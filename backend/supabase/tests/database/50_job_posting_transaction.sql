-- A job and its screening questions are saved together or not at all, only by the server, and
-- questions stay as they are once someone has applied.
begin;
select plan(11);

select tests.create_matrix_actors();

-- The Acme owner (seed) posts through manage-job-posting, which calls this with the service role.
create function tests.save(p_job_id uuid, p_job jsonb, p_questions jsonb) returns public.jobs
language sql as $$
  select public.save_job_posting(p_job_id, 'c0000000-0000-4000-8000-000000000001',
    tests.user_id('owner@example.com'), p_job, p_questions)
$$;

select is(
  tests.attempt('owner@example.com', $$select public.save_job_posting(null, 'c0000000-0000-4000-8000-000000000001', null, '{"title":"X"}', null)$$),
  '42501', 'a signed-in user cannot call it directly (the function checks their role first)');
select is(
  tests.attempt(null, $$select public.save_job_posting(null, 'c0000000-0000-4000-8000-000000000001', null, '{"title":"X"}', null)$$),
  '42501', 'nor can a signed-out caller');

create temporary table service_call (id uuid);
grant insert, select on service_call to service_role;
set local role service_role;
insert into service_call
select (public.save_job_posting(null, 'c0000000-0000-4000-8000-000000000001', null,
  '{"title":"Service Role Check","description":"d","location":"Remote","job_type":"FULL_TIME","status":"draft"}', null)).id;
reset role;
select is((select title from public.jobs where id = (select id from service_call)), 'Service Role Check',
  'the service role may call it');

create temporary table saved as
select (tests.save(null,
  '{"title":"Platform Engineer","description":"Runs the platform.","location":"Austin, TX","job_type":"FULL_TIME","status":"draft","skills_required":["Go","Kubernetes"]}',
  '[{"question":"Years with Go?","question_type":"TEXT","is_required":true,"options":null,"position":0},
    {"question":"Shift","question_type":"MULTIPLE_CHOICE","is_required":false,"options":["Day","Night"],"position":1}]')).*;

select is((select title || ' / ' || array_to_string(skills_required, ',') || ' / ' || created_by::text from saved),
  'Platform Engineer / Go,Kubernetes / ' || tests.user_id('owner@example.com')::text,
  'a new job keeps the fields sent, its skills and its author');
select results_eq(
  $$select question, question_type, position from public.job_questions
    where job_id = (select id from saved) order by position$$,
  $$values ('Years with Go?'::text, 'TEXT'::text, 0), ('Shift', 'MULTIPLE_CHOICE', 1)$$,
  'its questions are saved with it, in the author''s order');

-- A question the table refuses takes the job down with it.
select throws_ok(
  $$select tests.save(null, '{"title":"Half Saved","description":"d","location":"Remote","job_type":"FULL_TIME","status":"draft"}',
      '[{"question":"Upload","question_type":"VIDEO","is_required":true,"options":null,"position":0}]')$$,
  '23514', null, 'a question of an unknown type fails the whole save');
select is((select count(*)::int from public.jobs where title = 'Half Saved'), 0,
  'and no job is left behind without its questions');

-- Editing one field leaves the others as they were.
select is((select title || ' / ' || location from tests.save((select id from saved), '{"title":"Senior Platform Engineer"}', null)),
  'Senior Platform Engineer / Austin, TX', 'an edit of one field keeps the others');

-- Once someone applied, the questions stay.
insert into public.applications (id, job_id, candidate_id)
values ('f4000000-0000-4000-8000-000000000501', (select id from saved), 'd0000000-0000-4000-8000-000000000002');
select throws_ok(
  $$select tests.save((select id from saved), '{}', '[{"question":"New question","question_type":"TEXT","is_required":true,"options":null,"position":0}]')$$,
  'P0409', 'Questions cannot be changed after candidates have applied',
  'questions cannot be rewritten after an application');
select results_eq(
  $$select question from public.job_questions where job_id = (select id from saved) order by position$$,
  $$values ('Years with Go?'::text), ('Shift')$$,
  'and the candidate''s questions are unchanged');

select throws_ok(
  $$select public.save_job_posting((select id from saved), 'c0000000-0000-4000-8000-000000000003', null, '{"title":"Stolen"}', null)$$,
  'P0002', 'Job not found', 'a job of another company is not found, and not changed');

select * from finish();
rollback;
