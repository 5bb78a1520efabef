-- A stage move writes its audit entry and the mover's activity count at commit, in the move's own
-- transaction: before the commit neither exists, at the commit both are written with the mover,
-- the stages and the job, and a move that rolls back writes neither.
begin;
select plan(6);

create temp table ids as select
  tests.user_id('manager@example.com') as manager, 'c0000000-0000-4000-8000-000000000001'::uuid as acme,
  'f4000000-0000-4000-8000-000000000001'::uuid as application;
create function pg_temp.entries() returns bigint language sql as $$
  select count(*) from audit.entries e, ids
  where e.action = 'application.stage_changed' and e.target_id = ids.application::text
$$;
create function pg_temp.moves() returns integer language sql as $$
  select coalesce(sum(d.moves), 0)::integer from private.report_activity_daily d, ids
  where d.actor_id = ids.manager and d.job_id = (select job_id from public.applications a where a.id = ids.application)
$$;
create function pg_temp.act_as(p_user uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('sub', p_user, 'role', 'authenticated')::text, true)
$$;
create temp table before as select pg_temp.entries() as entries, pg_temp.moves() as moves;

-- A move that rolls back leaves nothing.
savepoint undone;
select pg_temp.act_as(manager) from ids;
select id from public.move_applications(array[(select application from ids)], array['reviewing'], 'interview');
rollback to savepoint undone;
set constraints all immediate;
select is(pg_temp.entries(), (select entries from before), 'a move that rolls back records no audit entry');
select is(pg_temp.moves(), (select moves from before), 'nor any activity');
set constraints all deferred;

-- A move: nothing yet until the transaction commits (set constraints stands in for the commit).
select pg_temp.act_as(manager) from ids;
select id from public.move_applications(array[(select application from ids)], array['reviewing'], 'interview');
select is(pg_temp.entries(), (select entries from before), 'before the commit the move has no audit entry yet');
select is(pg_temp.moves(), (select moves from before), 'nor its activity count');
set constraints all immediate;
select is((select concat_ws('|', e.actor_id, e.company_id, e.details::text) from audit.entries e, ids
           where e.action = 'application.stage_changed' and e.target_id = ids.application::text order by e.id desc limit 1),
  (select concat_ws('|', manager, acme, '{"to": "interview", "from": "reviewing"}') from ids),
  'at the commit the entry names the mover and the stages, in the company''s chain');
select is(pg_temp.moves(), (select moves + 1 from before), 'and the mover''s activity for the job counts the move');

select * from finish();
rollback;
