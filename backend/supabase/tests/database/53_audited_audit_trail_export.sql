-- Exporting the audit trail is recorded in the chain it came from, with the exporter, the filters
-- and the number of entries; a refused call records nothing.
begin;
select plan(8);

select tests.create_matrix_actors();

create function pg_temp.exports() returns integer language sql as $$
  select count(*)::int from audit.entries where action = 'audit.trail_exported'
$$;

-- Allowed: a company admin exports their company's trail.
select tests.authenticate_as('owner@example.com');
select ok(public.record_audit_trail_export(42, null, 'auth.signed_in', '2026-11-01T00:00:00Z') > 0,
  'a company admin''s export is recorded');
select tests.as_owner();
select is((select concat_ws('|', actor_id = tests.user_id('owner@example.com'), chain, target_type, details::text)
           from audit.entries where action = 'audit.trail_exported' order by id desc limit 1),
  't|company:c0000000-0000-4000-8000-000000000001|audit_trail|{"from": "2026-11-01T00:00:00+00:00", "action": "auth.signed_in", "entries": 42}',
  'in the company''s own chain, with the filters and the number of entries');

-- Allowed: a platform admin's export across companies goes to the platform chain.
select tests.authenticate_as('admin@example.com');
select ok(public.record_audit_trail_export(7) > 0, 'a platform admin''s export is recorded');
select tests.as_owner();
select is((select chain || '|' || target_id || '|' || details::text from audit.entries
           where action = 'audit.trail_exported' order by id desc limit 1),
  'platform|all|{"entries": 7}', 'an export across companies is recorded in the platform chain');

-- Refused: nothing is recorded.
create temp table before_refusals as select pg_temp.exports() as n;
select is(tests.error_of('globex.admin@example.com',
  $$select public.record_audit_trail_export(1, 'c0000000-0000-4000-8000-000000000001')$$),
  'You can only export the audit trail of your own company', 'another company''s admin cannot record an export of Acme''s trail');
select is(tests.error_of('recruiter@example.com', $$select public.record_audit_trail_export(1)$$),
  'Only platform administrators and company administrators can export the audit trail', 'nor can a recruiter');
select is(tests.error_of('owner@example.com', $$select public.record_audit_trail_export(-1)$$),
  'The number of exported entries must not be negative', 'a negative count is refused');
select is(pg_temp.exports(), (select n from before_refusals), 'refused calls record nothing');

select * from finish();
rollback;
