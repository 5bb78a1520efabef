-- Each audited action writes its entry, with the acting user, the target and the company's chain,
-- whichever path changes the row.
begin;
select plan(21);
-- A stage change's audit entry and activity count are written at commit; here they are written as
-- each statement ends, so the checks below see them.
set constraints all immediate;

create temp table ids as select
  tests.user_id('owner@example.com') as owner, tests.user_id('recruiter@example.com') as recruiter,
  tests.user_id('manager@example.com') as manager, tests.user_id('admin@example.com') as admin,
  tests.user_id('candidate@example.com') as candidate_user,
  (select id from public.candidates where user_id = tests.user_id('candidate@example.com')) as candidate,
  'c0000000-0000-4000-8000-000000000001'::uuid as acme, 'c0000000-0000-4000-8000-000000000002'::uuid as pending;
grant select on ids to authenticated;

-- The latest entry of an action, as 'actor|target|company|details'.
create function pg_temp.last_entry(p_action text) returns text language sql as $$
  select concat_ws('|', coalesce(actor_id::text, '-'), coalesce(target_id, '-'), coalesce(company_id::text, '-'), details::text)
  from audit.entries where action = p_action order by id desc limit 1
$$;
-- Acting as a user without row-level security in the way: only the request's claims are set.
create function pg_temp.act_as(p_user uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('sub', p_user, 'role', 'authenticated')::text, true)
$$;

-- Sign-in and sign-out arrive through the auth service's own log.
insert into auth.audit_log_entries (id, payload, created_at)
select gen_random_uuid(), json_build_object('action', 'login', 'actor_id', owner, 'log_type', 'account'), now() from ids;
select is(pg_temp.last_entry('auth.signed_in'), (select concat_ws('|', owner, owner, acme, '{}') from ids),
  'a sign-in is recorded for the user, in their company''s chain');
insert into auth.audit_log_entries (id, payload, created_at)
select gen_random_uuid(), json_build_object('action', 'logout', 'actor_id', candidate_user), now() from ids;
select is(pg_temp.last_entry('auth.signed_out'), (select concat_ws('|', candidate_user, candidate_user, '-', '{}') from ids),
  'a candidate''s sign-out is recorded in the platform chain');

-- Deactivation and reactivation by an administrator.
select pg_temp.act_as(admin) from ids;
update auth.users set banned_until = now() + interval '100 years' where id = (select recruiter from ids);
select is(pg_temp.last_entry('user.deactivated'), (select concat_ws('|', admin, recruiter, acme, '{}') from ids),
  'deactivating a user is recorded with the administrator as actor');
update auth.users set banned_until = null where id = (select recruiter from ids);
select is(pg_temp.last_entry('user.reactivated'), (select concat_ws('|', admin, recruiter, acme, '{}') from ids),
  'reactivating them is recorded too');

-- Company approval, tier and partnerships.
update public.companies set is_approved = true where id = (select pending from ids);
select is(pg_temp.last_entry('company.approved'), (select concat_ws('|', admin, pending, pending, '{}') from ids),
  'approving a company is recorded in its chain');
update public.company_subscriptions set tier = 'basic' where company_id = (select acme from ids);
select is(pg_temp.last_entry('company.subscription_changed'),
  (select concat_ws('|', admin, acme, acme, '') from ids) || (select details::text from audit.entries
    where action = 'company.subscription_changed' order by id desc limit 1),
  'a tier change is recorded in the company''s chain');
select is((select details ->> 'from_tier' || '>' || (details ->> 'tier') from audit.entries
           where action = 'company.subscription_changed' order by id desc limit 1),
  'pro>basic', 'with the tier before and after');
insert into public.company_relationships (company_a_id, company_b_id, can_share_jobs)
select acme, pending, true from ids;
select is((select string_agg(company_id::text || '>' || target_id, ',' order by company_id)
           from audit.entries, ids where action = 'partnership.created' and pending in (company_id, target_id::uuid)),
  (select acme || '>' || pending || ',' || pending || '>' || acme from ids),
  'a new partnership is recorded in both companies'' chains, each naming the other company');

-- Administrator invitations, without the address invited.
insert into public.invitations (id, type, email, role, token)
values ('e0000000-0000-4000-8000-000000000099', 'admin_invitation', 'new.admin@example.com', 'admin', 'audit-admin-invitation-99');
select is(pg_temp.last_entry('admin.invited'), (select concat_ws('|', admin, 'e0000000-0000-4000-8000-000000000099', '-', '{}') from ids),
  'an administrator invitation is recorded');
select is((select count(*)::int from audit.entries where details::text like '%new.admin@example.com%'), 0,
  'the invited address is not written to the trail');

-- Company staff: role change and removal by the company's admin.
select pg_temp.act_as(owner) from ids;
update public.company_users set role = 'manager' where user_id = (select recruiter from ids);
select is(pg_temp.last_entry('employee.role_changed'),
  (select concat_ws('|', owner, recruiter, acme, '{"to": "manager", "from": "recruiter"}') from ids),
  'an employee''s role change is recorded with both roles');
delete from public.company_users where user_id = (select recruiter from ids);
select is(pg_temp.last_entry('employee.removed'), (select concat_ws('|', owner, recruiter, acme, '{"role": "manager"}') from ids),
  'removing an employee is recorded');

-- Stage changes, by a manager.
select pg_temp.act_as(manager) from ids;
select id from public.move_applications(array['f4000000-0000-4000-8000-000000000001']::uuid[], array['reviewing'], 'interview');
select is(pg_temp.last_entry('application.stage_changed'),
  (select concat_ws('|', manager, 'f4000000-0000-4000-8000-000000000001', acme, '{"to": "interview", "from": "reviewing"}') from ids),
  'a stage change is recorded with the stages, in the company''s chain');

-- Candidate data edits by the candidate: the fields, not the values.
select tests.authenticate_as('candidate@example.com');
update public.candidates set phone = '+1 555 0000', city = 'Austin' where user_id = (select auth.uid());
select tests.as_owner();
select is(pg_temp.last_entry('candidate.updated'),
  (select concat_ws('|', candidate_user, candidate, '-', '{"fields": ["city", "phone"]}') from ids),
  'a candidate''s edit is recorded with the names of the changed fields only');

-- An edge function acting with the service role names its caller.
select set_config('request.jwt.claims', '{"role": "service_role"}', true);
select set_config('request.headers', json_build_object('x-audit-actor', owner)::text, true) from ids;
select public.record_audit_event('candidate.document_viewed', 'candidate', candidate::text, acme, '{"document": "resume"}', null) from ids;
select is(pg_temp.last_entry('candidate.document_viewed'),
  (select concat_ws('|', owner, candidate, acme, '{"document": "resume"}') from ids),
  'a function acting for a user records that user as the actor');
select set_config('request.headers', '', true);
select set_config('request.jwt.claims', '', true);

-- Notes, interviews and scorecards: who and when, never the content.
select tests.authenticate_as('manager@example.com');
insert into public.notes (application_id, body) values ('f4000000-0000-4000-8000-000000000001', 'Zyxnote: call back Friday');
select public.schedule_interview('f4000000-0000-4000-8000-000000000001', (now() + interval '3 days')::timestamp,
  'Europe/Berlin', 45, array[(select manager from ids)], null, 'https://meet.example.com/abc');
insert into public.scorecards (interview_id, rating, recommendation, notes)
select id, 4, 'yes', 'Zyxscore: solid answers' from public.interviews
where application_id = 'f4000000-0000-4000-8000-000000000001' order by created_at desc limit 1;
select tests.as_owner();
select is(pg_temp.last_entry('note.added'),
  (select concat_ws('|', manager, 'f4000000-0000-4000-8000-000000000001', acme, '') from ids)
    || (select details::text from audit.entries where action = 'note.added' order by id desc limit 1),
  'a note is recorded against its application in the company''s chain');
select is((select count(*)::int from audit.entries where action in ('interview.scheduled', 'scorecard.submitted')
           and target_id = 'f4000000-0000-4000-8000-000000000001' and actor_id = (select manager from ids)), 2,
  'scheduling an interview and submitting a scorecard are recorded');
select is((select count(*)::int from audit.entries where details::text ilike '%zyx%'), 0,
  'no note or scorecard text reaches the trail');

-- Anonymising a candidate removes what companies wrote about them, and keeps the application.
select private.anonymise_candidate(candidate, 'retention') from ids;
select is((select count(*)::int from public.notes n, ids where n.candidate_id = ids.candidate)
          + (select count(*)::int from public.scorecards where notes like 'Zyx%'), 0,
  'notes about the candidate and scorecard comments are gone');
select is((select first_name || ' ' || last_name || ' ' || coalesce(email, '-') from public.candidates c, ids where c.id = ids.candidate)
          || ' ' || (select count(*) from public.applications a, ids where a.candidate_id = ids.candidate),
  'Erased Candidate - 2', 'the record keeps no personal data and its applications stay');

select is((audit.verify() ->> 'ok')::boolean, true, 'every chain still verifies after all of these');

select * from finish();
rollback;
