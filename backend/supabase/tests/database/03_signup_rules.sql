-- Sign-up provisioning: the profile role comes from metadata only for candidate and company;
-- admin and employee roles need a matching, pending, unexpired invitation for the same e-mail.
begin;
select plan(33);

-- Candidate sign-up.
select tests.create_user('new.candidate@example.com', '{"role": "candidate"}');
select is((select role from profiles where email = 'new.candidate@example.com'), 'candidate', 'candidate sign-up gets the candidate role');
select is((select first_name || '|' || last_name || '|' || email || '|' || cardinality(skills)
           from candidates where user_id = tests.user_id('new.candidate@example.com')),
          'new.candidate||new.candidate@example.com|0', 'candidate sign-up creates a minimal candidate record');

-- Missing or unknown role falls back to candidate.
select tests.create_user('no.role@example.com', '{}');
select is((select role from profiles where email = 'no.role@example.com'), 'candidate', 'no role in metadata gives candidate');
select tests.create_user('weird.role@example.com', '{"role": "superuser"}');
select is((select role from profiles where email = 'weird.role@example.com'), 'candidate', 'unknown role gives candidate');
select tests.create_user('upper.company@example.com', '{"role": "COMPANY"}');
select is((select role from profiles where email = 'upper.company@example.com'), 'company', 'role is compared lowercased');

-- Company sign-up.
select tests.create_user('founder@example.com', '{"role": "company"}');
select is((select role from profiles where email = 'founder@example.com'), 'company', 'company sign-up gets the company role');
select is((select c.name || '|' || c.industry || '|' || c.location || '|' || c.is_approved
           from companies c where c.user_id = tests.user_id('founder@example.com')),
          'New Company|Technology|United States|false', 'company sign-up creates New Company, unapproved');
select is((select cu.role || '|' || cu.first_name || '|' || cu.last_name from company_users cu
           where cu.user_id = tests.user_id('founder@example.com')),
          'company_admin||', 'the creator becomes company_admin with empty names');
select is((select s.tier from company_subscriptions s join company_users cu on cu.company_id = s.company_id
           where cu.user_id = tests.user_id('founder@example.com')),
          'none', 'a new company starts with tier none');
select ok(not exists (select 1 from candidates where user_id = tests.user_id('founder@example.com')),
          'company accounts get no candidate record');

-- Admin metadata never makes an admin by itself.
select tests.create_user('sneaky@example.com', '{"role": "admin"}');
select is((select role from profiles where email = 'sneaky@example.com'), 'candidate', 'role admin without invitation falls back to candidate');
select tests.create_user('sneaky2@example.com', '{"role": "admin", "invitation": "seed-pending-company-invitation"}');
select is((select role from profiles where email = 'sneaky2@example.com'), 'candidate', 'role admin with a non-admin invitation falls back to candidate');
select tests.create_user('sneaky3@example.com', '{"role": "admin", "invitation": "seed-pending-admin-invitation"}');
select is((select role from profiles where email = 'sneaky3@example.com'), 'candidate', 'role admin with another e-mail''s invitation falls back to candidate');
select is((select status from invitations where token = 'seed-pending-admin-invitation'), 'pending', 'a mismatched sign-up leaves the invitation pending');

-- Valid admin invitation (e-mail compared case-insensitively, token under either key).
select tests.create_user('New.Admin@Example.com', '{"role": "admin", "invitation_token": "seed-pending-admin-invitation"}');
select is((select role from profiles where lower(email) = 'new.admin@example.com'), 'admin', 'a valid admin invitation grants admin');
select is((select status || '|' || (accepted_by = tests.user_id('new.admin@example.com'))::text
           from invitations where token = 'seed-pending-admin-invitation'),
          'accepted|true', 'the admin invitation is marked accepted by the new user');

-- Reused and expired invitations.
select tests.create_user('second.admin@example.com', '{"role": "admin", "invitation": "seed-pending-admin-invitation"}');
select is((select role from profiles where email = 'second.admin@example.com'), 'candidate', 'an accepted invitation cannot be reused');
insert into invitations (type, email, token, expires_at, company_data)
values ('admin_invitation', 'late.admin@example.com', 'expired-admin-invitation-token', now() - interval '1 minute',
        '{"firstName": "Late", "lastName": "Admin"}');
select tests.create_user('late.admin@example.com', '{"role": "admin", "invitation": "expired-admin-invitation-token"}');
select is((select role from profiles where email = 'late.admin@example.com'), 'candidate', 'an expired admin invitation grants nothing');

-- Employee invitations.
select tests.create_user('new.recruiter@example.com', '{"role": "employee", "invitation": "seed-pending-employee-invitation"}');
select is((select role from profiles where email = 'new.recruiter@example.com'), 'company', 'an employee gets the company account role');
select is((select cu.role || '|' || cu.company_id || '|' || cu.first_name || ' ' || cu.last_name from company_users cu
           where cu.user_id = tests.user_id('new.recruiter@example.com')),
          'recruiter|c0000000-0000-4000-8000-000000000001|Nick Newhire', 'the employee joins the inviting company with the invited role');
select is((select status from invitations where token = 'seed-pending-employee-invitation'), 'accepted', 'the employee invitation is accepted');
select tests.create_user('fake.employee@example.com', '{"role": "employee"}');
select is((select role from profiles where email = 'fake.employee@example.com'), 'candidate', 'employee without invitation falls back to candidate');
select ok(not exists (select 1 from company_users where user_id = tests.user_id('fake.employee@example.com')),
          'employee without invitation joins no company');
insert into invitations (type, email, token, company_id, role, company_data)
values ('company_invitation', 'boss@example.com', 'employee-invitation-admin-role', 'c0000000-0000-4000-8000-000000000001',
        'company_admin', '{"isEmployeeInvitation": true, "role": "company_admin"}');
select tests.create_user('boss@example.com', '{"role": "employee", "invitation": "employee-invitation-admin-role"}');
select is((select role from company_users where user_id = tests.user_id('boss@example.com')), 'recruiter',
          'an employee invitation never grants an administrator staff role');
select tests.create_user('wrongtype@example.com', '{"role": "employee", "invitation": "seed-pending-company-invitation"}');
select is((select role from profiles where email = 'wrongtype@example.com'), 'candidate', 'a company-registration invitation is not an employee invitation');

-- Company sign-up with a company invitation.
select tests.create_user('hello@initech.example.com', '{"role": "company", "invitation": "seed-pending-company-invitation"}');
select is((select status from invitations where token = 'seed-pending-company-invitation'), 'accepted',
          'company sign-up with its invitation token marks it accepted');
select is((select count(*)::int from companies where user_id = tests.user_id('hello@initech.example.com')), 1,
          'the invited company account gets its company');

-- Candidate sign-up through a company's candidate invitation.
select tests.create_user('taylor.morgan@example.net', '{"role": "candidate", "invitation": "seed-pending-candidate-invitation"}');
select is((select first_name || ' ' || last_name || '|' || title || '|' || coalesce(managing_company_id::text, 'none') || '|' || is_managed_by_company
           from candidates where user_id = tests.user_id('taylor.morgan@example.net')),
          'Taylor Morgan|Data Engineer|none|false',
          'an invited candidate is created from the invitation data, not yet managed by the company');
select is((select skills from candidates where user_id = tests.user_id('taylor.morgan@example.net')), array['Python', 'Spark'],
          'invited skills are copied');

-- Updated_at is maintained by triggers.
update companies set updated_at = '2000-01-01', name = 'Acme Corp' where id = 'c0000000-0000-4000-8000-000000000001';
select ok((select updated_at > now() - interval '1 minute' from companies where id = 'c0000000-0000-4000-8000-000000000001'),
          'updated_at is set by the trigger, whatever the client sends');

-- Defaults: invitation token and expiry, vendor code.
insert into invitations (id, type, email, company_data)
values ('e0000000-0000-4000-8000-0000000000aa', 'admin_invitation', 'defaults@example.com', '{"firstName": "De", "lastName": "Fault"}');
select ok((select length(token) >= 32 and token ~ '^[A-Za-z0-9_-]+$' from invitations where id = 'e0000000-0000-4000-8000-0000000000aa'),
          'invitation tokens are long random URL-safe strings');
select ok((select expires_at between now() + interval '7 days' - interval '1 minute' and now() + interval '7 days'
           from invitations where id = 'e0000000-0000-4000-8000-0000000000aa'),
          'invitations expire after 7 days by default');
insert into vendors (id, vendor_name, vendor_id) values ('b0000000-0000-4000-8000-0000000000aa', 'Code Check', 'vendor-bad');
select matches((select vendor_id from vendors where id = 'b0000000-0000-4000-8000-0000000000aa'), '^VENDOR-[A-Z0-9]{8}$',
               'vendor ids are VENDOR- plus eight upper-case characters');

select * from finish();
rollback;
