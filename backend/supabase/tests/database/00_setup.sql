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

-- The JWT claims PostgREST passes on for a signed-in user ('anon' or null: a visitor).
create or replace function tests.claims_of(p_email text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if p_email is null or p_email = 'anon' then
    return '{"role": "anon"}';
  end if;
  v_id := tests.user_id(p_email);
  if v_id is null then
    raise exception 'unknown test user %', p_email;
  end if;
  return jsonb_build_object('sub', v_id, 'role', 'authenticated', 'email', lower(p_email), 'aud', 'authenticated');
end;
$$;

-- Switch to a request with these claims (as their role, anon when none) for the rest of the
-- transaction.
create or replace function tests.authenticate_with(p_claims jsonb)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('request.jwt.claims', p_claims::text, true);
  perform set_config('role', coalesce(p_claims ->> 'role', 'anon'), true);
end;
$$;

-- Switch to a signed-in user ('anon' or null signs out) for the rest of the transaction.
create or replace function tests.authenticate_as(p_email text)
returns void
language sql
set search_path = ''
as $$
  select tests.authenticate_with(tests.claims_of(p_email))
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

-- Runs one statement as a request with these claims and undoes it: the number of rows it returned
-- or changed, or the SQLSTATE and message it failed with.
create or replace function tests.try_with(p_claims jsonb, p_sql text,
                                          out rows_done bigint, out error_state text, out error_message text)
language plpgsql
set search_path = public, extensions
as $$
begin
  begin
    perform tests.authenticate_with(p_claims);
    execute p_sql;
    get diagnostics rows_done = row_count;
    raise exception using errcode = 'ZZ001';
  exception
    when sqlstate 'ZZ001' then null;
    when others then
      error_state := sqlstate;
      error_message := sqlerrm;
  end;
  perform tests.as_owner();
end;
$$;

-- The same as a user.
create or replace function tests.try_as(p_email text, p_sql text,
                                        out rows_done bigint, out error_state text, out error_message text)
language sql
as $$
  select * from tests.try_with(tests.claims_of(p_email), p_sql)
$$;

-- The number of rows a user's statement returned or changed ('0' when RLS filtered everything
-- out), or the SQLSTATE it failed with (e.g. '42501').
create or replace function tests.attempt(p_email text, p_sql text)
returns text
language sql
as $$
  select coalesce(t.error_state, t.rows_done::text) from tests.try_as(p_email, p_sql) t
$$;

-- Like attempt, but returns the error message ('ok' on success) for checks on wording.
create or replace function tests.error_of(p_email text, p_sql text)
returns text
language sql
as $$
  select coalesce(t.error_message, 'ok') from tests.try_as(p_email, p_sql) t
$$;

-- Runs one statement as a user and keeps what it did: 'ok', or the message it failed with.
create or replace function tests.run_as(p_email text, p_sql text)
returns text
language plpgsql
set search_path = public, extensions
as $$
begin
  perform tests.authenticate_as(p_email);
  execute p_sql;
  perform tests.as_owner();
  return 'ok';
exception when others then
  perform tests.as_owner();
  return sqlerrm;
end;
$$;

-- A test that a user's statement succeeds, keeping what it did (lives_ok as that user).
create or replace function tests.lives_as(p_email text, p_sql text, p_description text)
returns text
language sql
set search_path = public, extensions
as $$
  select is(tests.run_as(p_email, p_sql), 'ok', p_description)
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


-- A candidate account whose profile has what applying asks for (names and a phone number).
-- Returns the user's id.
create or replace function tests.create_applicant(p_email text, p_first text, p_last text, p_phone text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := tests.create_user(p_email, '{"role": "candidate"}');
begin
  update public.candidates set first_name = p_first, last_name = p_last, phone = p_phone where user_id = v_user;
  return v_user;
end;
$$;

-- A business sign-up as the auth service makes it: the account and the company its sign-up
-- started (unnamed and not approved).
create or replace function tests.business_signup(p_email text, out user_id uuid, out company_id uuid)
language plpgsql
security definer
set search_path = ''
as $$
begin
  user_id := tests.create_user(p_email, '{"role": "company"}');
  select cu.company_id into company_id from public.company_users cu where cu.user_id = business_signup.user_id;
end;
$$;

-- Sets the names of a company member where given.
create or replace function tests.name_member(p_user uuid, p_first text, p_last text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.company_users set first_name = coalesce(p_first, first_name), last_name = coalesce(p_last, last_name)
  where user_id = p_user
$$;

-- A company signed up by its admin, named and approved. Returns the company's id.
create or replace function tests.create_company(p_admin_email text, p_name text,
                                                p_first text default null, p_last text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_signup record := tests.business_signup(p_admin_email);
begin
  update public.companies set name = p_name, is_approved = true, approved_at = now() where id = v_signup.company_id;
  perform tests.name_member(v_signup.user_id, p_first, p_last);
  return v_signup.company_id;
end;
$$;

-- An account of a staffing agency's staff: a business sign-up holding no company. Returns its id.
create or replace function tests.create_vendor_staff(p_email text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_signup record := tests.business_signup(p_email);
begin
  delete from public.companies where id = v_signup.company_id;
  return v_signup.user_id;
end;
$$;

-- A business account that joined a company with a role; the company its sign-up started is
-- removed. Returns the user's id.
create or replace function tests.add_company_member(p_company uuid, p_email text, p_role text,
                                                    p_first text default null, p_last text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_signup record := tests.business_signup(p_email);
begin
  update public.company_users set company_id = p_company, role = p_role where user_id = v_signup.user_id;
  delete from public.companies where id = v_signup.company_id;
  perform tests.name_member(v_signup.user_id, p_first, p_last);
  return v_signup.user_id;
end;
$$;

-- Candidates without accounts: ids <p_id_prefix>000000000001 and on, named '<p_first_name> One',
-- 'Two' and so on, e-mails <p_email_prefix>1@example.net and on.
create or replace function tests.create_candidates(p_id_prefix text, p_first_name text, p_email_prefix text,
                                                   p_count int)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.candidates (id, first_name, last_name, email)
  select (p_id_prefix || lpad(n::text, 12, '0'))::uuid, p_first_name,
         (array['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'])[n],
         p_email_prefix || n || '@example.net'
  from generate_series(1, p_count) n
$$;

-- What a call answering JSON (a report, a summary) returns to a user.
create or replace function tests.json_as(p_email text, p_sql text)
returns jsonb
language plpgsql
set search_path = public, extensions
as $$
declare
  v_result jsonb;
begin
  perform tests.authenticate_as(p_email);
  execute p_sql into v_result;
  perform tests.as_owner();
  return v_result;
end;
$$;

-- The demo candidate's potential jobs as they read them: the first page of the given size, at the
-- given minimum match.
create or replace function tests.demo_potential_jobs(p_page_size integer, p_min integer)
returns json
language plpgsql
as $$
declare
  v_jobs json;
begin
  perform tests.authenticate_as('candidate@example.com');
  v_jobs := public.get_candidate_potential_jobs('a0000000-0000-4000-8000-000000000007', 1, p_page_size, p_min);
  perform tests.as_owner();
  return v_jobs;
end;
$$;

-- Works through the whole match queue, as the scheduler does over time.
create or replace function tests.refresh_all_matches()
returns void
language sql
as $$
  select public.refresh_matches(10000)
$$;

-- A report over January 2026, the month the report tests date their rows in, as a user reads it.
create or replace function tests.january_report(p_email text, p_report text)
returns jsonb
language sql
as $$
  select tests.json_as(p_email, format('select public.%I(%L::date, %L::date)', p_report, '2026-01-01', '2026-01-31'))
$$;

-- A report's funnel as its counts, e.g. '5 > 4 > 3 > 3 > 3'.
create or replace function tests.report_funnel(p_report jsonb)
returns text
language sql
as $$
  select string_agg(f ->> 'count', ' > ' order by n) from jsonb_array_elements(p_report -> 'funnel') with ordinality x (f, n)
$$;

-- A report's sources as applicants/hires, e.g. 'candidate 2/1, Report Staffing 2/2'.
create or replace function tests.report_sources(p_report jsonb)
returns text
language sql
as $$
  select string_agg(concat(coalesce(s ->> 'vendor_name', s ->> 'source'), ' ', s ->> 'applicants', '/', s ->> 'hires'),
                    ', ' order by n)
  from jsonb_array_elements(p_report -> 'sources') with ordinality x (s, n)
$$;

-- Extra actors for the permission matrix: a subscription_admin of Acme and the company_admin of
-- Globex (Acme's partner company). Created inside the calling test's transaction.
create or replace function tests.create_matrix_actors()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform tests.add_company_member('c0000000-0000-4000-8000-000000000001', 'subadmin@example.com',
                                   'subscription_admin', 'Sue', 'Subscriber');
  update public.companies
  set user_id = tests.add_company_member(id, 'globex.admin@example.com', 'company_admin', 'Gina', 'Globex')
  where id = 'c0000000-0000-4000-8000-000000000003';
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
  v_user uuid := tests.create_vendor_staff(p_email);
begin
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
