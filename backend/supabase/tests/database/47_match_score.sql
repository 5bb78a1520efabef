-- The match score and its reasons on hand-made jobs and candidates, each figure worked out from
-- the weights in docs/decisions.md: required 40, preferred 10, experience 15, location 15,
-- job type 10, salary 10.
begin;
select plan(12);

insert into public.jobs (id, company_id, title, location, locations, job_type, experience_level, salary_min, salary_max,
  skills_required, preferred_skills, status)
values
  ('e4700000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Platform Engineer', 'Remote', '{}',
   'FULL_TIME', 'senior_level', 100000, 130000, array['JS', 'Postgres', 'React.js', 'GraphQL', 'Docker'], array['TS'], 'open'),
  ('e4700000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'Office Analyst', 'Austin, TX', '{}',
   'CONTRACT', 'entry_level', null, 130000, array['Excel'], '{}', 'open'),
  ('e4700000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'Weaver', null, '{}',
   null, null, null, null, array['Underwater Basket Weaving'], '{}', 'open');

insert into public.candidates (id, first_name, last_name, city, experience_years, skills, managing_company_id, is_managed_by_company)
values
  ('e4710000-0000-4000-8000-000000000001', 'Remote', 'Dev', 'Denver', 6, array['javascript', 'PostgreSQL', 'React', 'docker'],
   'c0000000-0000-4000-8000-000000000001', true),
  ('e4710000-0000-4000-8000-000000000002', 'Cobol', 'Veteran', 'Austin', null, array['Cobol', 'underwater  basket WEAVING'],
   'c0000000-0000-4000-8000-000000000001', true),
  ('e4710000-0000-4000-8000-000000000003', 'Office', 'Lead', 'Boston', 9, array['MS Excel'],
   'c0000000-0000-4000-8000-000000000001', true),
  ('e4710000-0000-4000-8000-000000000004', 'Basket', 'Maker', null, null, array['Basket Weaving'],
   'c0000000-0000-4000-8000-000000000001', true);

insert into public.candidate_preferences (candidate_id, work_arrangement, job_types, minimum_salary, experience_level, locations)
values
  ('e4710000-0000-4000-8000-000000000001', 'remote', array['FULL_TIME'], 120000, null, '{}'),
  ('e4710000-0000-4000-8000-000000000003', 'onsite', array['FULL_TIME'], 140000, 'lead', array['Austin, TX']);

create function tests.score(p_job uuid, p_candidate uuid) returns integer language sql as $$
  select (private.match_explanation(p_job, p_candidate) ->> 'score')::integer
$$;
create function tests.points(p_job uuid, p_candidate uuid) returns text language sql as $$
  select string_agg(f ->> 'points', ' ' order by ord)
  from jsonb_array_elements(private.match_explanation(p_job, p_candidate) -> 'factors') with ordinality x(f, ord)
$$;

-- 4 of 5 required through aliases (32), no preferred (0), senior and 6 years (15), remote job and
-- remote wanted (15), full time wanted (10), 130,000 over the 120,000 minimum (10).
select is(tests.points('e4700000-0000-4000-8000-000000000001', 'e4710000-0000-4000-8000-000000000001'),
  '32 0 15 15 10 10', 'aliases match: JS, Postgres and React.js count as the candidate''s JavaScript, PostgreSQL and React');
select is(tests.score('e4700000-0000-4000-8000-000000000001', 'e4710000-0000-4000-8000-000000000001'), 82,
  'the score is the sum of the factors');
select is(private.match_explanation('e4700000-0000-4000-8000-000000000001', 'e4710000-0000-4000-8000-000000000001') ->> 'summary',
  'Matches 4 of 5 required skills; missing: GraphQL', 'the reasons name the missing required skill in the job''s words');
select is(private.match_explanation('e4700000-0000-4000-8000-000000000001', 'e4710000-0000-4000-8000-000000000001') -> 'required',
  '{"matched": ["JS", "Postgres", "React.js", "Docker"], "missing": ["GraphQL"], "total": 5}'::jsonb,
  'matched and missing required skills are listed');

-- No skill (0 + 0), unknown experience (8), remote job with either wanted (15), no job type or
-- salary wish (10 + 10).
select is(tests.score('e4700000-0000-4000-8000-000000000001', 'e4710000-0000-4000-8000-000000000002'), 43,
  'a candidate without the skills keeps only the other factors');

-- Excel through MS Excel (40), nothing preferred listed (5), lead against entry level (0), Austin
-- wanted (15), contract not wanted (0), 130,000 within 10 % of 140,000 (5).
select is(tests.points('e4700000-0000-4000-8000-000000000002', 'e4710000-0000-4000-8000-000000000003'),
  '40 5 0 15 0 5', 'salary within 10 % earns half; a job type not wanted earns nothing');
select is(tests.score('e4700000-0000-4000-8000-000000000002', 'e4710000-0000-4000-8000-000000000003'), 65, 'and sums to 65');

-- The remote-only candidate against the on-site job: no Excel (0), 5, senior against entry (3),
-- on-site (0), contract (0), salary (10).
select is(tests.points('e4700000-0000-4000-8000-000000000002', 'e4710000-0000-4000-8000-000000000001'),
  '0 5 3 0 0 10', 'an on-site job earns no location points from a remote-only candidate');

-- A skill the catalogue does not know matches its own text in any case and spacing.
select is(tests.points('e4700000-0000-4000-8000-000000000003', 'e4710000-0000-4000-8000-000000000002'),
  '40 5 8 8 10 10', 'an unknown skill matches exactly, ignoring case and spaces');
-- Basket Weaving is another text: 0 + 5 + unknown experience 8 + no location on either side 8 + 10 + 10.
select is(tests.score('e4700000-0000-4000-8000-000000000003', 'e4710000-0000-4000-8000-000000000004'), 41,
  'a different unknown skill does not match');

-- An administrator adds the skill with the other wording as an alias: both now match.
insert into public.skills (name, industry, aliases) values ('Underwater Basket Weaving', 'Other', array['Basket Weaving']);
select is(tests.score('e4700000-0000-4000-8000-000000000003', 'e4710000-0000-4000-8000-000000000004'), 81,
  'a new alias in the catalogue makes existing profiles match at once');

-- A candidate changing skills is scored on the new ones.
update public.candidates set skills = array['JavaScript', 'PostgreSQL', 'React', 'Docker', 'gql'], updated_at = now()
where id = 'e4710000-0000-4000-8000-000000000001';
select is(private.match_explanation('e4700000-0000-4000-8000-000000000001', 'e4710000-0000-4000-8000-000000000001') ->> 'summary',
  'Matches 5 of 5 required skills', 'an edited profile is scored on its new skills');

select * from finish();
rollback;
