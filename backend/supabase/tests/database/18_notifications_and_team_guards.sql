-- Notifications come only from the server; management notices need an open invitation; team,
-- invitation, membership and company-file rules hold on the server.
begin;
select plan(38);
select tests.create_matrix_actors();

-- Notifications ----------------------------------------------------------------------------------
select is(tests.attempt('owner@example.com', $$insert into notifications (user_id, type, title, data)
  values ('a0000000-0000-4000-8000-000000000007', 'company_invitation', 'Company: Google', '{"company_id": "c0000000-0000-4000-8000-000000000001", "company_name": "Google"}')$$),
  '42501', 'company staff cannot create a notification for a candidate');
select is(tests.attempt('recruiter@example.com', $$insert into notifications (user_id, type, title) values ('a0000000-0000-4000-8000-000000000007', 'system', 'x')$$),
  '42501', 'a recruiter cannot create a notification');
select is(tests.attempt('candidate@example.com', $$insert into notifications (user_id, type, title) values (auth.uid(), 'system', 'Self')$$),
  '42501', 'a user cannot create a notification for themselves');
select is(tests.attempt('admin@example.com', $$insert into notifications (user_id, type, title) values ('a0000000-0000-4000-8000-000000000007', 'system', 'x')$$),
  '42501', 'platform admins do not create notifications through the API either');
select is(tests.attempt('candidate@example.com', $$update notifications set is_read = true where user_id = auth.uid()$$),
  '1', 'the recipient marks their notification read');
select is(tests.attempt('candidate@example.com', $$update notifications set data = '{"company_id": "c0000000-0000-4000-8000-000000000003"}' where user_id = auth.uid()$$),
  '42501', 'the recipient cannot rewrite what a notification says');
select is(tests.attempt('candidate@example.com', $$update notifications set title = 'Company: Google' where user_id = auth.uid()$$),
  '42501', 'the recipient cannot retitle a notification');
select is(tests.attempt('owner@example.com', $$update notifications set is_read = true$$),
  '0', 'nobody marks another user''s notification');
select is(tests.attempt('admin@example.com', $$delete from notifications where user_id = 'a0000000-0000-4000-8000-000000000007'$$),
  '0', 'platform admins do not delete other users'' notifications');
select is(tests.attempt('candidate@example.com', $$delete from notifications where user_id = auth.uid()$$),
  '1', 'the recipient deletes their notification');

-- A company's candidate invitation to someone with an account becomes their notice, with the
-- company's own name.
select tests.create_user('invited.candidate@example.com', '{"role": "candidate"}');
select tests.authenticate_as('owner@example.com');
insert into invitations (type, email, company_id, role, management_terms)
  values ('candidate', 'Invited.Candidate@example.com', 'c0000000-0000-4000-8000-000000000001', 'candidate', 'Acme terms');
select tests.as_owner();
select results_eq($$select title, data ->> 'company_name', data ->> 'management_terms' from notifications
  where user_id = tests.user_id('invited.candidate@example.com')$$,
  $$values ('Acme Corp wants to manage your profile', 'Acme Corp', 'Acme terms')$$,
  'the invitation creates one notice naming the inviting company');

-- Accepting a management notice ------------------------------------------------------------------
create function pg_temp.accept(p_email text, p_company uuid) returns text language sql as $$
  select tests.attempt(p_email, format($q$update candidates set managing_company_id = %L, is_managed_by_company = true
    where user_id = auth.uid()$q$, p_company))
$$;

select is(pg_temp.accept('invited.candidate@example.com', 'c0000000-0000-4000-8000-000000000003'), '42501',
  'a candidate cannot join a company that sent no invitation');
update invitations set expires_at = now() - interval '1 minute' where lower(email) = 'invited.candidate@example.com';
select is(pg_temp.accept('invited.candidate@example.com', 'c0000000-0000-4000-8000-000000000001'), '42501',
  'an expired invitation cannot be accepted');
update invitations set expires_at = now() + interval '1 day', status = 'revoked' where lower(email) = 'invited.candidate@example.com';
select is(pg_temp.accept('invited.candidate@example.com', 'c0000000-0000-4000-8000-000000000001'), '42501',
  'a revoked invitation cannot be accepted');
update invitations set status = 'pending' where lower(email) = 'invited.candidate@example.com';
-- A forged notice (written here as the database owner) is not an invitation.
insert into notifications (user_id, type, title, data) values (tests.user_id('invited.candidate@example.com'),
  'company_invitation', 'Company: Google', '{"company_id": "c0000000-0000-4000-8000-000000000003", "company_name": "Google"}');
select is(pg_temp.accept('invited.candidate@example.com', 'c0000000-0000-4000-8000-000000000003'), '42501',
  'a notice without an invitation from that company gives that company nothing');

select tests.authenticate_as('invited.candidate@example.com');
update candidates set managing_company_id = 'c0000000-0000-4000-8000-000000000001', is_managed_by_company = true
  where user_id = auth.uid();
select tests.as_owner();
select results_eq($$select managing_company_id, is_managed_by_company from candidates where user_id = tests.user_id('invited.candidate@example.com')$$,
  $$values ('c0000000-0000-4000-8000-000000000001'::uuid, true)$$, 'a pending, unexpired invitation lets the candidate accept');
select results_eq($$select status, accepted_by from invitations where lower(email) = 'invited.candidate@example.com'$$,
  $$values ('accepted', tests.user_id('invited.candidate@example.com'))$$, 'accepting uses the invitation up');

-- Team rules -------------------------------------------------------------------------------------
select is(tests.attempt('recruiter@example.com', $$update company_users set manager_id = null where user_id = auth.uid()$$),
  '42501', 'a recruiter cannot clear their own manager');
select is(tests.attempt('recruiter@example.com', $$update company_users set phone = '+1 555 0100' where user_id = auth.uid()$$),
  '1', 'a recruiter still edits their own contact fields');
select is(tests.attempt('manager@example.com', $$update company_users set manager_id = null where user_id = 'a0000000-0000-4000-8000-000000000004'$$),
  '1', 'a manager changes the manager of a recruiter');

-- A second manager for Acme.
select tests.create_user('second.manager@example.com', '{"role": "company"}');
delete from companies where id = (select company_id from company_users where user_id = tests.user_id('second.manager@example.com'));
insert into company_users (user_id, company_id, role) values (tests.user_id('second.manager@example.com'), 'c0000000-0000-4000-8000-000000000001', 'manager');

select is(tests.attempt('manager@example.com', $$delete from company_users where user_id = tests.user_id('second.manager@example.com')$$),
  '42501', 'a manager cannot remove another manager');
select is(tests.attempt('manager@example.com', $$delete from company_users where user_id = auth.uid()$$),
  '0', 'a manager cannot remove themselves');
select is(tests.attempt('owner@example.com', $$delete from company_users where user_id = auth.uid()$$),
  '0', 'a company admin cannot remove themselves');
select is(tests.attempt('manager@example.com', $$delete from company_users where user_id = 'a0000000-0000-4000-8000-000000000005'$$),
  '1', 'a manager removes a partner recruiter');
select is(tests.attempt('subadmin@example.com', $$delete from company_users where user_id = tests.user_id('second.manager@example.com')$$),
  '1', 'a subscription admin removes a manager');
select is(tests.attempt('owner@example.com', $$delete from company_users where user_id = tests.user_id('second.manager@example.com')$$),
  '1', 'a company admin removes a manager');
select is(tests.attempt('admin@example.com', $$delete from company_users where user_id = 'a0000000-0000-4000-8000-000000000002'$$),
  '42501', 'not even a platform admin removes the last company admin');
select is(tests.attempt('admin@example.com', $$update company_users set role = 'manager' where user_id = 'a0000000-0000-4000-8000-000000000002'$$),
  '42501', 'nor demotes the last company admin');

-- Invitations ------------------------------------------------------------------------------------
update invitations set status = 'accepted', accepted_at = now() where id = 'e0000000-0000-4000-8000-000000000013';
select is(tests.attempt('owner@example.com', $$update invitations set status = 'pending' where id = 'e0000000-0000-4000-8000-000000000013'$$),
  '42501', 'a company admin cannot reopen an accepted invitation');
select is(tests.attempt('owner@example.com', $$update invitations set expires_at = now() + interval '1 day' where id = 'e0000000-0000-4000-8000-000000000013'$$),
  '42501', 'an accepted invitation does not change at all');
select is(tests.attempt('owner@example.com', $$update invitations set status = 'revoked' where id = 'e0000000-0000-4000-8000-000000000015'$$),
  '1', 'a company admin revokes a pending invitation');
update invitations set status = 'revoked' where id = 'e0000000-0000-4000-8000-000000000015';
select is(tests.attempt('owner@example.com', $$update invitations set status = 'pending' where id = 'e0000000-0000-4000-8000-000000000015'$$),
  '42501', 'a revoked invitation is not reopened');

-- One kind of membership -------------------------------------------------------------------------
select is(tests.attempt('vendor.recruiter@example.com', $$insert into companies (name, user_id) values ('Side Co', auth.uid())$$),
  '42501', 'a vendor recruiter cannot create a company and become its admin');
select throws_ok($$insert into company_users (user_id, company_id, role) values ('a0000000-0000-4000-8000-000000000009', 'c0000000-0000-4000-8000-000000000002', 'recruiter')$$,
  '42501', 'This account already belongs to a talent vendor', 'not even the service role makes a vendor user company staff');
select throws_ok($$insert into talent_vendor_users (user_id, vendor_id, role) values ('a0000000-0000-4000-8000-000000000004', 'b0000000-0000-4000-8000-000000000001', 'recruiter')$$,
  '42501', 'This account already belongs to a company', 'nor company staff a vendor user');

-- Company files ----------------------------------------------------------------------------------
select is(tests.attempt('candidate@example.com', $$insert into storage.objects (bucket_id, name) values ('company-logos', auth.uid() || '/logo.png')$$),
  '42501', 'a candidate cannot upload into company-logos');
select is(tests.attempt('vendor@example.com', $$insert into storage.objects (bucket_id, name) values ('company-documents', auth.uid() || '/w9.pdf')$$),
  '42501', 'a vendor admin cannot upload into company-documents');
select is(tests.attempt('subadmin@example.com', $$insert into storage.objects (bucket_id, name) values ('company-logos', auth.uid() || '/logo.png')$$),
  '1', 'a subscription admin uploads a logo into their own folder');

select * from finish();
rollback;
