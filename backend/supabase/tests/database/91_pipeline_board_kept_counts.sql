-- The board's column totals are kept per job and stage: they follow new applications, single and
-- bulk moves and deletions within the same transaction, fold in the rows of
-- connections that have ended, survive a recount, and stay behind the board's access check.
begin;
select plan(15);

select tests.create_matrix_actors();

insert into public.jobs (id, company_id, title, status)
values ('e9100000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Counted Engineer', 'open');
insert into public.candidates (id, first_name, last_name, managing_company_id, is_managed_by_company)
select ('e9110000-0000-4000-8000-00000000000' || i)::uuid, 'Counted', 'Person ' || i,
       'c0000000-0000-4000-8000-000000000001', true
from generate_series(1, 5) i;
-- One statement: three new, two under review.
insert into public.applications (id, job_id, candidate_id, status)
select ('e9120000-0000-4000-8000-00000000000' || i)::uuid, 'e9100000-0000-4000-8000-000000000001',
       ('e9110000-0000-4000-8000-00000000000' || i)::uuid, case when i <= 3 then 'applied' else 'reviewing' end
from generate_series(1, 5) i;

-- The board's totals as the owner reads them, and the same counted from the applications.
create function pg_temp.board() returns text language sql as $$
  select string_agg(format('%s:%s', c ->> 'status', c ->> 'total'), ',')
  from public.get_pipeline_board('e9100000-0000-4000-8000-000000000001') b, jsonb(b) c
  where (c ->> 'total')::int <> 0
$$;
create function pg_temp.counted() returns text language sql as $$
  select string_agg(format('%s:%s', s.status, n.total), ',' order by s.ord)
  from unnest(array['applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected', 'withdrawn'])
       with ordinality s (status, ord)
  join (select a.status, count(*) as total from public.applications a
        where a.job_id = 'e9100000-0000-4000-8000-000000000001' group by a.status) n on n.status = s.status
$$;
grant execute on function pg_temp.board(), pg_temp.counted() to authenticated;

select tests.authenticate_as('owner@example.com');
select is(pg_temp.board(), 'applied:3,reviewing:2', 'new applications are counted in their stage');

select is((select string_agg(status, ',') from public.move_applications(
    array['e9120000-0000-4000-8000-000000000001']::uuid[], array['applied'], 'interview')),
  'interview', 'the owner moves one application');
select is(pg_temp.board(), 'applied:2,reviewing:2,interview:1', 'a move takes one from its stage and adds one to the next');

select is((select count(*)::int from public.move_applications(
    array['e9120000-0000-4000-8000-000000000002', 'e9120000-0000-4000-8000-000000000004',
          'e9120000-0000-4000-8000-000000000001']::uuid[],
    array['applied', 'reviewing', 'interview'], 'rejected', 'Position filled by another candidate')),
  3, 'a bulk move from three stages');
select is(pg_temp.board(), 'applied:1,reviewing:1,rejected:3', 'a bulk move is counted stage by stage');

select tests.as_owner();
update public.applications set source_label = source_label where job_id = 'e9100000-0000-4000-8000-000000000001';
select tests.authenticate_as('owner@example.com');
select is(pg_temp.board(), pg_temp.counted(), 'an update that leaves the stages alone changes no total');

select tests.as_owner();
delete from public.applications where id = 'e9120000-0000-4000-8000-000000000003';
select tests.authenticate_as('owner@example.com');
select is(pg_temp.board(), 'reviewing:1,rejected:3', 'a deleted application leaves its column');

-- The rows a connection that has ended left behind are folded into the next change of that stage.
select tests.as_owner();
insert into private.job_stage_counts (job_id, status, slot, total)
values ('e9100000-0000-4000-8000-000000000001', 'offered', -1, 2),
       ('e9100000-0000-4000-8000-000000000001', 'offered', -2, -2);
select tests.authenticate_as('owner@example.com');
select is(pg_temp.board(), 'reviewing:1,rejected:3', 'rows of ended connections add up to the total');
select tests.authenticate_as('owner@example.com');
select is((select string_agg(status, ',') from public.move_applications(
    array['e9120000-0000-4000-8000-000000000005']::uuid[], array['reviewing'], 'offered')),
  'offered', 'a move into that stage');
select tests.as_owner();
select is((select string_agg(format('%s=%s', slot = pg_backend_pid(), total), ',')
           from private.job_stage_counts
           where job_id = 'e9100000-0000-4000-8000-000000000001' and status = 'offered'),
  't=1', 'the ended connections'' rows are folded into this connection''s row');
select tests.authenticate_as('owner@example.com');
select is(pg_temp.board(), pg_temp.counted(), 'the totals still match the applications');

select tests.as_owner();
select private.rebuild_application_counts();
select tests.authenticate_as('owner@example.com');
select is(pg_temp.board(), pg_temp.counted(), 'a recount after a bulk load gives the same totals');
select tests.as_owner();

-- Deny: the kept totals are not readable directly, and the board stays behind its check.
select is(tests.error_of('owner@example.com', $$select * from private.job_stage_counts$$),
  'permission denied for table job_stage_counts', 'a company user cannot read the kept totals directly');
select is(tests.error_of('vendor@example.com', $$select public.get_pipeline_board('e9100000-0000-4000-8000-000000000001')$$),
  'Job not found', 'a vendor cannot read the board''s totals');

delete from public.jobs where id = 'e9100000-0000-4000-8000-000000000001';
select is((select count(*)::int from private.job_stage_counts where job_id = 'e9100000-0000-4000-8000-000000000001'),
  0, 'a deleted job takes its totals with it');

select * from finish();
rollback;
