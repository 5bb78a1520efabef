-- Candidate ownership: a vendor's first submission of a person to a company's jobs makes it the
-- person's owner there for the company's window; later applications for that person inside the
-- window are credited to the owner and recorded as conflicts, which only the company's admins and
-- managers read. Every decision is in the audit trail.
begin;
select plan(37);

select tests.create_matrix_actors();
select tests.create_acme_vendor('b5600000-0000-4000-8000-000000000001', 'Rival Staffing', 'rival@example.com',
                                'Rita', 'Rival');
-- The same person in both vendors' books.
insert into public.candidates (id, first_name, last_name, email, created_by_vendor_id) values
  ('d5600000-0000-4000-8000-000000000001', 'Pat', 'Owned', 'pat.owned@example.org', 'b0000000-0000-4000-8000-000000000001'),
  ('d5600000-0000-4000-8000-000000000002', 'Pat', 'Owned', ' Pat.Owned@example.org', 'b5600000-0000-4000-8000-000000000001');
insert into public.vendor_job_assignments (job_id, vendor_id) values
  ('f0000000-0000-4000-8000-000000000001', 'b5600000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000006', 'b5600000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000003', 'b5600000-0000-4000-8000-000000000001');

-- The window.
select is(tests.error_of('owner@example.com', $$select public.get_ownership_settings()$$), 'ok',
  'company staff read the ownership settings');
select is((select public.get_ownership_settings() from (select tests.authenticate_as('owner@example.com')) s) ->> 'ownership_window_months',
  '6', 'the ownership window is 6 months unless the company sets it');
select tests.as_owner();

-- The first vendor submits the person: it owns them at Acme from now.
select tests.lives_as('vendor@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd5600000-0000-4000-8000-000000000001',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Ready"}]')$$,
  'the first vendor submits the person');
select is((select credited_vendor_id from public.applications where candidate_id = 'd5600000-0000-4000-8000-000000000001'),
  'b0000000-0000-4000-8000-000000000001'::uuid, 'its submission is credited to it');
select is((select vendor_id from public.candidate_ownerships o join public.candidates c on c.person_id = o.person_id
           where c.id = 'd5600000-0000-4000-8000-000000000002' and o.company_id = 'c0000000-0000-4000-8000-000000000001'),
  'b0000000-0000-4000-8000-000000000001'::uuid, 'and it owns the person at Acme');
select is((select count(*)::int from audit.entries e join public.applications a on a.id::text = e.target_id
           where e.action = 'ownership.started' and a.candidate_id = 'd5600000-0000-4000-8000-000000000001'),
  1, 'the ownership''s start is audited');

-- The rival cannot submit the person to the same job (one open application per job); the refusal
-- makes nothing but is recorded as a conflict the rival is not told about.
select is((select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd5600000-0000-4000-8000-000000000002',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Ready"}]') ->> 'message'
  from (select tests.authenticate_as('rival@example.com')) s),
  'This candidate is already in process for this job (since ' || to_char(now() at time zone 'UTC', 'Mon FMDD, YYYY') || ')',
  'a rival''s submission to the same job is refused');
select tests.as_owner();
select is((select count(*)::int from public.ownership_conflicts where company_id = 'c0000000-0000-4000-8000-000000000001'
           and decision = 'refused'),
  1, 'a refused submission is recorded as a conflict with the decision refused');

-- The rival submits the person to another Acme job inside the window: credited to the owner.
select tests.lives_as('rival@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000006', 'd5600000-0000-4000-8000-000000000002',
    '[{"question_id": "f1000000-0000-4000-8000-000000000005", "answer": "AWS"}]')$$,
  'the rival submits the person to another job');
select is((select credited_vendor_id from public.applications where candidate_id = 'd5600000-0000-4000-8000-000000000002'),
  'b0000000-0000-4000-8000-000000000001'::uuid, 'inside the window it is credited to the owning vendor');
select is((select source_label from public.applications where candidate_id = 'd5600000-0000-4000-8000-000000000002'),
  'Rival Staffing · Rita Rival', 'while its source stays who submitted it');
select results_eq($$
  select oc.owner_vendor_id, oc.challenger_kind, oc.challenger_vendor_id, oc.challenger_label, oc.decision, oc.job_id
  from public.ownership_conflicts oc where oc.company_id = 'c0000000-0000-4000-8000-000000000001'
    and oc.decision = 'credited_to_owner'$$,
  $$values ('b0000000-0000-4000-8000-000000000001'::uuid, 'vendor', 'b5600000-0000-4000-8000-000000000001'::uuid,
            'Rival Staffing · Rita Rival', 'credited_to_owner', 'f0000000-0000-4000-8000-000000000006'::uuid)$$,
  'the conflict is recorded with owner, challenger, job and decision');
select is((select count(*)::int from audit.entries e join public.applications a on a.id::text = e.target_id
           where e.action = 'ownership.conflict' and a.candidate_id = 'd5600000-0000-4000-8000-000000000002'
             and e.company_id = 'c0000000-0000-4000-8000-000000000001'),
  1, 'the conflict is audited in the company''s chain');
select is((select count(*)::int from public.notifications
           where user_id = tests.user_id('owner@example.com') and type = 'ownership_conflict'
             and message = 'Rival Staffing · Rita Rival put forward a candidate Staffing Partners represents for DevOps Engineer; the application is credited to Staffing Partners.'),
  1, 'the company admin is notified');
select is((select count(*)::int from public.notifications
           where user_id = tests.user_id('manager@example.com') and type = 'ownership_conflict'),
  1, 'and so is the job''s owner');
select is((select count(*)::int from public.notifications
           where user_id = tests.user_id('rival@example.com') and type = 'ownership_conflict'),
  0, 'the challenging vendor is not told who owns the person');

-- (Entries of one transaction share a time; the list orders by it.)
update public.ownership_conflicts set created_at = now() - interval '1 minute';

-- The company puts the person forward itself: still credited to the owner.
select tests.authenticate_as('owner@example.com');
insert into public.candidates (id, first_name, last_name, email, managing_company_id)
values ('d5600000-0000-4000-8000-000000000003', 'Pat', 'Owned', 'pat.owned@example.org', 'c0000000-0000-4000-8000-000000000001');
select lives_ok($$
  insert into public.applications (job_id, candidate_id, source, applied_by_company_id)
  values ('f0000000-0000-4000-8000-000000000002', 'd5600000-0000-4000-8000-000000000003', 'company',
          'c0000000-0000-4000-8000-000000000001')$$,
  'the company adds the person to a job');
select tests.as_owner();
select is((select credited_vendor_id from public.applications where candidate_id = 'd5600000-0000-4000-8000-000000000003'),
  'b0000000-0000-4000-8000-000000000001'::uuid, 'a company-managed application inside the window is credited to the owner');
select is((select challenger_label from public.ownership_conflicts where challenger_kind = 'company'),
  'Company-managed', 'and recorded as a conflict with the company as challenger');

-- Outside the window the next vendor to submit becomes the owner.
update public.candidate_ownerships set starts_at = now() - interval '7 months'
where vendor_id = 'b0000000-0000-4000-8000-000000000001';
select tests.authenticate_as('rival@example.com');
insert into public.candidates (id, first_name, last_name, email, created_by_vendor_id)
values ('d5600000-0000-4000-8000-000000000004', 'Pat', 'Owned', 'pat.owned@example.org', 'b5600000-0000-4000-8000-000000000001');
select lives_ok($$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000003', 'd5600000-0000-4000-8000-000000000004')$$,
  'after the window the rival submits the person again');
select tests.as_owner();
select is((select credited_vendor_id from public.applications where candidate_id = 'd5600000-0000-4000-8000-000000000004'),
  'b5600000-0000-4000-8000-000000000001'::uuid, 'outside the window the submission is credited to its own vendor');
select is((select count(*)::int from public.ownership_conflicts where company_id = 'c0000000-0000-4000-8000-000000000001'),
  3, 'and it is no conflict');

-- The person signs up and applies directly inside the rival's window: still credited to the owner.
update public.ownership_conflicts set created_at = now() - interval '30 seconds' where challenger_kind = 'company';
select tests.create_user('pat.owned@example.org', '{"role": "candidate", "first_name": "Pat", "last_name": "Owned"}');
insert into public.jobs (id, company_id, title, description, status)
values ('f5600000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Site Reliability Engineer',
        'Keep the platform up.', 'published');
update public.candidates set last_name = 'Owned', phone = '+1 555 0156' where user_id = tests.user_id('pat.owned@example.org');
select tests.authenticate_as('pat.owned@example.org');
select ok(public.apply_to_job('f5600000-0000-4000-8000-000000000001') ? 'application_id', 'the person applies directly');
select tests.as_owner();
select is((select a.credited_vendor_id from public.applications a where a.job_id = 'f5600000-0000-4000-8000-000000000001'),
  'b5600000-0000-4000-8000-000000000001'::uuid, 'a direct application inside the window stays credited to the owner');
select is((select challenger_label from public.ownership_conflicts where challenger_kind = 'candidate'),
  'Direct', 'and is recorded as a conflict with the person as challenger');

-- The window is the company admins' setting, checked by the server.
select is(tests.error_of('owner@example.com', $$select public.save_ownership_settings(0, false)$$),
  'The ownership window must be between 1 and 24 months', 'a window under a month is refused');
select is(tests.attempt('owner@example.com', $$select public.save_ownership_settings(25, false)$$),
  '22023', 'as is one over two years');
select is(tests.attempt('manager@example.com', $$select public.save_ownership_settings(12, false)$$),
  '42501', 'a manager cannot change the window');
select is((select (public.save_ownership_settings(12, false)) ->> 'ownership_window_months'
           from (select tests.authenticate_as('owner@example.com')) s),
  '12', 'a company admin sets it to 12 months');
select tests.as_owner();
select is((select count(*)::int from audit.entries where action = 'ownership.settings_changed'
           and company_id = 'c0000000-0000-4000-8000-000000000001'),
  1, 'the change is audited');

-- Who reads the conflicts.
select is(tests.attempt(email, 'select 1 from public.ownership_conflicts'), expected, description)
from (values
  (1, 'owner@example.com', '4', 'the company admin reads the company''s conflicts'),
  (2, 'manager@example.com', '4', 'a manager reads them'),
  (3, 'recruiter@example.com', '0', 'a recruiter does not'),
  (4, 'rival@example.com', '0', 'nor does a vendor'),
  (5, 'globex.admin@example.com', '0', 'nor another company')
) t (n, email, expected, description)
order by n;
select is((select (public.list_ownership_conflicts(1, 1)) -> 'rows' -> 0 ->> 'challenger_label'
           from (select tests.authenticate_as('manager@example.com')) s),
  'Direct', 'the list gives managers the newest conflict first, a page at a time');
select tests.as_owner();
select is(tests.error_of('recruiter@example.com', $$select public.list_ownership_conflicts(1, 10)$$),
  'Only company admins and managers can see ownership conflicts', 'a recruiter is refused the list');

select * from finish();
rollback;
