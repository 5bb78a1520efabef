-- Job visibility follows the team hierarchy, and applications follow job visibility.
begin;
select plan(18);

create function pg_temp.job_titles(p_email text) returns text language plpgsql as $$
declare
  result text;
begin
  perform tests.authenticate_as(p_email);
  select string_agg(title, ', ' order by title) into result
  from public.jobs where company_id = 'c0000000-0000-4000-8000-000000000001';
  perform tests.as_owner();
  return result;
end;
$$;

select is(pg_temp.job_titles('owner@example.com'),
  'Backend Engineer (Node.js), Data Analyst Intern, DevOps Engineer, Product Designer, QA Engineer, Senior Frontend Engineer',
  'the company admin sees every job');
select is(pg_temp.job_titles('manager@example.com'),
  'Backend Engineer (Node.js), Data Analyst Intern, DevOps Engineer, Product Designer, Senior Frontend Engineer',
  'the manager sees jobs they created, assigned to them or their recruiters, and unassigned jobs');
select is(pg_temp.job_titles('recruiter@example.com'), 'Product Designer, Senior Frontend Engineer',
  'the recruiter sees jobs they created or that are assigned to them');
select is(pg_temp.job_titles('partner.recruiter@example.com'), 'DevOps Engineer, QA Engineer',
  'the partner recruiter sees only jobs assigned to them');
select is(pg_temp.job_titles('vendor@example.com'), 'Senior Frontend Engineer', 'the vendor admin sees jobs assigned to the vendor');
select is(pg_temp.job_titles('vendor.recruiter@example.com'), 'Senior Frontend Engineer', 'the vendor recruiter sees jobs assigned to them');
select is(pg_temp.job_titles('pending.owner@example.com'), null, 'staff of another company see none of the jobs');

-- The manager loses a recruiter's job when the recruiter stops reporting to them.
update company_users set manager_id = null where user_id = 'a0000000-0000-4000-8000-000000000004';
select ok(pg_temp.job_titles('manager@example.com') not like '%Senior Frontend Engineer%',
  'a manager no longer sees jobs of a recruiter who does not report to them');
update company_users set manager_id = 'a0000000-0000-4000-8000-000000000003' where user_id = 'a0000000-0000-4000-8000-000000000004';

-- Assigning a job moves it into the assignee's view.
update job_assignments set assigned_to_user_id = 'a0000000-0000-4000-8000-000000000005' where job_id = 'f0000000-0000-4000-8000-000000000001';
select ok(pg_temp.job_titles('partner.recruiter@example.com') like '%Senior Frontend Engineer%',
  'a job assigned to the partner recruiter becomes visible to them');
select ok(pg_temp.job_titles('recruiter@example.com') = 'Product Designer',
  'the previous assignee loses the job');

-- Vendor recruiters only see jobs assigned to them.
update vendor_job_assignments set assigned_to_recruiter_id = null;
select is(pg_temp.job_titles('vendor.recruiter@example.com'), null, 'an unassigned vendor job is hidden from vendor recruiters');
select is(pg_temp.job_titles('vendor@example.com'), 'Senior Frontend Engineer', 'the vendor admin still sees it');

-- Partner companies see shared non-draft jobs only while sharing is on.
select tests.create_matrix_actors();
select is(pg_temp.job_titles('globex.admin@example.com'),
  'Backend Engineer (Node.js), DevOps Engineer, Product Designer, QA Engineer, Senior Frontend Engineer',
  'a partner company sees the shared non-draft jobs');
update company_relationships set can_share_jobs = false;
select is(pg_temp.job_titles('globex.admin@example.com'), null, 'turning sharing off hides the jobs');
update company_relationships set can_share_candidates = true;
select is(tests.attempt('globex.admin@example.com', $$select * from candidates$$), '3',
  'sharing candidates lets the partner read the candidates the company manages');
select is(tests.attempt('globex.admin@example.com', $$update candidates set title = 'x'$$), '0',
  'shared candidates are read only for the partner');

-- Applications follow job visibility.
select is(tests.attempt('partner.recruiter@example.com', $$select * from applications where job_id = 'f0000000-0000-4000-8000-000000000001'$$), '2',
  'the new assignee sees the job''s applications');
select is(tests.attempt('recruiter@example.com', $$select * from applications where job_id = 'f0000000-0000-4000-8000-000000000001'$$), '0',
  'the previous assignee no longer sees them');

select * from finish();
rollback;
