-- The unsubscribe link of a job-alert e-mail: its signed token turns off that one saved search's
-- alert without signing in; a token that is malformed, tampered with or made for another search
-- changes nothing, and only the scheduler's key can ask for a token.
begin;
select plan(16);

insert into public.saved_searches (id, user_id, name, query) values
  ('5a000000-0000-4000-8000-000000000001', tests.user_id('candidate@example.com'), 'Engineering', 'engineer'),
  ('5a000000-0000-4000-8000-000000000002', tests.user_id('candidate@example.com'), 'Design', 'designer');

create function pg_temp.token(p_id uuid) returns text language plpgsql as $$
declare t text;
begin
  perform set_config('role', 'service_role', true);
  t := public.job_alert_unsubscribe_token(p_id);
  perform set_config('role', 'none', true);
  return t;
end;
$$;
create function pg_temp.visitor_turns_off(p_token text) returns json language plpgsql as $$
declare r json;
begin
  perform tests.authenticate_as('anon');
  r := public.turn_off_job_alert(p_token);
  perform tests.as_owner();
  return r;
end;
$$;
create function pg_temp.alerts_on(p_id uuid) returns boolean language sql as $$
  select alerts_enabled from public.saved_searches where id = p_id
$$;

-- Who may make a token ----------------------------------------------------------------------------
select matches(pg_temp.token('5a000000-0000-4000-8000-000000000001'),
  '^5a000000-0000-4000-8000-000000000001\.[A-Za-z0-9_-]{43}$', 'the scheduler gets a signed token for a search');
select isnt(pg_temp.token('5a000000-0000-4000-8000-000000000001'), pg_temp.token('5a000000-0000-4000-8000-000000000002'),
  'each search has its own');
select is(tests.attempt('anon', 'select public.job_alert_unsubscribe_token(''5a000000-0000-4000-8000-000000000001'')'),
  '42501', 'a visitor cannot make a token');
select is(tests.attempt('candidate@example.com', 'select public.job_alert_unsubscribe_token(''5a000000-0000-4000-8000-000000000001'')'),
  '42501', 'nor can the candidate');
select is(tests.attempt('anon', 'select * from private.signing_keys'), '42501', 'nobody reads the signing key');
select is(tests.attempt('candidate@example.com', 'select private.signed_link_token(''job_alert_unsubscribe'', ''5a000000-0000-4000-8000-000000000001'')'),
  '42501', 'nor signs with it');

-- Links that change nothing ----------------------------------------------------------------------
select is(tests.error_of('anon', 'select public.turn_off_job_alert(''not-a-token'')'),
  'This unsubscribe link is not valid', 'a malformed token is refused');
select is(tests.error_of('anon', format('select public.turn_off_job_alert(%L)',
    '5a000000-0000-4000-8000-000000000001.' || repeat('A', 43))),
  'This unsubscribe link is not valid', 'a token with a made-up signature is refused');
select is(tests.error_of('anon', format('select public.turn_off_job_alert(%L)',
    '5a000000-0000-4000-8000-000000000001.' || split_part(pg_temp.token('5a000000-0000-4000-8000-000000000002'), '.', 2))),
  'This unsubscribe link is not valid', 'another search''s signature does not fit');
select is(tests.attempt('anon', 'select public.turn_off_job_alert(null)'), '22023', 'an empty token is bad input');
select ok(pg_temp.alerts_on('5a000000-0000-4000-8000-000000000001'), 'after all that the alert is still on');

-- The real link ----------------------------------------------------------------------------------
select is(pg_temp.visitor_turns_off(pg_temp.token('5a000000-0000-4000-8000-000000000001')) ->> 'name', 'Engineering',
  'a visitor with the e-mail''s link turns the alert off and learns which search it was');
select ok(not pg_temp.alerts_on('5a000000-0000-4000-8000-000000000001'), 'the alert is off');
select ok(pg_temp.alerts_on('5a000000-0000-4000-8000-000000000002'), 'the candidate''s other search still alerts');
select is(pg_temp.visitor_turns_off(pg_temp.token('5a000000-0000-4000-8000-000000000001')) ->> 'name', 'Engineering',
  'using the link again answers the same, naming the search');

delete from public.saved_searches where id = '5a000000-0000-4000-8000-000000000002';
select is(tests.error_of('anon', format('select public.turn_off_job_alert(%L)', pg_temp.token('5a000000-0000-4000-8000-000000000002'))),
  'This saved search no longer exists', 'the link of a removed search says so');

select * from finish();
rollback;
