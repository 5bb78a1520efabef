-- The session check runs before every API request (PostgREST's pre-request) and in the storage
-- policies. It compared each session's id as text with the token's claim, which read every row of
-- auth.sessions and parsed the claims once per row: its cost grew with the number of sessions
-- (about 0.75 ms at 500 sessions). The claims are now read once and the session is found by its
-- key. Tokens carry ids in their canonical lower-case form; anything else matches no session, as
-- the text comparison did.
create or replace function private.token_session_is_live()
 returns boolean
 language plpgsql
 stable security definer
 set search_path to ''
as $function$
declare
  v_claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  v_session text := v_claims ->> 'session_id';
  v_sub text := v_claims ->> 'sub';
  c_id constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
begin
  if coalesce(v_session, '') = '' then
    return true;
  end if;
  if v_session !~ c_id or v_sub is null or v_sub !~ c_id then
    return false;
  end if;
  return exists (
    select 1 from auth.sessions s
    join auth.users u on u.id = s.user_id
    where s.id = v_session::uuid
      and s.user_id = v_sub::uuid
      and (s.not_after is null or s.not_after > now())
      and (u.banned_until is null or u.banned_until <= now()));
end
$function$;
revoke all on function private.token_session_is_live() from public, anon, authenticated, service_role;
grant execute on function private.token_session_is_live() to anon, authenticated, service_role;
