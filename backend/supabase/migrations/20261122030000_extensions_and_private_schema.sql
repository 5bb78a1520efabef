-- Extensions, the unexposed `private` schema for policy helpers, and shared trigger functions.

create extension if not exists pgcrypto with schema extensions;

-- Helpers used by policies live here; PostgREST never exposes this schema.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- New functions are not callable by everyone; each one grants what it needs.
alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon;

-- Keeps updated_at honest whatever the client sends.
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Unguessable URL-safe token for invitation links.
create or replace function private.random_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/=', '-_')
$$;

-- 'VENDOR-' plus eight upper-case characters.
create or replace function private.new_vendor_code()
returns text
language sql
volatile
set search_path = ''
as $$
  select 'VENDOR-' || upper(substr(encode(extensions.gen_random_bytes(8), 'hex'), 1, 8))
$$;

-- True when the statement runs as an API role (anon/authenticated) rather than the service
-- role, a migration, the auth service or a security definer routine acting for the platform.
create or replace function private.is_api_caller()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_user in ('anon', 'authenticated')
$$;

grant execute on function private.set_updated_at(), private.random_token(), private.new_vendor_code(),
  private.is_api_caller() to authenticated, service_role;
