-- Company feature gating, approval and subscription rules, and table-level invariants.
begin;
select plan(23);

-- Company features need an approved company with a tier other than none.
select is(tests.attempt('owner@example.com', $$insert into jobs (company_id, title) values ('c0000000-0000-4000-8000-000000000001', 'Gated')$$), '1',
  'an approved company with a tier posts jobs');
update company_subscriptions set tier = 'none' where company_id = 'c0000000-0000-4000-8000-000000000001';
select is(tests.attempt('owner@example.com', $$insert into jobs (company_id, title) values ('c0000000-0000-4000-8000-000000000001', 'Gated')$$), '42501',
  'tier none blocks job posting');
select is(tests.attempt('owner@example.com', $$insert into invitations (type, email, company_id) values ('candidate', 'c@example.net', 'c0000000-0000-4000-8000-000000000001')$$), '42501',
  'tier none blocks candidate invitations');
select is(tests.attempt('owner@example.com', $$insert into vendors (vendor_name) values ('Gated Vendor')$$), '42501',
  'tier none blocks vendor registration');
select is(tests.attempt('manager@example.com', $$insert into job_assignments (job_id, assigned_to_user_id) values ('f0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000004')$$), '42501',
  'tier none blocks assignments');
update company_subscriptions set tier = 'free_trial', expires_at = now() - interval '1 day' where company_id = 'c0000000-0000-4000-8000-000000000001';
select is(tests.attempt('owner@example.com', $$insert into jobs (company_id, title) values ('c0000000-0000-4000-8000-000000000001', 'Gated')$$), '42501',
  'an expired subscription blocks company features');
update company_subscriptions set expires_at = null where company_id = 'c0000000-0000-4000-8000-000000000001';
select is(tests.attempt('owner@example.com', $$insert into jobs (company_id, title) values ('c0000000-0000-4000-8000-000000000001', 'Gated')$$), '1',
  'free_trial is enough for company features');
update companies set is_approved = false where id = 'c0000000-0000-4000-8000-000000000001';
select is(tests.attempt('owner@example.com', $$insert into jobs (company_id, title) values ('c0000000-0000-4000-8000-000000000001', 'Gated')$$), '42501',
  'an unapproved company cannot post jobs');
select is(tests.attempt('candidate@example.com', $$select * from jobs where company_id = 'c0000000-0000-4000-8000-000000000001'$$), '2',
  'candidates see no open jobs of unapproved companies, only the two they applied to');
select is(tests.attempt('owner@example.com', $$select * from jobs where company_id = 'c0000000-0000-4000-8000-000000000001'$$), '6',
  'the company still sees its own jobs while pending');
update companies set is_approved = true where id = 'c0000000-0000-4000-8000-000000000001';

-- Approval and tier changes by a platform admin.
select tests.authenticate_as('admin@example.com');
update companies set is_approved = true where id = 'c0000000-0000-4000-8000-000000000002';
update company_subscriptions set tier = 'basic', status = 'active' where company_id = 'c0000000-0000-4000-8000-000000000002';
select tests.as_owner();
select ok((select is_approved and approved_at is not null from companies where id = 'c0000000-0000-4000-8000-000000000002'),
  'approval records when the company was approved');
select is(tests.attempt('pending.owner@example.com', $$insert into jobs (company_id, title) values ('c0000000-0000-4000-8000-000000000002', 'Nurse')$$), '1',
  'after approval and a tier the company may post jobs');
select tests.authenticate_as('admin@example.com');
update companies set is_approved = false where id = 'c0000000-0000-4000-8000-000000000002';
select tests.as_owner();
select ok((select not is_approved and approved_at is null from companies where id = 'c0000000-0000-4000-8000-000000000002'),
  'rejecting sets the company back to pending');
select is(tests.error_of('owner@example.com', $$update companies set is_approved = false where id = 'c0000000-0000-4000-8000-000000000001'$$),
  'Only platform administrators can approve or reject companies', 'staff cannot change their own company''s approval');
select is(tests.error_of('admin@example.com', $$update company_subscriptions set tier = 'gold'$$),
  'new row for relation "company_subscriptions" violates check constraint "company_subscriptions_tier_check"', 'tiers are limited to the five known values');

-- Company registered through the API belongs to its creator and starts pending.
select tests.create_user('solo@example.com', '{"role": "company"}');
delete from companies where user_id = tests.user_id('solo@example.com');
select tests.authenticate_as('solo@example.com');
insert into companies (name, is_approved) values ('Solo LLC', true);
select tests.as_owner();
select is((select c.is_approved::text || '|' || cu.role || '|' || s.tier from companies c
           join company_users cu on cu.company_id = c.id join company_subscriptions s on s.company_id = c.id
           where c.name = 'Solo LLC'),
  'false|company_admin|none', 'a company registered by its account starts pending, without tier, with its creator as company_admin');

-- Invariants.
select throws_ok($$insert into company_users (user_id, company_id, role) values ('a0000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000003', 'manager')$$,
  '23505', null, 'a user holds one membership');
select throws_ok($$insert into company_users (user_id, company_id, role) values ('a0000000-0000-4000-8000-000000000007', 'c0000000-0000-4000-8000-000000000001', 'owner')$$,
  '23514', null, 'staff roles are limited to the five known roles');
select throws_ok($$insert into jobs (company_id, title, job_type) values ('c0000000-0000-4000-8000-000000000001', 'Bad', 'FREELANCE')$$,
  '23514', null, 'job types are limited to the known values');
select throws_ok($$insert into applications (job_id, candidate_id, status) values ('f0000000-0000-4000-8000-000000000006', 'd0000000-0000-4000-8000-000000000002', 'ghosted')$$,
  '23514', null, 'application statuses are limited to the known values');
insert into talent_vendors (id, company_id, first_name, last_name, email, status)
values ('b2000000-0000-4000-8000-0000000000aa', 'c0000000-0000-4000-8000-000000000001', 'Ivy', 'Invite', 'ivy@example.net', 'active');
select is((select status from talent_vendors where id = 'b2000000-0000-4000-8000-0000000000aa'), 'invited', 'talent vendors are created with status invited');

-- Applicants keep their job history after a job closes.
update jobs set status = 'closed' where id = 'f0000000-0000-4000-8000-000000000001';
select is(tests.attempt('candidate@example.com', $$select * from jobs where id = 'f0000000-0000-4000-8000-000000000001'$$), '1',
  'a candidate still sees a closed job they applied to');
select is(tests.attempt('candidate@example.com', $$select * from jobs where id = 'f0000000-0000-4000-8000-000000000005'$$), '0',
  'a candidate does not see closed jobs they did not apply to');

select * from finish();
rollback;
