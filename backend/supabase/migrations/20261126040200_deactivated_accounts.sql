-- A deactivated (banned) account's tokens stop working at once, whether or not the auth service
-- ended its sessions when it was banned: a live session also needs a user who is not banned.
create or replace function private.token_session_is_live()
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id', '') = ''
    or exists (
      select 1 from auth.sessions s
      join auth.users u on u.id = s.user_id
      where s.id::text = nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id'
        and s.user_id::text = nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
        and (s.not_after is null or s.not_after > now())
        and (u.banned_until is null or u.banned_until <= now()))
$$;
