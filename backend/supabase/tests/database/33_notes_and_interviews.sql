-- Notes and interviews belong to the company's team: the team that sees the application reads
-- them, those who may work on it write them, and candidates, vendors and other companies never
-- read a note or an interview row. Mentions and interview changes notify the people concerned.
begin;
select plan(47);

select tests.create_matrix_actors();
-- A second recruiter of Acme, with no sight of job 01.
select tests.add_company_member('c0000000-0000-4000-8000-000000000001', 'second.recruiter@example.com', 'recruiter', 'Rita', 'Second');

-- Notes ---------------------------------------------------------------------------------------

select is(tests.attempt('recruiter@example.com', format($$insert into public.notes (application_id, body, mentioned_user_ids)
  values ('f4000000-0000-4000-8000-000000000001', 'Strong portfolio, ask about testing @Manager', array['%s'::uuid])$$,
  tests.user_id('manager@example.com'))), '1', 'the job''s recruiter writes a note on its application');
-- attempt undoes its statement; keep real rows for the reads below.
select tests.authenticate_as('recruiter@example.com');
insert into public.notes (application_id, body, mentioned_user_ids)
values ('f4000000-0000-4000-8000-000000000001', 'Strong portfolio, ask about testing @Manager',
        array[tests.user_id('manager@example.com')]);
insert into public.notes (application_id, body)
values ('f4000000-0000-4000-8000-000000000005', 'Vendor submission: check the rate');
select tests.authenticate_as('manager@example.com');
insert into public.notes (candidate_id, body)
values ('d0000000-0000-4000-8000-000000000002', 'Good fit for design roles later this year');
select tests.as_owner();

select is((select company_id from public.notes where body like 'Strong portfolio%'),
  'c0000000-0000-4000-8000-000000000001'::uuid, 'a note takes the application''s company');
select is((select author_id from public.notes where body like 'Strong portfolio%'),
  tests.user_id('recruiter@example.com'), 'the author is the signed-in writer');
select is((select count(*)::int from public.notifications
           where user_id = tests.user_id('manager@example.com') and type = 'mention'
             and link = '/company/application/f4000000-0000-4000-8000-000000000001'
             and message like '%mentioned you in a note on Jordan Lee%'),
  1, 'the mentioned manager gets an in-app notification that leads to the application');
select is((select emailed_at from public.notifications
           where user_id = tests.user_id('manager@example.com') and type = 'mention'),
  null, 'the mention waits for the e-mail schedule, which honours the manager''s preference');

-- Reads: the team, yes.
select is(tests.attempt('owner@example.com', $$select 1 from public.notes where application_id = 'f4000000-0000-4000-8000-000000000001'$$),
  '1', 'the company admin reads the application note');
select is(tests.attempt('subadmin@example.com', $$select 1 from public.notes where application_id = 'f4000000-0000-4000-8000-000000000001'$$),
  '1', 'the subscription admin reads the application note');
select is(tests.attempt('manager@example.com', $$select 1 from public.notes where application_id = 'f4000000-0000-4000-8000-000000000001'$$),
  '1', 'the manager of the job''s recruiter reads the application note');
select is(tests.attempt('recruiter@example.com', $$select 1 from public.notes where application_id = 'f4000000-0000-4000-8000-000000000005'$$),
  '1', 'the job''s recruiter reads the note on the vendor''s submission');
select is(tests.attempt('owner@example.com', $$select 1 from public.notes where candidate_id = 'd0000000-0000-4000-8000-000000000002' and application_id is null$$),
  '1', 'the company admin reads the note on the candidate');
-- Reads: candidates, vendors, other companies and staff outside the job's sight, no.
select is(tests.attempt('candidate@example.com', $$select 1 from public.notes$$),
  '0', 'the candidate reads no note, not even on their own application');
select is(tests.attempt('vendor@example.com', $$select 1 from public.notes$$),
  '0', 'the vendor admin reads no note, not even on their own submission');
select is(tests.attempt('vendor.recruiter@example.com', $$select 1 from public.notes$$),
  '0', 'the vendor recruiter reads no note');
select is(tests.attempt('globex.admin@example.com', $$select 1 from public.notes$$),
  '0', 'a partner company reads no note, even on a candidate it may see');
select is(tests.attempt('second.recruiter@example.com', $$select 1 from public.notes where application_id is not null$$),
  '0', 'a recruiter outside the job''s sight reads no application note');
select is(tests.attempt('partner.recruiter@example.com', $$select 1 from public.notes where application_id is not null$$),
  '0', 'a partner recruiter reads no note on jobs not assigned to them');

-- Writes.
select is(tests.attempt('candidate@example.com', $$insert into public.notes (application_id, body)
  values ('f4000000-0000-4000-8000-000000000001', 'hello')$$), '42501', 'a candidate cannot write a note');
select is(tests.attempt('vendor@example.com', $$insert into public.notes (application_id, body)
  values ('f4000000-0000-4000-8000-000000000005', 'hello')$$), '42501', 'a vendor cannot write a note on its submission');
select is(tests.attempt('globex.admin@example.com', $$insert into public.notes (application_id, body)
  values ('f4000000-0000-4000-8000-000000000001', 'hello')$$), '42501', 'another company cannot write a note');
select is(tests.attempt('second.recruiter@example.com', $$insert into public.notes (application_id, body)
  values ('f4000000-0000-4000-8000-000000000001', 'hello')$$), '42501', 'a recruiter outside the job''s sight cannot write a note');
select is(tests.error_of('recruiter@example.com', $$insert into public.notes (application_id, body)
  values ('f4000000-0000-4000-8000-000000000001', '   ')$$), 'Write something before saving the note', 'an empty note is refused');
select is(tests.error_of('recruiter@example.com', format($$insert into public.notes (application_id, body, mentioned_user_ids)
  values ('f4000000-0000-4000-8000-000000000001', 'see @vendor', array['%s'::uuid])$$, tests.user_id('vendor@example.com'))),
  'You can only mention members of your team', 'mentioning someone outside the team is refused');
select is(tests.attempt('owner@example.com', $$update public.notes set body = 'changed'$$),
  '42501', 'nobody rewrites a note');
select is(tests.attempt('owner@example.com', $$delete from public.notes where body like 'Strong portfolio%'$$),
  '0', 'a colleague cannot delete someone else''s note');
select is(tests.attempt('recruiter@example.com', $$delete from public.notes where body like 'Strong portfolio%'$$),
  '1', 'the author deletes their own note');

-- Interviews ----------------------------------------------------------------------------------

select tests.authenticate_as('manager@example.com');
select lives_ok(format($$select public.schedule_interview('f4000000-0000-4000-8000-000000000001', (now() + interval '3 days')::timestamp,
  'Europe/Berlin', 45, array['%s'::uuid, '%s'::uuid], null, 'https://meet.example.com/abc')$$,
  tests.user_id('recruiter@example.com'), tests.user_id('manager@example.com')),
  'the manager schedules an interview with two interviewers');
select tests.as_owner();

select is((select sequence from public.interviews where application_id = 'f4000000-0000-4000-8000-000000000001'),
  0, 'a new interview starts at sequence 0');
select is((select string_agg(title, ',') from public.notifications
           where user_id = tests.user_id('candidate@example.com') and type = 'interview' and emailed_at is not null),
  'Interview scheduled', 'the candidate is told in-app; the calendar e-mail stands for the notification e-mail');
select is((select count(*)::int from public.notifications where type = 'interview'
           and user_id in (tests.user_id('recruiter@example.com'), tests.user_id('manager@example.com'))),
  1, 'the other interviewer is told, the scheduler is not');

select is(tests.attempt('owner@example.com', $$select 1 from public.interviews$$), '1', 'the company admin reads the interview');
select is(tests.attempt('recruiter@example.com', $$select 1 from public.interviews$$), '1', 'an interviewer reads the interview');
select is(tests.attempt('candidate@example.com', $$select 1 from public.interviews$$), '0', 'the candidate reads no interview row');
select is(tests.attempt('vendor@example.com', $$select 1 from public.interviews$$), '0', 'a vendor reads no interview');
select is(tests.attempt('globex.admin@example.com', $$select 1 from public.interviews$$), '0', 'another company reads no interview');
select is(tests.attempt('candidate@example.com', $$select * from public.get_my_upcoming_interviews()
  where job_title = 'Senior Frontend Engineer' and time_zone = 'Europe/Berlin' and company_name = 'Acme Corp'$$),
  '1', 'the candidate lists their upcoming interview with its job, company and time zone');
select is(tests.attempt('vendor@example.com', $$select * from public.get_my_upcoming_interviews()$$),
  '0', 'someone else gets no upcoming interviews of that candidate');

select is(tests.attempt('candidate@example.com', format($$select public.schedule_interview('f4000000-0000-4000-8000-000000000001',
  (now() + interval '1 day')::timestamp, 'UTC', 30, array['%s'::uuid], 'Office', null)$$, tests.user_id('owner@example.com'))),
  '42501', 'a candidate cannot schedule an interview');
select is(tests.attempt('second.recruiter@example.com', format($$select public.schedule_interview('f4000000-0000-4000-8000-000000000001',
  (now() + interval '1 day')::timestamp, 'UTC', 30, array['%s'::uuid], 'Office', null)$$, tests.user_id('owner@example.com'))),
  '42501', 'a recruiter outside the job''s sight cannot schedule');
select is(tests.attempt('owner@example.com', $$insert into public.interviews (application_id, company_id, candidate_id, starts_at, time_zone,
  duration_minutes, interviewer_ids, location) select id, company_id, candidate_id, (now() + interval '1 day')::timestamp, 'UTC', 30,
  array[gen_random_uuid()], 'x' from public.applications limit 1$$), '42501', 'interviews are never written directly');
select is(tests.error_of('owner@example.com', format($$select public.schedule_interview('f4000000-0000-4000-8000-000000000001',
  (now() - interval '1 hour')::timestamp, 'UTC', 30, array['%s'::uuid], 'Office', null)$$, tests.user_id('owner@example.com'))),
  'The interview must start in the future', 'an interview in the past is refused');
select is(tests.error_of('owner@example.com', format($$select public.schedule_interview('f4000000-0000-4000-8000-000000000001',
  (now() + interval '1 day')::timestamp, 'Mars/Olympus', 30, array['%s'::uuid], 'Office', null)$$, tests.user_id('owner@example.com'))),
  'Choose a valid time zone', 'an unknown time zone is refused');
select is(tests.error_of('owner@example.com', format($$select public.schedule_interview('f4000000-0000-4000-8000-000000000001',
  (now() + interval '1 day')::timestamp, 'UTC', 30, array['%s'::uuid], 'Office', null)$$, tests.user_id('globex.admin@example.com'))),
  'Interviewers must be members of your team', 'an interviewer from another company is refused');
select is(tests.error_of('owner@example.com', format($$select public.schedule_interview('f4000000-0000-4000-8000-000000000001',
  (now() + interval '1 day')::timestamp, 'UTC', 30, array['%s'::uuid], ' ', 'ftp://x')$$, tests.user_id('owner@example.com'))),
  'The video link must be a web address starting with http:// or https://', 'a video link that is not a web address is refused');

-- Reschedule and cancel, refusing a change based on an outdated version.
select tests.authenticate_as('owner@example.com');
select is((select sequence from public.reschedule_interview(
  (select id from public.interviews where application_id = 'f4000000-0000-4000-8000-000000000001'), 0,
  '2030-07-01 09:00', 'America/New_York', 60, array[tests.user_id('recruiter@example.com')], 'HQ, room 4', null)),
  1, 'a reschedule raises the sequence');
select tests.as_owner();
select is((select starts_at from public.interviews where application_id = 'f4000000-0000-4000-8000-000000000001'),
  '2030-07-01 13:00:00+00'::timestamptz, 'the local time is read in the chosen time zone, summer time included');
select is(tests.attempt('manager@example.com', format($$select public.cancel_interview('%s', 0)$$,
  (select id from public.interviews where application_id = 'f4000000-0000-4000-8000-000000000001'))),
  'PT409', 'a cancellation based on the version before the reschedule is refused');
select is(tests.attempt('manager@example.com', format($$select public.cancel_interview('%s', 1)$$,
  (select id from public.interviews where application_id = 'f4000000-0000-4000-8000-000000000001'))),
  '1', 'the manager cancels the current version');

select * from finish();
rollback;
