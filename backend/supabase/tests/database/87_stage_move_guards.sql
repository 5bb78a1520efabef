-- A stage move skips the guards a plain stage change cannot trip, and the guards still refuse what
-- they refused: a change of who applied or of the source, a withdrawal by anyone but the
-- candidate, a source label written by hand. A bulk move checks each job once and still refuses
-- the whole selection when one job is outside the mover's sight.
begin;
select plan(12);

select tests.create_matrix_actors();
-- Seed: f4..01 (job 1, Jordan) is under review, f4..02 (job 2, Jordan) is new, f4..05 (job 1,
-- vendor) is new; the recruiter works job 1 only.
create temp table labels as select id, source_label, status_changed_at from public.applications
  where id in ('f4000000-0000-4000-8000-000000000001', 'f4000000-0000-4000-8000-000000000005');
grant select on labels to authenticated;

-- Bulk moves.
select is(tests.error_of('recruiter@example.com', $$select * from public.move_applications(
    array['f4000000-0000-4000-8000-000000000001', 'f4000000-0000-4000-8000-000000000002']::uuid[],
    array['reviewing', 'applied'], 'interview')$$),
  'You do not have permission to move this application',
  'one application of a job outside the recruiter''s sight refuses the whole selection');
select is((select string_agg(status, ',' order by id) from public.applications
           where id in ('f4000000-0000-4000-8000-000000000001', 'f4000000-0000-4000-8000-000000000002')),
  'reviewing,applied', 'and moves none of it');
select is(tests.error_of('recruiter@example.com', $$select * from public.move_applications(
    array['f4000000-0000-4000-8000-000000000001', 'f4000000-0000-4000-8000-0000000000ff']::uuid[],
    array['reviewing', 'applied'], 'interview')$$),
  'Application not found', 'an unknown application in a selection is refused');
select tests.authenticate_as('recruiter@example.com');
select is((select string_agg(status, ',' order by id) from public.move_applications(
    array['f4000000-0000-4000-8000-000000000005', 'f4000000-0000-4000-8000-000000000001']::uuid[],
    array['applied', 'reviewing'], 'interview')),
  'interview,interview', 'two applications of the recruiter''s job move together');
select tests.as_owner();
select is((select count(*)::int from public.applications a join labels l using (id)
           where a.source_label = l.source_label and a.status_changed_at > l.status_changed_at),
  2, 'a move stamps the stage change and keeps each source label');

-- The guards, reached by an API role that may update applications (granted in this test only).
grant update on public.applications to authenticated;
create policy test_update on public.applications for update to authenticated using (true);
select is(tests.error_of('recruiter@example.com', $$update public.applications set source = 'company'
    where id = 'f4000000-0000-4000-8000-000000000005'$$),
  'Only the status of an application can change', 'the source cannot be changed through the API');
select is(tests.error_of('recruiter@example.com', $$update public.applications set applied_by_vendor_id = null
    where id = 'f4000000-0000-4000-8000-000000000005'$$),
  'Only the status of an application can change', 'nor the vendor who submitted it');
select is(tests.error_of('recruiter@example.com', $$update public.applications set status = 'withdrawn'
    where id = 'f4000000-0000-4000-8000-000000000001'$$),
  'Only the candidate can withdraw an application, and a withdrawn application stays withdrawn',
  'a company cannot withdraw an application');
select tests.authenticate_as('recruiter@example.com');
update public.applications set source_label = 'Hand-written' where id = 'f4000000-0000-4000-8000-000000000005';
select tests.as_owner();
select is((select a.source_label from public.applications a join labels l using (id)
           where a.id = 'f4000000-0000-4000-8000-000000000005'),
  (select source_label from labels where id = 'f4000000-0000-4000-8000-000000000005'),
  'a source label written by hand is put back');
select tests.authenticate_as('recruiter@example.com');
update public.applications set status = 'offered' where id = 'f4000000-0000-4000-8000-000000000001';
select tests.as_owner();
select is((select status from public.applications where id = 'f4000000-0000-4000-8000-000000000001'),
  'offered', 'a plain stage change passes the guards');

-- The platform's own role may correct the source; the label follows it.
update public.applications set source = 'company', applied_by_vendor_id = null, applied_by_company_id = company_id
  where id = 'f4000000-0000-4000-8000-000000000005';
select is((select source_label from public.applications where id = 'f4000000-0000-4000-8000-000000000005'),
  'Company-managed', 'a corrected source brings its label');
select is((select count(*)::int from public.application_stage_history
           where application_id = 'f4000000-0000-4000-8000-000000000005'
             and (from_status, to_status) = ('applied', 'interview')),
  1, 'the bulk move is in the history once');

select * from finish();
rollback;
