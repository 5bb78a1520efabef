-- A vendor submission answers the job's screening questions (required ones enforced by the
-- server) and carries a pitch note the company reads with the application.
begin;
select plan(12);

insert into public.candidates (id, first_name, last_name, email, created_by_vendor_id)
values ('d4600000-0000-4000-8000-000000000001', 'Kai', 'Sato', 'kai.sato@example.org', 'b0000000-0000-4000-8000-000000000001');

-- Job f..01: 'Why do you want to join Acme Corp?' is required, the project link is optional.
select is(tests.error_of('vendor@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd4600000-0000-4000-8000-000000000001',
    '[{"question_id": "f1000000-0000-4000-8000-000000000002", "answer": "https://example.org/kai"},
      {"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "   "}]')$$),
  'Please answer all required questions', 'a blank required answer is refused');
select is(tests.attempt('vendor@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd4600000-0000-4000-8000-000000000001', '[]')$$),
  '22023', 'as bad input');
select is(tests.error_of('vendor@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd4600000-0000-4000-8000-000000000001',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Yes"},
      {"question_id": "f1000000-0000-4000-8000-000000000005", "answer": "AWS"}]')$$),
  'Answers must name questions of this job', 'an answer to another job''s question is refused');
select is(tests.error_of('vendor@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd4600000-0000-4000-8000-000000000001',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Yes"}]', repeat('x', 2001))$$),
  'The pitch note can be at most 2000 characters', 'a pitch note over 2000 characters is refused');
select is(tests.attempt('vendor@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Yes"}]')$$),
  '42501', 'a vendor cannot submit a company''s candidate');
select is(tests.attempt('vendor@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000006', 'd4600000-0000-4000-8000-000000000001',
    '[{"question_id": "f1000000-0000-4000-8000-000000000005", "answer": "AWS"}]')$$),
  '42501', 'nor submit to a job not assigned to it');
select is((select count(*)::int from public.applications where candidate_id = 'd4600000-0000-4000-8000-000000000001'),
  0, 'the refusals created nothing');

-- The complete submission.
select tests.lives_as('vendor.recruiter@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd4600000-0000-4000-8000-000000000001',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": " Acme builds what I use. "},
      {"question_id": "f1000000-0000-4000-8000-000000000002", "answer": ""}]',
    'Kai led the checkout rewrite at a large retailer.')$$,
  'the vendor''s recruiter submits the candidate with answers and a pitch');
select is((select source || ' / ' || source_label || ' / ' || pitch_note from public.applications
           where candidate_id = 'd4600000-0000-4000-8000-000000000001'),
  'vendor / Staffing Partners · Riley Vendorson / Kai led the checkout rewrite at a large retailer.',
  'the application carries its source, recruiter and pitch');
select is((select array_agg(coalesce(x.answer, '-') order by q.position) from public.job_application_answers x
           join public.job_questions q on q.id = x.question_id
           join public.applications a on a.id = x.application_id
           where a.candidate_id = 'd4600000-0000-4000-8000-000000000001'),
  array['Acme builds what I use.', '-'], 'and its answers, trimmed');

select tests.authenticate_as('owner@example.com');
select is((select public.get_company_application_detail(a.id) ->> 'pitch_note' from public.applications a
           where a.candidate_id = 'd4600000-0000-4000-8000-000000000001'),
  'Kai led the checkout rewrite at a large retailer.', 'the company reads the pitch with the application');
select tests.as_owner();

select matches((select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd4600000-0000-4000-8000-000000000001',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Again"}]') ->> 'message'
  from (select tests.authenticate_as('vendor@example.com')) s),
  '^This candidate is already in process for this job \(since ', 'submitting the person again is refused');
select tests.as_owner();

select * from finish();
rollback;
