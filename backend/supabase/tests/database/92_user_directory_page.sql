-- The user directory counts every matching account and shows the page's accounts with their
-- company; a page past the end is empty with the same total; a role filter narrows a search;
-- only administrators may read it.
begin;
select plan(7);

select tests.create_user('dir.one@directory-page.test', '{"role": "candidate"}');
select tests.create_user('dir.two@directory-page.test', '{"role": "candidate"}');
select tests.create_user('dir.three@directory-page.test', '{"role": "company"}');

create temp table owner_company as
select c.name from public.companies c join public.company_users cu on cu.company_id = c.id
join auth.users au on au.id = cu.user_id where au.email = 'owner@example.com';
grant select on owner_company to authenticated;

select tests.authenticate_as('admin@example.com');
select is((public.admin_list_users('directory-page', null, 1, 2)->>'total')::int, 3, 'every matching account is counted');
select is(jsonb_array_length(public.admin_list_users('directory-page', null, 1, 2)->'users'), 2, 'a page holds at most its size');
select is((select string_agg(u ->> 'email', ',' order by u ->> 'email')
           from jsonb_array_elements((public.admin_list_users('directory-page', null, 1, 2)->'users')
             || (public.admin_list_users('directory-page', null, 2, 2)->'users')) u),
  'dir.one@directory-page.test,dir.three@directory-page.test,dir.two@directory-page.test', 'two pages show each account once');
select is(public.admin_list_users('directory-page', null, 3, 2)->'users', '[]'::jsonb, 'a page past the end is empty');
select is((public.admin_list_users('directory-page', 'company', 1, 20)->>'total')::int, 1, 'a role filter narrows a search');
select is((select u ->> 'company_name' from jsonb_array_elements(public.admin_list_users('owner@example.com', null, 1, 20)->'users') u
           where u ->> 'email' = 'owner@example.com'),
  (select name from owner_company),
  'an account is shown with its company');

select tests.authenticate_as('owner@example.com');
select throws_ok($$select public.admin_list_users('directory-page')$$, '42501', 'Only platform administrators can list users',
  'a company owner may not read the directory');

select * from finish();
rollback;
