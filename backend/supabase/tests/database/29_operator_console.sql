-- The operator console: only platform administrators list users; an administrator is demoted by
-- another one, never by themselves, and the last administrator stays; a deactivated account's
-- tokens stop working at once.
begin;
select plan(20);

select tests.create_user('second.admin@example.com', '{"role": "candidate"}');
update profiles set role = 'admin' where id = tests.user_id('second.admin@example.com');

-- Listing users -----------------------------------------------------------------------------------
select is(tests.attempt('admin@example.com', $$select admin_list_users()$$), '1',
  'a platform admin lists users');
select is(tests.attempt('owner@example.com', $$select admin_list_users()$$), '42501',
  'a company admin cannot list users');
select is(tests.attempt('candidate@example.com', $$select admin_list_users()$$), '42501',
  'a candidate cannot list users');
select is(tests.attempt('anon', $$select admin_list_users()$$), '42501',
  'signed-out callers cannot list users');

select tests.authenticate_as('admin@example.com');
select is((select u ->> 'company_name' || '|' || (u ->> 'staff_role') || '|' || (u ->> 'role')
           from jsonb_array_elements(admin_list_users('owner@example')->'users') u
           where u ->> 'email' = 'owner@example.com'),
  'Acme Corp|company_admin|company', 'each user comes with their company and staff role');
select is((admin_list_users('acme corp')->>'total')::int,
  (select count(*)::int from company_users where company_id = 'c0000000-0000-4000-8000-000000000001'),
  'a search matches the company name, in any case');
select is((select array_agg(u ->> 'email' order by u ->> 'email')
           from jsonb_array_elements(admin_list_users(null, 'admin')->'users') u),
  array['admin@example.com', 'second.admin@example.com'], 'the admin filter lists the administrators');
select is((select count(*)::int from jsonb_array_elements(admin_list_users(null, null, 2, 3)->'users')), 3,
  'one page holds at most the page size');
select tests.as_owner();
create temp table user_total as select count(*)::int as n from auth.users where deleted_at is null;
grant select on user_total to authenticated;
select tests.authenticate_as('admin@example.com');
select is((admin_list_users(null, null, 1, 3)->>'total')::int, (select n from user_total),
  'the total counts every account');
select is((select u ->> 'vendor_name' from jsonb_array_elements(admin_list_users('vendor.recruiter@')->'users') u),
  'Staffing Partners', 'vendor staff come with their vendor');
select is(tests.error_of('admin@example.com', $$select admin_list_users(null, 'owner')$$),
  'Unknown role filter: owner', 'an unknown role filter is refused');
select tests.as_owner();

-- Demoting administrators -------------------------------------------------------------------------
select is(tests.error_of('admin@example.com', $$update profiles set role = 'candidate' where id = auth.uid()$$),
  'You cannot demote yourself', 'an administrator cannot demote themselves');
select is(tests.attempt('owner@example.com',
  $$update profiles set role = 'candidate' where id = tests.user_id('second.admin@example.com')$$),
  '0', 'a company admin cannot demote an administrator (row-level security hides it)');
select is(tests.attempt('admin@example.com',
  $$update profiles set role = 'candidate' where id = tests.user_id('second.admin@example.com')$$),
  '1', 'an administrator demotes another administrator');

update profiles set role = 'candidate' where id = tests.user_id('second.admin@example.com');
select is(tests.attempt('second.admin@example.com',
  $$update profiles set role = 'candidate' where id = tests.user_id('admin@example.com')$$),
  '0', 'a demoted administrator no longer changes roles');
select is((select role from profiles where id = tests.user_id('admin@example.com')), 'admin',
  'the remaining administrator is untouched');
select throws_ok($$update profiles set role = 'candidate' where id = tests.user_id('admin@example.com')$$,
  '42501', 'The last platform administrator cannot be demoted',
  'the last administrator is never demoted, whoever asks');
select throws_ok($$delete from profiles where id = tests.user_id('admin@example.com')$$,
  '42501', 'The last platform administrator cannot be demoted',
  'the last administrator''s profile is never deleted');

-- Deactivated accounts -----------------------------------------------------------------------------
insert into auth.sessions (id, user_id, created_at, updated_at)
  values ('5e000000-0000-4000-8000-000000000001', tests.user_id('candidate@example.com'), now(), now());
create function pg_temp.live_as_candidate() returns boolean language plpgsql as $$
declare
  v boolean;
begin
  perform set_config('request.jwt.claims', json_build_object('sub', tests.user_id('candidate@example.com'),
    'role', 'authenticated', 'session_id', '5e000000-0000-4000-8000-000000000001')::text, true);
  v := private.token_session_is_live();
  perform set_config('request.jwt.claims', '', true);
  return v;
end;
$$;
select ok(pg_temp.live_as_candidate(), 'an active account''s session is live');
update auth.users set banned_until = now() + interval '100 years' where id = tests.user_id('candidate@example.com');
select ok(not pg_temp.live_as_candidate(), 'a deactivated account''s token stops working at once');

select * from finish();
rollback;
