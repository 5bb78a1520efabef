-- Applying writes its first stage history, and deleting an application queues its job's
-- suggestions for a rebuild only when its candidate can be suggested (is in a company's pool).
begin;
select plan(10);

select tests.create_applicant('hana.apply86@example.com', 'Hana', 'Applies', '+12065550861');

insert into public.jobs (id, company_id, title, status) values
  ('e8600000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Open 86', 'published');
insert into public.candidates (id, first_name, last_name, email, managing_company_id) values
  ('d8600000-0000-4000-8000-000000000001', 'Milo', 'Managed', 'milo.managed86@example.org', 'c0000000-0000-4000-8000-000000000001');

-- Allowed: the candidate applies; the application starts its history as theirs.
select tests.authenticate_as('hana.apply86@example.com');
select ok(public.apply_to_job('e8600000-0000-4000-8000-000000000001') ? 'application_id', 'Hana applies to an open job');
select tests.as_owner();
select results_eq(
  $$select h.from_status, h.to_status, h.actor_id from public.application_stage_history h
    join public.applications a on a.id = h.application_id
    where a.job_id = 'e8600000-0000-4000-8000-000000000001'$$,
  $$values (null::text, 'applied'::text, tests.user_id('hana.apply86@example.com'))$$,
  'her application''s history starts at applied, by her');

-- An application added at a later stage records both steps.
insert into public.applications (id, job_id, candidate_id, status, source)
values ('a8600000-0000-4000-8000-000000000001', 'e8600000-0000-4000-8000-000000000001',
        'd8600000-0000-4000-8000-000000000001', 'reviewing', 'company');
select results_eq(
  $$select from_status, to_status from public.application_stage_history
    where application_id = 'a8600000-0000-4000-8000-000000000001' order by created_at, from_status nulls first$$,
  $$values (null::text, 'applied'::text), ('applied', 'reviewing')$$,
  'an application added at review records applied, then reviewing');

-- Denied: a candidate cannot reach the helpers behind applying.
select tests.authenticate_as('hana.apply86@example.com');
select throws_ok($$select private.record_application_start(null::public.applications, null)$$,
  '42501', null, 'the stage history of a new application is not written through the API');
select throws_ok($$select private.enqueue_match('job', array['e8600000-0000-4000-8000-000000000001'::uuid])$$,
  '42501', null, 'nor is the match queue');
select tests.as_owner();

delete from private.match_queue;

-- A self-registered candidate is never suggested, so deleting her application queues nothing.
delete from public.applications a using public.candidates c
where c.id = a.candidate_id and c.user_id = tests.user_id('hana.apply86@example.com');
select is((select count(*) from private.match_queue), 0::bigint,
  'deleting a self-registered candidate''s application queues no rebuild');

-- A candidate of a company's pool may be suggested again: the job is queued.
delete from public.applications where id = 'a8600000-0000-4000-8000-000000000001';
select results_eq($$select kind, entity_id from private.match_queue$$,
  $$values ('job'::text, 'e8600000-0000-4000-8000-000000000001'::uuid)$$,
  'deleting a pool candidate''s application queues the job');

-- Queued twice, kept once.
insert into public.applications (id, job_id, candidate_id, status, source)
values ('a8600000-0000-4000-8000-000000000002', 'e8600000-0000-4000-8000-000000000001',
        'd8600000-0000-4000-8000-000000000001', 'applied', 'company');
delete from public.applications where id = 'a8600000-0000-4000-8000-000000000002';
select is((select count(*) from private.match_queue), 1::bigint, 'a job already queued is queued once');

-- When the candidate goes with their applications, the job is queued as before.
delete from private.match_queue;
insert into public.applications (id, job_id, candidate_id, status, source)
values ('a8600000-0000-4000-8000-000000000003', 'e8600000-0000-4000-8000-000000000001',
        'd8600000-0000-4000-8000-000000000001', 'applied', 'company');
delete from public.candidates where id = 'd8600000-0000-4000-8000-000000000001';
select is((select count(*) from private.match_queue where kind = 'job'
           and entity_id = 'e8600000-0000-4000-8000-000000000001'), 1::bigint,
  'deleting a candidate with their applications queues the job');

-- The rule the skip relies on: nobody without a managing company is in any job's suggestions.
select private.refresh_job_suggestions('e8600000-0000-4000-8000-000000000001');
select is((select count(*) from private.match_job_suggestions s
           join public.candidates c on c.id = s.candidate_id where c.managing_company_id is null),
  0::bigint, 'no suggested candidate lacks a managing company');

select * from finish();
rollback;
