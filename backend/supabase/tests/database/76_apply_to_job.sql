-- A candidate applies with their answers in one call: the application and its answers are stored
-- together, for the caller's own candidate only, and every refusal leaves nothing behind.
begin;
select plan(23);

select tests.create_applicant('ana.apply@example.com', 'Ana', 'Applies', '+12065550761');
-- Ben has not given a phone number or a last name yet.
select tests.create_applicant('ben.apply@example.com', 'Ben', ' ', null);
select tests.create_applicant('cara.apply@example.com', 'Cara', 'Applies', '+12065550763');

insert into public.jobs (id, company_id, title, status) values
  ('e7600000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Apply Test Engineer', 'published'),
  ('e7600000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'Apply Test Draft', 'draft');
insert into public.job_questions (id, job_id, question, question_type, is_required, position) values
  ('e7610000-0000-4000-8000-000000000001', 'e7600000-0000-4000-8000-000000000001', 'Why us?', 'TEXTAREA', true, 0),
  ('e7610000-0000-4000-8000-000000000002', 'e7600000-0000-4000-8000-000000000001', 'Portfolio link', 'TEXT', false, 1),
  ('e7610000-0000-4000-8000-000000000003', 'e7600000-0000-4000-8000-000000000001', 'Your CV', 'FILE', true, 2);
insert into storage.objects (bucket_id, name, owner_id)
select 'application_answer_files', u || '/e7600000-0000-4000-8000-000000000001/cv.pdf', u
from (values (tests.user_id('ana.apply@example.com')::text), (tests.user_id('cara.apply@example.com')::text)) v(u);

-- The call as a user: what it returned, or the refusal's message, code and hint.
create function tests.apply76(p_email text, p_job uuid, p_answers jsonb) returns jsonb language plpgsql as $$
declare
  v_result jsonb;
  v_hint text;
begin
  perform tests.authenticate_as(p_email);
  v_result := public.apply_to_job(p_job, p_answers);
  perform tests.as_owner();
  return v_result;
exception when others then
  get stacked diagnostics v_hint = pg_exception_hint;
  perform tests.as_owner();
  return jsonb_build_object('error', sqlerrm, 'code', sqlstate, 'hint', nullif(v_hint, ''));
end;
$$;
create function tests.answers76(p_email text) returns jsonb language sql as $$
  select jsonb_build_array(
    jsonb_build_object('question_id', 'e7610000-0000-4000-8000-000000000001', 'answer', ' I like the product. '),
    jsonb_build_object('question_id', 'e7610000-0000-4000-8000-000000000002', 'answer', '   '),
    jsonb_build_object('question_id', 'e7610000-0000-4000-8000-000000000003',
                       'answer', tests.user_id(p_email) || '/e7600000-0000-4000-8000-000000000001/cv.pdf'))
$$;
create function tests.applications76() returns bigint language sql as $$
  select count(*) from public.applications where job_id in ('e7600000-0000-4000-8000-000000000001', 'e7600000-0000-4000-8000-000000000002')
$$;
create function tests.answer_rows76() returns bigint language sql as $$
  select count(*) from public.job_application_answers ans join public.applications a on a.id = ans.application_id
  where a.job_id in ('e7600000-0000-4000-8000-000000000001', 'e7600000-0000-4000-8000-000000000002')
$$;

-- Allowed: Ana applies with her answers.
create temp table ana_result as
  select tests.apply76('ana.apply@example.com', 'e7600000-0000-4000-8000-000000000001', tests.answers76('ana.apply@example.com')) as r;
select ok((select r ? 'application_id' from ana_result), 'a candidate with a complete profile applies with answers');
select is(
  (select row(c.user_id, a.status, a.source, a.applied_by_user_id)::text
   from public.applications a join public.candidates c on c.id = a.candidate_id
   where a.id = (select (r ->> 'application_id')::uuid from ana_result)),
  row(tests.user_id('ana.apply@example.com'), 'applied'::text, 'candidate'::text, tests.user_id('ana.apply@example.com'))::text,
  'the application is Ana''s own, applied, by her');
select is(
  (select answer from public.job_application_answers
   where application_id = (select (r ->> 'application_id')::uuid from ana_result)
     and question_id = 'e7610000-0000-4000-8000-000000000001'),
  'I like the product.', 'her text answer is stored trimmed');
select is(
  (select answer from public.job_application_answers
   where application_id = (select (r ->> 'application_id')::uuid from ana_result)
     and question_id = 'e7610000-0000-4000-8000-000000000003'),
  tests.user_id('ana.apply@example.com') || '/e7600000-0000-4000-8000-000000000001/cv.pdf', 'her file answer names her upload');
select is(
  (select count(*) from public.job_application_answers
   where application_id = (select (r ->> 'application_id')::uuid from ana_result)
     and question_id = 'e7610000-0000-4000-8000-000000000002'),
  0::bigint, 'the optional question she left blank is not stored');

-- Denied: a profile without what applying needs gets the missing fields and changes nothing.
select is(tests.apply76('ben.apply@example.com', 'e7600000-0000-4000-8000-000000000001', tests.answers76('ben.apply@example.com')),
  '{"missing_fields": ["Last name", "Phone"]}'::jsonb, 'an incomplete profile is told which fields are missing');
select is((select count(*) from public.applications a join public.candidates c on c.id = a.candidate_id
           where c.user_id = tests.user_id('ben.apply@example.com')), 0::bigint, 'and has no application');

select tests.create_user('dora.apply@example.com', '{"role": "candidate"}');
delete from public.candidates where user_id = tests.user_id('dora.apply@example.com');
select is(tests.apply76('dora.apply@example.com', 'e7600000-0000-4000-8000-000000000001', '[]'),
  '{"missing_fields": []}'::jsonb, 'a candidate without a profile is sent to make one');

-- Denied: visitors, company staff and a job that is not open.
select is(tests.attempt('anon', $$select public.apply_to_job('e7600000-0000-4000-8000-000000000001', '[]')$$),
  '42501', 'a visitor cannot apply');
select is(tests.apply76(null, 'e7600000-0000-4000-8000-000000000001', '[]') ->> 'error', 'Please log in to apply for this job',
  'and is asked to log in');
select is(tests.apply76('owner@example.com', 'e7600000-0000-4000-8000-000000000001', tests.answers76('owner@example.com')) ->> 'error',
  'Only candidates can apply to jobs', 'a company owner cannot apply');
select is(tests.apply76('cara.apply@example.com', 'e7600000-0000-4000-8000-000000000002', '[]'),
  '{"error": "This job is not open for applications", "code": "42501", "hint": null}'::jsonb, 'a draft job refuses applications');
select is(tests.apply76('cara.apply@example.com', 'e7600000-0000-4000-8000-000000000099', '[]') ->> 'error',
  'This job is not open for applications', 'so does a job that does not exist');

-- Denied: Cara names Ana's file as her answer.
select is(tests.apply76('cara.apply@example.com', 'e7600000-0000-4000-8000-000000000001',
    jsonb_set(tests.answers76('cara.apply@example.com'), '{2,answer}', to_jsonb(tests.user_id('ana.apply@example.com') || '/e7600000-0000-4000-8000-000000000001/cv.pdf'))) ->> 'error',
  'The file answering "Your CV" was not found; please upload it again', 'another person''s file cannot answer a question');

-- Denied: applying twice.
select is(tests.apply76('ana.apply@example.com', 'e7600000-0000-4000-8000-000000000001', tests.answers76('ana.apply@example.com')),
  '{"error": "You have already applied for this job", "code": "23505", "hint": null}'::jsonb, 'applying twice is refused in the spec''s words');

select is(tests.applications76(), 1::bigint, 'after the refusals the jobs hold only Ana''s application');
select is(tests.answer_rows76(), 2::bigint, 'and only her two answers');

-- Denied: the company already put Cara forward; she is shown that application.
create temp table company_put as
  with put as (
    insert into public.applications (job_id, candidate_id, status, source, applied_by_company_id)
    select 'e7600000-0000-4000-8000-000000000001', c.id, 'reviewing', 'company', 'c0000000-0000-4000-8000-000000000001'
    from public.candidates c where c.user_id = tests.user_id('cara.apply@example.com')
    returning id)
  select id from put;
create temp table cara_result as
  select tests.apply76('cara.apply@example.com', 'e7600000-0000-4000-8000-000000000001', tests.answers76('cara.apply@example.com')) as r;
select matches((select r ->> 'error' from cara_result), '^You are already in process for this job \(since ',
  'a person the company put forward is told they are in process');
select is((select r ->> 'code' from cara_result), '23505', 'as a conflict');
select is((select (r ->> 'hint')::uuid from cara_result), (select id from company_put), 'naming the application in process');
select is((select count(*) from public.job_application_answers where application_id = (select id from company_put)),
  0::bigint, 'and her answers are not added to it');

select is(tests.applications76(), 2::bigint, 'the jobs hold Ana''s and the company''s applications only');
select is(tests.answer_rows76(), 2::bigint, 'with Ana''s answers only');

select * from finish();
rollback;
