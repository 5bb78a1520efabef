-- The company's vendor page: only recruiters who have joined can be handed a job, by anyone; the
-- vendor's documents are read by the partner company's staff and nobody else.
begin;
select plan(9);

select tests.create_matrix_actors();

-- Quinn was invited to Staffing Partners and has not signed in yet.
select tests.create_vendor_staff('quinn.invited@example.com');
insert into public.talent_vendor_users (id, user_id, vendor_id, role, first_name, last_name, email)
values ('b1000000-0000-4000-8000-000000000059', tests.user_id('quinn.invited@example.com'),
        'b0000000-0000-4000-8000-000000000001', 'recruiter', 'Quinn', 'Invited', 'quinn.invited@example.com');
update public.vendors set w9_url = 'VENDOR-STAFF001/w9.pdf' where id = 'b0000000-0000-4000-8000-000000000001';

select is(tests.error_of('owner@example.com', $$
  insert into public.vendor_job_assignments (job_id, vendor_id, assigned_to_recruiter_id)
  values ('f0000000-0000-4000-8000-000000000003', 'b0000000-0000-4000-8000-000000000001', 'b1000000-0000-4000-8000-000000000059')$$),
  'This recruiter has not accepted their invitation yet and cannot be assigned jobs',
  'the company cannot hand a job to an invited recruiter');
select is(tests.attempt('owner@example.com', $$
  insert into public.vendor_job_assignments (job_id, vendor_id, assigned_to_recruiter_id)
  values ('f0000000-0000-4000-8000-000000000003', 'b0000000-0000-4000-8000-000000000001', 'b1000000-0000-4000-8000-000000000002')$$),
  '1', 'but can to a recruiter who joined');
select is(tests.attempt('vendor@example.com', $$
  update public.vendor_job_assignments set assigned_to_recruiter_id = 'b1000000-0000-4000-8000-000000000059'
  where id = 'f3000000-0000-4000-8000-000000000001'$$),
  '23514', 'nor can the vendor''s admin');
select is(tests.attempt('vendor@example.com', $$
  update public.vendor_job_assignments set assigned_to_recruiter_id = null
  where id = 'f3000000-0000-4000-8000-000000000001'$$),
  '1', 'the vendor''s admin may still take the job back');

-- Quinn signs in for the first time.
update auth.users set last_sign_in_at = now() where id = tests.user_id('quinn.invited@example.com');
select is(tests.attempt('vendor@example.com', $$
  update public.vendor_job_assignments set assigned_to_recruiter_id = 'b1000000-0000-4000-8000-000000000059'
  where id = 'f3000000-0000-4000-8000-000000000001'$$),
  '1', 'once joined, the recruiter can be handed the job');

-- Documents.
select is((select public.get_vendor_documents('b0000000-0000-4000-8000-000000000001') ->> 'w9_url'
           from (select tests.authenticate_as('recruiter@example.com')) a),
  'VENDOR-STAFF001/w9.pdf', 'the partner company''s staff read the vendor''s document paths');
select tests.as_owner();
select is(tests.attempt('globex.admin@example.com', $$select public.get_vendor_documents('b0000000-0000-4000-8000-000000000001')$$),
  '42501', 'another company cannot');
select is(tests.attempt('vendor.recruiter@example.com', $$select public.get_vendor_documents('b0000000-0000-4000-8000-000000000001')$$),
  '42501', 'nor can the vendor''s recruiters');
select is(tests.attempt('candidate@example.com', $$select public.get_vendor_documents('b0000000-0000-4000-8000-000000000001')$$),
  '42501', 'nor can candidates');

select * from finish();
rollback;
