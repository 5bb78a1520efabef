-- The company Applications list in one call: the page and the total, each limited to what the
-- caller may see.
begin;
select plan(7);

select tests.create_matrix_actors();

select tests.authenticate_as('owner@example.com');
select is((select string_agg(right(id::text, 2), ',' order by applied_at desc, id desc)
           from public.list_company_applications('c0000000-0000-4000-8000-000000000001', 0, 100)),
  (select string_agg(right(id::text, 2), ',' order by applied_at desc, id desc) from public.applications
   where company_id = 'c0000000-0000-4000-8000-000000000001'),
  'the company admin reads every application of the company, newest first');
select is((select distinct total from public.list_company_applications('c0000000-0000-4000-8000-000000000001', 0, 2)),
  (select count(*) from public.applications where company_id = 'c0000000-0000-4000-8000-000000000001'),
  'each row carries the company''s total');
select is((select format('%s|%s|%s', count(*), bool_and(id is null), max(total) > 0)
           from public.list_company_applications('c0000000-0000-4000-8000-000000000001', 1000, 10)),
  '1|t|t', 'a page past the end is one row with the total and no application');
select tests.as_owner();

select tests.authenticate_as('recruiter@example.com');
select is((select string_agg(right(id::text, 2) || ':' || total, ',' order by id)
           from public.list_company_applications('c0000000-0000-4000-8000-000000000001')),
  '01:3,03:3,05:3', 'a recruiter reads only the applications to their jobs, and that total');
select tests.as_owner();

select is(tests.attempt('globex.admin@example.com',
  $$select 1 from public.list_company_applications('c0000000-0000-4000-8000-000000000001') where id is not null or total > 0$$),
  '0', 'another company reads no application and a total of 0');
select is(tests.attempt('owner@example.com',
  $$select * from public.list_company_applications('c0000000-0000-4000-8000-000000000001', 0, 500)$$),
  '22023', 'a page larger than 100 is refused');
select is(tests.attempt('anon', $$select * from public.list_company_applications('c0000000-0000-4000-8000-000000000001')$$),
  '42501', 'signed-out callers are refused');

select * from finish();
rollback;
