-- The assignment policies check the row they are given: each role still reads and writes the
-- job, candidate and vendor assignments it did before, and nothing more. Seed: the recruiter
-- works job 1 (assigned) and job 3 (created); job 2 is the manager's; candidate 2 is assigned to
-- the recruiter, candidate 4 to the partner recruiter; candidate 3 (Acme's) has no assignee.
-- Staffing Partners, whose admin is vendor@example.com, has job 1 at tier 1.
begin;
select plan(18);

select tests.create_matrix_actors();

-- job_assignments
select tests.authenticate_as('recruiter@example.com');
select is((select string_agg(id::text, ',' order by id) from public.job_assignments),
  'f2000000-0000-4000-8000-000000000001', 'a recruiter reads the assignment of the job assigned to them only');
select tests.as_owner();
select is(tests.attempt('globex.admin@example.com',
    $$select id from public.job_assignments$$),
  '0', 'another company''s admin reads none of Acme''s job assignments');
select is(tests.attempt('owner@example.com',
    $$insert into public.job_assignments (job_id, assigned_to_user_id)
      values ('f0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000004')$$),
  '1', 'the owner assigns an unassigned job of the company');
select is(tests.attempt('globex.admin@example.com',
    $$insert into public.job_assignments (job_id, assigned_to_user_id)
      values ('f0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000004')$$),
  '42501', 'another company''s admin cannot assign Acme''s job');
select is(tests.attempt('manager@example.com',
    $$update public.job_assignments set assigned_to_user_id = 'a0000000-0000-4000-8000-000000000004'
      where job_id = 'f0000000-0000-4000-8000-000000000002'$$),
  '1', 'the manager reassigns a job they created');
select is(tests.attempt('recruiter@example.com',
    $$delete from public.job_assignments where job_id = 'f0000000-0000-4000-8000-000000000001'$$),
  '0', 'a recruiter cannot remove the assignment of a job they see');

-- candidate_assignments
select tests.authenticate_as('partner.recruiter@example.com');
select is((select string_agg(id::text, ',' order by id) from public.candidate_assignments),
  'd1000000-0000-4000-8000-000000000002', 'a partner recruiter reads the candidate assignment given to them');
select tests.as_owner();
select is(tests.attempt('globex.admin@example.com',
    $$select id from public.candidate_assignments$$),
  '0', 'another company''s admin reads none of Acme''s candidate assignments');
select is(tests.attempt('manager@example.com',
    $$insert into public.candidate_assignments (candidate_id, assigned_to_user_id)
      values ('d0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000004')$$),
  '1', 'a manager assigns a candidate the company manages');
select is(tests.attempt('globex.admin@example.com',
    $$insert into public.candidate_assignments (candidate_id, assigned_to_user_id)
      values ('d0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000004')$$),
  '42501', 'another company''s admin cannot assign Acme''s candidate');
select is(tests.attempt('recruiter@example.com',
    $$update public.candidate_assignments set assigned_to_user_id = 'a0000000-0000-4000-8000-000000000003'
      where id = 'd1000000-0000-4000-8000-000000000001'$$),
  '0', 'a recruiter cannot hand on the candidate assigned to them');
select is(tests.attempt('owner@example.com',
    $$delete from public.candidate_assignments where id = 'd1000000-0000-4000-8000-000000000002'$$),
  '1', 'the owner removes a candidate''s assignment');

-- vendor_job_assignments
select tests.authenticate_as('recruiter@example.com');
select is((select string_agg(id::text, ',' order by id) from public.vendor_job_assignments),
  'f3000000-0000-4000-8000-000000000001', 'a recruiter reads the vendor assignment of the job assigned to them');
select tests.as_owner();
select is(tests.attempt('owner@example.com',
    $$insert into public.vendor_job_assignments (job_id, vendor_id)
      values ('f0000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000001')$$),
  '1', 'the owner gives a job to the company''s vendor');
select is(tests.attempt('globex.admin@example.com',
    $$insert into public.vendor_job_assignments (job_id, vendor_id)
      values ('f0000000-0000-4000-8000-000000000003', 'b0000000-0000-4000-8000-000000000001')$$),
  '42501', 'another company''s admin cannot give Acme''s job to a vendor');
select is(tests.attempt('globex.admin@example.com',
    $$update public.vendor_job_assignments set tier = 2$$),
  '0', 'nor change the tier of Acme''s vendor assignment');
select is(tests.error_of('vendor@example.com',
    $$update public.vendor_job_assignments set tier = 2 where id = 'f3000000-0000-4000-8000-000000000001'$$),
  'Only the company can change a vendor''s release tier', 'the vendor''s admin cannot change its own release tier');
select is(tests.attempt('owner@example.com',
    $$update public.vendor_job_assignments set tier = 2 where id = 'f3000000-0000-4000-8000-000000000001'$$),
  '1', 'the owner changes it');

select * from finish();
rollback;
