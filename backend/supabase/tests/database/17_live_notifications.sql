-- Notifications created by real events, the private realtime topics each user may receive, and
-- e-mail preferences.
begin;
select plan(34);

-- What the realtime server asks before a join: may this user read a broadcast on the topic?
create function pg_temp.can_receive(p_email text, p_topic text)
returns boolean
language plpgsql
set search_path = public, extensions
as $$
declare
  v_id uuid;
  v_ok boolean;
begin
  insert into realtime.messages (topic, extension, private) values (p_topic, 'broadcast', true) returning id into v_id;
  perform tests.authenticate_as(p_email);
  perform set_config('realtime.topic', p_topic, true);
  select exists (select 1 from realtime.messages m where m.id = v_id) into v_ok;
  perform tests.as_owner();
  perform set_config('realtime.topic', '', true);
  delete from realtime.messages where id = v_id;
  return v_ok;
end;
$$;

create function pg_temp.can_send(p_email text, p_topic text)
returns boolean
language plpgsql
set search_path = public, extensions
as $$
declare
  v_ok boolean := true;
begin
  begin
    perform tests.authenticate_as(p_email);
    perform set_config('realtime.topic', p_topic, true);
    insert into realtime.messages (topic, extension, private) values (p_topic, 'broadcast', true);
    raise exception using errcode = 'ZZ001';
  exception
    when sqlstate 'ZZ001' then null;
    when others then v_ok := false;
  end;
  perform tests.as_owner();
  return v_ok;
end;
$$;

create function pg_temp.notes(p_email text)
returns table (type text, title text, message text, link text)
language sql
as $$
  select n.type, n.title, n.message, n.link from public.notifications n
  where n.user_id = tests.user_id(p_email) and n.type <> 'company_invitation'
  order by n.created_at, n.title
$$;

-- Topics --------------------------------------------------------------------------------------------
select ok(pg_temp.can_receive('candidate@example.com', 'user:' || tests.user_id('candidate@example.com')),
  'a user receives their own topic');
select ok(not pg_temp.can_receive('candidate@example.com', 'user:' || tests.user_id('recruiter@example.com')),
  'a user does not receive another user''s topic');
select ok(not pg_temp.can_receive('anon', 'user:' || tests.user_id('candidate@example.com')),
  'a signed-out visitor receives no user topic');
select ok(pg_temp.can_receive('recruiter@example.com', 'company:c0000000-0000-4000-8000-000000000001'),
  'staff receive their company''s topic');
select ok(not pg_temp.can_receive('pending.owner@example.com', 'company:c0000000-0000-4000-8000-000000000001'),
  'staff of another company do not receive it');
select ok(not pg_temp.can_receive('pending.owner@example.com', 'company:c0000000-0000-4000-8000-000000000002'),
  'a company that may not use company features gets no live topic');
select ok(not pg_temp.can_receive('candidate@example.com', 'company:c0000000-0000-4000-8000-000000000001'),
  'a candidate does not receive a company topic');
select ok(pg_temp.can_receive('vendor.recruiter@example.com', 'vendor:b0000000-0000-4000-8000-000000000001'),
  'vendor members receive their vendor''s topic');
select ok(not pg_temp.can_receive('recruiter@example.com', 'vendor:b0000000-0000-4000-8000-000000000001'),
  'company staff do not receive a vendor''s topic');
select ok(not pg_temp.can_receive('vendor@example.com', 'user:' || tests.user_id('vendor.recruiter@example.com')),
  'a vendor admin does not receive a recruiter''s own topic');
select ok(not pg_temp.can_send('candidate@example.com', 'user:' || tests.user_id('candidate@example.com')),
  'nobody sends on their own topic; only the database does');
select ok(not pg_temp.can_send('recruiter@example.com', 'company:c0000000-0000-4000-8000-000000000001'),
  'staff cannot send on the company topic');

-- A new application ----------------------------------------------------------------------------------
-- The demo candidate applies to DevOps Engineer, created by the manager and assigned to the
-- partner recruiter.
select tests.authenticate_as('candidate@example.com');
create temp table applied17 on commit drop as
  select (public.apply_to_job('f0000000-0000-4000-8000-000000000006',
    '[{"question_id": "f1000000-0000-4000-8000-000000000005", "answer": "AWS"}]') ->> 'application_id')::uuid as id;
select tests.as_owner();

select results_eq($$select * from pg_temp.notes('manager@example.com')$$,
  $$values ('new_application', 'New application', 'Jordan Lee applied to DevOps Engineer.', '/company/application/' || (select id from applied17))$$,
  'the job''s creator hears of a new application, with a link to it');
select is((select count(*)::int from pg_temp.notes('partner.recruiter@example.com')), 1, 'the job''s assignee hears of it too');
select is((select count(*)::int from pg_temp.notes('candidate@example.com')), 0, 'the applicant is not told of their own action');
select is((select count(*)::int from pg_temp.notes('recruiter@example.com')), 0, 'other staff are not told');
select ok(exists (select 1 from realtime.messages m where m.topic = 'user:' || tests.user_id('manager@example.com')
  and m.event = 'notification' and m.private and m.payload ->> 'operation' = 'INSERT'
  and m.payload -> 'record' ->> 'title' = 'New application'), 'the notification is broadcast on the creator''s private topic');
select ok(exists (select 1 from realtime.messages m where m.topic = 'company:c0000000-0000-4000-8000-000000000001'
  and m.event = 'change' and m.payload = '{"table": "applications", "operation": "INSERT"}'),
  'the company topic gets a refresh signal without row data');

-- A stage change ---------------------------------------------------------------------------------------
select tests.authenticate_as('manager@example.com');
select id from public.move_applications(array[(select id from applied17)],
  array[(select status from public.applications where id = (select id from applied17))], 'reviewing');
select tests.as_owner();
select results_eq($$select * from pg_temp.notes('candidate@example.com')$$,
  $$values ('application_update', 'Application update', 'Your application for DevOps Engineer is now Under Review.', '/candidate/application/' || (select id from applied17))$$,
  'the candidate hears of the stage change, in the candidate''s words');
select ok(exists (select 1 from realtime.messages m where m.topic = 'user:' || tests.user_id('candidate@example.com')
  and m.event = 'change' and m.payload ->> 'status' = 'reviewing'), 'the candidate''s screens get the new status');
select is((select count(*)::int from public.notifications n where n.user_id <> tests.user_id('candidate@example.com')
  and n.type = 'application_update'), 0, 'nobody else hears of a candidate''s stage change');

-- A vendor submission changes stage: the vendor's admin and the submitting recruiter hear of it.
select tests.authenticate_as('owner@example.com');
select id from public.move_applications(
  (select array_agg(id order by id) from public.applications where applied_by_vendor_id = 'b0000000-0000-4000-8000-000000000001'),
  (select array_agg(status order by id) from public.applications where applied_by_vendor_id = 'b0000000-0000-4000-8000-000000000001'),
  'interview');
select tests.as_owner();
select ok(exists (select 1 from pg_temp.notes('vendor@example.com') n where n.title = 'Submission update'
  and n.message like 'Alex Kim for % is now Interview.'), 'the vendor admin hears of the submission''s stage change');
select ok(exists (select 1 from pg_temp.notes('vendor.recruiter@example.com') n where n.title = 'Submission update'),
  'the recruiter who submitted it hears of it');
select ok(exists (select 1 from realtime.messages m where m.topic = 'vendor:b0000000-0000-4000-8000-000000000001'
  and m.payload = '{"table": "applications", "operation": "UPDATE"}'), 'the vendor topic gets a refresh signal');

-- A job assigned to and released from a vendor ---------------------------------------------------------
select tests.authenticate_as('owner@example.com');
insert into public.vendor_job_assignments (job_id, vendor_id) values ('f0000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000001');
delete from public.vendor_job_assignments where job_id = 'f0000000-0000-4000-8000-000000000002';
select tests.as_owner();
select results_eq($$select title, message from pg_temp.notes('vendor@example.com') where type = 'job_assignment'$$,
  $$values ('Job assigned', 'Acme Corp assigned Backend Engineer (Node.js) to your agency.'), ('Job released', 'Acme Corp released Backend Engineer (Node.js) from your agency.')$$,
  'the vendor admin hears of a job assigned and released');

-- Reading and marking -----------------------------------------------------------------------------------
select tests.authenticate_as('manager@example.com');
select is(public.mark_all_notifications_read(), 1, 'mark all read changes the caller''s unread notifications');
select tests.as_owner();
select is((select count(*)::int from public.notifications n where n.user_id = tests.user_id('partner.recruiter@example.com') and not n.is_read),
  1, 'and nobody else''s');

-- E-mail preferences --------------------------------------------------------------------------------------
select tests.authenticate_as('candidate@example.com');
insert into public.notification_preferences (type, email) values ('application_update', false);
select tests.as_owner();
select is((select email from public.notification_preferences where user_id = tests.user_id('candidate@example.com')), false,
  'a user turns off e-mail for one event type');
select tests.authenticate_as('recruiter@example.com');
select is((select count(*)::int from public.notification_preferences), 0, 'preferences of others are not readable');
select throws_ok($$insert into public.notification_preferences (user_id, type, email) values (tests.user_id('candidate@example.com'), 'new_application', true)$$,
  '42501', null, 'nobody sets another user''s preferences');
select tests.as_owner();

-- E-mail claims -------------------------------------------------------------------------------------------
select tests.authenticate_as('candidate@example.com');
select throws_ok($$select * from public.claim_notification_emails(10)$$, '42501', null,
  'only the scheduler (service role) claims notifications to mail');
select tests.as_owner();
delete from realtime.messages;
create temp table claimed on commit drop as select * from public.claim_notification_emails(500);
select is((select count(*)::int from claimed c where c.email = 'candidate@example.com' and c.type = 'application_update' and not c.send),
  1, 'a claim says not to mail a type the user turned off');
select is((select count(*)::int from public.notifications n where n.emailed_at is null), 0, 'a claim marks what it took');
select is((select count(*)::int from realtime.messages m where m.event = 'notification'), 0, 'claiming is no news for open tabs');

select * from finish();
rollback;
