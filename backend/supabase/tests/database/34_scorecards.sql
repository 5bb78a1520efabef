-- Scorecards: an interviewer records their own, the company's team that sees the application
-- reads them all, and candidates, vendors and other companies read none.
begin;
select plan(17);

select tests.create_matrix_actors();
-- An interviewer from Acme's team who is not the job's recruiter.
select tests.add_company_member('c0000000-0000-4000-8000-000000000001', 'panel.member@example.com', 'recruiter', 'Pat', 'Panel');

-- Interview on the vendor's submission to job 01 (the recruiter's job).
select tests.authenticate_as('owner@example.com');
select public.schedule_interview('f4000000-0000-4000-8000-000000000005', (now() + interval '2 days')::timestamp, 'UTC', 60,
  array[tests.user_id('recruiter@example.com'), tests.user_id('panel.member@example.com')], 'HQ', null);
select tests.as_owner();

select is(tests.attempt('recruiter@example.com', $$insert into public.scorecards (interview_id, rating, recommendation, notes)
  select id, 4, 'yes', 'Clear communicator' from public.interviews$$), '1', 'an interviewer records a scorecard');
select tests.authenticate_as('recruiter@example.com');
insert into public.scorecards (interview_id, rating, recommendation, notes)
select id, 4, 'yes', 'Clear communicator' from public.interviews;
select tests.as_owner();

select is((select application_id from public.scorecards), 'f4000000-0000-4000-8000-000000000005'::uuid,
  'the scorecard takes the interview''s application');
select is(tests.attempt('panel.member@example.com', $$select 1 from public.scorecards$$),
  '0', 'a panel interviewer outside the job''s sight reads only their own scorecards, not a colleague''s');
select is(tests.attempt('owner@example.com', $$select 1 from public.scorecards where rating = 4 and recommendation = 'yes'$$),
  '1', 'the company admin reads the scorecard');
select is(tests.attempt('manager@example.com', $$select 1 from public.scorecards$$),
  '1', 'the manager of the job''s recruiter reads the scorecard');
select is(tests.attempt('candidate@example.com', $$select 1 from public.scorecards$$), '0', 'a candidate reads no scorecard');
select is(tests.attempt('vendor@example.com', $$select 1 from public.scorecards$$),
  '0', 'the vendor reads no scorecard, not even on its own submission');
select is(tests.attempt('vendor.recruiter@example.com', $$select 1 from public.scorecards$$), '0', 'the vendor recruiter reads none');
select is(tests.attempt('globex.admin@example.com', $$select 1 from public.scorecards$$), '0', 'another company reads none');

select is(tests.attempt('manager@example.com', $$insert into public.scorecards (interview_id, rating, recommendation)
  select id, 5, 'strong_yes' from public.interviews$$), '42501', 'someone who is not an interviewer cannot score');
select is(tests.attempt('vendor@example.com', format($$insert into public.scorecards (interview_id, rating, recommendation)
  values ('%s', 5, 'strong_yes')$$, (select id from public.interviews))), '42501', 'a vendor cannot score');
select is(tests.attempt('panel.member@example.com', $$insert into public.scorecards (interview_id, rating, recommendation)
  select id, 6, 'yes' from public.interviews$$), '23514', 'a rating above 5 is refused');
select is(tests.attempt('panel.member@example.com', $$insert into public.scorecards (interview_id, rating, recommendation)
  select id, 3, 'maybe' from public.interviews$$), '23514', 'an unknown recommendation is refused');
select is(tests.attempt('recruiter@example.com', $$insert into public.scorecards (interview_id, rating, recommendation)
  select id, 5, 'strong_yes' from public.interviews
  on conflict (interview_id, interviewer_id) do update set rating = excluded.rating, recommendation = excluded.recommendation$$),
  '1', 'the interviewer revises their scorecard');
select is(tests.attempt('owner@example.com', $$update public.scorecards set rating = 1$$),
  '0', 'nobody changes someone else''s scorecard');

-- A cancelled interview takes no new scorecards.
select tests.authenticate_as('owner@example.com');
select public.cancel_interview((select id from public.interviews), 0);
select tests.as_owner();
select is(tests.attempt('panel.member@example.com', $$insert into public.scorecards (interview_id, rating, recommendation)
  select id, 3, 'no' from public.interviews$$), '42501', 'a cancelled interview takes no scorecard');
select is(tests.attempt('owner@example.com', $$select 1 from public.scorecards$$),
  '1', 'scorecards already written stay readable after a cancellation');

select * from finish();
rollback;
