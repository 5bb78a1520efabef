-- A vendor's submission refused because the person is already in process for the job is recorded
-- as an ownership conflict (who, when, the decision 'refused') in the company's list and audit,
-- while the vendor hears only that the person is in process, and nothing else changes. A vendor
-- resubmitting its own candidate is no conflict.
begin;
select plan(14);
select tests.create_matrix_actors();
select tests.create_acme_vendor('b7500000-0000-4000-8000-000000000001', 'Rival Staffing', 'rival75@example.com',
                                'Rita', 'Rival');
insert into public.candidates (id, first_name, last_name, email, created_by_vendor_id) values
  ('d7500000-0000-4000-8000-000000000001', 'Sam', 'Okafor', 'sam.okafor@example.org', 'b0000000-0000-4000-8000-000000000001'),
  ('d7500000-0000-4000-8000-000000000002', 'Sam', 'Okafor', 'SAM.OKAFOR@example.org ', 'b7500000-0000-4000-8000-000000000001');
insert into public.vendor_job_assignments (job_id, vendor_id) values
  ('f0000000-0000-4000-8000-000000000001', 'b7500000-0000-4000-8000-000000000001');

select tests.authenticate_as('vendor.recruiter@example.com');
select is((select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd7500000-0000-4000-8000-000000000001',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Yes"}]') ->> 'held'),
  'false', 'the first vendor''s submission is made at once');
select tests.as_owner();
create temporary table before75 as
select (select count(*) from public.applications) as applications,
       (select count(*) from public.job_application_answers) as answers,
       (select count(*) from public.candidate_ownerships) as ownerships,
       (select count(*) from public.notifications) as notifications;

-- The rival submits the same person to the same job: refused, and recorded.
create temporary table refusal75 as
select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd7500000-0000-4000-8000-000000000002',
  '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Yes"}]', 'Sam is great') as answer
from (select tests.authenticate_as('rival75@example.com')) s;
select is((select current_setting('response.status', true)), '409', 'the refusal answers HTTP 409');
select tests.as_owner();
select is((select answer from refusal75),
  jsonb_build_object('code', '23505', 'message',
    'This candidate is already in process for this job (since ' || to_char(now() at time zone 'UTC', 'Mon FMDD, YYYY') || ')',
    'details', null, 'hint', null),
  'the rival is told only that the person is in process, with the date');
select ok((select answer::text from refusal75) not like '%Staffing Partners%', 'without the other vendor''s name');
select results_eq($$
  select oc.decision, oc.challenger_kind, oc.challenger_vendor_id, oc.challenger_user_id, oc.challenger_label,
         oc.owner_vendor_id, oc.job_id, a.candidate_id
  from public.ownership_conflicts oc join public.applications a on a.id = oc.application_id
  where oc.company_id = 'c0000000-0000-4000-8000-000000000001'$$,
  $$values ('refused', 'vendor', 'b7500000-0000-4000-8000-000000000001'::uuid, tests.user_id('rival75@example.com'),
            'Rival Staffing · Rita Rival', 'b0000000-0000-4000-8000-000000000001'::uuid,
            'f0000000-0000-4000-8000-000000000001'::uuid, 'd7500000-0000-4000-8000-000000000001'::uuid)$$,
  'the conflict names the challenger, the owner, the job and the application in process');
select is((select count(*)::int from audit.entries where action = 'ownership.refused'
           and company_id = 'c0000000-0000-4000-8000-000000000001'),
  1, 'the refusal is in the company''s audit trail');
select is((select (public.list_ownership_conflicts(1, 10)) -> 'rows' -> 0 ->> 'decision'
           from (select tests.authenticate_as('owner@example.com')) s),
  'refused', 'the company''s conflict list shows it');
select tests.as_owner();
select is(tests.attempt('rival75@example.com', $$select 1 from public.ownership_conflicts$$), '0',
  'the rival reads no conflict');
select ok((select applications = (select count(*) from public.applications)
             and answers = (select count(*) from public.job_application_answers)
             and ownerships = (select count(*) from public.candidate_ownerships)
             and notifications = (select count(*) from public.notifications) from before75),
  'and nothing else changed');

-- The first vendor resubmitting its own candidate is refused as before, with no conflict.
select is((select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd7500000-0000-4000-8000-000000000001',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Again"}]') ->> 'code'
  from (select tests.authenticate_as('vendor@example.com')) s),
  '23505', 'a vendor resubmitting its own candidate is refused');
select tests.as_owner();
select is((select count(*)::int from public.ownership_conflicts where company_id = 'c0000000-0000-4000-8000-000000000001'),
  1, 'and that is no conflict');

-- Bad input still raises and records nothing.
select is(tests.error_of('rival75@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd7500000-0000-4000-8000-000000000002', '[]')$$),
  'Please answer all required questions', 'an unanswered required question is refused first');
select is((select count(*)::int from public.ownership_conflicts where company_id = 'c0000000-0000-4000-8000-000000000001'),
  1, 'so no conflict is recorded for it');

-- A successful submission answers its id.
insert into public.vendor_job_assignments (job_id, vendor_id) values
  ('f0000000-0000-4000-8000-000000000006', 'b7500000-0000-4000-8000-000000000001')
on conflict do nothing;
create temporary table made75 as
select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000006', 'd7500000-0000-4000-8000-000000000002',
  '[{"question_id": "f1000000-0000-4000-8000-000000000005", "answer": "AWS"}]') as answer
from (select tests.authenticate_as('rival75@example.com')) s;
select tests.as_owner();
select is((select a.candidate_id from public.applications a join made75 m on a.id = (m.answer ->> 'id')::uuid),
  'd7500000-0000-4000-8000-000000000002'::uuid, 'a submission answers the application''s id');

select * from finish();
rollback;
