-- Exporting a job's applicants leaves an entry in the company's audit trail: who exported which
-- job and how many rows. A refused export writes nothing.
begin;
select plan(8);

select tests.create_matrix_actors();
-- A recruiter of Acme's of their own, on a job they created, with one applicant.
select tests.add_company_member('c0000000-0000-4000-8000-000000000001', 'export.recruiter@example.com', 'recruiter', 'Erin', 'Exporter');
insert into public.jobs (id, company_id, title, status, created_by)
values ('f0400000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Export Analyst', 'published',
        tests.user_id('export.recruiter@example.com'));
insert into public.applications (id, job_id, candidate_id, applied_by_user_id)
values ('f4400000-0000-4000-8000-0000000000e1', 'f0400000-0000-4000-8000-000000000001',
        'd0000000-0000-4000-8000-000000000001', tests.user_id('candidate@example.com'));

create temp table before_count as
select count(*)::int as n from audit.entries where action = 'job.applicants_exported';
grant select on before_count to authenticated;

-- Allowed: the job's recruiter exports; the entry names them, the job, the company and the rows.
select tests.authenticate_as('export.recruiter@example.com');
select is((select count(*)::int from public.export_job_applicants('f0400000-0000-4000-8000-000000000001')), 1,
  'the recruiter exports the job''s one applicant');
select tests.as_owner();
select is((select concat_ws('|', actor_id = tests.user_id('export.recruiter@example.com'), target_type, target_id, company_id, details::text)
           from audit.entries where action = 'job.applicants_exported' order by id desc limit 1),
  't|job|f0400000-0000-4000-8000-000000000001|c0000000-0000-4000-8000-000000000001|{"rows": 1}',
  'the export is recorded with the exporter, the job, the company''s chain and the row count');

-- The company admin reads it in the trail, the job named by its title.
select tests.authenticate_as('owner@example.com');
select is((select concat_ws('|', actor_name, target_name)
           from public.list_audit_entries(p_action => 'job.applicants_exported') limit 1),
  'Erin Exporter|Export Analyst', 'the company''s trail shows who exported which job');
select tests.as_owner();

-- Every export is its own entry.
select tests.authenticate_as('owner@example.com');
select is((select count(*)::int from public.export_job_applicants('f0000000-0000-4000-8000-000000000001')), 2,
  'the company admin exports another job''s applicants');
select tests.as_owner();
select is((select count(*)::int from audit.entries where action = 'job.applicants_exported'),
  (select n + 2 from before_count), 'two exports, two entries');
select is((select details ->> 'rows' from audit.entries where action = 'job.applicants_exported' order by id desc limit 1),
  '2', 'the second entry counts its own rows');

-- Denied: staff who do not see the job, and other companies, export nothing and leave no entry.
select is(tests.attempt('recruiter@example.com', $$select * from public.export_job_applicants('f0400000-0000-4000-8000-000000000001')$$),
  'P0002', 'a recruiter who does not see the job cannot export it');
select is(tests.attempt('globex.admin@example.com', $$select * from public.export_job_applicants('f0000000-0000-4000-8000-000000000001')$$)
          || '|' || (select count(*) from audit.entries where action = 'job.applicants_exported')::text,
  'P0002|' || (select n + 2 from before_count)::text, 'another company cannot export it and no entry is written');

select * from finish();
rollback;
