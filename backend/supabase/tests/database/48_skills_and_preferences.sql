-- The skills catalogue (read by all, extended by platform admins only) and candidates' job
-- preferences (their own only, checked field by field).
begin;
select plan(18);

select tests.create_matrix_actors();

select ok((select count(*) from public.skills) >= 300, 'the catalogue starts with at least 300 skills');
select is((select count(distinct industry) from public.skills where industry <> 'Other'), 10::bigint,
  'covering the ten industries of the Industries page');
select is(private.skill_key('  react.JS '), 'react', 'an alias maps to its skill in any case and spacing');
select is(private.skill_key('Quantum Knitting'), 'quantum knitting', 'an unknown skill stays itself');

-- Reading: every signed-in user.
select is(tests.attempt(null, $$select * from public.skills where name = 'PostgreSQL'$$), '42501', 'a visitor does not read the table');
select is(tests.attempt('candidate@example.com', $$select * from public.skills where name = 'PostgreSQL'$$), '1',
  'a candidate reads the catalogue');

-- Writing: platform admins only.
select is(tests.attempt('admin@example.com', $$insert into public.skills (name, industry, aliases) values ('Svelte', 'Technology', array['SvelteKit'])$$),
  '1', 'a platform admin adds a skill');
select is(tests.attempt('owner@example.com', $$insert into public.skills (name, industry) values ('Svelte', 'Technology')$$),
  '42501', 'a company admin may not add a skill');
select is(tests.attempt('candidate@example.com', $$update public.skills set aliases = array['JS', 'JScript'] where name = 'JavaScript'$$),
  '0', 'a candidate may not change a skill');
select is(tests.attempt('admin@example.com', $$update public.skills set aliases = array_append(aliases, 'ES6') where name = 'JavaScript'$$),
  '1', 'a platform admin adds an alias');
select is(tests.attempt('vendor@example.com', $$delete from public.skills where name = 'JavaScript'$$), '0',
  'a vendor may not delete a skill');
select is(tests.error_of('admin@example.com', $$insert into public.skills (name, industry, aliases) values ('Postgres DB', 'Technology', array['Postgres'])$$),
  '"postgres" is already a name or alias of PostgreSQL', 'a term already in the catalogue is refused with its owner named');

-- Preferences.
select tests.authenticate_as('candidate@example.com');
select is((public.save_job_preferences(array['Frontend Engineer', ' frontend engineer ', ''], array['Oakland, CA'], 'remote',
  array['FULL_TIME'], 150000, 'senior_level')).work_arrangement, 'remote', 'a candidate saves their preferences');
select tests.as_owner();
select is((select desired_titles from public.candidate_preferences where candidate_id = 'd0000000-0000-4000-8000-000000000001'),
  array['Frontend Engineer'], 'titles are trimmed and repeats dropped');
select is(tests.attempt('candidate@example.com', $$select * from public.candidate_preferences$$), '1',
  'the candidate reads their own preferences');
select is(tests.attempt('owner@example.com', $$select * from public.candidate_preferences$$), '0',
  'a company reads no one''s preferences');
select is(tests.error_of('candidate@example.com',
  $$select public.save_job_preferences('{}', '{}', 'any', '{}', -5, null)$$),
  'Minimum salary must be between 0 and 10,000,000', 'a negative salary is refused with a message');
select is(tests.error_of('owner@example.com',
  $$select public.save_job_preferences('{}', '{}', 'any', '{}', null, null)$$),
  'Only candidates can save job preferences', 'a company account cannot save job preferences');

select * from finish();
rollback;
