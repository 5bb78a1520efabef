-- What a stage move tells others: the candidate gets one in-app notification with the new stage,
-- the company's and the candidate's live topics get a change message, and the mover is never
-- notified of their own action. The API-caller check tells API roles from the platform's own.
begin;
select plan(7);

create temp table ids as select
  tests.user_id('manager@example.com') as manager,
  'f4000000-0000-4000-8000-000000000001'::uuid as application,
  a.company_id, c.user_id as candidate_user, j.title
from public.applications a
join public.candidates c on c.id = a.candidate_id
join public.jobs j on j.id = a.job_id
where a.id = 'f4000000-0000-4000-8000-000000000001';
grant select on ids to authenticated;
create temp table before as select
  (select count(*) from public.notifications n, ids where n.user_id = ids.candidate_user) as candidate_notes,
  (select count(*) from public.notifications n, ids where n.user_id = ids.manager) as manager_notes;
create temp table seen as select m.id from realtime.messages m, ids
  where m.topic in ('company:' || ids.company_id, 'user:' || ids.candidate_user);

select set_config('request.jwt.claims', json_build_object('sub', manager, 'role', 'authenticated')::text, true) from ids;
set local role authenticated;
select ok(private.is_api_caller(), 'a request through the API is an API caller');
select id from public.move_applications(array[(select application from ids)], array['reviewing'], 'interview');
reset role;
select ok(not private.is_api_caller(), 'the platform''s own role is not');

select is((select count(*) from public.notifications n, ids where n.user_id = ids.candidate_user),
  (select candidate_notes + 1 from before), 'the candidate gets one notification');
select is((select concat_ws('|', n.type, n.title, n.message, n.link) from public.notifications n, ids
           where n.user_id = ids.candidate_user order by n.created_at desc, n.id desc limit 1),
  (select concat_ws('|', 'application_update', 'Application update',
     format('Your application for %s is now Interview.', title), '/candidate/application/' || application) from ids),
  'naming the job and the new stage');
select is((select count(*) from public.notifications n, ids where n.user_id = ids.manager),
  (select manager_notes from before), 'the mover is not notified of their own move');
select ok(exists(select 1 from realtime.messages m, ids
           where m.id not in (select id from seen) and m.topic = 'company:' || ids.company_id
             and m.payload = '{"table": "applications", "operation": "UPDATE"}'),
  'the company''s live topic hears of the change');
select ok(exists(select 1 from realtime.messages m, ids
           where m.id not in (select id from seen) and m.topic = 'user:' || ids.candidate_user
             and m.payload = jsonb_build_object('table', 'applications', 'operation', 'UPDATE', 'id', ids.application,
                                                'status', 'interview')),
  'and so does the candidate''s, with the new stage');

select * from finish();
rollback;
