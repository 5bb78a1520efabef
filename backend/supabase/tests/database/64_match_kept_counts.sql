-- A candidate's ranked jobs count from kept figures and still count exactly what is offered: the
-- open jobs at the minimum match, less the expired ones and those the person applied to.
begin;
select plan(6);

-- what the candidate's list counts
create function tests.kept_total(p_min integer) returns integer language sql as $$
  select (tests.demo_potential_jobs(5, p_min) ->> 'total')::int
$$;
-- what is offered, counted on the spot
create function tests.live_total(p_min integer) returns integer language sql as $$
  select count(*)::int
  from public.jobs j
  join public.companies co on co.id = j.company_id
  join private.match_view m on m.job_id = j.id
  join public.candidates c on c.id = m.candidate_id and c.user_id = 'a0000000-0000-4000-8000-000000000007'
  where co.is_approved and j.status in ('published', 'open', 'active')
    and (j.expires_at is null or j.expires_at > now()) and m.score >= p_min
    and j.id not in (select a.job_id from public.applications a
                     where a.candidate_id in (select private.user_candidate_ids('a0000000-0000-4000-8000-000000000007')))
$$;

update auth.users set last_sign_in_at = now() where id = 'a0000000-0000-4000-8000-000000000007';
select tests.refresh_all_matches();
select ok(tests.kept_total(0) > 0 and tests.kept_total(0) = tests.live_total(0), 'the kept count is what is offered');
select is(tests.kept_total(40), tests.live_total(40), 'and so at a minimum match');

update public.jobs set skills_required = array['React', 'TypeScript', 'CSS', 'Figma'], experience_level = 'executive'
where id = 'f0000000-0000-4000-8000-000000000003';
select tests.refresh_all_matches();
select is(tests.kept_total(40), tests.live_total(40), 'a job edit moves its count');

-- the job's expiry date passes: the kept row already carries that date, nothing is queued
update public.jobs set expires_at = now() - interval '1 day' where id = 'f0000000-0000-4000-8000-000000000006';
update private.match_candidate_jobs set expires_at = now() - interval '1 day' where job_id = 'f0000000-0000-4000-8000-000000000006';
delete from private.match_queue;
select is(tests.kept_total(0), tests.live_total(0), 'a job past its expiry is not counted');
select tests.refresh_all_matches();
select is(tests.kept_total(0), tests.live_total(0), 'nor after it');

update public.jobs set status = 'closed' where id = 'f0000000-0000-4000-8000-000000000005';
update public.jobs set status = 'published' where id = 'f0000000-0000-4000-8000-000000000004';
select tests.refresh_all_matches();
select is(tests.kept_total(0), tests.live_total(0), 'jobs closing and opening move the count');

select * from finish();
rollback;
