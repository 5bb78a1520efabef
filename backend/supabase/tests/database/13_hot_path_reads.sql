-- The busiest reads in one statement each: a function's caller, a candidate's potential jobs and
-- the managed-candidate search text.
begin;
select plan(22);

-- The caller of a function -------------------------------------------------------------------------
select tests.authenticate_as('owner@example.com');
select is((select c ->> 'email' || '|' || (c -> 'membership' ->> 'role') || '|' || (c -> 'membership' ->> 'company_id')
           from public.get_caller_context() c),
  'owner@example.com|company_admin|c0000000-0000-4000-8000-000000000001',
  'company staff read themselves with their first membership');
select tests.authenticate_as('candidate@example.com');
select is((select (c ->> 'id') || '|' || (c ->> 'role') || '|' || coalesce(c ->> 'membership', 'none') from public.get_caller_context() c),
  'a0000000-0000-4000-8000-000000000007|candidate|none', 'a candidate has the candidate role and no membership');
select tests.as_owner();

-- A JWT whose session was signed out is no longer a caller.
select set_config('request.jwt.claims', json_build_object('sub', tests.user_id('candidate@example.com'), 'role', 'authenticated',
  'session_id', '00000000-0000-4000-8000-0000000000aa')::text, true);
select set_config('role', 'authenticated', true);
select is(public.get_caller_context(), null, 'a signed-out session is nobody');
select tests.as_owner();
insert into auth.sessions (id, user_id, created_at, updated_at)
values ('00000000-0000-4000-8000-0000000000aa', tests.user_id('candidate@example.com'), now(), now());
select set_config('request.jwt.claims', json_build_object('sub', tests.user_id('candidate@example.com'), 'role', 'authenticated',
  'session_id', '00000000-0000-4000-8000-0000000000aa')::text, true);
select set_config('role', 'authenticated', true);
select is(public.get_caller_context() ->> 'email', 'candidate@example.com', 'a live session is the caller');
select tests.as_owner();
update auth.sessions set not_after = now() - interval '1 minute' where id = '00000000-0000-4000-8000-0000000000aa';
select set_config('request.jwt.claims', json_build_object('sub', tests.user_id('candidate@example.com'), 'role', 'authenticated',
  'session_id', '00000000-0000-4000-8000-0000000000aa')::text, true);
select set_config('role', 'authenticated', true);
select is(public.get_caller_context(), null, 'an expired session is nobody');
select tests.as_owner();
-- A session of another user does not vouch for this one.
update auth.sessions set not_after = null, user_id = tests.user_id('owner@example.com') where id = '00000000-0000-4000-8000-0000000000aa';
select set_config('request.jwt.claims', json_build_object('sub', tests.user_id('candidate@example.com'), 'role', 'authenticated',
  'session_id', '00000000-0000-4000-8000-0000000000aa')::text, true);
select set_config('role', 'authenticated', true);
select is(public.get_caller_context(), null, 'another user''s session is nobody');
select tests.as_owner();

select is(tests.attempt('anon', $$select public.get_caller_context()$$), '42501', 'anon cannot ask who it is');

-- Potential jobs ------------------------------------------------------------------------------------
create temp table expected_open on commit drop as
  select j.id, j.created_at, private.match_score(mj, mc) as score from public.jobs j
  join public.companies co on co.id = j.company_id
  join private.match_jobs mj on mj.job_id = j.id
  join private.match_candidates mc on mc.candidate_id = 'd0000000-0000-4000-8000-000000000001'
  where co.is_approved and j.status in ('published', 'open', 'active') and (j.expires_at is null or j.expires_at > now())
    and not exists (select 1 from public.applications a join public.candidates c on c.id = a.candidate_id
                    where a.job_id = j.id and c.user_id = tests.user_id('candidate@example.com'));
grant select on expected_open to authenticated;

select tests.authenticate_as('candidate@example.com');
select ok((select count(*) from expected_open) > 0, 'the demo candidate has open jobs left to apply to');
select is((public.get_candidate_potential_jobs(tests.user_id('candidate@example.com'), 1, 20) ->> 'total')::int,
  (select count(*)::int from expected_open), 'the total counts the open jobs the candidate has not applied to');
select is((select array_agg(j ->> 'id' order by ord)
           from json_array_elements(public.get_candidate_potential_jobs(tests.user_id('candidate@example.com'), 1, 2) -> 'jobs')
             with ordinality as t(j, ord)),
  (select array_agg(id::text) from (select id from expected_open order by score desc, created_at desc, id desc limit 2) e),
  'a page holds the best matching open jobs, newest first among equal scores');
select is((select array_agg(j ->> 'id' order by ord)
           from json_array_elements(public.get_candidate_potential_jobs(tests.user_id('candidate@example.com'), 2, 2) -> 'jobs')
             with ordinality as t(j, ord)),
  (select array_agg(id::text) from (select id from expected_open order by score desc, created_at desc, id desc offset 2 limit 2) e),
  'the next page continues where the first stopped');
select ok((select bool_and(j ->> 'company_name' is not null and j -> 'company' ->> 'name' = j ->> 'company_name'
                           and j ->> 'posted_at' = j ->> 'created_at')
           from json_array_elements(public.get_candidate_potential_jobs(tests.user_id('candidate@example.com'), 1, 20) -> 'jobs') j),
  'every job carries its company name and posting date');
select is(json_array_length(public.get_candidate_potential_jobs(tests.user_id('candidate@example.com'), 1000, 20) -> 'jobs'),
  0, 'past the last page the list is empty');
select is(public.get_candidate_potential_jobs(tests.user_id('candidate@example.com'), 2, 3)::jsonb - 'jobs' - 'total' - 'scores',
  '{"page": 2, "pageSize": 3, "candidateId": "d0000000-0000-4000-8000-000000000001"}'::jsonb,
  'the answer names its page, page size and the candidate');
create temp table potential_cards on commit drop as
  select c from json_array_elements(public.get_candidate_potential_jobs(tests.user_id('candidate@example.com'), 1, 20) -> 'jobs') c;
select tests.as_owner();
select is((select count(*)::int from potential_cards p join public.jobs j on j.id = (p.c ->> 'id')::uuid
           where (p.c ->> 'title', p.c ->> 'location', p.c ->> 'job_type', p.c ->> 'experience_level',
                  p.c ->> 'description', (p.c ->> 'salary_min')::numeric, (p.c ->> 'created_at')::timestamptz)
                 is not distinct from (j.title, j.location, j.job_type, j.experience_level,
                                       j.description, j.salary_min::numeric, j.created_at)
             and p.c -> 'company' ->> 'name' = (select co.name from public.companies co where co.id = j.company_id)
             and (p.c -> 'assigned_to' ->> 'first_name') is not distinct from (
                   select cu.first_name from public.job_assignments ja
                   join public.company_users cu on cu.user_id = ja.assigned_to_user_id
                   where ja.job_id = j.id limit 1)),
  (select count(*)::int from potential_cards),
  'each card carries its job''s fields, company and assignee');
select ok(exists (select 1 from potential_cards where c -> 'assigned_to' ->> 'first_name' is not null),
  'a job with an assignee shows it on its card');

select is(tests.attempt('candidate@example.com', $$select public.get_candidate_potential_jobs(tests.user_id('owner@example.com'), 1, 20)$$),
  '42501', 'a candidate cannot ask for another user''s potential jobs');
select is(tests.attempt('candidate@example.com', $$select public.get_candidate_potential_jobs(tests.user_id('candidate@example.com'), 0, 20)$$),
  '22023', 'page 0 is refused');
select is(tests.attempt('anon', $$select public.get_candidate_potential_jobs(tests.user_id('candidate@example.com'), 1, 20)$$),
  '42501', 'anon cannot call it');

-- Managed-candidate search text ---------------------------------------------------------------------
select is((select search_text from public.candidates where user_id = tests.user_id('candidate@example.com')),
  (select lower(first_name || ' ' || last_name || ' ' || coalesce(email, '')) from public.candidates
   where user_id = tests.user_id('candidate@example.com')),
  'the search text is the lower-cased name and e-mail');
update public.candidates set first_name = 'MARÍA' where user_id = tests.user_id('candidate@example.com');
select ok((select search_text like 'maría %' from public.candidates where user_id = tests.user_id('candidate@example.com')),
  'the search text follows a renamed candidate');
select is(tests.attempt('owner@example.com', $$update public.candidates set search_text = 'x'$$),
  '428C9', 'nobody writes the search text');

select * from finish();
rollback;
