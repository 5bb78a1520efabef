-- The platform's user directory finds an account by its current e-mail address (the profile's
-- copy follows the account's), by its company's name and by its vendor's name; a search that
-- matches many accounts counts every one.
begin;
select plan(6);

select tests.create_user('renamed.person@example.com', '{"role": "candidate"}');
update auth.users set email = 'moved.person@example.net' where id = tests.user_id('renamed.person@example.com');

select is((select email from public.profiles where id = (select id from auth.users where email = 'moved.person@example.net')),
  'moved.person@example.net', 'a changed e-mail address reaches the profile');

create temp table expected as select count(*)::int as n from auth.users u
where u.deleted_at is null and (lower(u.email) like '%example%'
  or exists (select 1 from public.company_users cu join public.companies c on c.id = cu.company_id
             where cu.user_id = u.id and lower(c.name) like '%example%'));
grant select on expected to authenticated;

select tests.authenticate_as('admin@example.com');
select is((select string_agg(u ->> 'email', ',') from jsonb_array_elements(public.admin_list_users('moved.person')->'users') u),
  'moved.person@example.net', 'the directory finds the account by its new address');
select is((public.admin_list_users('renamed.person')->>'total')::int, 0, 'and no longer by the old one');
select is((select bool_and(u ->> 'company_name' ilike '%acme%') and count(*) > 0
           from jsonb_array_elements(public.admin_list_users('acme corp', null, 1, 100)->'users') u),
  true, 'a company''s name finds its team');
select is((select count(*) > 0 from jsonb_array_elements(public.admin_list_users('staffing partners', null, 1, 100)->'users') u
           where u ->> 'vendor_name' = 'Staffing Partners'),
  true, 'a vendor''s name finds its people');
select is((public.admin_list_users('example', null, 1, 1)->>'total')::int, (select n from expected),
  'a search many accounts match counts every one');

select * from finish();
rollback;
