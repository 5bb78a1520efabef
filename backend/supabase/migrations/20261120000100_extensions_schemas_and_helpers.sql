-- Schemas, extensions, default privileges and small helpers every concern uses.

-- SQL function bodies may name functions defined in a later file; they are checked when called.
set local check_function_bodies = off;

create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- Helpers used by policies live here; PostgREST never exposes this schema.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- New functions are not callable by everyone and anon reads no table by default; each object
-- grants what it needs.
alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon;
alter default privileges in schema public revoke all on tables from anon;

create or replace function private.assert_self_or_admin(p_user_id uuid)
 returns void
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
begin
  if (select auth.uid()) is null then
    raise exception 'You must be signed in' using errcode = '42501';
  end if;
  if p_user_id is distinct from (select auth.uid()) and not private.is_platform_admin() then
    raise exception 'You can only access your own data' using errcode = '42501';
  end if;
end;
$function$;
revoke all on function private.assert_self_or_admin(uuid) from public, anon, authenticated, service_role;
grant execute on function private.assert_self_or_admin(uuid) to authenticated, service_role;

-- A list of short texts: trimmed, blanks and repeats (in any case) dropped.
create or replace function private.clean_text_list(p_items text[], p_label text, p_max_items integer, p_max_length integer)
 returns text[]
 language plpgsql
 immutable
 set search_path TO ''
as $function$
declare
  v_item text;
  v_out text[] := '{}';
begin
  foreach v_item in array coalesce(p_items, '{}') loop
    v_item := regexp_replace(btrim(coalesce(v_item, '')), '\s+', ' ', 'g');
    continue when v_item = '' or lower(v_item) = any (select lower(o) from unnest(v_out) o);
    if char_length(v_item) > p_max_length then
      raise exception '% can have at most % characters each', p_label, p_max_length using errcode = '22023';
    end if;
    v_out := v_out || v_item;
  end loop;
  if cardinality(v_out) > p_max_items then
    raise exception 'Add at most % %', p_max_items, lower(p_label) using errcode = '22023';
  end if;
  return v_out;
end;
$function$;
revoke all on function private.clean_text_list(text[],text,integer,integer) from public, anon, authenticated, service_role;

-- Years of experience as a level, for candidates who have not chosen one.
create or replace function private.experience_rank_of_years(p_years integer)
 returns smallint
 language sql
 immutable PARALLEL SAFE
 set search_path TO ''
as $function$
  select case when p_years is null then null
              when p_years < 2 then 0 when p_years < 5 then 1 when p_years < 8 then 2
              when p_years < 12 then 3 else 4 end::smallint
$function$;
revoke all on function private.experience_rank_of_years(integer) from public, anon, authenticated, service_role;

create or replace function private.experience_rank(p_level text)
 returns smallint
 language sql
 immutable PARALLEL SAFE
 set search_path TO ''
as $function$
  select (array_position(array['entry_level', 'mid_level', 'senior_level', 'lead', 'executive'], p_level) - 1)::smallint
$function$;
revoke all on function private.experience_rank(text) from public, anon, authenticated, service_role;

-- Links people enter are shown to others as clickable links, so only http(s) is stored; a
-- javascript: or data: URL must never reach another user's browser, whichever client wrote it.
create or replace function private.is_http_link(value text)
 returns boolean
 language sql
 immutable
 set search_path TO ''
as $function$
  select value is null or value = '' or value ~* '^https?://[^[:space:]]+$';
$function$;
revoke all on function private.is_http_link(text) from public, anon, authenticated, service_role;
grant execute on function private.is_http_link(text) to authenticated, service_role;

create or replace function private.join_words(p_words text[])
 returns text
 language sql
 immutable
 set search_path TO ''
as $function$
  select coalesce(array_to_string(p_words, ' '), '')
$function$;
revoke all on function private.join_words(text[]) from public, anon, authenticated, service_role;
grant execute on function private.join_words(text[]) to authenticated, service_role;

create or replace function private.normalize_email(p_email text)
 returns text
 language sql
 immutable PARALLEL SAFE
 set search_path TO ''
as $function$
  select nullif(lower(btrim(p_email)), '')
$function$;
revoke all on function private.normalize_email(text) from public, anon, authenticated, service_role;
grant execute on function private.normalize_email(text) to authenticated, service_role;

-- A LinkedIn profile as 'linkedin.com/in/<handle>', whatever scheme, country sub-domain, trailing
-- slash or query string it was given with.
create or replace function private.normalize_linkedin(p_url text)
 returns text
 language sql
 immutable PARALLEL SAFE
 set search_path TO ''
as $function$
  select 'linkedin.com/in/' || m[1]
  from regexp_match(lower(btrim(p_url)), '^(?:https?://)?(?:[a-z]{2,3}\.)?linkedin\.com/in/([^/?#[:space:]]+)') m
$function$;
revoke all on function private.normalize_linkedin(text) from public, anon, authenticated, service_role;
grant execute on function private.normalize_linkedin(text) to authenticated, service_role;

-- E.164: '+' and 8 to 15 digits. '00' starts an international number; ten digits, or eleven
-- starting with 1, are North American (the platform's home market). Anything else cannot be
-- compared safely and gives null.
create or replace function private.normalize_phone(p_phone text)
 returns text
 language plpgsql
 immutable PARALLEL SAFE
 set search_path TO ''
as $function$
declare
  v_digits text := regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g');
begin
  if btrim(coalesce(p_phone, '')) like '+%' then
    null;
  elsif v_digits like '00%' then
    v_digits := substr(v_digits, 3);
  elsif length(v_digits) = 10 then
    v_digits := '1' || v_digits;
  elsif not (length(v_digits) = 11 and v_digits like '1%') then
    return null;
  end if;
  if length(v_digits) between 8 and 15 then
    return '+' || v_digits;
  end if;
  return null;
end;
$function$;
revoke all on function private.normalize_phone(text) from public, anon, authenticated, service_role;
grant execute on function private.normalize_phone(text) to authenticated, service_role;

-- A place as it is compared: its first part ("Austin" of "Austin, TX"), lower case.
create or replace function private.place_term(p_place text)
 returns text
 language sql
 immutable PARALLEL SAFE
 set search_path TO ''
as $function$
  select nullif(lower(regexp_replace(btrim(split_part(coalesce(p_place, ''), ',', 1)), '\s+', ' ', 'g')), '')
$function$;
revoke all on function private.place_term(text) from public, anon, authenticated, service_role;

-- Unguessable URL-safe token for invitation links.
create or replace function private.random_token()
 returns text
 language sql
 set search_path TO ''
as $function$
  select translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/=', '-_')
$function$;
revoke all on function private.random_token() from public, anon, authenticated, service_role;
grant execute on function private.random_token() to authenticated, service_role;

-- Keeps updated_at honest whatever the client sends.
create or replace function private.set_updated_at()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  new.updated_at := now();
  return new;
end;
$function$;
revoke all on function private.set_updated_at() from public, anon, authenticated, service_role;
grant execute on function private.set_updated_at() to authenticated, service_role;

-- A live "changed" signal on a private topic. PL/pgSQL, so each session keeps its plan.
create or replace function private.signal(p_topic text, p_table text, p_operation text, p_extra jsonb default '{}'::jsonb)
 returns void
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  perform realtime.send(jsonb_build_object('table', p_table, 'operation', p_operation) || coalesce(p_extra, '{}'), 'change', p_topic, true);
end
$function$;
revoke all on function private.signal(text,text,text,jsonb) from public, anon, authenticated, service_role;

-- 1 to 20 distinct reasons of 1 to 100 characters with no surrounding spaces.
create or replace function private.valid_reason_list(p_reasons text[])
 returns boolean
 language sql
 immutable
 set search_path TO ''
as $function$
  select coalesce(cardinality(p_reasons) between 1 and 20
    and (select bool_and(r is not null and r = btrim(r) and length(r) between 1 and 100)
              and count(distinct lower(r)) = count(*)
         from unnest(p_reasons) r), false)
$function$;
revoke all on function private.valid_reason_list(text[]) from public, anon, authenticated, service_role;
grant execute on function private.valid_reason_list(text[]) to authenticated, service_role;
