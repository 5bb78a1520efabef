-- The kept report figures after stage moves, hires and an application moved to another job are
-- exactly what a recount from the application rows gives.
begin;
select plan(4);

do $$
declare
  v_company uuid := tests.create_company('moves.admin@example.com', 'Moves Co');
  v_admin uuid := tests.user_id('moves.admin@example.com');
begin
  insert into public.jobs (id, company_id, created_by, title, status) values
    ('f6600000-0000-4000-8000-000000000001', v_company, v_admin, 'Moves Engineer', 'open'),
    ('f6600000-0000-4000-8000-000000000002', v_company, v_admin, 'Moves Designer', 'open');
  insert into public.vendors (id, company_id, vendor_name)
  values ('e6600000-0000-4000-8000-000000000001', v_company, 'Moves Staffing');
  perform tests.create_candidates('d6600000-0000-4000-8000-', 'Cand', 'moves.c', 3);
  insert into public.applications (id, job_id, candidate_id, source, applied_by_vendor_id, applied_at) values
    ('f6610000-0000-4000-8000-000000000001', 'f6600000-0000-4000-8000-000000000001', 'd6600000-0000-4000-8000-000000000001', 'candidate', null, '2026-03-02'),
    ('f6610000-0000-4000-8000-000000000002', 'f6600000-0000-4000-8000-000000000001', 'd6600000-0000-4000-8000-000000000002', 'vendor', 'e6600000-0000-4000-8000-000000000001', '2026-03-02'),
    ('f6610000-0000-4000-8000-000000000003', 'f6600000-0000-4000-8000-000000000002', 'd6600000-0000-4000-8000-000000000003', 'company', null, '2026-03-03');
  -- back and forth between stages already reached, then on to a hire, at known times
  insert into public.application_stage_history (application_id, from_status, to_status, actor_id, created_at) values
    ('f6610000-0000-4000-8000-000000000001', 'applied', 'reviewing', v_admin, '2026-03-04 06:00'),
    ('f6610000-0000-4000-8000-000000000001', 'reviewing', 'interview', v_admin, '2026-03-05'),
    ('f6610000-0000-4000-8000-000000000001', 'interview', 'reviewing', v_admin, '2026-03-05 00:30'),
    ('f6610000-0000-4000-8000-000000000001', 'reviewing', 'interview', v_admin, '2026-03-07'),
    ('f6610000-0000-4000-8000-000000000001', 'interview', 'offered', v_admin, '2026-03-09 12:00'),
    ('f6610000-0000-4000-8000-000000000001', 'offered', 'hired', v_admin, '2026-03-10'),
    ('f6610000-0000-4000-8000-000000000002', 'applied', 'interview', v_admin, '2026-03-03'),
    ('f6610000-0000-4000-8000-000000000002', 'interview', 'rejected', v_admin, '2026-03-08');
end;
$$;
-- moves through the product (stamped now) and an application taken to the other job
update public.applications set status = 'reviewing' where id = 'f6610000-0000-4000-8000-000000000003';
update public.applications set status = 'interview' where id = 'f6610000-0000-4000-8000-000000000003';
update public.applications set status = 'reviewing' where id = 'f6610000-0000-4000-8000-000000000003';
update public.applications set job_id = 'f6600000-0000-4000-8000-000000000001' where id = 'f6610000-0000-4000-8000-000000000003';

create temp table kept_company as
  select company_id, day, source, vendor_id, applied, reviewing, interview, offered, hired
  from private.report_company_daily where applied <> 0;
create temp table kept_jobs as
  select job_id, day, company_id, applied, reviewing, interview, offered, hired
  from private.report_job_daily where applied <> 0;
create temp table kept_durations as
  select company_id, day, metric, vendor_id, tenths, n from private.report_duration_counts where n <> 0;
select private.rebuild_report_aggregates();

select ok((select count(*) from kept_durations k join public.companies c on c.id = k.company_id where c.name = 'Moves Co') >= 8,
  'the moves left time-in-stage figures to compare');
select set_eq('select * from kept_company', 'select company_id, day, source, vendor_id, applied, reviewing, interview, offered, hired
                                              from private.report_company_daily where applied <> 0',
  'the funnel per company and day equals a recount');
select set_eq('select * from kept_jobs', 'select job_id, day, company_id, applied, reviewing, interview, offered, hired
                                           from private.report_job_daily where applied <> 0',
  'the funnel per job and day equals a recount, the moved application under its new job');
select set_eq('select * from kept_durations', 'select company_id, day, metric, vendor_id, tenths, n
                                                from private.report_duration_counts where n <> 0',
  'the time-in-stage counts equal a recount');

select * from finish();
rollback;
