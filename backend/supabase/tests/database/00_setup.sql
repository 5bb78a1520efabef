-- Test helpers, installed once (committed) before the other test files run. They impersonate
-- users exactly as PostgREST does: `set local role` plus `request.jwt.claims`.
begin;

create schema if not exists tests;
grant usage on schema tests to anon, authenticated;
-- pgTAP's functions are called while impersonating API roles.
grant execute on all functions in schema extensions to anon, authenticated;

-- Id of a seeded or test user by e-mail.
create or replace function tests.user_id(p_email text)
returns uuid
language sql stable security definer
set search_path = ''
as $$
  select u.id from auth.users u where lower(u.email) = lower(p_email)
$$;

-- Switch to a signed-in user ('anon' or null signs out) for the rest of the transaction.
create or replace function tests.authenticate_as(p_email text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if p_email is null or p_email = 'anon' then
    perform set_config('request.jwt.claims', '{"role": "anon"}', true);
    perform set_config('role', 'anon', true);
    return;
  end if;
  v_id := tests.user_id(p_email);
  if v_id is null then
    raise exception 'unknown test user %', p_email;
  end if;
  perform set_config('request.jwt.claims',
    json_build_object('sub', v_id, 'role', 'authenticated', 'email', lower(p_email), 'aud', 'authenticated')::text, true);
  perform set_config('role', 'authenticated', true);
end;
$$;

create or replace function tests.clear_authentication()
returns void
language sql
set search_path = ''
as $$
  select tests.authenticate_as('anon')
$$;

-- Back to the database owner (seeding inside a test, checking results behind RLS).
create or replace function tests.as_owner()
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims', '', true);
end;
$$;

-- Runs one statement as a user and undoes it. Returns the number of rows it returned or changed
-- ('0' when RLS filtered everything out) or the SQLSTATE it failed with (e.g. '42501').
create or replace function tests.attempt(p_email text, p_sql text)
returns text
language plpgsql
set search_path = public, extensions
as $$
declare
  n bigint;
  result text;
begin
  begin
    perform tests.authenticate_as(p_email);
    execute p_sql;
    get diagnostics n = row_count;
    raise exception using errcode = 'ZZ001', message = n::text;
  exception
    when sqlstate 'ZZ001' then result := sqlerrm;
    when others then result := sqlstate;
  end;
  perform tests.as_owner();
  return result;
end;
$$;

-- Like attempt, but returns the error message ('ok' on success) for checks on wording.
create or replace function tests.error_of(p_email text, p_sql text)
returns text
language plpgsql
set search_path = public, extensions
as $$
declare
  result text;
begin
  begin
    perform tests.authenticate_as(p_email);
    execute p_sql;
    raise exception using errcode = 'ZZ001', message = 'ok';
  exception
    when sqlstate 'ZZ001' then result := sqlerrm;
    when others then result := sqlerrm;
  end;
  perform tests.as_owner();
  return result;
end;
$$;

-- Creates a confirmed auth user as the auth service would (fires the sign-up trigger).
create or replace function tests.create_user(p_email text, p_meta jsonb default '{}')
returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                          raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
          p_email, '', now(), '{"provider": "email"}', p_meta, now(), now())
  returning id
$$;


-- Extra actors for the permission matrix: a subscription_admin of Acme and the company_admin of
-- Globex (Acme's partner company). Created inside the calling test's transaction.
create or replace function tests.create_matrix_actors()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_sub uuid := tests.create_user('subadmin@example.com', '{"role": "company"}');
  v_globex uuid := tests.create_user('globex.admin@example.com', '{"role": "company"}');
  placeholders uuid[];
begin
  select array_agg(company_id) into placeholders from public.company_users where user_id in (v_sub, v_globex);
  update public.company_users set company_id = 'c0000000-0000-4000-8000-000000000001', role = 'subscription_admin',
    first_name = 'Sue', last_name = 'Subscriber' where user_id = v_sub;
  update public.company_users set company_id = 'c0000000-0000-4000-8000-000000000003',
    first_name = 'Gina', last_name = 'Globex' where user_id = v_globex;
  update public.companies set user_id = v_globex where id = 'c0000000-0000-4000-8000-000000000003';
  delete from public.companies where id = any (placeholders);
end;
$$;

-- A staffing agency partnering with Acme and its admin account (first and last name given), as the
-- vendor invitation leaves them. Created inside the calling test's transaction.
create or replace function tests.create_acme_vendor(p_vendor_id uuid, p_name text, p_email text,
                                                    p_first text, p_last text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := tests.create_user(p_email, '{"role": "company"}');
begin
  -- A business sign-up starts its own company; a vendor admin has none.
  delete from public.companies where id in (select company_id from public.company_users where user_id = v_user);
  insert into public.vendors (id, company_id, user_id, vendor_name)
  values (p_vendor_id, 'c0000000-0000-4000-8000-000000000001', v_user, p_name);
  insert into public.talent_vendor_users (user_id, vendor_id, role, first_name, last_name, email)
  values (v_user, p_vendor_id, 'admin', p_first, p_last, p_email);
end;
$$;

grant execute on all functions in schema tests to anon, authenticated;

commit;

begin;
select plan(3);
select has_function('tests', 'attempt', array['text', 'text'], 'tests.attempt helper is installed');
select is(tests.attempt('owner@example.com', 'select 1'), '1', 'impersonation runs statements');
select is(current_user::text, 'postgres', 'impersonation ends after each attempt');
select * from finish();

rollback;
