-- Profiles, sign-up and sign-in hooks, consents, signing keys and signed-out tokens.

-- SQL function bodies may name functions defined in a later file; they are checked when called.
set local check_function_bodies = off;

-- Consent to the terms and the privacy notice, recorded at sign-up with the versions shown.
create table public.consents (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  document text not null,
  version text not null,
  accepted_at timestamptz default now() not null,
  constraint consents_pkey primary key (id),
  constraint consents_document_check check ((document = any (array['terms'::text, 'privacy'::text]))),
  constraint consents_version_check check (((length(version) >= 1) and (length(version) <= 40))),
  constraint consents_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade
);
alter table public.consents enable row level security;
revoke all on public.consents from public, anon, authenticated, service_role;
grant all on public.consents to service_role;
grant select, truncate, references, trigger, maintain on public.consents to authenticated;
create index consents_user_id_idx on public.consents (user_id);

create table public.profiles (
  id uuid not null,
  email text not null,
  role text default 'candidate'::text not null,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint profiles_pkey primary key (id),
  constraint profiles_role_check check ((role = any (array['candidate'::text, 'company'::text, 'admin'::text]))),
  constraint profiles_id_fkey foreign key (id) references auth.users(id) on delete cascade
);
alter table public.profiles enable row level security;
revoke all on public.profiles from public, anon, authenticated, service_role;
grant all on public.profiles to service_role;
grant insert, select, update, delete on public.profiles to authenticated;
create index if not exists profiles_admin_role_idx on public.profiles (id) where role = 'admin';
create index profiles_role_idx on public.profiles (role);
create index profiles_email_search_idx on public.profiles using gin (lower(email) extensions.gin_trgm_ops);

create table private.signing_keys (
  purpose text not null,
  key bytea not null,
  constraint signing_keys_pkey primary key (purpose)
);
revoke all on private.signing_keys from public, anon, authenticated, service_role;

-- The caller of an edge function: the signed-in user (their session still live), their account
-- role from profiles and their first company membership, in one read instead of the auth
-- service's user lookup followed by two table reads. Null when the JWT carries no user, the user
-- is gone, or the session was signed out.
create or replace function private.caller_context()
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
begin
  return (select jsonb_build_object(
    'id', u.id,
    'email', u.email,
    'role', (select p.role from public.profiles p where p.id = u.id),
    'membership', (
      select jsonb_build_object('company_id', cu.company_id, 'role', cu.role)
      from public.company_users cu
      where cu.user_id = u.id
      order by cu.created_at
      limit 1))
  from auth.users u
  where u.id = (select auth.uid())
    and (
      nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id' is null
      or exists (
        select 1 from auth.sessions s
        where s.id = (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id')::uuid
          and s.user_id = u.id
          and (s.not_after is null or s.not_after > now()))));
end;
$function$;
revoke all on function private.caller_context() from public, anon, authenticated, service_role;
grant execute on function private.caller_context() to authenticated;

-- PostgREST runs this before every request; the error becomes a 401 with a JSON body.
create or replace function private.check_token_session()
 returns void
 language plpgsql
 stable
 set search_path TO ''
as $function$
begin
  if not private.token_session_is_live() then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'PGRST301', 'message', 'JWT session has ended',
        'details', null, 'hint', 'Sign in again')::text,
      detail = json_build_object('status', 401,
        'headers', json_build_object('WWW-Authenticate', 'Bearer error="invalid_token", error_description="JWT session has ended"'))::text;
  end if;
end;
$function$;
revoke all on function private.check_token_session() from public, anon, authenticated, service_role;
grant execute on function private.check_token_session() to anon, authenticated, service_role;

create or replace function private.guard_profiles()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  if private.is_guarded_caller() then
    if tg_op = 'INSERT' and new.role not in ('candidate', 'company') then
      raise exception 'Only platform administrators can grant the admin role' using errcode = '42501';
    end if;
    if tg_op = 'UPDATE' and (new.role is distinct from old.role or new.id is distinct from old.id) then
      raise exception 'Only platform administrators can change account roles' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$function$;
revoke all on function private.guard_profiles() from public, anon, authenticated, service_role;
grant execute on function private.guard_profiles() to authenticated, service_role;

-- True when the statement runs as an API role (anon/authenticated) rather than the service
-- role, a migration, the auth service or a security definer routine acting for the platform.
-- Called by guards once per event: PL/pgSQL, so each session keeps its plan.
create or replace function private.is_api_caller()
 returns boolean
 language plpgsql
 stable
 set search_path to ''
as $function$
begin
  return current_user in ('anon', 'authenticated');
end
$function$;
revoke all on function private.is_api_caller() from public, anon, authenticated, service_role;
grant execute on function private.is_api_caller() to authenticated, service_role;

-- Sign-up metadata carries `consent: { terms: <version>, privacy: <version> }`.
create or replace function private.record_signup_consent()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_consent jsonb := new.raw_user_meta_data -> 'consent';
  v_document text;
begin
  if jsonb_typeof(v_consent) <> 'object' then
    return new;
  end if;
  foreach v_document in array array['terms', 'privacy'] loop
    if jsonb_typeof(v_consent -> v_document) = 'string' and length(v_consent ->> v_document) between 1 and 40 then
      insert into public.consents (user_id, document, version, accepted_at)
      values (new.id, v_document, v_consent ->> v_document, coalesce(new.created_at, now()));
    end if;
  end loop;
  return new;
end;
$function$;
revoke all on function private.record_signup_consent() from public, anon, authenticated, service_role;

-- A signed link in an e-mail carries '<id>.<signature>': the id's HMAC-SHA256 under the key of the
-- link's purpose (private.signing_keys), base64url without padding.
create or replace function private.signed_link_token(p_purpose text, p_id uuid)
 returns text
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
begin
  return p_id::text || '.' || (
    select translate(encode(extensions.hmac(convert_to(p_id::text, 'UTF8'), k.key, 'sha256'), 'base64'), '+/=', '-_')
    from private.signing_keys k
    where k.purpose = p_purpose);
end;
$function$;
revoke all on function private.signed_link_token(text,uuid) from public, anon, authenticated, service_role;

-- The id a signed link's token names, or null when the token is malformed or not signed for the
-- purpose.
create or replace function private.signed_link_id(p_purpose text, p_token text)
 returns uuid
 language plpgsql
 stable
 set search_path TO ''
as $function$
begin
  if p_token is null or p_token !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$' then
    return null;
  end if;
  if p_token is distinct from private.signed_link_token(p_purpose, split_part(p_token, '.', 1)::uuid) then
    return null;
  end if;
  return split_part(p_token, '.', 1)::uuid;
end;
$function$;
revoke all on function private.signed_link_id(text,text) from public, anon, authenticated, service_role;

-- The profile's e-mail follows the account's, so the directory's index finds an account by its
-- current address.
create or replace function private.sync_profile_email()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.profiles p set email = new.email where p.id = new.id and p.email is distinct from new.email;
  return null;
end;
$$;
revoke all on function private.sync_profile_email() from public, anon, authenticated, service_role;

-- The platform's user directory. A search first gathers the accounts it can match, by e-mail
-- through a trigram index on the profiles' e-mail and by company or vendor name through those small
-- tables, and builds the directory rows of those accounts only (a directory of 100,000 accounts
-- joined and filtered with like took about 350 ms).
create or replace function public.admin_list_users(p_search text default null, p_role text default null,
                                                   p_page integer default 1, p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_search text := nullif(lower(btrim(coalesce(p_search, ''))), '');
  v_pattern text;
  v_page integer := greatest(coalesce(p_page, 1), 1);
  v_size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  v_ids uuid[];
  v_total bigint;
  v_rows jsonb;
begin
  if not private.is_platform_admin() then
    raise exception 'Only platform administrators can list users' using errcode = '42501';
  end if;
  if p_role is not null and p_role not in ('admin', 'company', 'candidate') then
    raise exception 'Unknown role filter: %', p_role using errcode = '22023';
  end if;
  v_pattern := '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';

  -- The accounts a search can match: by e-mail, by their company's name, by their vendor's name.
  -- A search that matches most accounts (more than 5,000 addresses) reads the directory in one
  -- pass instead, as every search did before.
  if v_search is not null
     and (select count(*) from (select 1 from public.profiles p where lower(p.email) like v_pattern limit 5001) e) <= 5000 then
    select coalesce(array_agg(x.id), '{}') into v_ids from (
      select p.id from public.profiles p where lower(p.email) like v_pattern
      union
      select cu.user_id from public.company_users cu join public.companies c on c.id = cu.company_id
      where lower(c.name) like v_pattern
      union
      select tvu.user_id from public.talent_vendor_users tvu join public.vendors v on v.id = tvu.vendor_id
      where lower(v.vendor_name) like v_pattern
      union
      select v.user_id from public.vendors v where lower(v.vendor_name) like v_pattern
    ) x;
  end if;

  with directory as (
    select u.id, u.email, p.role, u.created_at, u.last_sign_in_at,
      coalesce(u.banned_until > now(), false) as deactivated,
      cu.role as staff_role, c.id as company_id, c.name as company_name,
      coalesce(v_own.vendor_name, v_staff.vendor_name) as vendor_name
    from auth.users u
    join public.profiles p on p.id = u.id
    left join public.company_users cu on cu.user_id = u.id
    left join public.companies c on c.id = cu.company_id
    left join public.talent_vendor_users tvu on tvu.user_id = u.id
    left join public.vendors v_staff on v_staff.id = tvu.vendor_id
    left join lateral (
      select v.vendor_name from public.vendors v where v.user_id = u.id order by v.created_at limit 1
    ) v_own on true
    where u.deleted_at is null
      and (v_ids is null or u.id = any (v_ids))
      and (p_role is null or p.role = p_role)
  ), matching as (
    select * from directory d
    where v_search is null
      or lower(d.email) like v_pattern
      or lower(coalesce(d.company_name, '')) like v_pattern
      or lower(coalesce(d.vendor_name, '')) like v_pattern
  )
  select (select count(*) from matching),
    coalesce((select jsonb_agg(to_jsonb(m) order by m.created_at desc, m.id)
      from (select * from matching order by created_at desc, id
            limit v_size offset (v_page - 1) * v_size) m), '[]'::jsonb)
  into v_total, v_rows;

  return jsonb_build_object('total', v_total, 'page', v_page, 'pageSize', v_size, 'users', v_rows);
end;
$$;
-- Planned for each call's own values: a search of a few accounts looks each up by its key, one
-- that matches most of them reads the directory in one pass, and no search reads the accounts
-- it could not match.
alter function public.admin_list_users(text, text, integer, integer) set plan_cache_mode = force_custom_plan;
revoke all on function public.admin_list_users(text,text,integer,integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_list_users(text,text,integer,integer) to authenticated, service_role;

create or replace function public.get_caller_context()
 returns jsonb
 language plpgsql
 stable
 set search_path TO ''
as $function$
begin
  return (select private.caller_context());
end;
$function$;
revoke all on function public.get_caller_context() from public, anon, authenticated, service_role;
grant execute on function public.get_caller_context() to authenticated, service_role;

create trigger profiles_guard before insert or update on public.profiles
  for each row execute function private.guard_profiles();

create trigger profiles_updated_at before update on public.profiles
  for each row execute function private.set_updated_at();

create trigger record_signup_consent after insert on auth.users
  for each row execute function private.record_signup_consent();

create trigger profiles_email_follows_account
  after update of email on auth.users
  for each row when (old.email is distinct from new.email and new.email is not null)
  execute function private.sync_profile_email();

create policy consents_select_own on public.consents for select to authenticated
  using (user_id = (select auth.uid()));

create policy profiles_delete on public.profiles for delete to authenticated
  using ((select private.is_platform_admin()));

create policy profiles_insert on public.profiles for insert to authenticated
  with check (id = (select auth.uid()) or (select private.is_platform_admin()));

-- profiles ---------------------------------------------------------------------------------------
create policy profiles_select on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select private.is_platform_admin()));

create policy profiles_update on public.profiles for update to authenticated
  using (id = (select auth.uid()) or (select private.is_platform_admin()))
  with check (id = (select auth.uid()) or (select private.is_platform_admin()));

-- PostgREST asks before each request whether the caller's session is still live.
alter role authenticator set pgrst.db_pre_request = 'private.check_token_session';

-- Keys only the database knows, for signed links in e-mails (HMAC-SHA256).
insert into private.signing_keys (purpose, key) values
  ('job_alert_unsubscribe', extensions.gen_random_bytes(32)),
  ('representation_request', extensions.gen_random_bytes(32));
