-- Whom an application is credited to, as the company's staff read it: the owning vendor and the
-- recruiter whose submission began the ownership, or Direct / Company-managed. Only staff who work
-- the application read it.
begin;
select plan(12);

select tests.create_matrix_actors();
insert into public.candidates (id, first_name, last_name, email, created_by_vendor_id, managing_company_id) values
  ('d7100000-0000-4000-8000-000000000001', 'Cody', 'Credit', 'cody.credit@example.org', 'b0000000-0000-4000-8000-000000000001', null),
  ('d7100000-0000-4000-8000-000000000002', 'Cody', 'Credit', 'Cody.Credit@example.org', null, 'c0000000-0000-4000-8000-000000000001'),
  ('d7100000-0000-4000-8000-000000000003', 'Cleo', 'Company', 'cleo.company@example.org', null, 'c0000000-0000-4000-8000-000000000001'),
  ('d7100000-0000-4000-8000-000000000004', 'Dina', 'Direct', 'dina.direct@example.org', null, null);

-- Staffing Partners' recruiter submits Cody: the vendor owns Cody at Acme from now.
select tests.authenticate_as('vendor.recruiter@example.com');
select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd7100000-0000-4000-8000-000000000001',
  '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Keen"}]');
select tests.as_owner();
-- The company adds Cody (the same person) to another job, and Cleo and Dina without any vendor.
insert into public.applications (id, job_id, candidate_id, status, source) values
  ('f7100000-0000-4000-8000-000000000002', 'f0000000-0000-4000-8000-000000000002', 'd7100000-0000-4000-8000-000000000002', 'applied', 'company'),
  ('f7100000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000002', 'd7100000-0000-4000-8000-000000000003', 'applied', 'company'),
  ('f7100000-0000-4000-8000-000000000004', 'f0000000-0000-4000-8000-000000000002', 'd7100000-0000-4000-8000-000000000004', 'applied', 'candidate');

create function pg_temp.credits(p_email text) returns table (name text, kind text, credited_to text, dated boolean)
language plpgsql as $$
declare
  v_ids uuid[] := array(select a.id from public.applications a where a.candidate_id in (
    'd7100000-0000-4000-8000-000000000001', 'd7100000-0000-4000-8000-000000000002',
    'd7100000-0000-4000-8000-000000000003', 'd7100000-0000-4000-8000-000000000004') order by a.candidate_id);
begin
  perform tests.authenticate_as(p_email);
  return query
    select c.first_name || ' ' || a.source, r.kind, r.credited_to, r.since is not null
    from public.get_application_credits(v_ids) r
    join public.applications a on a.id = r.application_id
    join public.candidates c on c.id = a.candidate_id;
  perform tests.as_owner();
end;
$$;

select results_eq($$select * from pg_temp.credits('owner@example.com') order by 1$$,
  $$values ('Cleo company', 'company', 'Company-managed', false),
           ('Cody company', 'vendor', 'Staffing Partners · Riley Vendorson', true),
           ('Cody vendor', 'vendor', 'Staffing Partners · Riley Vendorson', true),
           ('Dina candidate', 'direct', 'Direct', false)$$,
  'the company admin reads whom each application is credited to');
select is((select count(*)::int from pg_temp.credits('subadmin@example.com')), 4, 'so does a subscription admin');
select is((select credited_to from pg_temp.credits('manager@example.com') where name = 'Cody company'),
  'Staffing Partners · Riley Vendorson', 'a manager reads the credit of applications to jobs they work');
select is((select count(*)::int from pg_temp.credits('vendor@example.com')), 0, 'a vendor reads none');
select is((select count(*)::int from pg_temp.credits('vendor.recruiter@example.com')), 0, 'nor does its recruiter');
select is((select count(*)::int from pg_temp.credits('candidate@example.com')), 0, 'nor a candidate');
select is((select count(*)::int from pg_temp.credits('globex.admin@example.com')), 0, 'nor another company''s admin');
select is(tests.attempt('anon', $$select * from public.get_application_credits(array['f7100000-0000-4000-8000-000000000004']::uuid[])$$),
  '42501', 'nor anyone signed out');
select is(tests.error_of('owner@example.com', $$select * from public.get_application_credits(array[]::uuid[])$$),
  'Ask for 1 to 100 applications', 'an empty list is refused');
select is(tests.error_of('owner@example.com', $$select * from public.get_application_credits(
  array(select gen_random_uuid() from generate_series(1, 101)))$$),
  'Ask for 1 to 100 applications', 'so is a list of more than 100');

-- Once the ownership window has passed, a new company application carries no credit.
update public.candidate_ownerships set starts_at = now() - interval '7 months'
where vendor_id = 'b0000000-0000-4000-8000-000000000001'
  and person_id = (select person_id from public.candidates where id = 'd7100000-0000-4000-8000-000000000001');
update public.applications set status = 'rejected' where id = 'f7100000-0000-4000-8000-000000000002';
insert into public.applications (id, job_id, candidate_id, status, source) values
  ('f7100000-0000-4000-8000-000000000005', 'f0000000-0000-4000-8000-000000000003', 'd7100000-0000-4000-8000-000000000002', 'applied', 'company');
select is((select r.credited_to from (select tests.authenticate_as('owner@example.com')) s,
           public.get_application_credits(array['f7100000-0000-4000-8000-000000000005']::uuid[]) r),
  'Company-managed', 'after the window a company application is credited to no vendor');
select tests.as_owner();
select is((select r.credited_to from (select tests.authenticate_as('owner@example.com')) s,
           public.get_application_credits(array['f7100000-0000-4000-8000-000000000002']::uuid[]) r),
  'Staffing Partners · Riley Vendorson', 'while one made inside it stays credited to the owner');
select tests.as_owner();

select * from finish();
rollback;
