-- Invitation tokens and vendor codes draw on pgcrypto's gen_random_bytes. Run as the caller, they
-- depend on the caller's EXECUTE on that extension function, which differs by where the
-- extension came from: created after "revoke execute on functions from public" became the
-- default (a database wiped and migrated again, an extension re-created) it is not granted to
-- anyone, and every invitation failed with "permission denied for function gen_random_bytes".
-- As their owner they work wherever the migrations ran, here and on hosted Supabase.
create or replace function private.random_token()
 returns text
 language sql
 security definer
 set search_path TO ''
as $function$
  select translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/=', '-_')
$function$;
revoke all on function private.random_token() from public, anon, authenticated, service_role;
grant execute on function private.random_token() to authenticated, service_role;

create or replace function private.new_vendor_code()
 returns text
 language sql
 security definer
 set search_path TO ''
as $function$
  select 'VENDOR-' || upper(substr(encode(extensions.gen_random_bytes(8), 'hex'), 1, 8))
$function$;
revoke all on function private.new_vendor_code() from public, anon, authenticated, service_role;
grant execute on function private.new_vendor_code() to authenticated, service_role;
