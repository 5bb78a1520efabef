-- Sign-up through an invitation: an invited company keeps its invited name; a candidate invited by
-- a company gets that company's notice and is managed only after accepting it; a managed
-- candidate can leave the managing company.
begin;
select plan(24);

-- Company invitation ------------------------------------------------------------------------------
select tests.create_user('hello@initech.example.com', '{"role": "company", "invitation": "seed-pending-company-invitation"}');
select is((select c.name || '|' || c.is_approved from companies c where c.user_id = tests.user_id('hello@initech.example.com')),
          'Initech|false', 'an invited company signs up under the name it was invited with, unapproved');
insert into invitations (type, email, token, company_data)
values ('company_invitation', 'blank.name@example.com', 'company-invitation-blank-name', '{"companyName": "  "}');
select tests.create_user('blank.name@example.com', '{"role": "company", "invitation": "company-invitation-blank-name"}');
select is((select name from companies where user_id = tests.user_id('blank.name@example.com')), 'New Company',
          'an invitation without a usable name falls back to New Company');
select tests.create_user('not.invited@example.com', '{"role": "company", "invitation": "seed-pending-company-invitation"}');
select is((select name from companies where user_id = tests.user_id('not.invited@example.com')), 'New Company',
          'another address cannot take the invited name with the token');

-- Candidate invitation: sign-up gives a notice, not management --------------------------------
select tests.create_user('taylor.morgan@example.net', '{"role": "candidate", "invitation": "seed-pending-candidate-invitation"}');
select is((select first_name || ' ' || last_name || '|' || title || '|' || array_to_string(skills, ',') || '|' || city
           from candidates where user_id = tests.user_id('taylor.morgan@example.net')),
          'Taylor Morgan|Data Engineer|Python,Spark|Denver', 'the invited candidate starts with the details the company entered');
select is((select coalesce(managing_company_id::text, 'none') || '|' || is_managed_by_company
           from candidates where user_id = tests.user_id('taylor.morgan@example.net')),
          'none|false', 'signing up does not put the candidate under the company');
select results_eq($$select type, title, data ->> 'company_name', data ->> 'management_terms', is_read from notifications
  where user_id = tests.user_id('taylor.morgan@example.net')$$,
  $$values ('company_invitation', 'Acme Corp wants to manage your profile', 'Acme Corp',
            'Acme Corp will represent you for engineering roles.', false)$$,
  'the new account gets the company-invitation notice with the company''s terms');
select is((select status from invitations where token = 'seed-pending-candidate-invitation'), 'pending',
          'the invitation waits for the candidate''s answer');

select tests.authenticate_as('owner@example.com');
select is((select count(*)::int from candidates where email = 'taylor.morgan@example.net'), 0,
          'the company cannot see the candidate before they accept');
select tests.as_owner();

-- Another company that never invited them cannot be chosen.
select is(tests.attempt('taylor.morgan@example.net',
  $$update candidates set managing_company_id = 'c0000000-0000-4000-8000-000000000003', is_managed_by_company = true where user_id = auth.uid()$$),
  '42501', 'a company that sent no invitation cannot be accepted');

-- Accepting the notice.
select tests.authenticate_as('taylor.morgan@example.net');
select lives_ok($$update candidates set managing_company_id = 'c0000000-0000-4000-8000-000000000001', is_managed_by_company = true
  where user_id = auth.uid()$$, 'the candidate accepts the inviting company');
select tests.as_owner();
select is((select status from invitations where token = 'seed-pending-candidate-invitation'), 'accepted',
          'accepting uses the invitation up');
select is((select is_read from notifications where user_id = tests.user_id('taylor.morgan@example.net')), true,
          'accepting settles the notice');
select tests.authenticate_as('taylor.morgan@example.net');
select results_eq($$select id, name from public.get_managing_company()$$,
  $$values ('c0000000-0000-4000-8000-000000000001'::uuid, 'Acme Corp')$$, 'the candidate sees which company manages them');
select tests.authenticate_as('owner@example.com');
select is((select count(*)::int from public.get_managing_company()), 0, 'staff are managed by no company');
select is((select count(*)::int from candidates where email = 'taylor.morgan@example.net'), 1,
          'the company sees the candidate once they accept');
select tests.as_owner();

-- Leaving the managing company ----------------------------------------------------------------
insert into candidate_assignments (candidate_id, assigned_to_user_id)
select id, tests.user_id('recruiter@example.com') from candidates where email = 'taylor.morgan@example.net';
select is(tests.attempt('anon', $$select public.leave_managing_company()$$), '42501',
          'a signed-out caller cannot leave anything');
select is(tests.attempt('owner@example.com', $$select public.leave_managing_company()$$), '22023',
          'company staff have no managing company to leave');
select is(tests.error_of('candidate@example.com', $$select public.leave_managing_company()$$),
          'No company manages your profile', 'a candidate nobody manages is told so');
select tests.authenticate_as('taylor.morgan@example.net');
select is(public.leave_managing_company() ->> 'company_id', 'c0000000-0000-4000-8000-000000000001',
          'the managed candidate leaves the company');
select tests.as_owner();
select is((select coalesce(managing_company_id::text, 'none') || '|' || is_managed_by_company
           from candidates where user_id = tests.user_id('taylor.morgan@example.net')),
          'none|false', 'the candidate is no longer managed');
select is((select count(*)::int from candidate_assignments ca join candidates c on c.id = ca.candidate_id
           where c.email = 'taylor.morgan@example.net'), 0, 'the company''s recruiter assignment ends');
select tests.authenticate_as('owner@example.com');
select is((select count(*)::int from candidates where email = 'taylor.morgan@example.net'), 0,
          'the company no longer sees the candidate');
select tests.as_owner();
select is((select count(*)::int from candidates where managing_company_id = 'c0000000-0000-4000-8000-000000000001'
           and email in ('sam.rivera@example.net', 'priya.shah@example.net')), 2,
          'other managed candidates stay with the company');

-- An existing account invited later still gets its notice.
insert into invitations (type, email, company_id, role) values
  ('candidate', 'TAYLOR.MORGAN@example.net', 'c0000000-0000-4000-8000-000000000001', 'candidate');
select is((select count(*)::int from notifications where user_id = tests.user_id('taylor.morgan@example.net') and not is_read), 1,
          'inviting the existing account again gives a new notice');

select * from finish();
rollback;
