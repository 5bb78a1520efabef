-- A company that asks candidates to confirm representation: a vendor's submission is held as a
-- request the company cannot read until the candidate confirms through the e-mailed link (single
-- use, expiring); declining closes it. Each decision is audited.
begin;
select plan(30);

insert into public.candidates (id, first_name, last_name, email, created_by_vendor_id) values
  ('d5700000-0000-4000-8000-000000000001', 'Quinn', 'Held', 'quinn.held@example.org', 'b0000000-0000-4000-8000-000000000001'),
  ('d5700000-0000-4000-8000-000000000002', 'Reese', 'Declines', 'reese.declines@example.org', 'b0000000-0000-4000-8000-000000000001'),
  ('d5700000-0000-4000-8000-000000000003', 'Sam', 'Nomail', null, 'b0000000-0000-4000-8000-000000000001'),
  ('d5700000-0000-4000-8000-000000000004', 'Toni', 'Late', 'toni.late@example.org', 'b0000000-0000-4000-8000-000000000001');

-- The link's token of a candidate's request, as the mailer gets it.
create function tests.token_of(p_candidate uuid) returns text
language sql security definer set search_path = '' as $$
  select private.signed_link_token('representation_request', r.id)
  from public.representation_requests r where r.candidate_id = p_candidate
$$;
grant execute on function tests.token_of(uuid) to anon, authenticated;

select tests.authenticate_as('owner@example.com');
select is(public.save_ownership_settings(6, true) ->> 'confirm_vendor_submissions', 'true',
  'a company admin turns on the candidate''s confirmation');
select tests.as_owner();
select is((select count(*)::int from audit.entries where action = 'ownership.settings_changed'
           and company_id = 'c0000000-0000-4000-8000-000000000001'), 1, 'the change is audited');

-- The vendor submits: the submission is held.
select tests.lives_as('vendor.recruiter@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd5700000-0000-4000-8000-000000000001',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Keen"}]', 'Great fit')$$,
  'the vendor submits a candidate');
select tests.lives_as('vendor.recruiter@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd5700000-0000-4000-8000-000000000002',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Keen"}]')$$,
  'and another');
select is((select count(*)::int from public.applications where candidate_id = 'd5700000-0000-4000-8000-000000000001'),
  0, 'no application exists before the candidate confirms');
select is((select status from public.representation_requests where candidate_id = 'd5700000-0000-4000-8000-000000000001'),
  'pending', 'the submission waits as a pending request');
-- Who reads the held submissions.
select is(tests.attempt(email, 'select 1 from public.representation_requests'), expected, description)
from (values
  (1, 'owner@example.com', '0', 'the company admin cannot read held submissions'),
  (2, 'manager@example.com', '0', 'nor can a manager'),
  (3, 'anon', '42501', 'nor anyone signed out'),
  (4, 'vendor@example.com', '2', 'the submitting vendor follows its requests')
) t (n, email, expected, description)
order by n;
select is((select count(*)::int from audit.entries where action = 'ownership.confirmation_requested'
           and company_id = 'c0000000-0000-4000-8000-000000000001'), 2, 'each held submission is audited');

select is((select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd5700000-0000-4000-8000-000000000001',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Keen"}]') ->> 'message'
  from (select tests.authenticate_as('vendor@example.com')) s),
  'This candidate is already in process for this job (since ' || to_char(now() at time zone 'UTC', 'Mon FMDD, YYYY') || ')',
  'a held person cannot be submitted for the job again');
select tests.as_owner();
select is(tests.error_of('vendor@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd5700000-0000-4000-8000-000000000003',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Keen"}]')$$),
  'This company asks candidates to confirm by e-mail before it sees a submission; add the candidate''s e-mail address first',
  'a candidate without an e-mail address cannot be asked');

-- The mailer claims each request once, with the link's token.
select is((select count(*)::int from public.claim_representation_emails(10)), 2, 'the mailer claims both requests');
select is((select count(*)::int from public.claim_representation_emails(10)), 0, 'and not again');
select is((select c.token from public.claim_representation_emails(10) c), null, 'nothing is left to send');

-- The link.
select is(tests.error_of('anon', $$select public.get_representation_request('nonsense')$$),
  'This confirmation link is not valid', 'a malformed link is refused');
select is(tests.error_of('anon', format($$select public.get_representation_request(%L)$$,
  split_part(tests.token_of('d5700000-0000-4000-8000-000000000001'), '.', 1) || '.' || repeat('A', 43))),
  'This confirmation link is not valid', 'a link with a forged signature is refused');
select is((select public.get_representation_request(tests.token_of('d5700000-0000-4000-8000-000000000001'))
           from (select tests.authenticate_as('anon')) s) ->> 'vendor_name',
  'Staffing Partners', 'the signed-out page names the vendor');
select tests.as_owner();

select tests.authenticate_as('anon');
select is(public.respond_to_representation_request(tests.token_of('d5700000-0000-4000-8000-000000000001'), true) ->> 'status',
  'confirmed', 'the candidate confirms through the link');
select tests.as_owner();
select is(tests.attempt('owner@example.com',
  $$select 1 from public.applications where candidate_id = 'd5700000-0000-4000-8000-000000000001'$$), '1',
  'the company now sees the submission');
select results_eq($$
  select a.source, a.source_label, a.pitch_note, a.credited_vendor_id, ans.answer
  from public.applications a join public.job_application_answers ans on ans.application_id = a.id
  where a.candidate_id = 'd5700000-0000-4000-8000-000000000001'$$,
  $$values ('vendor', 'Staffing Partners · Riley Vendorson', 'Great fit', 'b0000000-0000-4000-8000-000000000001'::uuid, 'Keen')$$,
  'as the vendor submitted it, with its answers, credited to the vendor');
select is((select count(*)::int from audit.entries e join public.applications a on a.id::text = e.target_id
           where e.action = 'ownership.confirmed' and a.candidate_id = 'd5700000-0000-4000-8000-000000000001'),
  1, 'the confirmation is audited');
select is(tests.error_of('anon', format($$select public.respond_to_representation_request(%L, true)$$,
  tests.token_of('d5700000-0000-4000-8000-000000000001'))),
  'This confirmation link has already been used', 'the link works once');

-- Declining closes the request.
select tests.authenticate_as('anon');
select is(public.respond_to_representation_request(tests.token_of('d5700000-0000-4000-8000-000000000002'), false) ->> 'status',
  'declined', 'the other candidate declines');
select tests.as_owner();
select is((select count(*)::int from public.applications where candidate_id = 'd5700000-0000-4000-8000-000000000002'),
  0, 'declining makes no application');
select is((select count(*)::int from audit.entries where action = 'ownership.declined'
           and company_id = 'c0000000-0000-4000-8000-000000000001'), 1, 'the decline is audited');
select is((select count(*)::int from public.notifications
           where user_id = tests.user_id('vendor.recruiter@example.com') and title = 'Submission declined'),
  1, 'the submitting recruiter is told');

-- An expired link.
select tests.authenticate_as('vendor@example.com');
select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd5700000-0000-4000-8000-000000000004',
  '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Keen"}]');
select tests.as_owner();
update public.representation_requests set expires_at = now() - interval '1 minute'
where candidate_id = 'd5700000-0000-4000-8000-000000000004';
select is(tests.error_of('anon', format($$select public.respond_to_representation_request(%L, true)$$,
  tests.token_of('d5700000-0000-4000-8000-000000000004'))),
  'This confirmation link has expired', 'an expired link is refused');
select is(tests.attempt('anon', format($$select public.respond_to_representation_request(%L, true)$$,
  tests.token_of('d5700000-0000-4000-8000-000000000004'))),
  'PT410', 'as gone');

select * from finish();
rollback;
