-- The full rebuilds of the match inputs and kept lists give exactly the rows the per-row refreshes
-- give, and the product's triggers keep the lists fresh after a rebuild as before.
begin;
select plan(20);

select tests.create_matrix_actors();
update public.company_relationships set can_share_candidates = true where id = 'c1000000-0000-4000-8000-000000000001';

select tests.create_user('rita.recent96@example.com', '{"role": "candidate"}');
select tests.create_user('olaf.old96@example.com', '{"role": "candidate"}');
update public.candidates set first_name = 'Rita', last_name = 'Recent96', skills = array['React', 'go'],
  experience_years = 6, city = 'Austin'
where user_id = tests.user_id('rita.recent96@example.com');
update public.candidates set first_name = 'Olaf', last_name = 'Old96', skills = array['Python']
where user_id = tests.user_id('olaf.old96@example.com');
update auth.users set last_sign_in_at = now() - interval '1 day' where email = 'rita.recent96@example.com';
update auth.users set last_sign_in_at = now() - interval '40 days' where email = 'olaf.old96@example.com';
insert into public.candidate_preferences (candidate_id, locations, work_arrangement, job_types, minimum_salary)
select id, array['Denver, CO', ' denver '], 'onsite', array['FULL_TIME'], 120000
from public.candidates where user_id = tests.user_id('rita.recent96@example.com');

insert into public.candidates (id, first_name, last_name, skills, experience_years, city, managing_company_id, is_managed_by_company)
values
  ('e9600000-0000-4000-8000-000000000001', 'Ann', 'Pool96', array['React', 'TypeScript'], 3, 'Denver', 'c0000000-0000-4000-8000-000000000001', true),
  ('e9600000-0000-4000-8000-000000000002', 'Ben', 'Pool96', array['react ', 'Go', 'SQL'], 15, null, 'c0000000-0000-4000-8000-000000000001', true),
  ('e9600000-0000-4000-8000-000000000003', 'Cai', 'Partner96', array['TypeScript', 'CSS'], 1, 'Boston', 'c0000000-0000-4000-8000-000000000003', true),
  ('e9600000-0000-4000-8000-000000000004', 'Dee', 'Applied96', array['React'], 5, 'Denver', 'c0000000-0000-4000-8000-000000000001', true);

insert into public.jobs (id, company_id, title, status, skills_required, preferred_skills, experience_level, location,
  locations, job_type, salary_min, salary_max, expires_at)
values
  ('e9610000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Frontend 96', 'published',
   array['React', 'TypeScript', 'Kotlin'], array['CSS', 'react'], 'mid_level', 'Denver, CO', array['Boston, MA'],
   'FULL_TIME', 90000, 125000, null),
  ('e9610000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'Generalist 96', 'open',
   '{}', array['SQL'], null, 'Remote (US)', '{}', 'CONTRACT', 80000, null, now() + interval '5 days'),
  ('e9610000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'Expired 96', 'published',
   array['React'], '{}', 'senior_level', 'Austin, TX', '{}', 'FULL_TIME', null, null, now() - interval '1 day'),
  ('e9610000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000001', 'Draft 96', 'draft',
   array['React'], '{}', null, null, '{}', null, null, null, null);

insert into public.applications (job_id, candidate_id, status, source)
values ('e9610000-0000-4000-8000-000000000001', 'e9600000-0000-4000-8000-000000000004', 'applied', 'company');

-- The inputs as the triggers built them, row by row.
create temp table inputs_candidates96 as select * from private.match_candidates;
create temp table inputs_jobs96 as select * from private.match_jobs;
select ok((select count(*) from inputs_candidates96 where candidate_id::text like 'e9600000-%') = 4
  and (select count(*) from inputs_jobs96 where job_id::text like 'e9610000-%') = 4,
  'the named candidates and jobs have inputs built by the triggers');

truncate private.match_queue;
select private.rebuild_match_inputs();
select set_eq('select * from private.match_candidates', 'select * from inputs_candidates96',
  'the rebuilt candidate inputs are the rows the triggers built');
select set_eq('select * from private.match_jobs', 'select * from inputs_jobs96',
  'the rebuilt job inputs are the rows the triggers built');
select is((select row(level, locations, work_arrangement, job_types, minimum_salary)::text from private.match_candidates m
           join public.candidates c on c.id = m.candidate_id where c.last_name = 'Recent96'),
  row(2::smallint, array['denver'], 'onsite', array['FULL_TIME'], 120000)::text,
  'a candidate''s preferences are read into the rebuilt inputs');
select is((select row(required_keys, preferred_keys, is_remote, salary_top)::text from private.match_jobs
           where job_id = 'e9610000-0000-4000-8000-000000000002'),
  row('{}'::text[], array['sql'], true, 80000)::text, 'a remote job without required skills is rebuilt as such');
select is((select array[count(*) filter (where kind = 'candidate'), count(*) filter (where kind = 'job')]
           from private.match_queue),
  array[(select count(*) from public.candidates), (select count(*) from public.jobs)],
  'rebuilt inputs queue every candidate and job once, as the per-row refreshes did');

-- The lists as the per-row refreshes build them: each open job's, then each recent candidate's.
create function pg_temp.lists_row_at_a_time() returns void language plpgsql as $$
begin
  truncate private.match_queue, private.match_job_lists, private.match_job_suggestions,
    private.match_candidate_lists, private.match_candidate_jobs;
  perform private.refresh_job_suggestions(o.id) from private.open_jobs o;
  insert into private.match_candidate_lists (candidate_id)
  select c.id from public.candidates c join auth.users u on u.id = c.user_id
  where u.last_sign_in_at > now() - interval '30 days';
  perform private.refresh_candidate_jobs(l.candidate_id) from private.match_candidate_lists l;
end;
$$;
select pg_temp.lists_row_at_a_time();
create temp table suggestions96 as select * from private.match_job_suggestions;
create temp table job_lists96 as select job_id from private.match_job_lists;
create temp table candidate_jobs96 as select * from private.match_candidate_jobs;
create temp table candidate_lists96 as select candidate_id, score_counts, refreshed_at is not null as built
  from private.match_candidate_lists;

select private.rebuild_match_lists();
select set_eq('select * from private.match_job_suggestions', 'select * from suggestions96',
  'the rebuilt suggestions, scores and summaries are those of the per-job refresh');
select set_eq('select job_id from private.match_job_lists', 'select job_id from job_lists96',
  'the same open jobs keep a list');
select set_eq('select * from private.match_candidate_jobs', 'select * from candidate_jobs96',
  'the rebuilt candidates'' job scores are those of the per-candidate refresh');
select set_eq('select candidate_id, score_counts, refreshed_at is not null from private.match_candidate_lists',
  'select * from candidate_lists96', 'the same candidates keep a list, with the same counts, built');

-- Named rows, so the comparison above has something to compare.
select is((select string_agg(c.first_name || ' ' || s.score || ' ' || s.summary, '; ' order by s.score desc, c.first_name)
           from private.match_job_suggestions s join public.candidates c on c.id = s.candidate_id
           where s.job_id = 'e9610000-0000-4000-8000-000000000001' and c.last_name like '%96'),
  'Ann 77 Matches 2 of 3 required skills; missing: Kotlin; Cai 66 Matches 1 of 3 required skills; missing: React, Kotlin; Ben 41 Matches 1 of 3 required skills; missing: TypeScript, Kotlin',
  'the job keeps its pool and its partner''s candidates, not the one who applied, with their reasons');
select ok(not exists (select 1 from private.match_job_lists where job_id in
  ('e9610000-0000-4000-8000-000000000003', 'e9610000-0000-4000-8000-000000000004')),
  'an expired job and a draft keep no list');
select is((select string_agg(j.title || ' ' || k.score, ', ' order by j.title) from private.match_candidate_jobs k
           join public.jobs j on j.id = k.job_id join public.candidates c on c.id = k.candidate_id
           where c.last_name = 'Recent96' and j.title like '% 96'),
  'Frontend 96 56, Generalist 96 8', 'a candidate who signed in yesterday keeps the open jobs'' scores');
select ok(not exists (select 1 from private.match_candidate_lists l join public.candidates c on c.id = l.candidate_id
                      where c.last_name = 'Old96'),
  'a candidate last seen 40 days ago keeps no list');

-- After a rebuild, the triggers keep the lists fresh as before.
update public.candidates set skills = array['React', 'TypeScript', 'Kotlin'] where id = 'e9600000-0000-4000-8000-000000000002';
select is((select count(*)::int from private.match_queue where kind = 'candidate'
           and entity_id = 'e9600000-0000-4000-8000-000000000002'), 1, 'a profile change queues the candidate once');
select public.refresh_matches(1);
select is((select array_agg(kind) from private.match_queue where entity_id = 'e9610000-0000-4000-8000-000000000001'),
  array['job_list'], 'the candidate''s refresh queues the list of the job that kept them as an item of its own');
select tests.refresh_all_matches();
select is((select score::int from private.match_job_suggestions where job_id = 'e9610000-0000-4000-8000-000000000001'
           and candidate_id = 'e9600000-0000-4000-8000-000000000002'), 68,
  'and the job''s kept list shows the new score once the queue is worked through');

-- A refresh that writes only the changed rows leaves the list a full build gives.
update public.candidates set experience_years = 14 where last_name = 'Recent96';
select tests.refresh_all_matches();
select set_eq($$select k.job_id, k.score from private.match_candidate_jobs k join public.candidates c on c.id = k.candidate_id
                where c.last_name = 'Recent96'$$,
  $$select o.id, m.score from private.open_jobs o join private.match_view m on m.job_id = o.id
    join public.candidates c on c.id = m.candidate_id where c.last_name = 'Recent96'$$,
  'a candidate''s refreshed list holds every open job with its new score');

-- A change to a kept list is worked through before a first list queued earlier (read on the spot
-- until built).
select tests.create_user('fay.first96@example.com', '{"role": "candidate"}');
update auth.users set last_sign_in_at = now() where email = 'fay.first96@example.com';
update public.jobs set salary_max = 130000 where id = 'e9610000-0000-4000-8000-000000000001';
select public.refresh_matches(1);
select ok(not exists (select 1 from private.match_queue where entity_id = 'e9610000-0000-4000-8000-000000000001'),
  'the job''s change is worked through first');
select is((select array_agg(q.kind) from private.match_queue q join public.candidates c on c.id = q.entity_id
           where c.user_id = tests.user_id('fay.first96@example.com')), array['candidate'],
  'while the first list queued before it waits');

select * from finish();
rollback;
