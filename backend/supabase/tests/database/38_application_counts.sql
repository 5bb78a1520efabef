-- The company Applications list's total comes from per-job counts the database keeps: it equals
-- what the caller may read of the company's applications, and follows inserts, deletes and moves.
begin;
select plan(17);

select tests.create_matrix_actors();

create function tests.visible_company_applications(p_email text, p_company uuid)
returns text language plpgsql as $$
declare
  v_listed bigint;
  v_counted bigint;
begin
  perform tests.authenticate_as(p_email);
  select count(*) into v_listed from public.applications where company_id = p_company;
  select public.count_company_applications(p_company) into v_counted;
  perform tests.as_owner();
  return v_counted || ' of ' || v_listed;
end;
$$;

-- Acme's seeded applications: 01-05, of which the recruiter's jobs carry 01, 03 and 05.
select is(tests.visible_company_applications('owner@example.com', 'c0000000-0000-4000-8000-000000000001'),
  '5 of 5', 'the company admin''s total is every application of the company');
select is(tests.visible_company_applications('subadmin@example.com', 'c0000000-0000-4000-8000-000000000001'),
  '5 of 5', 'a subscription admin''s total is every application of the company');
select is(tests.visible_company_applications('recruiter@example.com', 'c0000000-0000-4000-8000-000000000001'),
  '3 of 3', 'a recruiter''s total counts only the applications to their own jobs');
select matches(tests.visible_company_applications('manager@example.com', 'c0000000-0000-4000-8000-000000000001'),
  '^([1-9][0-9]*) of \1$', 'a manager''s total matches the applications their team position lets them read');
select is(tests.visible_company_applications('admin@example.com', 'c0000000-0000-4000-8000-000000000001'),
  '5 of 5', 'a platform admin''s total is every application of the company');
select is(tests.visible_company_applications('globex.admin@example.com', 'c0000000-0000-4000-8000-000000000001'),
  '0 of 0', 'another company''s admin counts none of Acme''s applications');
select is(tests.attempt(null, $$select public.count_company_applications('c0000000-0000-4000-8000-000000000001')$$),
  '42501', 'a signed-out caller may not count');

-- A candidate applying (one row) and a bulk insert both count.
insert into public.applications (id, job_id, candidate_id)
values ('f4000000-0000-4000-8000-000000000091', 'f0000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000002'),
       ('f4000000-0000-4000-8000-000000000092', 'f0000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000003'),
       ('f4000000-0000-4000-8000-000000000093', 'f0000000-0000-4000-8000-000000000007', 'd0000000-0000-4000-8000-000000000002');
select is(tests.visible_company_applications('owner@example.com', 'c0000000-0000-4000-8000-000000000001'),
  '7 of 7', 'new applications add to their company''s total');
select is(tests.visible_company_applications('globex.admin@example.com', 'c0000000-0000-4000-8000-000000000003'),
  '1 of 1', 'and to no other company''s');

-- Moving an application to another job moves its count.
update public.applications set job_id = 'f0000000-0000-4000-8000-000000000007'
where id = 'f4000000-0000-4000-8000-000000000092';
select is(tests.visible_company_applications('owner@example.com', 'c0000000-0000-4000-8000-000000000001'),
  '6 of 6', 'an application moved to another company''s job leaves this total');
select is(tests.visible_company_applications('globex.admin@example.com', 'c0000000-0000-4000-8000-000000000003'),
  '2 of 2', 'and joins the other''s');

-- A job moving to another company takes its applications' count along.
update public.jobs set company_id = 'c0000000-0000-4000-8000-000000000003'
where id = 'f0000000-0000-4000-8000-000000000004';
select is(tests.visible_company_applications('globex.admin@example.com', 'c0000000-0000-4000-8000-000000000003'),
  (2 + (select count(*) from public.applications where job_id = 'f0000000-0000-4000-8000-000000000004'))::text
    || ' of ' || (2 + (select count(*) from public.applications where job_id = 'f0000000-0000-4000-8000-000000000004'))::text,
  'a job moved to another company brings its applications to that company''s total');
update public.jobs set company_id = 'c0000000-0000-4000-8000-000000000001'
where id = 'f0000000-0000-4000-8000-000000000004';

-- Withdrawn (deleted) applications and deleted jobs leave the total.
delete from public.applications where id = 'f4000000-0000-4000-8000-000000000091';
select is(tests.visible_company_applications('owner@example.com', 'c0000000-0000-4000-8000-000000000001'),
  '5 of 5', 'a deleted application leaves the total');
delete from public.jobs where id = 'f0000000-0000-4000-8000-000000000007';
select is(tests.visible_company_applications('globex.admin@example.com', 'c0000000-0000-4000-8000-000000000003'),
  '0 of 0', 'a deleted job takes its applications out of the total');

-- The counts equal a recount from the applications themselves.
select is((select count(*)::int from public.jobs j
           left join private.job_application_counts c on c.job_id = j.id
           where coalesce(c.applications, 0) <> (select count(*) from public.applications a where a.job_id = j.id)),
  0, 'every job''s kept count equals its applications');

select is((select count(*)::int from public.companies co
           left join private.company_application_counts c on c.company_id = co.id
           where coalesce(c.applications, 0) <> (select count(*) from public.applications a where a.company_id = co.id)),
  0, 'every company''s kept count equals its applications');
select is(tests.attempt('owner@example.com', 'select * from private.company_application_counts'),
  '42501', 'no client reads the kept counts directly');

select * from finish();
rollback;
