-- Each open job keeps its best candidates and each signed-in candidate the score of every open job.
-- A change shows up once the queue is worked through (public.refresh_matches), and the kept
-- suggestions never show a company a candidate it may not see, even before that.
begin;
select plan(17);

select tests.create_matrix_actors();

insert into public.candidates (id, first_name, last_name, skills, managing_company_id, is_managed_by_company)
values
  ('e6200000-0000-4000-8000-000000000001', 'Own', 'Kept', array['React'], 'c0000000-0000-4000-8000-000000000001', true),
  ('e6200000-0000-4000-8000-000000000002', 'Partner', 'Kept', array['React', 'TypeScript', 'CSS'], 'c0000000-0000-4000-8000-000000000003', true);


create function tests.kept_suggestions(p_email text) returns text language plpgsql as $$
declare v text;
begin
  perform tests.authenticate_as(p_email);
  select string_agg(first_name || ' ' || score, ', ' order by score desc, first_name) into v
  from public.get_job_suggestions('f0000000-0000-4000-8000-000000000001', 50)
  where last_name = 'Kept';
  perform tests.as_owner();
  return coalesce(v, 'none');
end;
$$;

select tests.refresh_all_matches();
select ok(exists (select 1 from private.match_job_lists where job_id = 'f0000000-0000-4000-8000-000000000001'),
  'an open job keeps its best candidates once the queue is worked through');
-- React of React, TypeScript, CSS: round(40 / 3) = 13, no preferred 0, no level 8, remote 15, 10, 10.
select is(tests.kept_suggestions('owner@example.com'), 'Own 56', 'the company reads its own candidate from the kept list');
select is((select summary from private.match_job_suggestions
           where job_id = 'f0000000-0000-4000-8000-000000000001' and candidate_id = 'e6200000-0000-4000-8000-000000000001'),
  'Matches 1 of 3 required skills; missing: TypeScript, CSS', 'the kept list carries the reasons');

update public.candidates set skills = array['React', 'TypeScript', 'CSS'] where id = 'e6200000-0000-4000-8000-000000000001';
select is(tests.kept_suggestions('owner@example.com'), 'Own 56', 'a profile change waits for the refresh');
select tests.refresh_all_matches();
select is(tests.kept_suggestions('owner@example.com'), 'Own 83', 'and shows after it');

insert into public.candidates (id, first_name, last_name, skills, managing_company_id, is_managed_by_company)
values ('e6200000-0000-4000-8000-000000000003', 'Newcomer', 'Kept', array['TypeScript'], 'c0000000-0000-4000-8000-000000000001', true);
select tests.refresh_all_matches();
select is(tests.kept_suggestions('owner@example.com'), 'Own 83, Newcomer 56', 'a new candidate joins the job''s list');

-- Partners: only while the partnership shares candidates, and at once when it stops.
update public.company_relationships set can_share_candidates = true where id = 'c1000000-0000-4000-8000-000000000001';
select tests.refresh_all_matches();
select is(tests.kept_suggestions('owner@example.com'), 'Own 83, Partner 83, Newcomer 56',
  'a partner sharing candidates has its candidates kept for the job');
update public.company_relationships set can_share_candidates = false where id = 'c1000000-0000-4000-8000-000000000001';
select is(tests.kept_suggestions('owner@example.com'), 'Own 83, Newcomer 56',
  'a partnership that stops sharing hides its candidates before any refresh');
select is(tests.attempt('owner@example.com', $$select * from public.get_job_suggestions('f0000000-0000-4000-8000-000000000001', 50) s
  where not exists (select 1 from public.candidates c where c.id = s.candidate_id)$$), '0',
  'every kept suggestion is a candidate the company may read');
select is(tests.kept_suggestions('globex.admin@example.com'), 'none', 'the partner reads no kept suggestions of another company''s job');
select is(tests.kept_suggestions('vendor@example.com'), 'none', 'a vendor reads none');
select is(tests.attempt('owner@example.com', 'select public.refresh_matches()'), '42501', 'only the scheduler works through the queue');

-- The candidate's side: a list from their sign-in on, the same scores as computed on the spot.
create function tests.kept_job_score(p_job uuid) returns integer language sql as $$
  select k.score::int from private.match_candidate_jobs k join public.candidates c on c.id = k.candidate_id
  where k.job_id = p_job and c.user_id = 'a0000000-0000-4000-8000-000000000007'
$$;
create function tests.live_job_score(p_job uuid) returns integer language sql as $$
  select v.score from private.match_view v join public.candidates c on c.id = v.candidate_id
  where v.job_id = p_job and c.user_id = 'a0000000-0000-4000-8000-000000000007'
$$;

update auth.users set last_sign_in_at = now() where id = 'a0000000-0000-4000-8000-000000000007';
select tests.refresh_all_matches();
select ok((select l.refreshed_at is not null from private.match_candidate_lists l
           join public.candidates c on c.id = l.candidate_id where c.user_id = 'a0000000-0000-4000-8000-000000000007'),
  'a candidate who signs in keeps a list of their jobs');
select ok((select bool_and((p.v -> 'scores' ->> (j ->> 'id'))::int = tests.live_job_score((j ->> 'id')::uuid))
                  and count(*) > 0
           from (select tests.demo_potential_jobs(100, 0) as v) p, json_array_elements(p.v -> 'jobs') j),
  'the kept scores are the scores computed on the spot');

update public.jobs set skills_required = array['Figma'] where id = 'f0000000-0000-4000-8000-000000000001';
select tests.refresh_all_matches();
select is(tests.kept_job_score('f0000000-0000-4000-8000-000000000001'),
  tests.live_job_score('f0000000-0000-4000-8000-000000000001'), 'a job edit reaches the candidate''s list after the refresh');

update public.jobs set status = 'closed' where id = 'f0000000-0000-4000-8000-000000000001';
select tests.refresh_all_matches();
select ok(not exists (select 1 from private.match_candidate_jobs where job_id = 'f0000000-0000-4000-8000-000000000001')
          and not exists (select 1 from private.match_job_lists where job_id = 'f0000000-0000-4000-8000-000000000001'),
  'a closed job leaves every list');
select ok(tests.demo_potential_jobs(100, 0) -> 'scores' ->> 'f0000000-0000-4000-8000-000000000001' is null,
  'and the candidate''s jobs no longer offer it');

select * from finish();
rollback;
