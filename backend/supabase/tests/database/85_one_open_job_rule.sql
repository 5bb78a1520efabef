-- One rule decides whether a job is open, and applying, saving a job, the candidate's job lists and
-- matching all answer with it: published, open or active, of an approved company, not past its expiry.
begin;
select plan(29);

select tests.create_user('ida.apply85@example.com', '{"role": "candidate"}');
update public.candidates set first_name = 'Ida', last_name = 'Applies', phone = '+12065550851'
where user_id = tests.user_id('ida.apply85@example.com');
select tests.create_user('jon.looks85@example.com', '{"role": "candidate"}');
update public.candidates set first_name = 'Jon', last_name = 'Looks', phone = '+12065550852'
where user_id = tests.user_id('jon.looks85@example.com');

insert into public.jobs (id, company_id, title, status, expires_at) values
  ('e8500000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Open 85', 'published', now() + interval '3 days'),
  ('e8500000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'Expired 85', 'published', now() - interval '2 days'),
  ('e8500000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'Closed 85', 'closed', null),
  -- Pending Co is not approved yet.
  ('e8500000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000002', 'Unapproved 85', 'published', null);

-- What each side makes of the four jobs, as the titles it lets through.
create function pg_temp.applied85() returns text[] language plpgsql as $$
declare
  v_job record;
  v_taken text[] := '{}';
begin
  for v_job in select id, title from public.jobs where title like '% 85' order by title loop
    begin
      perform tests.authenticate_as('ida.apply85@example.com');
      perform public.apply_to_job(v_job.id);
      v_taken := v_taken || v_job.title;
    exception when others then
      if sqlerrm <> 'This job is not open for applications' then
        raise;
      end if;
    end;
    perform tests.as_owner();
  end loop;
  return v_taken;
end;
$$;

create function pg_temp.visible85() returns text[] language plpgsql as $$
declare
  v_titles text[];
begin
  perform tests.authenticate_as('jon.looks85@example.com');
  select coalesce(array_agg(title order by title), '{}') into v_titles from public.jobs where title like '% 85';
  perform tests.as_owner();
  return v_titles;
end;
$$;

create function pg_temp.listed85() returns text[] language plpgsql as $$
declare
  v_list json;
begin
  perform tests.authenticate_as('jon.looks85@example.com');
  v_list := private.candidate_potential_jobs(tests.user_id('jon.looks85@example.com'), 1, 100);
  perform tests.as_owner();
  return (select coalesce(array_agg(j.title order by j.title), '{}')
          from json_array_elements(v_list -> 'jobs') c
          join public.jobs j on j.id = (c ->> 'id')::uuid
          where j.title like '% 85');
end;
$$;

-- Matching: which jobs keep a suggestions list, and which land in a candidate's kept list.
select private.refresh_job_suggestions(id) from public.jobs where title like '% 85';
insert into private.match_candidate_lists (candidate_id)
select id from public.candidates where user_id = tests.user_id('jon.looks85@example.com')
on conflict (candidate_id) do nothing;
select private.refresh_candidate_jobs(id) from public.candidates where user_id = tests.user_id('jon.looks85@example.com');

-- Allowed: the open job, on every side.
select ok(private.job_is_open('e8500000-0000-4000-8000-000000000001'), 'the open job is open');
select ok('e8500000-0000-4000-8000-000000000001' in (select private.open_job_ids()), 'and among the open jobs');
select is(pg_temp.visible85(), array['Open 85'], 'a candidate sees only the open job');
select is(pg_temp.listed85(), array['Open 85'], 'the candidate''s jobs to apply for list only the open job');
select is(
  (select array_agg(j.title order by j.title) from private.match_job_lists l join public.jobs j on j.id = l.job_id
   where j.title like '% 85'),
  array['Open 85'], 'only the open job keeps a suggestions list');
select is(
  (select array_agg(j.title order by j.title) from private.match_candidate_jobs k join public.jobs j on j.id = k.job_id
   join public.candidates c on c.id = k.candidate_id
   where c.user_id = tests.user_id('jon.looks85@example.com') and j.title like '% 85'),
  array['Open 85'], 'only the open job is scored into a candidate''s kept list');
select is(pg_temp.applied85(), array['Open 85'], 'applying takes only the open job');

-- Denied: expired, closed and unapproved, each by name, on every side.
select ok(not private.job_is_open('e8500000-0000-4000-8000-000000000002'), 'a job past its expiry is not open');
select ok(not private.job_is_open('e8500000-0000-4000-8000-000000000003'), 'nor is a closed job');
select ok(not private.job_is_open('e8500000-0000-4000-8000-000000000004'), 'nor a job of a company not yet approved');
select ok('e8500000-0000-4000-8000-000000000002' not in (select private.open_job_ids()), 'the expired job is not among the open jobs');
select ok('e8500000-0000-4000-8000-000000000003' not in (select private.open_job_ids()), 'nor the closed job');
select ok('e8500000-0000-4000-8000-000000000004' not in (select private.open_job_ids()), 'nor the unapproved company''s job');
select is(tests.error_of('ida.apply85@example.com', $$select public.apply_to_job('e8500000-0000-4000-8000-000000000002')$$),
  'This job is not open for applications', 'applying to the expired job is refused');
select is(tests.error_of('ida.apply85@example.com', $$select public.apply_to_job('e8500000-0000-4000-8000-000000000003')$$),
  'This job is not open for applications', 'so is applying to the closed job');
select is(tests.error_of('ida.apply85@example.com', $$select public.apply_to_job('e8500000-0000-4000-8000-000000000004')$$),
  'This job is not open for applications', 'and to the unapproved company''s job');
select is(
  (select array_agg(j.title order by j.title) from public.applications a join public.jobs j on j.id = a.job_id
   join public.candidates c on c.id = a.candidate_id
   where c.user_id = tests.user_id('ida.apply85@example.com')),
  array['Open 85'], 'Ida holds an application to the open job only');
select ok(not exists (select 1 from private.match_job_lists where job_id = 'e8500000-0000-4000-8000-000000000002'),
  'the expired job keeps no suggestions list');
select ok(not exists (select 1 from private.match_job_suggestions where job_id = 'e8500000-0000-4000-8000-000000000002'),
  'nor any suggestion');

-- Saving a job: the open one only.
select is(tests.attempt('jon.looks85@example.com',
  $$insert into public.saved_jobs (job_id) values ('e8500000-0000-4000-8000-000000000001')$$), '1', 'a candidate saves the open job');
select is(tests.attempt('jon.looks85@example.com',
  $$insert into public.saved_jobs (job_id) values ('e8500000-0000-4000-8000-000000000002')$$), '42501', 'but not the expired job');
select is(tests.attempt('jon.looks85@example.com',
  $$insert into public.saved_jobs (job_id) values ('e8500000-0000-4000-8000-000000000003')$$), '42501', 'nor the closed job');
select is(tests.attempt('jon.looks85@example.com',
  $$insert into public.saved_jobs (job_id) values ('e8500000-0000-4000-8000-000000000004')$$), '42501', 'nor the unapproved company''s job');

-- A job that expires after it was matched drops out when the queue rematches it.
update public.jobs set expires_at = now() - interval '1 day' where id = 'e8500000-0000-4000-8000-000000000001';
select private.refresh_matches_of_job('e8500000-0000-4000-8000-000000000001');
select ok(not exists (select 1 from private.match_job_lists where job_id = 'e8500000-0000-4000-8000-000000000001'),
  'a job matched while open loses its suggestions once it is found expired');
select ok(not private.job_is_open('e8500000-0000-4000-8000-000000000001'), 'and is no longer open');
select is(pg_temp.visible85(), '{}'::text[], 'nor visible to a candidate');
select is(pg_temp.listed85(), '{}'::text[], 'nor listed for the candidate');

-- Every job: the one-job check and the set agree.
select is(
  (select count(*) from public.jobs j
   where private.job_is_open(j.id) is distinct from (j.id in (select private.open_job_ids()))),
  0::bigint, 'the one-job check agrees with the open jobs for every job');
select ok(to_regprocedure('private.job_takes_applications(uuid)') is null and to_regprocedure('private.is_open_job(uuid)') is null,
  'applying and saving have no rule of their own any more');

select * from finish();
rollback;
