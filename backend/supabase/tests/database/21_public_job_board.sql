-- The public job board: visitors read only open jobs of approved companies with a tier, and only
-- the companies' public fields; slugs are unique and stable; saved jobs and searches belong to
-- their candidate.
begin;
select plan(54);

-- Globex (approved, basic tier), a company approved without a tier, and Pending Co (not approved).
insert into public.companies (id, name, is_approved, tax_id, primary_contact_email)
values ('c0000000-0000-4000-8000-0000000000e1', 'No Tier Ltd', true, '12-3456789', 'boss@notier.example.com');
insert into public.jobs (id, company_id, title, description, location, locations, job_type, experience_level,
  salary_min, salary_max, skills_required, status, expires_at, created_at) values
  ('f0000000-0000-4000-8000-0000000000b1', 'c0000000-0000-4000-8000-000000000003', 'Plant Manager', 'Run the plant.',
   'Chicago, IL', '{}', 'FULL_TIME', 'lead', 95000, 130000, array['Lean'], 'open', private.board_today() + interval '1 minute', now() - interval '1 day'),
  ('f0000000-0000-4000-8000-0000000000b2', 'c0000000-0000-4000-8000-000000000003', 'Expired Yesterday', 'Gone.',
   'Chicago, IL', '{}', 'FULL_TIME', 'lead', null, null, '{}', 'open', private.board_today() - interval '1 minute', now()),
  ('f0000000-0000-4000-8000-0000000000b3', 'c0000000-0000-4000-8000-0000000000e1', 'No Tier Job', 'Hidden.',
   'Austin, TX', '{}', 'FULL_TIME', 'lead', null, null, '{}', 'published', null, now()),
  ('f0000000-0000-4000-8000-0000000000b4', 'c0000000-0000-4000-8000-000000000002', 'Pending Job', 'Hidden.',
   'Austin, TX', '{}', 'FULL_TIME', 'lead', null, null, '{}', 'published', null, now()),
  ('f0000000-0000-4000-8000-0000000000b5', 'c0000000-0000-4000-8000-000000000003', 'Filled Job', 'Hidden.',
   'Austin, TX', '{}', 'FULL_TIME', 'lead', null, null, '{}', 'filled', null, now());

create function pg_temp.board_ids(p_search json) returns text[] language sql as $$
  select coalesce(array_agg(j ->> 'id' order by j ->> 'id'), '{}') from json_array_elements(p_search -> 'jobs') j
$$;
create function pg_temp.anon_search(p_sql text) returns json language plpgsql as $$
declare r json;
begin
  perform tests.authenticate_as('anon');
  execute 'select ' || p_sql into r;
  perform tests.as_owner();
  return r;
end;
$$;

-- Who reads what without signing in ------------------------------------------------------------
select is(tests.attempt('anon', 'select * from public.jobs'), '42501', 'visitors cannot read the jobs table');
select is(tests.attempt('anon', 'select * from public.companies'), '42501', 'visitors cannot read the companies table');
select is(tests.attempt('anon', 'select * from public.saved_jobs'), '42501', 'visitors cannot read saved jobs');

select is(pg_temp.board_ids(pg_temp.anon_search('public.search_public_jobs(p_page_size => 50)')),
  array['f0000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000002',
        'f0000000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000006',
        'f0000000-0000-4000-8000-000000000007', 'f0000000-0000-4000-8000-0000000000b1'],
  'the board lists open jobs of approved companies with a tier, including one expiring today');
select is((pg_temp.anon_search('public.search_public_jobs()') ->> 'total')::int, 6, 'the total counts them');
select is(pg_temp.anon_search('public.search_public_jobs(p_page_size => 2)') -> 'jobs' -> 0 ->> 'id',
  'f0000000-0000-4000-8000-0000000000b1', 'newest first');
select is(pg_temp.anon_search('public.search_public_jobs(p_sort => ''salary'')') -> 'jobs' -> 0 ->> 'title',
  'Senior Frontend Engineer', 'the salary sort puts the best-paid job first');
select is(pg_temp.anon_search('public.search_public_jobs(p_sort => ''salary'')') -> 'jobs' -> 5 ->> 'title',
  'Automation Technician', 'and ends with the lowest salary');

select ok(pg_temp.anon_search('public.get_public_job(''f0000000-0000-4000-8000-000000000001'')') is not null,
  'a visitor opens an open job');
select is(pg_temp.anon_search('public.get_public_job(''f0000000-0000-4000-8000-000000000001'')') ->> 'description',
  'Lead the development of our customer-facing React applications.', 'with its description');
select is(pg_temp.anon_search('public.get_public_job(''f0000000-0000-4000-8000-000000000004'')')::text, null::text, 'a draft is not found');
select is(pg_temp.anon_search('public.get_public_job(''f0000000-0000-4000-8000-000000000005'')')::text, null::text, 'a closed job is not found');
select is(pg_temp.anon_search('public.get_public_job(''f0000000-0000-4000-8000-0000000000b5'')')::text, null::text, 'a filled job is not found');
select is(pg_temp.anon_search('public.get_public_job(''f0000000-0000-4000-8000-0000000000b2'')')::text, null::text, 'an expired job is not found');
select is(pg_temp.anon_search('public.get_public_job(''f0000000-0000-4000-8000-0000000000b3'')')::text, null::text,
  'a job of a company without a tier is not found');
select is(pg_temp.anon_search('public.get_public_job(''f0000000-0000-4000-8000-0000000000b4'')')::text, null::text,
  'a job of a company waiting for approval is not found');

select is(
  (select array_agg(k order by k) from json_object_keys(
    pg_temp.anon_search('public.get_public_job(''f0000000-0000-4000-8000-000000000001'')') -> 'company') k),
  array['company_size', 'dba_name', 'description', 'facebook_url', 'id', 'industry', 'instagram_url', 'linkedin_url',
        'location', 'logo_url', 'name', 'slug', 'twitter_url', 'website'],
  'the company card carries the public fields only: no tax id, contacts or addresses');

-- Listing follows the company's approval and tier.
update public.company_subscriptions set tier = 'basic' where company_id = 'c0000000-0000-4000-8000-0000000000e1';
select isnt(pg_temp.anon_search('public.get_public_job(''f0000000-0000-4000-8000-0000000000b3'')')::text, null::text,
  'a tier puts the approved company''s open jobs on the board');
update public.companies set is_approved = false where id = 'c0000000-0000-4000-8000-0000000000e1';
select is(pg_temp.anon_search('public.get_public_job(''f0000000-0000-4000-8000-0000000000b3'')')::text, null::text,
  'withdrawing the approval takes them off');
update public.companies set is_approved = true where id = 'c0000000-0000-4000-8000-0000000000e1';
update public.company_subscriptions set tier = 'none' where company_id = 'c0000000-0000-4000-8000-0000000000e1';
select is(pg_temp.anon_search('public.get_public_job(''f0000000-0000-4000-8000-0000000000b3'')')::text, null::text,
  'and so does a tier set back to none');
insert into public.jobs (id, company_id, title, status)
values ('f0000000-0000-4000-8000-0000000000b6', 'c0000000-0000-4000-8000-000000000002', 'Posted while pending', 'open');
update public.companies set is_approved = true where id = 'c0000000-0000-4000-8000-000000000002';
update public.company_subscriptions set tier = 'free_trial' where company_id = 'c0000000-0000-4000-8000-000000000002';
select isnt(pg_temp.anon_search('public.get_public_job(''f0000000-0000-4000-8000-0000000000b6'')')::text, null::text,
  'a job posted before approval appears once the company is approved with a tier');
update public.company_subscriptions set tier = 'none' where company_id = 'c0000000-0000-4000-8000-000000000002';
update public.companies set is_approved = false where id = 'c0000000-0000-4000-8000-000000000002';

-- Search and filters -----------------------------------------------------------------------------
select is(pg_temp.board_ids(pg_temp.anon_search('public.search_public_jobs(p_query => ''terraform'')')),
  array['f0000000-0000-4000-8000-000000000006'], 'a required skill finds the job');
select is(pg_temp.board_ids(pg_temp.anon_search('public.search_public_jobs(p_query => ''FRONT'')')),
  array['f0000000-0000-4000-8000-000000000001'], 'the title is searched by the start of its words, whatever the case');
select is(pg_temp.board_ids(pg_temp.anon_search('public.search_public_jobs(p_query => ''globex'')')),
  array['f0000000-0000-4000-8000-000000000007', 'f0000000-0000-4000-8000-0000000000b1'],
  'the company name finds its jobs');
select is(pg_temp.board_ids(pg_temp.anon_search('public.search_public_jobs(p_query => ''100%'')')),
  '{}'::text[], 'symbols in the search are not wildcards');
select is(pg_temp.board_ids(pg_temp.anon_search('public.search_public_jobs(p_location => ''austin'')')),
  array['f0000000-0000-4000-8000-000000000002', 'f0000000-0000-4000-8000-000000000006'],
  'the location filter reads every location of a job');
select is(pg_temp.board_ids(pg_temp.anon_search('public.search_public_jobs(p_remote => true)')),
  array['f0000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000002',
        'f0000000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000006'],
  'remote jobs: remote type or a remote location');
select is(pg_temp.board_ids(pg_temp.anon_search('public.search_public_jobs(p_job_type => ''CONTRACT'')')),
  array['f0000000-0000-4000-8000-000000000003'], 'the job type filter');
select is(pg_temp.board_ids(pg_temp.anon_search('public.search_public_jobs(p_experience_level => ''lead'')')),
  array['f0000000-0000-4000-8000-0000000000b1'], 'the experience level filter');
select is(pg_temp.board_ids(pg_temp.anon_search('public.search_public_jobs(p_min_salary => 160000)')),
  array['f0000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000006'],
  'the minimum salary keeps jobs whose best salary reaches it');

select is(tests.error_of('anon', 'select public.search_public_jobs(p_job_type => ''PIRATE'')'),
  'Unknown job type: PIRATE', 'an unknown job type is named');
select is(tests.error_of('anon', 'select public.search_public_jobs(p_sort => ''random'')'),
  'Unknown sort: random', 'an unknown sort is named');
select is(tests.error_of('anon', 'select public.search_public_jobs(p_page => 0)'),
  'Page must be 1 or more and page size between 1 and 50', 'page 0 is refused');
select is(tests.error_of('anon', 'select public.search_public_jobs(p_page_size => 1000)'),
  'Page must be 1 or more and page size between 1 and 50', 'a page size above 50 is refused');
select is(pg_temp.anon_search('public.search_public_jobs(p_page => 2000000000)')::jsonb - 'sort',
  '{"jobs": [], "total": 6, "total_capped": false, "page": 2000000000, "page_size": 20}'::jsonb,
  'a page far past the end is empty and still says how many jobs match');

-- Careers pages and slugs ------------------------------------------------------------------------
select is((select slug from public.companies where id = 'c0000000-0000-4000-8000-000000000001'), 'acme-corp',
  'a slug is made from the name');
insert into public.companies (id, name, slug) values ('c0000000-0000-4000-8000-0000000000e2', 'ACME  Corp!', 'chosen');
select is((select slug from public.companies where id = 'c0000000-0000-4000-8000-0000000000e2'), 'acme-corp-2',
  'a second company of the same name gets the next free slug, whatever the client sent');
update public.companies set name = 'Acme Renamed', slug = 'other' where id = 'c0000000-0000-4000-8000-000000000001';
select is((select slug from public.companies where id = 'c0000000-0000-4000-8000-000000000001'), 'acme-corp',
  'the slug stays when the company is renamed or a client tries to change it');

select is(pg_temp.anon_search('public.get_careers_page(''acme-corp'')') -> 'company' ->> 'name', 'Acme Renamed',
  'a visitor opens a careers page by slug');
select is(json_array_length(pg_temp.anon_search('public.get_careers_page(''acme-corp'')') -> 'jobs'), 4,
  'with the company''s open jobs only');
select is(pg_temp.anon_search('public.get_careers_page(''pending-co'')')::text, null::text,
  'a company waiting for approval has no careers page');
select is(pg_temp.anon_search('public.get_careers_page(''no-tier-ltd'')')::text, null::text,
  'nor has a company without a tier');

select is(
  (select array_agg(j ->> 'id' order by j ->> 'id') from json_array_elements(pg_temp.anon_search('public.list_public_pages()') -> 'jobs') j),
  pg_temp.board_ids(pg_temp.anon_search('public.search_public_jobs(p_page_size => 50)')),
  'the sitemap lists exactly the open jobs');
select is(
  (select array_agg(c ->> 'slug' order by c ->> 'slug') from json_array_elements(pg_temp.anon_search('public.list_public_pages()') -> 'companies') c),
  array['acme-corp', 'globex-industries'], 'and the careers pages of companies on the board');

-- Saved jobs and searches ----------------------------------------------------------------------
select is(tests.attempt('candidate@example.com',
  'insert into public.saved_jobs (job_id) values (''f0000000-0000-4000-8000-000000000001'')'), '1',
  'a candidate saves an open job');
select is(tests.attempt('candidate@example.com',
  'insert into public.saved_jobs (job_id) values (''f0000000-0000-4000-8000-000000000004'')'), '42501',
  'but not a draft');
select is(tests.attempt('recruiter@example.com',
  'insert into public.saved_jobs (job_id) values (''f0000000-0000-4000-8000-000000000001'')'), '42501',
  'company staff do not save jobs');
insert into public.saved_jobs (user_id, job_id)
values (tests.user_id('candidate@example.com'), 'f0000000-0000-4000-8000-000000000002');
insert into public.saved_searches (user_id, name, query) values (tests.user_id('candidate@example.com'), 'Engineering', 'engineer');
select is(tests.attempt('candidate@example.com', 'select * from public.saved_jobs'), '1', 'the candidate reads their saved job');
select tests.create_user('other.candidate@example.com', '{"role": "candidate"}');
select is(tests.attempt('other.candidate@example.com', 'select * from public.saved_jobs'), '0',
  'another candidate does not');
select is(tests.attempt('other.candidate@example.com', 'delete from public.saved_jobs'), '0',
  'nor removes it');
select is(tests.attempt('candidate@example.com',
  'insert into public.saved_searches (name, job_type) values (''Contracts'', ''CONTRACT'')'), '1',
  'a candidate saves a search');
select is(tests.attempt('owner@example.com',
  'insert into public.saved_searches (name) values (''Spying'')'), '42501', 'a company account does not');
select is(tests.attempt('other.candidate@example.com', 'update public.saved_searches set alerts_enabled = false'), '0',
  'another candidate cannot change a saved search');
select is(tests.attempt('candidate@example.com', 'update public.saved_searches set alerts_enabled = false'), '1',
  'its owner turns its alerts off');

select * from finish();
rollback;
