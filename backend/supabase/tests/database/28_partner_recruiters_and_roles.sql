-- Partner recruiters read only the jobs and candidates assigned to them; company admins change a
-- colleague's role between recruiter, manager and partner recruiter, and nobody else does.
begin;
select plan(22);

select tests.create_matrix_actors();

-- A partner recruiter's view (seed: Pat Partner has the QA and DevOps jobs and Jordan Lee) ---------
select is(tests.attempt('partner.recruiter@example.com',
  $$select 1 from jobs where id in ('f0000000-0000-4000-8000-000000000005', 'f0000000-0000-4000-8000-000000000006')$$),
  '2', 'a partner recruiter reads the jobs assigned to them');
select is(tests.attempt('partner.recruiter@example.com', $$select 1 from jobs where id = 'f0000000-0000-4000-8000-000000000002'$$),
  '0', 'but not a job assigned to someone else');
select is(tests.attempt('partner.recruiter@example.com', $$select 1 from jobs where id = 'f0000000-0000-4000-8000-000000000003'$$),
  '0', 'nor an unassigned job of the company');
select is(tests.attempt('partner.recruiter@example.com', $$select 1 from candidates where id = 'd0000000-0000-4000-8000-000000000004'$$),
  '1', 'a partner recruiter reads the candidate assigned to them');
select is(tests.attempt('partner.recruiter@example.com', $$select 1 from candidates where id = 'd0000000-0000-4000-8000-000000000002'$$),
  '0', 'but not a managed candidate assigned to someone else');
select is(tests.attempt('partner.recruiter@example.com', $$select 1 from candidate_assignments where assigned_to_user_id = auth.uid()$$),
  '1', 'they read their own candidate assignment');
select is(tests.attempt('partner.recruiter@example.com', $$select 1 from candidate_assignments where assigned_to_user_id <> auth.uid()$$),
  '0', 'and no one else''s');
select is(tests.attempt('partner.recruiter@example.com', $$select 1 from job_assignments where assigned_to_user_id = auth.uid()$$),
  '2', 'they read the assignments of their jobs');
select is(tests.attempt('partner.recruiter@example.com', $$update jobs set title = 'Taken over' where id = 'f0000000-0000-4000-8000-000000000006'$$),
  '0', 'they change none of the jobs');
select is(tests.attempt('partner.recruiter@example.com', $$select 1 from company_users where company_id = 'c0000000-0000-4000-8000-000000000001'$$),
  (select count(*)::text from company_users where company_id = 'c0000000-0000-4000-8000-000000000001'),
  'they see who their colleagues are, to know who assigned what');

-- Role changes -----------------------------------------------------------------------------------
-- (a0..04 is the recruiter, a0..05 the partner recruiter.)
select is(tests.attempt(email, format('update company_users set role = %L where user_id = %s', role, target)),
          expected, description)
from (values
  (1, 'owner@example.com', 'partner_recruiter', $$'a0000000-0000-4000-8000-000000000004'$$, '1', 'a company admin makes a recruiter a partner recruiter'),
  (2, 'owner@example.com', 'recruiter', $$'a0000000-0000-4000-8000-000000000005'$$, '1', 'and a partner recruiter a recruiter'),
  (3, 'subadmin@example.com', 'manager', $$'a0000000-0000-4000-8000-000000000005'$$, '1', 'a subscription admin makes a partner recruiter a manager'),
  (4, 'manager@example.com', 'partner_recruiter', $$'a0000000-0000-4000-8000-000000000004'$$, '42501', 'a manager cannot change a role'),
  (5, 'recruiter@example.com', 'manager', $$'a0000000-0000-4000-8000-000000000005'$$, '0', 'nor can a recruiter'),
  (6, 'globex.admin@example.com', 'manager', $$'a0000000-0000-4000-8000-000000000004'$$, '0', 'nor the admin of another company'),
  (7, 'owner@example.com', 'recruiter', $$tests.user_id('subadmin@example.com')$$, '42501', 'an administrator is not demoted by a colleague'),
  (8, 'owner@example.com', 'manager', 'auth.uid()', '42501', 'the last company admin stays an admin'),
  (9, 'owner@example.com', 'owner', $$'a0000000-0000-4000-8000-000000000004'$$, '42501', 'an unknown role is refused')
) t (n, email, role, target, expected, description)
order by n;
select is(tests.error_of('owner@example.com', $$update company_users set role = 'company_admin' where user_id = 'a0000000-0000-4000-8000-000000000004'$$),
  'Only recruiter, manager and partner recruiter roles can be changed', 'nobody is made an administrator through a role change');

-- Recruiters of a manager who is one no longer report to nobody.
select tests.authenticate_as('owner@example.com');
update company_users set role = 'recruiter' where user_id = 'a0000000-0000-4000-8000-000000000003';
select tests.as_owner();
select is((select role from company_users where user_id = 'a0000000-0000-4000-8000-000000000003'), 'recruiter',
  'a company admin makes a manager a recruiter');
select is((select manager_id from company_users where user_id = 'a0000000-0000-4000-8000-000000000004'), null,
  'whoever reported to them has no manager now');

select * from finish();
rollback;
