-- 'FILE' screening questions in a vendor submission follow the candidates' rule: answered with a
-- file the submitting recruiter uploaded into their folder for the job, required ones enforced by
-- the server; the company's team that sees the application and the vendor's members open the file,
-- other vendors and companies do not.
begin;
select plan(12);
select tests.create_matrix_actors();
select tests.create_acme_vendor('b7400000-0000-4000-8000-000000000001', 'Rival Staffing', 'rival74@example.com',
                                'Rita', 'Rival');

insert into public.candidates (id, first_name, last_name, email, created_by_vendor_id) values
  ('d7400000-0000-4000-8000-000000000001', 'Lena', 'Ortiz', 'lena.ortiz@example.org', 'b0000000-0000-4000-8000-000000000001');
-- Job f..01 asks a required file besides its required text question.
insert into public.job_questions (id, job_id, question, question_type, is_required, position) values
  ('f1000000-0000-4000-8000-0000000007f1', 'f0000000-0000-4000-8000-000000000001', 'Upload a work sample', 'FILE', true, 9);

create function pg_temp.reads(p_email text, p_name text) returns text language sql as $$
  select tests.attempt(p_email, format('select 1 from storage.objects where bucket_id = %L and name = %L',
    'application_answer_files', p_name))
$$;

select tests.authenticate_as('vendor.recruiter@example.com');
insert into storage.objects (bucket_id, name) values
  ('application_answer_files', 'a0000000-0000-4000-8000-000000000009/f0000000-0000-4000-8000-000000000001/sample.pdf');
select tests.as_owner();
select is((select count(*)::int from storage.objects where bucket_id = 'application_answer_files'
           and name like 'a0000000-0000-4000-8000-000000000009/f0000000-0000-4000-8000-000000000001/%'),
  1, 'a vendor''s recruiter stores an answer file in their folder for the job');
select is(tests.attempt('rival74@example.com', $$insert into storage.objects (bucket_id, name) values
  ('application_answer_files', 'a0000000-0000-4000-8000-000000000009/f0000000-0000-4000-8000-000000000001/x.pdf')$$),
  '42501', 'another vendor cannot store one there');

select is(tests.error_of('vendor.recruiter@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd7400000-0000-4000-8000-000000000001',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Yes"}]')$$),
  'Please answer all required questions', 'a required FILE question left unanswered is refused');
select is(tests.error_of('vendor.recruiter@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd7400000-0000-4000-8000-000000000001',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Yes"},
      {"question_id": "f1000000-0000-4000-8000-0000000007f1",
       "answer": "a0000000-0000-4000-8000-000000000007/f0000000-0000-4000-8000-000000000001/sample.pdf"}]')$$),
  'The file answering "Upload a work sample" was not found; please upload it again',
  'an answer naming someone else''s file is refused');
select is(tests.attempt('vendor.recruiter@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd7400000-0000-4000-8000-000000000001',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Yes"},
      {"question_id": "f1000000-0000-4000-8000-0000000007f1",
       "answer": "a0000000-0000-4000-8000-000000000009/f0000000-0000-4000-8000-000000000001/missing.pdf"}]')$$),
  '22023', 'and so is one naming a file that was never stored, as bad input');
select is((select count(*)::int from public.applications where candidate_id = 'd7400000-0000-4000-8000-000000000001'),
  0, 'the refusals made no application');

select tests.lives_as('vendor.recruiter@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd7400000-0000-4000-8000-000000000001',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Yes"},
      {"question_id": "f1000000-0000-4000-8000-0000000007f1",
       "answer": "a0000000-0000-4000-8000-000000000009/f0000000-0000-4000-8000-000000000001/sample.pdf"}]')$$,
  'the vendor submits with the file answering the question');

select is(pg_temp.reads('owner@example.com', 'a0000000-0000-4000-8000-000000000009/f0000000-0000-4000-8000-000000000001/sample.pdf'),
  '1', 'the company admin opens the answer file');
select is(pg_temp.reads('vendor@example.com', 'a0000000-0000-4000-8000-000000000009/f0000000-0000-4000-8000-000000000001/sample.pdf'),
  '1', 'the vendor reads what it sent');
select is(pg_temp.reads('rival74@example.com', 'a0000000-0000-4000-8000-000000000009/f0000000-0000-4000-8000-000000000001/sample.pdf'),
  '0', 'another vendor does not');
select is(pg_temp.reads('globex.admin@example.com', 'a0000000-0000-4000-8000-000000000009/f0000000-0000-4000-8000-000000000001/sample.pdf'),
  '0', 'nor another company');
select is(pg_temp.reads('partner.recruiter@example.com', 'a0000000-0000-4000-8000-000000000009/f0000000-0000-4000-8000-000000000001/sample.pdf'),
  '0', 'nor a member of the company who does not see the application');

select * from finish();
rollback;
