-- Invitations: read by token only through get_invitation_by_token, accepted only through
-- accept_invitation, with clear errors for every kind of misuse.
begin;
select plan(29);

-- Reading by token.
select is(tests.attempt('anon', $$select * from invitations$$), '42501', 'anon cannot list invitations');
select is(tests.attempt('candidate@example.com', $$select * from invitations where token = 'seed-pending-admin-invitation'$$), '0',
  'signed-in users cannot look invitations up by token in the table');
select is(tests.attempt('anon', $$select * from get_invitation_by_token('seed-pending-company-invitation', 'company_invitation')$$), '1',
  'anon reads a pending invitation by token and type');
select is(tests.attempt('anon', $$select * from get_invitation_by_token('seed-pending-company-invitation', 'admin_invitation')$$), '0',
  'the wrong type finds nothing');
select is(tests.attempt('anon', $$select * from get_invitation_by_token('seed-admin-invitation-0001', 'admin_invitation')$$), '0',
  'accepted invitations are no longer readable');
select is(tests.attempt('anon', $$select * from get_invitation_by_token('no-such-token-anywhere', null)$$), '0',
  'unknown tokens find nothing');
select is(tests.attempt('anon', $$select * from get_invitation_by_token(null, null)$$), '0', 'a missing token finds nothing');
select tests.clear_authentication();
select is((select company_name || '|' || (company_data ->> 'isEmployeeInvitation')
           from get_invitation_by_token('seed-pending-employee-invitation', 'company_invitation')),
  'Acme Corp|true', 'employee invitations carry the company name and the employee flag');
select tests.as_owner();
update invitations set expires_at = now() - interval '1 hour' where token = 'seed-pending-company-invitation';
select is(tests.attempt('anon', $$select * from get_invitation_by_token('seed-pending-company-invitation', 'company_invitation') where expires_at < now()$$), '1',
  'expired pending invitations are returned so the page can say they expired');

-- Accepting: misuse.
select is(tests.error_of('anon', $$select accept_invitation('seed-pending-admin-invitation')$$),
  'permission denied for function accept_invitation', 'anon cannot accept invitations');
select is(tests.error_of('candidate@example.com', $$select accept_invitation('no-such-token-anywhere')$$),
  'Invitation not found or has expired', 'unknown tokens are rejected');
select is(tests.error_of('candidate@example.com', $$select accept_invitation('seed-pending-admin-invitation')$$),
  'This invitation was sent to a different email address', 'an invitation for another e-mail is rejected');
select tests.create_user('Hello@Initech.Example.com', '{"role": "candidate"}');
select is(tests.error_of('hello@initech.example.com', $$select accept_invitation('seed-pending-company-invitation')$$),
  'This invitation has expired', 'an expired invitation is rejected');
select is(tests.error_of('hello@initech.example.com', $$select accept_invitation('seed-admin-invitation-0001')$$),
  'This invitation has already been used', 'a used invitation is rejected');
select tests.create_user('new.recruiter@example.com', '{"role": "candidate"}');
select is(tests.error_of('new.recruiter@example.com', $$select accept_invitation('seed-pending-employee-invitation', 'admin_invitation')$$),
  'Invitation not found or has expired', 'an invitation of the wrong type is rejected');
select tests.create_user('new.admin@example.com', '{"role": "candidate"}');
select is(tests.error_of('new.admin@example.com', $$select accept_invitation('seed-pending-admin-invitation', 'employee_invitation')$$),
  'This is not a valid employee invitation', 'a non-employee invitation on the employee page is rejected');

-- Accepting: employee invitation (case-insensitive e-mail match).
select tests.authenticate_as('new.recruiter@example.com');
select is((select accept_invitation('seed-pending-employee-invitation', 'employee_invitation') ->> 'role'), 'recruiter',
  'accepting an employee invitation returns the granted staff role');
select tests.as_owner();
select is((select company_id::text || '|' || role from company_users where user_id = tests.user_id('new.recruiter@example.com')),
  'c0000000-0000-4000-8000-000000000001|recruiter', 'the employee joins the company');
select is((select role from profiles where id = tests.user_id('new.recruiter@example.com')), 'company', 'the employee gets the company account role');
select is((select status from invitations where token = 'seed-pending-employee-invitation'), 'accepted', 'the invitation is marked accepted');
select is(tests.error_of('new.recruiter@example.com', $$select accept_invitation('seed-pending-employee-invitation')$$),
  'This invitation has already been used', 'an accepted invitation cannot be used twice');
insert into invitations (type, email, token, company_id, role, company_data)
values ('company_invitation', 'owner@example.com', 'second-company-employee-invite', 'c0000000-0000-4000-8000-000000000003', 'manager',
        '{"isEmployeeInvitation": true, "role": "manager"}');
select is(tests.error_of('owner@example.com', $$select accept_invitation('second-company-employee-invite')$$),
  'You already belong to a company', 'a member of another company cannot join a second one');

-- Accepting: admin invitation.
select tests.authenticate_as('new.admin@example.com');
select is((select accept_invitation('seed-pending-admin-invitation') ->> 'role'), 'admin', 'accepting an admin invitation grants admin');
select tests.as_owner();
select is((select role from profiles where id = tests.user_id('new.admin@example.com')), 'admin', 'the profile role is admin');

-- Accepting: candidate invitation by an existing candidate.
update invitations set email = 'candidate@example.com' where token = 'seed-pending-candidate-invitation';
select tests.authenticate_as('candidate@example.com');
select is((select accept_invitation('seed-pending-candidate-invitation') ->> 'company_id'), 'c0000000-0000-4000-8000-000000000001',
  'accepting a candidate invitation names the managing company');
select tests.as_owner();
select is((select managing_company_id::text || '|' || is_managed_by_company || '|' || first_name from candidates
           where user_id = 'a0000000-0000-4000-8000-000000000007'),
  'c0000000-0000-4000-8000-000000000001|true|Jordan', 'the candidate becomes managed and keeps their own profile');

-- Accepting: company registration invitation by an existing account.
update invitations set expires_at = now() + interval '1 day' where token = 'seed-pending-company-invitation';
select tests.authenticate_as('hello@initech.example.com');
select is((select accept_invitation('seed-pending-company-invitation') ->> 'role'), 'company', 'accepting a company invitation grants the company role');
select tests.as_owner();
select is((select c.name || '|' || c.is_approved || '|' || cu.role from companies c join company_users cu on cu.company_id = c.id
           where cu.user_id = tests.user_id('hello@initech.example.com')),
  'Initech|false|company_admin', 'the invited company is created unapproved with the invitee as company_admin');
select is((select role from profiles where id = tests.user_id('hello@initech.example.com')), 'company', 'the account becomes a company account');

select * from finish();
rollback;
