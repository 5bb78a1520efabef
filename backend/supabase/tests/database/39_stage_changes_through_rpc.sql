-- An application's stage changes only through move_applications and withdraw_application: a
-- direct UPDATE through the API is refused for every caller, so no move skips the stale check or
-- the stage history. Submitting into a stage (the company's own flow) still works.
begin;
select plan(16);

select tests.create_matrix_actors();
-- Seed: f4..01 (job 1, assigned to the recruiter) is under review, f4..02 (job 2, Jordan) is new,
-- f4..05 (job 1, submitted by the vendor) is new.

create temp table history_count as
select count(*)::int as n from public.application_stage_history where application_id = 'f4000000-0000-4000-8000-000000000001';
grant select on history_count to authenticated;

-- Allowed: the job's recruiter moves through the RPC.
select tests.authenticate_as('recruiter@example.com');
select lives_ok($$select public.move_applications(array['f4000000-0000-4000-8000-000000000001']::uuid[],
  array['reviewing'], 'interview', 'Strong portfolio')$$, 'the job''s recruiter moves an application through move_applications');
select tests.as_owner();
select is((select status from public.applications where id = 'f4000000-0000-4000-8000-000000000001'), 'interview',
  'the move changed the stage');
select is((select format('%s>%s|%s', from_status, to_status, reason) from public.application_stage_history
           where application_id = 'f4000000-0000-4000-8000-000000000001' order by created_at desc, id desc limit 1),
  'reviewing>interview|Strong portfolio', 'the move is in the stage history with its reason');

-- Denied: direct updates, for every kind of caller.
select is(tests.attempt(email, format('update public.applications set status = %L where %s', status, target)), '42501',
          description)
from (values
  (1, 'recruiter@example.com', 'offered', $$id = 'f4000000-0000-4000-8000-000000000001'$$, 'the job''s recruiter cannot set the status directly'),
  (2, 'owner@example.com', 'hired', $$id = 'f4000000-0000-4000-8000-000000000001'$$, 'a company admin cannot set the status directly'),
  (3, 'manager@example.com', 'applied', $$job_id = 'f0000000-0000-4000-8000-000000000002'$$, 'a manager cannot set the status of a job''s applications directly'),
  (4, 'admin@example.com', 'rejected', $$id = 'f4000000-0000-4000-8000-000000000001'$$, 'a platform admin cannot set the status directly'),
  (5, 'candidate@example.com', 'withdrawn', $$id = 'f4000000-0000-4000-8000-000000000002'$$, 'a candidate cannot withdraw by a direct update'),
  (6, 'vendor@example.com', 'hired', $$id = 'f4000000-0000-4000-8000-000000000005'$$, 'a vendor cannot change its submission''s stage'),
  (7, 'anon', 'hired', 'true', 'anonymous callers cannot either')
) t (n, email, status, target, description)
order by n;
select is((select status from public.applications where id = 'f4000000-0000-4000-8000-000000000001'), 'interview',
  'the refused updates left the stage as the RPC set it');
select is((select count(*)::int from public.application_stage_history where application_id = 'f4000000-0000-4000-8000-000000000001'),
  (select n + 1 from history_count), 'only the RPC''s move reached the history');

-- The stale check still stands between two movers.
select tests.authenticate_as('manager@example.com');
select throws_ok($$select public.move_applications(array['f4000000-0000-4000-8000-000000000001']::uuid[],
  array['reviewing'], 'offered')$$, 'PT409', null, 'a mover who saw the old stage is told and nothing changes');

-- The candidate still withdraws through withdraw_application.
select tests.authenticate_as('candidate@example.com');
select lives_ok($$select public.withdraw_application('f4000000-0000-4000-8000-000000000002', 'Took another offer')$$,
  'the candidate withdraws through withdraw_application');
select tests.as_owner();
select is((select status from public.applications where id = 'f4000000-0000-4000-8000-000000000002'), 'withdrawn',
  'the application is withdrawn');

-- Staff filing a candidate straight into a stage still works (an insert, not an update).
select is(tests.attempt('owner@example.com',
  $$insert into public.applications (job_id, candidate_id, source, applied_by_company_id, status)
    values ('f0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002', 'company',
            'c0000000-0000-4000-8000-000000000001', 'reviewing')$$),
  '1', 'a company admin still submits a candidate into a stage');

select * from finish();
rollback;
