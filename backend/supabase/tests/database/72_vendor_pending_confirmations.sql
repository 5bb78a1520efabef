-- The vendor's pending-confirmation list: the submitting vendor reads its held submissions with
-- when the e-mail went out and when the link expires; nobody else does, and each change of a
-- request refreshes the vendor's dashboard.
begin;
select plan(8);

select tests.create_acme_vendor('b7200000-0000-4000-8000-000000000001', 'Rival Talent', 'rival.admin@example.com',
                                'Rita', 'Rival');
insert into public.candidates (id, first_name, last_name, email, created_by_vendor_id) values
  ('d7200000-0000-4000-8000-000000000001', 'Paula', 'Pending', 'paula.pending@example.org', 'b0000000-0000-4000-8000-000000000001');
select tests.authenticate_as('owner@example.com');
select public.save_ownership_settings(6, true);
select tests.authenticate_as('vendor.recruiter@example.com');
select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd7200000-0000-4000-8000-000000000001',
  '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Keen"}]');
select tests.as_owner();

select ok(exists (select 1 from realtime.messages m where m.topic = 'vendor:b0000000-0000-4000-8000-000000000001'
  and m.payload = '{"table": "representation_requests", "operation": "INSERT"}'), 'a held submission refreshes the vendor''s dashboard');
select is(tests.attempt('vendor@example.com', $$select id, status, created_at, expires_at, sent_at from public.representation_requests
  where candidate_id = 'd7200000-0000-4000-8000-000000000001' and status = 'pending' and sent_at is null$$), '1',
  'the vendor admin reads Paula''s held submission, not yet mailed');

-- The mailer sends the e-mail.
update public.representation_requests set sent_at = now() - interval '1 hour'
where candidate_id = 'd7200000-0000-4000-8000-000000000001';
select is(tests.attempt('vendor.recruiter@example.com', $$select sent_at from public.representation_requests
  where candidate_id = 'd7200000-0000-4000-8000-000000000001' and sent_at < now() and expires_at > now() + interval '6 days'$$), '1',
  'the recruiter reads when it was sent and that it expires in 7 days');
select ok(exists (select 1 from realtime.messages m where m.topic = 'vendor:b0000000-0000-4000-8000-000000000001'
  and m.payload = '{"table": "representation_requests", "operation": "UPDATE"}'), 'and the dashboard refreshes when it is sent');
select is(tests.attempt('rival.admin@example.com', $$select sent_at from public.representation_requests
  where candidate_id = 'd7200000-0000-4000-8000-000000000001'$$), '0', 'another vendor reads nothing of it');
select is(tests.attempt('owner@example.com', $$select sent_at from public.representation_requests
  where candidate_id = 'd7200000-0000-4000-8000-000000000001'$$), '0', 'nor does the company');
select is(tests.attempt('vendor@example.com', $$select answers from public.representation_requests$$), '42501',
  'the held answers stay unreadable through the list');
select is(tests.attempt('vendor@example.com', $$update public.representation_requests set sent_at = now()$$), '42501',
  'and the vendor cannot change a request');

select * from finish();
rollback;
