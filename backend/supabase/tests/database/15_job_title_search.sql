-- The company job list's title search: a lower-cased copy of the title kept by the database.
begin;
select plan(8);

select is((select search_text from public.jobs where id = 'f0000000-0000-4000-8000-000000000006'),
  'devops engineer', 'the search text is the lower-cased title');
update public.jobs set title = 'Site Reliability ENGINEER' where id = 'f0000000-0000-4000-8000-000000000006';
select is((select search_text from public.jobs where id = 'f0000000-0000-4000-8000-000000000006'),
  'site reliability engineer', 'the search text follows a renamed job');
select is(tests.attempt('owner@example.com',
  $$update public.jobs set search_text = 'x' where id = 'f0000000-0000-4000-8000-000000000006'$$),
  '428C9', 'nobody writes the search text');
select is(tests.attempt('owner@example.com',
  $$insert into public.jobs (company_id, title, search_text) values ('c0000000-0000-4000-8000-000000000001', 'Chef', 'cook')$$),
  '428C9', 'a new job cannot bring its own search text');

-- Searching the copy with `like` finds, for each kind of user, what `ilike` on the title finds:
-- the same jobs, still narrowed by the select policies.
create temporary table search_by_user (email text, by_copy text[], by_title text[]) on commit drop;
grant insert on search_by_user to authenticated;
do $$
declare
  v_email text;
begin
  foreach v_email in array array['owner@example.com', 'recruiter@example.com', 'vendor@example.com', 'candidate@example.com'] loop
    perform tests.authenticate_as(v_email);
    insert into search_by_user values (v_email,
      (select coalesce(array_agg(title order by title), '{}') from public.jobs
        where company_id = 'c0000000-0000-4000-8000-000000000001' and search_text like '%engineer%'),
      (select coalesce(array_agg(title order by title), '{}') from public.jobs
        where company_id = 'c0000000-0000-4000-8000-000000000001' and title ilike '%engineer%'));
    perform tests.as_owner();
  end loop;
end;
$$;
select is((select by_copy from search_by_user where email = 'owner@example.com'),
  (select array_agg(title order by title) from public.jobs
    where company_id = 'c0000000-0000-4000-8000-000000000001' and title ilike '%engineer%'),
  'the company admin finds every job of the company with the word, in any case');
select is((select count(*)::int from search_by_user where by_copy is distinct from by_title), 0,
  'every user finds by the search text exactly the jobs a case-insensitive title match finds');
select ok((select cardinality(by_copy) < (select cardinality(by_copy) from search_by_user where email = 'owner@example.com')
  from search_by_user where email = 'recruiter@example.com'),
  'a recruiter''s search stays within the jobs the hierarchy shows them');
select is((select by_copy from search_by_user where email = 'candidate@example.com'),
  (select array_agg(title order by title) from public.jobs j
    where company_id = 'c0000000-0000-4000-8000-000000000001' and search_text like '%engineer%'
      and j.status in ('published', 'open', 'active') and (j.expires_at is null or j.expires_at > now())),
  'a candidate finds only the open ones');

select * from finish();
rollback;
