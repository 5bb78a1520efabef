-- Each application carries its job's company: the company's list filters by it, each company sees
-- only its own applications, and no client can file one under another company.
begin;
select plan(11);

select tests.create_matrix_actors();
-- f4..99: an application to Globex's job, next to Acme's seeded ones (f4..01-05).
insert into public.applications (id, job_id, candidate_id, company_id)
values ('f4000000-0000-4000-8000-000000000099', 'f0000000-0000-4000-8000-000000000007',
        'd0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001');

select is((select company_id from public.applications where id = 'f4000000-0000-4000-8000-000000000099'),
  'c0000000-0000-4000-8000-000000000003'::uuid, 'an application takes its job''s company, whatever was sent');
select is((select count(*)::int from public.applications a join public.jobs j on j.id = a.job_id
           where a.company_id is distinct from j.company_id),
  0, 'every existing application carries its job''s company');

-- Acme's owner sees Acme's applications through the company filter, and not Globex's.
select tests.authenticate_as('owner@example.com');
select is((select string_agg(right(id::text, 2), ',' order by id) from public.applications
           where company_id = 'c0000000-0000-4000-8000-000000000001'),
  '01,02,03,04,05', 'the company admin lists its own applications by company');
select is((select count(*)::int from public.applications where id = 'f4000000-0000-4000-8000-000000000099'),
  0, 'the company admin does not see another company''s application');
select is((select count(*)::int from public.applications where company_id = 'c0000000-0000-4000-8000-000000000003'),
  0, 'filtering by another company returns nothing');
select tests.authenticate_as('globex.admin@example.com');
select is((select string_agg(right(id::text, 2), ',') from public.applications),
  '99', 'the other company''s admin sees only its own application');

-- The company arm grants admins nothing new: a recruiter still sees only their jobs' applications.
select tests.authenticate_as('recruiter@example.com');
select is((select string_agg(right(id::text, 2), ',' order by id) from public.applications
           where company_id = 'c0000000-0000-4000-8000-000000000001'),
  '01,03,05', 'a recruiter lists only the applications to their own jobs, not 02 to the manager''s');
select tests.as_owner();

-- A client cannot move an application to another company.
select is(tests.attempt('owner@example.com', $$update public.applications set company_id = 'c0000000-0000-4000-8000-000000000003'
  where id = 'f4000000-0000-4000-8000-000000000001'$$), '42501', 'staff cannot update an application''s company');
select is((select company_id from public.applications where id = 'f4000000-0000-4000-8000-000000000001'),
  'c0000000-0000-4000-8000-000000000001'::uuid, 'staff cannot set an application''s company to another company');
select is(tests.attempt('globex.admin@example.com', $$select id from public.applications
                                                      where id = 'f4000000-0000-4000-8000-000000000001'$$),
  '0', 'the other company still does not see it');

-- A job moving company takes its applications along.
update public.jobs set company_id = 'c0000000-0000-4000-8000-000000000001'
where id = 'f0000000-0000-4000-8000-000000000007';
select is((select company_id from public.applications where id = 'f4000000-0000-4000-8000-000000000099'),
  'c0000000-0000-4000-8000-000000000001'::uuid, 'applications follow their job to another company');

select * from finish();
rollback;
