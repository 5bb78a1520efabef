-- The session check behind every API request: a token without a session id (the API keys) passes;
-- a token passes only while its own session exists, has not expired and its account is not
-- deactivated; a session of someone else, or a claim that is not an id, never passes.
begin;
select plan(10);

create temp table ids as select
  tests.create_user('session.owner@example.test') as owner,
  tests.create_user('session.other@example.test') as other,
  '5e000000-0000-4000-8000-0000000000a1'::uuid as session;
insert into auth.sessions (id, user_id, created_at, updated_at)
  select session, owner, now(), now() from ids;

create function pg_temp.live(p_claims jsonb) returns boolean language plpgsql as $$
declare
  v boolean;
begin
  perform set_config('request.jwt.claims', coalesce(p_claims::text, ''), true);
  v := private.token_session_is_live();
  perform set_config('request.jwt.claims', '', true);
  return v;
end;
$$;
create function pg_temp.claims(p_sub text, p_session text) returns jsonb language sql as $$
  select jsonb_build_object('sub', p_sub, 'role', 'authenticated', 'session_id', p_session)
$$;

select ok(pg_temp.live(null), 'a request without claims passes');
select ok(pg_temp.live('{"role": "anon"}'), 'an API key without a session passes');
select ok(pg_temp.live((select pg_temp.claims(owner::text, session::text) from ids)),
  'the owner''s token with its live session passes');
select ok(not pg_temp.live((select pg_temp.claims(other::text, session::text) from ids)),
  'another account''s token naming that session does not pass');
select ok(not pg_temp.live((select pg_temp.claims(owner::text, 'not-a-session') from ids)),
  'a session claim that is not an id does not pass');
select ok(not pg_temp.live((select pg_temp.claims(owner::text, upper(session::text)) from ids)),
  'a session id written in another form does not pass');
select ok(not pg_temp.live((select pg_temp.claims(owner::text, gen_random_uuid()::text) from ids)),
  'a session that does not exist does not pass');

update auth.sessions set not_after = now() - interval '1 second' where id = (select session from ids);
select ok(not pg_temp.live((select pg_temp.claims(owner::text, session::text) from ids)),
  'an expired session does not pass');
update auth.sessions set not_after = null where id = (select session from ids);

update auth.users set banned_until = now() + interval '1 day' where id = (select owner from ids);
select ok(not pg_temp.live((select pg_temp.claims(owner::text, session::text) from ids)),
  'a deactivated account''s session does not pass');
update auth.users set banned_until = null where id = (select owner from ids);

delete from auth.sessions where id = (select session from ids);
select ok(not pg_temp.live((select pg_temp.claims(owner::text, session::text) from ids)),
  'a signed-out session does not pass');

select * from finish();
rollback;
