-- The open-job total kept per day of expiry matches a count of the open jobs after every kind of
-- change: jobs written, closed, expiring, moved; companies approved, unapproved and deleted.
begin;
select plan(16);

create function pg_temp.exact() returns bigint language sql as $$ select count(*) from private.open_job_ids() $$;

select is(private.open_jobs_total(), pg_temp.exact(), 'the seeded jobs are counted');
select ok(pg_temp.exact() > 0, 'the demo data has open jobs');

-- Acme (approved) and Pending Co (waiting for approval).
insert into public.jobs (id, company_id, title, status, expires_at) values
  ('f0000000-0000-4000-8000-0000000000a1', 'c0000000-0000-4000-8000-000000000001', 'Open, no expiry', 'published', null),
  ('f0000000-0000-4000-8000-0000000000a2', 'c0000000-0000-4000-8000-000000000001', 'Open, next month', 'open', now() + interval '30 days'),
  ('f0000000-0000-4000-8000-0000000000a3', 'c0000000-0000-4000-8000-000000000001', 'Open, one more minute', 'active', now() + interval '1 minute'),
  ('f0000000-0000-4000-8000-0000000000a4', 'c0000000-0000-4000-8000-000000000001', 'Draft', 'draft', null),
  ('f0000000-0000-4000-8000-0000000000a5', 'c0000000-0000-4000-8000-000000000002', 'Pending company', 'published', null),
  ('f0000000-0000-4000-8000-0000000000a6', 'c0000000-0000-4000-8000-000000000001', 'Already expired', 'published', now() - interval '2 days');
select is(private.open_jobs_total(), pg_temp.exact(), 'new jobs count when open, approved and not expired');

update public.jobs set status = 'closed' where id = 'f0000000-0000-4000-8000-0000000000a2';
select is(private.open_jobs_total(), pg_temp.exact(), 'a closed job leaves the total');
update public.jobs set status = 'published' where id = 'f0000000-0000-4000-8000-0000000000a4';
select is(private.open_jobs_total(), pg_temp.exact(), 'a published draft joins it');
update public.jobs set expires_at = now() - interval '2 days' where id = 'f0000000-0000-4000-8000-0000000000a1';
select is(private.open_jobs_total(), pg_temp.exact(), 'a job given a past expiry leaves it');
update public.jobs set expires_at = now() + interval '2 days' where id = 'f0000000-0000-4000-8000-0000000000a6';
select is(private.open_jobs_total(), pg_temp.exact(), 'an expired job extended joins it again');
update public.jobs set title = 'Renamed' where id = 'f0000000-0000-4000-8000-0000000000a6';
select is(private.open_jobs_total(), pg_temp.exact(), 'other edits leave it alone');
update public.jobs set company_id = 'c0000000-0000-4000-8000-000000000002' where id = 'f0000000-0000-4000-8000-0000000000a6';
select is(private.open_jobs_total(), pg_temp.exact(), 'a job moved to a company waiting for approval leaves it');

update public.companies set is_approved = true where id = 'c0000000-0000-4000-8000-000000000002';
select is(private.open_jobs_total(), pg_temp.exact(), 'approving a company adds its open jobs');
update public.companies set is_approved = false where id = 'c0000000-0000-4000-8000-000000000001';
select is(private.open_jobs_total(), pg_temp.exact(), 'unapproving a company takes its open jobs off');
update public.companies set is_approved = true where id = 'c0000000-0000-4000-8000-000000000001';
select is(private.open_jobs_total(), pg_temp.exact(), 'approving it again brings them back');

delete from public.jobs where id = 'f0000000-0000-4000-8000-0000000000a3';
select is(private.open_jobs_total(), pg_temp.exact(), 'a deleted job leaves the total');
delete from public.companies where id = 'c0000000-0000-4000-8000-000000000002';
select is(private.open_jobs_total(), pg_temp.exact(), 'a deleted company takes its jobs off');
select ok(pg_temp.exact() > 0, 'open jobs remain to be counted');

-- A bulk load that bypasses the triggers is recounted.
set local session_replication_role = replica;
insert into public.jobs (company_id, title, status) values ('c0000000-0000-4000-8000-000000000001', 'Loaded', 'open');
set local session_replication_role = origin;
select private.rebuild_open_job_counts();
select is(private.open_jobs_total(), pg_temp.exact(), 'a recount matches the jobs');

select * from finish();
rollback;
