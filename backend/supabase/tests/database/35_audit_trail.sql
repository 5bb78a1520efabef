-- The audit trail is append-only for every API role, chains entries by hash, and its check finds
-- an entry the database superuser changed behind its back.
begin;
select plan(18);

select audit.append('test.first', 'company', 'c0000000-0000-4000-8000-000000000001',
  'c0000000-0000-4000-8000-000000000001', '{"n": 1}', tests.user_id('owner@example.com'));
select audit.append('test.second', 'company', 'c0000000-0000-4000-8000-000000000001',
  'c0000000-0000-4000-8000-000000000001', '{"n": 2}', tests.user_id('owner@example.com'));
-- an entry with no actor, target or company: the check recomputes its empty fields the same way
select audit.append('test.bare', null, null, null, '{"note": "tab\tand \"quotes\""}', null);

create temp table acme_tail as
  select * from audit.entries where chain = 'company:c0000000-0000-4000-8000-000000000001' order by seq desc limit 2;
grant select on acme_tail to anon, authenticated, service_role;

select is((select prev_hash from acme_tail where action = 'test.second'),
          (select hash from acme_tail where action = 'test.first'),
  'an entry links to the hash of the previous entry of its chain');
select is((select seq from acme_tail where action = 'test.second'),
          (select seq + 1 from acme_tail where action = 'test.first'),
  'entries of a chain are numbered one after the other');
select is((select hash from acme_tail where action = 'test.first'),
  encode(extensions.digest((select prev_hash from acme_tail where action = 'test.first') || E'\x1f' ||
    audit.canonical(e.chain, e.seq, e.occurred_at, e.actor_id, e.action, e.target_type, e.target_id, e.company_id, e.details),
    'sha256'), 'hex'),
  'the hash is SHA-256 over the previous hash and the canonical entry')
  from acme_tail e where e.action = 'test.first';
select is((select (audit.verify() ->> 'ok')::boolean), true, 'the untouched trail verifies');
select is((audit.verify() ->> 'checked')::bigint, (select count(*) from audit.entries),
  'the check recomputes every entry');

-- No API role can change, delete or add entries directly.
select is(tests.attempt(r, 'update audit.entries set action = ''x'''), '42501', r || ' cannot update entries')
  from unnest(array['anon', 'candidate@example.com', 'owner@example.com', 'admin@example.com']) r;
select is(tests.attempt(r, 'delete from audit.entries'), '42501', r || ' cannot delete entries')
  from unnest(array['anon', 'owner@example.com', 'admin@example.com']) r;
select is(tests.attempt('admin@example.com',
  $$insert into audit.entries (chain, seq, occurred_at, action, prev_hash, hash) values ('platform', 999999, now(), 'x', '', '')$$),
  '42501', 'a platform admin cannot insert entries directly');
select is(tests.error_of('admin@example.com',
  $$select public.record_audit_event('x', null, null, null, '{}', null)$$),
  'permission denied for function record_audit_event', 'only the service role records events through the API');
select throws_ok($$update audit.entries set action = 'x' where id = (select min(id) from audit.entries)$$,
  '42501', 'Audit entries cannot be changed or deleted', 'even the database owner cannot update an entry while the guard is on');

-- The superuser switches the guard off and rewrites one entry: the check names that entry.
set local session_replication_role = replica;
update audit.entries set details = '{"n": 3}'
where id = (select id from acme_tail where action = 'test.first');
set local session_replication_role = origin;
select is((audit.verify() ->> 'ok')::boolean, false, 'a changed entry fails the check');
select is((audit.verify() -> 'first_broken' ->> 'id')::bigint, (select id from acme_tail where action = 'test.first'),
  'the check names the changed entry');
select is(audit.verify() -> 'first_broken' ->> 'reason', 'its hash does not match its contents',
  'and says why');

select * from finish();
rollback;
