-- The candidate reads get-candidate-data calls without reading its caller first check that caller
-- themselves: a live session of an existing user, the user asked about or a platform admin, and
-- not a company account, with the messages the function answers with.
begin;
select plan(23);

-- Runs p_sql with the given JWT claims; 'ok' or the SQLSTATE and message it failed with.
create function pg_temp.outcome(p_claims jsonb, p_sql text) returns text language sql as $$
  select coalesce(t.error_state || ' ' || t.error_message, 'ok') from tests.try_with(p_claims, p_sql) t
$$;

-- A signed-in user's claims, with the session they came from.
create function pg_temp.claims(p_email text, p_session uuid default null) returns jsonb language sql as $$
  select tests.claims_of(p_email) || jsonb_strip_nulls(jsonb_build_object('session_id', p_session))
$$;

create temp table calls (name text, sql text) on commit drop;
insert into calls values
  ('potential jobs', $$select public.get_candidate_potential_jobs('a0000000-0000-4000-8000-000000000007', 1, 20)$$),
  ('application detail', $$select public.get_candidate_application_detail('a0000000-0000-4000-8000-000000000007', 'f4000000-0000-4000-8000-000000000001')$$);

insert into auth.sessions (id, user_id, created_at, updated_at) values
  ('00000000-0000-4000-8000-0000000000b1', tests.user_id('candidate@example.com'), now(), now()),
  ('00000000-0000-4000-8000-0000000000b2', tests.user_id('candidate@example.com'), now(), now()),
  ('00000000-0000-4000-8000-0000000000b3', tests.user_id('owner@example.com'), now(), now());
update auth.sessions set not_after = now() - interval '1 minute' where id = '00000000-0000-4000-8000-0000000000b2';

-- A live session ------------------------------------------------------------------------------------
select is(pg_temp.outcome(pg_temp.claims('candidate@example.com', '00000000-0000-4000-8000-0000000000b1'), sql), 'ok',
  name || ': a live session reads')
from calls order by name;

-- Not a caller: 401 in the function -------------------------------------------------------------
select is(pg_temp.outcome(pg_temp.claims('candidate@example.com', '00000000-0000-4000-8000-0000000000aa'), sql),
  'PT401 Invalid or expired session', name || ': a signed-out session is refused')
from calls order by name;
select is(pg_temp.outcome(pg_temp.claims('candidate@example.com', '00000000-0000-4000-8000-0000000000b2'), sql),
  'PT401 Invalid or expired session', name || ': an expired session is refused')
from calls order by name;
select is(pg_temp.outcome(pg_temp.claims('candidate@example.com', '00000000-0000-4000-8000-0000000000b3'), sql),
  'PT401 Invalid or expired session', name || ': another user''s session does not vouch for the candidate')
from calls order by name;
select is(pg_temp.outcome(jsonb_build_object('sub', '00000000-0000-4000-8000-00000000dead', 'role', 'authenticated'), sql),
  'PT401 Invalid or expired session', name || ': a user who no longer exists is refused')
from calls order by name;
select is(pg_temp.outcome('{"role": "service_role"}', calls.sql), 'PT401 Invalid or expired session',
  'the service role is nobody to the candidate view')
from calls where name = 'application detail';
select is(pg_temp.outcome('{"role": "anon"}', sql), '42501 permission denied for function ' ||
  case name when 'potential jobs' then 'get_candidate_potential_jobs' else 'get_candidate_application_detail' end,
  name || ': anon cannot call it')
from calls order by name;

-- The user asked about and the account role: 403 in the function --------------------------------
select is(pg_temp.outcome(pg_temp.claims('vendor@example.com'), sql), '42501 You can only access your own data',
  name || ': another candidate is refused')
from calls order by name;
select is(pg_temp.outcome(pg_temp.claims('owner@example.com', '00000000-0000-4000-8000-0000000000b3'), sql),
  '42501 You can only access your own data', name || ': company staff asking about a candidate are refused')
from calls order by name;
select is(pg_temp.outcome(pg_temp.claims('owner@example.com'),
  $$select public.get_candidate_potential_jobs(tests.user_id('owner@example.com'), 1, 20)$$),
  '42501 Only candidates can access candidate data', 'company staff asking about themselves are refused');
select is(pg_temp.outcome(pg_temp.claims('owner@example.com'),
  $$select public.get_candidate_application_detail(tests.user_id('owner@example.com'), 'f4000000-0000-4000-8000-000000000001')$$),
  '42501 Only candidates can access candidate data', 'company staff asking about themselves get no application');
select is(pg_temp.outcome(pg_temp.claims('vendor@example.com'),
  $$select public.get_candidate_potential_jobs(tests.user_id('vendor@example.com'), 1, 20)$$),
  '42501 Only candidates can access candidate data', 'a talent vendor asking about themselves is refused');
select is(pg_temp.outcome(pg_temp.claims('admin@example.com'), sql), 'ok', name || ': a platform admin reads for the candidate')
from calls order by name;

select ok(not has_function_privilege('authenticated', 'private.assert_candidate_data_caller(uuid)', 'execute')
          and not has_function_privilege('anon', 'private.assert_candidate_data_caller(uuid)', 'execute'),
  'the caller check is not callable on its own');

select * from finish();
rollback;
