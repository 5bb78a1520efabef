-- Senders see the invitations they may manage and revoke them; a revoked link stops working at once.
begin;
select plan(16);
select tests.create_matrix_actors();

-- Who sees which invitations -----------------------------------------------------------------------
select is(tests.attempt('admin@example.com', $$select 1 from invitations where token in
  ('seed-pending-admin-invitation', 'seed-pending-company-invitation')$$), '2',
  'a platform admin sees the admin and company invitations');
select is(tests.attempt('owner@example.com', $$select 1 from invitations where token in
  ('seed-pending-employee-invitation', 'seed-pending-candidate-invitation')$$), '2',
  'a company admin sees the employee and candidate invitations of their company');
select is(tests.attempt('owner@example.com', $$select 1 from invitations where type = 'admin_invitation'
  or (type = 'company_invitation' and company_id is null)$$), '0',
  'a company admin sees no admin or company-registration invitations');
select is(tests.attempt('recruiter@example.com', $$select 1 from invitations where token = 'seed-pending-candidate-invitation'$$), '1',
  'a recruiter sees the candidate invitation they sent');
select is(tests.attempt('recruiter@example.com', $$select 1 from invitations where token = 'seed-pending-employee-invitation'$$), '0',
  'a recruiter does not see employee invitations others sent');
select is(tests.attempt('globex.admin@example.com', $$select 1 from invitations where company_id = 'c0000000-0000-4000-8000-000000000001'$$), '0',
  'another company sees none of Acme''s invitations');
select is(tests.attempt('candidate@example.com', $$select 1 from invitations$$), '0',
  'a candidate lists no invitations');

-- Who revokes which -------------------------------------------------------------------------------
select is(tests.attempt('owner@example.com', $$update invitations set status = 'revoked'
  where token = 'seed-pending-admin-invitation'$$), '0', 'a company admin cannot revoke an admin invitation');
select is(tests.attempt('recruiter@example.com', $$update invitations set status = 'revoked'
  where token = 'seed-pending-candidate-invitation'$$), '0', 'a recruiter cannot revoke even their own invitation');
select is(tests.attempt('globex.admin@example.com', $$update invitations set status = 'revoked'
  where token = 'seed-pending-employee-invitation'$$), '0', 'another company cannot revoke Acme''s invitation');
select is(tests.attempt('manager@example.com', $$update invitations set status = 'revoked'
  where token = 'seed-pending-candidate-invitation'$$), '1', 'a manager revokes a candidate invitation of their company');

select tests.authenticate_as('admin@example.com');
update invitations set status = 'revoked' where token = 'seed-pending-admin-invitation' and status = 'pending';
select tests.authenticate_as('owner@example.com');
update invitations set status = 'revoked' where token = 'seed-pending-employee-invitation' and status = 'pending';
select tests.clear_authentication();
select is((select count(*)::int from get_invitation_by_token('seed-pending-admin-invitation', 'admin_invitation')), 0,
  'a revoked admin invitation''s link is refused at once');
select is((select count(*)::int from get_invitation_by_token('seed-pending-employee-invitation', 'company_invitation')), 0,
  'a revoked employee invitation''s link is refused at once');
select tests.as_owner();

select is(tests.attempt('owner@example.com', $$update invitations set status = 'pending'
  where token = 'seed-pending-employee-invitation'$$), '42501', 'staff never reopen a revoked invitation');
select is(tests.attempt('owner@example.com', $$update invitations set token = 'a-token-chosen-by-the-caller'
  where token = 'seed-pending-candidate-invitation'$$), '42501', 'staff never choose a new token themselves');
select tests.create_user('new.admin@example.com', '{"role": "admin", "invitation": "seed-pending-admin-invitation"}');
select is((select role from profiles where id = tests.user_id('new.admin@example.com')), 'candidate',
  'signing up with a revoked admin invitation grants nothing');

select * from finish();
rollback;
