-- A token whose session has ended (signed out, revoked by refresh-token reuse, banned) stops
-- working at once, not when it expires: the API checks the token's session before every request
-- (PostgREST's pre-request hook) and storage checks it in a restrictive policy.

-- Whether the caller's token names a session that still exists; tokens without a session
-- (the anon and service keys) are not about a session.
create or replace function private.token_session_is_live()
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id', '') = ''
    or exists (
      select 1 from auth.sessions s
      where s.id::text = nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id'
        and s.user_id::text = nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
        and (s.not_after is null or s.not_after > now()))
$$;

-- PostgREST runs this before every request; the error becomes a 401 with a JSON body.
create or replace function private.check_token_session()
returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if not private.token_session_is_live() then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'PGRST301', 'message', 'JWT session has ended',
        'details', null, 'hint', 'Sign in again')::text,
      detail = json_build_object('status', 401,
        'headers', json_build_object('WWW-Authenticate', 'Bearer error="invalid_token", error_description="JWT session has ended"'))::text;
  end if;
end;
$$;

revoke all on function private.token_session_is_live(), private.check_token_session() from public;
grant execute on function private.token_session_is_live(), private.check_token_session()
  to anon, authenticated, service_role;
grant usage on schema private to anon;

alter role authenticator set pgrst.db_pre_request = 'private.check_token_session';
notify pgrst, 'reload config';

-- Storage: every object policy also needs a live session.
create policy portal_live_session on storage.objects as restrictive for all to authenticated
  using ((select private.token_session_is_live()))
  with check ((select private.token_session_is_live()));
