-- The rules for a job's screening answers, checked on the server however one applies: each answer
-- names a question of the job once, required questions are answered, choices are among the
-- options, ratings are 1 to 5 and a file answer is the caller's own upload for this job. A refused
-- application leaves nothing behind.
begin;
select plan(16);

select tests.create_user('dan.rules@example.com', '{"role": "candidate"}');
select tests.create_user('eve.rules@example.com', '{"role": "candidate"}');
update public.candidates set last_name = 'Rules', phone = '+12065550771'
where user_id in (tests.user_id('dan.rules@example.com'), tests.user_id('eve.rules@example.com'));

insert into public.jobs (id, company_id, title, status) values
  ('e7700000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Rules Test Engineer', 'published'),
  ('e7700000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'Rules Test Designer', 'published');
insert into public.job_questions (id, job_id, question, question_type, is_required, options, position) values
  ('e7710000-0000-4000-8000-000000000001', 'e7700000-0000-4000-8000-000000000001', 'When could you start?', 'TEXT', true, null, 0),
  ('e7710000-0000-4000-8000-000000000002', 'e7700000-0000-4000-8000-000000000001', 'Work sample', 'FILE', true, null, 1),
  ('e7710000-0000-4000-8000-000000000003', 'e7700000-0000-4000-8000-000000000001', 'Preferred team', 'MULTIPLE_CHOICE', false, '["Platform", "Product"]', 2),
  ('e7710000-0000-4000-8000-000000000004', 'e7700000-0000-4000-8000-000000000001', 'Languages', 'CHECKBOX', false, '["Go", "C, C++", "Rust"]', 3),
  ('e7710000-0000-4000-8000-000000000005', 'e7700000-0000-4000-8000-000000000001', 'Rate your SQL', 'RATING', false, null, 4),
  ('e7710000-0000-4000-8000-000000000009', 'e7700000-0000-4000-8000-000000000002', 'Favourite colour', 'TEXT', false, null, 0);
insert into storage.objects (bucket_id, name, owner_id) values
  ('application_answer_files', tests.user_id('dan.rules@example.com') || '/e7700000-0000-4000-8000-000000000001/sample.pdf', tests.user_id('dan.rules@example.com')),
  ('application_answer_files', tests.user_id('dan.rules@example.com') || '/e7700000-0000-4000-8000-000000000002/sample.pdf', tests.user_id('dan.rules@example.com')),
  ('company-logos', tests.user_id('dan.rules@example.com') || '/e7700000-0000-4000-8000-000000000001/sample.pdf', tests.user_id('dan.rules@example.com'));

-- Dan's answers with one of them replaced (null: left out).
create function tests.answers77(p_question text, p_answer text) returns jsonb language sql as $$
  select coalesce(jsonb_agg(jsonb_build_object('question_id', q, 'answer', coalesce(case when q = p_question then p_answer end, a))
                            order by q) filter (where not (q = p_question and p_answer is null)), '[]')
  from (values
    ('e7710000-0000-4000-8000-000000000001', 'Next month'),
    ('e7710000-0000-4000-8000-000000000002', tests.user_id('dan.rules@example.com') || '/e7700000-0000-4000-8000-000000000001/sample.pdf'),
    ('e7710000-0000-4000-8000-000000000003', 'Platform'),
    ('e7710000-0000-4000-8000-000000000004', 'Go, C, C++'),
    ('e7710000-0000-4000-8000-000000000005', '4')) v(q, a)
$$;
create function tests.apply77(p_email text, p_answers jsonb) returns text language plpgsql as $$
begin
  perform tests.authenticate_as(p_email);
  perform public.apply_to_job('e7700000-0000-4000-8000-000000000001', p_answers);
  perform tests.as_owner();
  return 'ok';
exception when others then
  perform tests.as_owner();
  return sqlstate || ' ' || sqlerrm;
end;
$$;

select is(tests.apply77('dan.rules@example.com', tests.answers77('e7710000-0000-4000-8000-000000000001', null)),
  '22023 Please answer all required questions', 'a required text question left out is refused');
select is(tests.apply77('dan.rules@example.com', tests.answers77('e7710000-0000-4000-8000-000000000001', '  ')),
  '22023 Please answer all required questions', 'so is a blank answer to it');
select is(tests.apply77('dan.rules@example.com', tests.answers77('e7710000-0000-4000-8000-000000000002', null)),
  '22023 Please answer all required questions', 'a required file question left out is refused');
select is(tests.apply77('dan.rules@example.com', tests.answers77('e7710000-0000-4000-8000-000000000002',
    tests.user_id('dan.rules@example.com') || '/e7700000-0000-4000-8000-000000000001/never-uploaded.pdf')),
  '22023 The file answering "Work sample" was not found; please upload it again', 'a file that was never uploaded is refused');
select is(tests.apply77('dan.rules@example.com', tests.answers77('e7710000-0000-4000-8000-000000000002',
    tests.user_id('dan.rules@example.com') || '/e7700000-0000-4000-8000-000000000002/sample.pdf')),
  '22023 The file answering "Work sample" was not found; please upload it again', 'so is his file uploaded for another job');
select is(tests.apply77('eve.rules@example.com', tests.answers77('e7710000-0000-4000-8000-000000000002',
    tests.user_id('dan.rules@example.com') || '/e7700000-0000-4000-8000-000000000001/sample.pdf')),
  '22023 The file answering "Work sample" was not found; please upload it again', 'and Eve cannot answer with Dan''s file');
select is(tests.apply77('dan.rules@example.com', tests.answers77('e7710000-0000-4000-8000-000000000003', 'Sales')),
  '22023 Please choose one of the offered answers to "Preferred team"', 'a choice that is not offered is refused');
select is(tests.apply77('dan.rules@example.com', tests.answers77('e7710000-0000-4000-8000-000000000004', 'Go, Java')),
  '22023 Please choose one of the offered answers to "Languages"', 'so is a ticked option that is not offered');
select is(tests.apply77('dan.rules@example.com', tests.answers77('e7710000-0000-4000-8000-000000000005', '6')),
  '22023 Please rate "Rate your SQL" from 1 to 5', 'a rating above 5 is refused');
select is(tests.apply77('dan.rules@example.com', tests.answers77('e7710000-0000-4000-8000-000000000001', null)
    || '[{"question_id": "e7710000-0000-4000-8000-000000000009", "answer": "Blue"}]'::jsonb),
  '22023 Answers must name questions of this job', 'an answer to another job''s question is refused');
select is(tests.apply77('dan.rules@example.com', tests.answers77('e7710000-0000-4000-8000-000000000003', null)
    || '[{"question_id": "e7710000-0000-4000-8000-000000000001", "answer": "Today"}]'::jsonb),
  '22023 Each question can be answered only once', 'a question answered twice is refused');
select is(tests.apply77('dan.rules@example.com', '{"e7710000-0000-4000-8000-000000000001": "Next month"}'),
  '22023 Answers must name questions of this job', 'answers that are not a list are refused');

select is((select count(*) from public.applications where job_id = 'e7700000-0000-4000-8000-000000000001'), 0::bigint,
  'none of the refused attempts left an application');

-- Allowed: every rule met; optional questions may be left out.
select is(tests.apply77('dan.rules@example.com', tests.answers77('', '')), 'ok', 'answers meeting every rule are accepted');
select is((select array_agg(ans.answer order by ans.question_id) from public.job_application_answers ans
           join public.applications a on a.id = ans.application_id
           join public.candidates c on c.id = a.candidate_id
           where a.job_id = 'e7700000-0000-4000-8000-000000000001' and c.user_id = tests.user_id('dan.rules@example.com')),
  array['Next month', tests.user_id('dan.rules@example.com') || '/e7700000-0000-4000-8000-000000000001/sample.pdf',
        'Platform', 'Go, C, C++', '4'], 'and stored as given');
select is(tests.apply77('eve.rules@example.com', '[{"question_id": "e7710000-0000-4000-8000-000000000001", "answer": "Soon"}]'),
  '22023 Please answer all required questions', 'Eve without her file is still refused');

select * from finish();
rollback;
