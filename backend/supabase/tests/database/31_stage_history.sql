-- Stage history: written by the database on every status change, read by the team in full and by
-- the candidate and the submitting vendor without actor or reason; who may work on an application.
begin;
select plan(32);

select tests.create_matrix_actors();

-- Seeded f4..01 was filed and is now under review: two entries, the submission first.
select is((select string_agg(coalesce(from_status, '-') || '>' || to_status, ',' order by created_at, from_status nulls first)
           from public.application_stage_history where application_id = 'f4000000-0000-4000-8000-000000000001'),
  '->applied,applied>reviewing', 'an application filed under review has its submission and its stage');
select is((select count(*)::int from public.applications a
           where not exists (select 1 from public.application_stage_history h
                             where h.application_id = a.id and h.from_status is null)),
  0, 'every application starts with its submission');

-- A candidate applying records the submission, by them, on the applied date.
select tests.authenticate_as('candidate@example.com');
create temp table applied31 on commit drop as
  select (public.apply_to_job('f0000000-0000-4000-8000-000000000006',
    '[{"question_id": "f1000000-0000-4000-8000-000000000005", "answer": "AWS"}]') ->> 'application_id')::uuid as id;
select tests.as_owner();
select is((select format('%s|%s|%s', h.to_status, h.actor_id = tests.user_id('candidate@example.com'), h.created_at = a.applied_at)
           from public.application_stage_history h join public.applications a on a.id = h.application_id
           where h.application_id = (select id from applied31)),
  'applied|t|t', 'applying records one submission entry by the candidate at the applied date');

-- The recruiter moves f4..01 to interview with a reason: from, to, who and why are recorded.
select tests.authenticate_as('recruiter@example.com');
select id from public.move_applications(array['f4000000-0000-4000-8000-000000000001']::uuid[], array['reviewing'],
  'interview', 'Strong portfolio');
select tests.as_owner();
select is((select format('%s>%s|%s|%s', from_status, to_status, actor_id = tests.user_id('recruiter@example.com'), reason)
           from public.application_stage_history
           where application_id = 'f4000000-0000-4000-8000-000000000001' and to_status = 'interview'),
  'reviewing>interview|t|Strong portfolio', 'a move records from, to, the mover and the reason');
select ok((select status_changed_at > now() - interval '1 minute' from public.applications
           where id = 'f4000000-0000-4000-8000-000000000001'), 'the stage start moves with the status');

-- A move to the stage it is already in adds nothing, and the stage start cannot be forged.
select tests.authenticate_as('owner@example.com');
select id from public.move_applications(array['f4000000-0000-4000-8000-000000000001']::uuid[], array['interview'], 'interview');
select throws_ok($$update public.applications set status_changed_at = now() - interval '90 days'
  where id = 'f4000000-0000-4000-8000-000000000001'$$, '42501', null, 'clients cannot set when the stage began');
select tests.as_owner();
select is((select count(*)::int from public.application_stage_history where application_id = 'f4000000-0000-4000-8000-000000000001'),
  3, 'a move that keeps the status adds no entry');
select ok((select status_changed_at > now() - interval '1 minute' from public.applications
           where id = 'f4000000-0000-4000-8000-000000000001'), 'the stage start is the last real move');

-- Nobody writes history directly.
select is(tests.attempt('owner@example.com', $$insert into public.application_stage_history (application_id, to_status)
                                              values ('f4000000-0000-4000-8000-000000000001', 'hired')$$),
  '42501', 'the company admin cannot insert history');
select is(tests.attempt('recruiter@example.com', $$update public.application_stage_history set to_status = 'hired'$$),
  '42501', 'a recruiter cannot rewrite history');
select is(tests.attempt('owner@example.com', $$delete from public.application_stage_history$$),
  '42501', 'the company admin cannot delete history');

-- Rows follow the application.
-- (f4..01: the recruiter's job, Jordan's; f4..02: the manager's job; f4..03: another candidate's;
-- f4..05: the vendor's submission.)
select is(tests.attempt(email, 'select ' || cols || ' from public.application_stage_history'
                               || coalesce(format(' where application_id = %L', app), '')),
          expected, description)
from (values
  (1, 'owner@example.com', 'id', 'f4000000-0000-4000-8000-000000000001', '3', 'the company admin reads the history of their company''s application'),
  (2, 'recruiter@example.com', 'id', 'f4000000-0000-4000-8000-000000000001', '3', 'the job''s recruiter reads its history'),
  (3, 'recruiter@example.com', 'id', 'f4000000-0000-4000-8000-000000000002', '0', 'a recruiter does not read the history of a job outside their sight'),
  (4, 'partner.recruiter@example.com', 'id', 'f4000000-0000-4000-8000-000000000001', '0', 'a partner recruiter does not read the history of a job not assigned to them'),
  (5, 'globex.admin@example.com', 'id', null, '0', 'another company reads none of it'),
  (6, 'candidate@example.com', 'id, from_status, to_status, created_at', 'f4000000-0000-4000-8000-000000000001', '3', 'the candidate reads the stages of their own application'),
  (7, 'candidate@example.com', 'id', 'f4000000-0000-4000-8000-000000000003', '0', 'the candidate does not read another candidate''s history'),
  (8, 'candidate@example.com', 'reason', null, '42501', 'the candidate cannot read reasons'),
  (9, 'candidate@example.com', 'actor_id', null, '42501', 'the candidate cannot read who moved it'),
  (10, 'vendor@example.com', 'id', 'f4000000-0000-4000-8000-000000000005', '0', 'the vendor reads no stage history directly (its timeline shows the stages the company lets it see)'),
  (11, 'vendor@example.com', 'id', 'f4000000-0000-4000-8000-000000000001', '0', 'the vendor does not read the history of applications it did not submit'),
  (12, 'vendor@example.com', 'reason', null, '42501', 'the vendor cannot read reasons')
) t (n, email, cols, app, expected, description)
order by n;

-- The timeline RPC: names and reasons for the team only.
select tests.authenticate_as('owner@example.com');
select is((select format('%s|%s', actor_name, reason) from public.get_application_timeline('f4000000-0000-4000-8000-000000000001')
           where to_status = 'interview'),
  'Rita Recruiter|Strong portfolio', 'the team sees who moved it and why');
select tests.authenticate_as('candidate@example.com');
select is((select string_agg(format('%s|%s|%s', to_status, coalesce(actor_name, '-'), coalesce(reason, '-')), ',' order by created_at, from_status nulls first)
           from public.get_application_timeline('f4000000-0000-4000-8000-000000000001')),
  'applied|-|-,reviewing|-|-,interview|-|-', 'the candidate''s timeline has the stages without names or reasons');
select is((select count(*)::int from public.get_application_timeline('f4000000-0000-4000-8000-000000000003')),
  0, 'the candidate gets nothing for another candidate''s application');
select tests.as_owner();

-- Who may work on an application.
select is(tests.attempt('owner@example.com', $$select 1 where private.can_work_application('f4000000-0000-4000-8000-000000000002')$$),
  '1', 'the company admin may work on any application of the company');
select is(tests.attempt('manager@example.com', $$select 1 where private.can_work_application('f4000000-0000-4000-8000-000000000001')$$),
  '1', 'a manager may work on a job assigned to their recruiter');
select is(tests.attempt('recruiter@example.com', $$select 1 where private.can_work_application('f4000000-0000-4000-8000-000000000002')$$),
  '0', 'a recruiter may not work on a job outside their sight');
select is(tests.attempt('partner.recruiter@example.com', $$select 1 where private.can_work_application('f4000000-0000-4000-8000-000000000001')$$),
  '0', 'a partner recruiter may not work on a job not assigned to them');
select is(tests.attempt('partner.recruiter@example.com', $$select 1 where private.can_work_application((select id from applied31))$$),
  '1', 'a partner recruiter may work on a job assigned to them');
select is((select string_agg(u, ',' order by u) from unnest(array['candidate@example.com', 'vendor@example.com', 'globex.admin@example.com']) u
           where tests.attempt(u, $$select 1 where private.can_work_application('f4000000-0000-4000-8000-000000000001')$$) <> '0'),
  null, 'candidates, vendors and other companies may not work on it');

select * from finish();
rollback;
