-- Files answering 'FILE' questions: the candidate and the company's staff who see the application
-- read them; nobody else does, and a candidate cannot make another person's file theirs.
begin;
select plan(13);
select tests.create_matrix_actors();

-- The demo candidate (a...07) applied to Acme's Senior Frontend Engineer (seed application f4...01).
insert into public.job_questions (id, job_id, question, question_type, is_required, position) values
  ('f1000000-0000-4000-8000-0000000000f1', 'f0000000-0000-4000-8000-000000000001', 'Upload a work sample', 'FILE', false, 9),
  ('f1000000-0000-4000-8000-0000000000f2', 'f0000000-0000-4000-8000-000000000001', 'Upload a reference', 'FILE', false, 10);
insert into storage.objects (bucket_id, name, owner_id) values
  ('application_answer_files', 'a0000000-0000-4000-8000-000000000007/f0000000-0000-4000-8000-000000000001/sample.pdf', 'a0000000-0000-4000-8000-000000000007'),
  ('application_answer_files', 'a0000000-0000-4000-8000-000000000009/elsewhere/private.pdf', 'a0000000-0000-4000-8000-000000000009');
insert into public.job_application_answers (application_id, question_id, answer) values
  ('f4000000-0000-4000-8000-000000000001', 'f1000000-0000-4000-8000-0000000000f1',
   'a0000000-0000-4000-8000-000000000007/f0000000-0000-4000-8000-000000000001/sample.pdf'),
  -- An answer naming a file of someone else opens nothing.
  ('f4000000-0000-4000-8000-000000000001', 'f1000000-0000-4000-8000-0000000000f2',
   'a0000000-0000-4000-8000-000000000009/elsewhere/private.pdf');

create function pg_temp.reads(p_email text, p_name text) returns text language sql as $$
  select tests.attempt(p_email, format('select 1 from storage.objects where bucket_id = %L and name = %L',
    'application_answer_files', p_name))
$$;

select is(tests.attempt('candidate@example.com', $$insert into storage.objects (bucket_id, name) values ('application_answer_files', auth.uid() || '/job/answer.pdf')$$),
  '1', 'a candidate uploads an answer file into their own folder');
select is(tests.attempt('candidate@example.com', $$insert into storage.objects (bucket_id, name) values ('application_answer_files', 'a0000000-0000-4000-8000-000000000009/job/answer.pdf')$$),
  '42501', 'but not into anyone else''s');
select is(tests.attempt('anon', $$insert into storage.objects (bucket_id, name) values ('application_answer_files', 'anon/answer.pdf')$$),
  '42501', 'visitors upload nothing');
select is(pg_temp.reads('candidate@example.com', 'a0000000-0000-4000-8000-000000000007/f0000000-0000-4000-8000-000000000001/sample.pdf'),
  '1', 'the candidate reads their answer file');
select is(pg_temp.reads('owner@example.com', 'a0000000-0000-4000-8000-000000000007/f0000000-0000-4000-8000-000000000001/sample.pdf'),
  '1', 'the company admin of the job''s company reads it');
select is(pg_temp.reads('recruiter@example.com', 'a0000000-0000-4000-8000-000000000007/f0000000-0000-4000-8000-000000000001/sample.pdf'),
  '1', 'and so does a recruiter whose job it is');
select is(pg_temp.reads('partner.recruiter@example.com', 'a0000000-0000-4000-8000-000000000007/f0000000-0000-4000-8000-000000000001/sample.pdf'),
  '0', 'a member of the company who does not see the application does not');
select is(pg_temp.reads('pending.owner@example.com', 'a0000000-0000-4000-8000-000000000007/f0000000-0000-4000-8000-000000000001/sample.pdf'),
  '0', 'another company does not');
select is(pg_temp.reads('globex.admin@example.com', 'a0000000-0000-4000-8000-000000000007/f0000000-0000-4000-8000-000000000001/sample.pdf'),
  '0', 'nor a partner company');
select is(pg_temp.reads('vendor@example.com', 'a0000000-0000-4000-8000-000000000007/f0000000-0000-4000-8000-000000000001/sample.pdf'),
  '0', 'nor a vendor');
select is(pg_temp.reads('owner@example.com', 'a0000000-0000-4000-8000-000000000009/elsewhere/private.pdf'),
  '0', 'an answer naming another person''s file does not open it to the company');
select is(tests.attempt('owner@example.com', $$delete from storage.objects where bucket_id = 'application_answer_files'$$),
  '0', 'the company deletes no answer file');
select is((select file_size_limit from storage.buckets where id = 'application_answer_files'), 10485760::bigint,
  'answer files have the documents'' 10 MB limit');

select * from finish();
rollback;
