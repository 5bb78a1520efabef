-- One person across records and one active application per person per job, whatever the source:
-- two vendors, the company and the candidate themself try to put the same person forward.
begin;
select plan(24);

-- A second vendor partnering with Acme, assigned the jobs Staffing Partners works and one more.
select tests.create_acme_vendor('b0000000-0000-4000-8000-000000000044', 'Talent Hunters', 'talent.hunters@example.com',
                                'Tara', 'Hunter');
insert into public.vendor_job_assignments (job_id, vendor_id) values
  ('f0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000044'),
  ('f0000000-0000-4000-8000-000000000006', 'b0000000-0000-4000-8000-000000000044'),
  ('f0000000-0000-4000-8000-000000000003', 'b0000000-0000-4000-8000-000000000044');

-- Normalized identifiers.
select is(private.normalize_email('  Alex.Kim@Example.NET '), 'alex.kim@example.net', 'e-mails are trimmed and lower-cased');
select is(private.normalize_phone('(206) 555-0204'), '+12065550204', 'a national number becomes E.164');
select is(private.normalize_phone('0044 20 7946 0958'), '+442079460958', 'a 00 prefix becomes +');
select is(private.normalize_phone('555-0204'), null, 'a number too short to compare is not matched');
select is(private.normalize_linkedin('https://www.LinkedIn.com/in/Alex-Kim/?trk=x'), 'linkedin.com/in/alex-kim',
  'a LinkedIn profile is reduced to its handle');

-- The second vendor adds Alex Kim (Staffing Partners' candidate) under a differently written e-mail.
select tests.lives_as('talent.hunters@example.com', $$
  insert into public.candidates (id, first_name, last_name, email, created_by_vendor_id)
  values ('d4400000-0000-4000-8000-000000000001', 'Alex', 'Kim', ' ALEX.KIM@example.net', 'b0000000-0000-4000-8000-000000000044')$$,
  'a vendor may keep its own record of a person another vendor holds');
select is((select person_id from public.candidates where id = 'd4400000-0000-4000-8000-000000000001'),
  (select person_id from public.candidates where id = 'd0000000-0000-4000-8000-000000000005'),
  'the two vendors'' records are one person');

-- A company record found by phone alone is the same person too.
insert into public.candidates (id, first_name, last_name, email, phone, managing_company_id, is_managed_by_company)
values ('d4400000-0000-4000-8000-000000000002', 'Alexander', 'Kim', 'akim@elsewhere.example', '206.555.0204',
        'c0000000-0000-4000-8000-000000000001', true);
select is((select person_id from public.candidates where id = 'd4400000-0000-4000-8000-000000000002'),
  (select person_id from public.candidates where id = 'd0000000-0000-4000-8000-000000000005'),
  'a record sharing the E.164 phone is the same person');

-- Deny: the second vendor submits Alex to the job Staffing Partners already submitted them to.
-- The refusal is answered (HTTP 409 through response.status), not raised.
create temporary table refusal44 as
select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd4400000-0000-4000-8000-000000000001', '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Yes"}]') as answer
from (select tests.authenticate_as('talent.hunters@example.com')) s;
select tests.as_owner();
select matches((select answer ->> 'message' from refusal44),
  '^This candidate is already in process for this job \(since [A-Z][a-z]{2} [0-9]{1,2}, [0-9]{4}\)$',
  'a second vendor is told the person is already in process, with the date');
select is((select answer ->> 'code' from refusal44), '23505', 'the refusal is a conflict');
select is((select count(*)::int from public.applications where job_id = 'f0000000-0000-4000-8000-000000000001'
             and person_id = (select person_id from public.candidates where id = 'd0000000-0000-4000-8000-000000000005')),
  1, 'and the job still has one application for the person');

-- Deny: the company adding its own record of the person learns who was first.
select matches(tests.error_of('owner@example.com', $$
  select public.create_application_safe('f0000000-0000-4000-8000-000000000001', 'd4400000-0000-4000-8000-000000000002')$$),
  '^This candidate is already in process for this job \(since .*\): submitted by Staffing Partners · Riley Vendorson, now Applied$',
  'the company is told the first source, the vendor and its recruiter');

-- Even the database owner cannot add a second active application.
select throws_ok($$
  insert into public.applications (job_id, candidate_id, source, applied_by_vendor_id)
  values ('f0000000-0000-4000-8000-000000000001', 'd4400000-0000-4000-8000-000000000001', 'vendor', 'b0000000-0000-4000-8000-000000000044')$$,
  '23505', null, 'the rule holds for every writer');

-- Allow: the same vendor submits the person to another job.
select is(tests.error_of('talent.hunters@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000006', 'd4400000-0000-4000-8000-000000000001', '[{"question_id": "f1000000-0000-4000-8000-000000000005", "answer": "AWS"}]')$$),
  'ok', 'a person may be in process for different jobs');

-- Allow: once the first application is closed, the person may be put forward again.
update public.applications set status = 'rejected' where id = 'f4000000-0000-4000-8000-000000000005';
select tests.lives_as('talent.hunters@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd4400000-0000-4000-8000-000000000001', '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Yes"}]')$$,
  'a closed application no longer blocks a new one');
select is(tests.attempt('owner@example.com', $$
  select public.move_applications(array['f4000000-0000-4000-8000-000000000005']::uuid[], array['rejected'], 'applied')$$),
  '23505', 'and reopening the closed one while another is active is refused');

-- The candidate: a vendor submitted them before they applied themselves.
insert into public.candidates (id, first_name, last_name, email, created_by_vendor_id, created_by_user_id)
values ('d4400000-0000-4000-8000-000000000003', 'Casey', 'Candidate', 'Candidate@Example.com ',
        'b0000000-0000-4000-8000-000000000044', tests.user_id('talent.hunters@example.com'));
select is((select person_id from public.candidates where id = 'd4400000-0000-4000-8000-000000000003'),
  (select person_id from public.candidates where id = 'd0000000-0000-4000-8000-000000000001'),
  'a vendor record under a candidate''s e-mail is linked to their account');
select tests.lives_as('talent.hunters@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000003', 'd4400000-0000-4000-8000-000000000003', '[]')$$,
  'the vendor submits the candidate');
select matches(tests.error_of('candidate@example.com', $$
  select public.apply_to_job('f0000000-0000-4000-8000-000000000003')$$),
  '^You are already in process for this job \(since [A-Z][a-z]{2} [0-9]{1,2}, [0-9]{4}\)$',
  'the candidate applying directly is told they are already in process');
select is(tests.attempt('candidate@example.com', $$
  select 1 from public.applications where candidate_id = 'd4400000-0000-4000-8000-000000000003'$$),
  '1', 'and reads the application the vendor made for them');
select is(tests.attempt('partner.recruiter@example.com', $$
  select 1 from public.applications where candidate_id = 'd4400000-0000-4000-8000-000000000003'$$),
  '0', 'someone else does not');
select is(tests.attempt('vendor@example.com', $$
  select 1 from public.applications where candidate_id = 'd4400000-0000-4000-8000-000000000003'$$),
  '0', 'nor does the other vendor');

select tests.authenticate_as('candidate@example.com');
select is((select r ->> 'name' from jsonb_array_elements(public.get_my_representation()) r where r ->> 'kind' = 'vendor'),
  'Talent Hunters', 'the candidate sees which vendor represents them');
select is((select jsonb_array_length(r -> 'jobs') from jsonb_array_elements(public.get_my_representation()) r
           where r ->> 'kind' = 'vendor'),
  1, 'and the job it submitted them to');
select tests.as_owner();

select * from finish();
rollback;
