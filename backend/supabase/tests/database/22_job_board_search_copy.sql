-- The board's search copy holds exactly the open jobs of companies on the board, whatever changes.
begin;
select plan(11);

create function pg_temp.drift() returns bigint language sql as $$
  select count(*) from (
    (select j.id from public.jobs j where j.status in ('published', 'open', 'active') and j.company_listed
     except select b.job_id from private.board_jobs b)
    union all
    (select b.job_id from private.board_jobs b
     except select j.id from public.jobs j where j.status in ('published', 'open', 'active') and j.company_listed)
  ) d
$$;

select is(pg_temp.drift(), 0::bigint, 'the seeded open jobs are copied');
insert into public.jobs (id, company_id, title, status, skills_required)
values ('f0000000-0000-4000-8000-0000000000c1', 'c0000000-0000-4000-8000-000000000001', 'Copied', 'open', array['Rust']);
select is(pg_temp.drift(), 0::bigint, 'a new open job is copied');
select is((select words from private.board_jobs where job_id = 'f0000000-0000-4000-8000-0000000000c1'),
  to_tsvector('simple', 'Copied Rust'), 'with its words');
update public.jobs set title = 'Renamed', skills_required = array['Go'] where id = 'f0000000-0000-4000-8000-0000000000c1';
select is((select words from private.board_jobs where job_id = 'f0000000-0000-4000-8000-0000000000c1'),
  to_tsvector('simple', 'Renamed Go'), 'an edit reaches the copy');
update public.jobs set status = 'filled' where id = 'f0000000-0000-4000-8000-0000000000c1';
select is(pg_temp.drift(), 0::bigint, 'a filled job leaves it');
update public.company_subscriptions set tier = 'none' where company_id = 'c0000000-0000-4000-8000-000000000001';
select is(pg_temp.drift(), 0::bigint, 'a company without a tier takes its jobs out');
update public.company_subscriptions set tier = 'pro' where company_id = 'c0000000-0000-4000-8000-000000000001';
select is(pg_temp.drift(), 0::bigint, 'and a tier brings them back');
delete from public.jobs where company_id = 'c0000000-0000-4000-8000-000000000003';
select is(pg_temp.drift(), 0::bigint, 'deleted jobs leave it');

-- More than 1000 matches: the total says so and pages still come in order.
insert into public.jobs (company_id, title, status, salary_min, created_at)
select 'c0000000-0000-4000-8000-000000000001', 'Bulk ' || n, 'open', n, now() - n * interval '1 minute'
from generate_series(1, 1005) n;
select is((public.search_public_jobs(p_query => 'bulk') ->> 'total_capped')::boolean, true,
  'a search matching over 1000 jobs says the total is capped');
select is(public.search_public_jobs(p_query => 'bulk', p_page => 2, p_page_size => 10) -> 'jobs' -> 0 ->> 'title',
  'Bulk 11', 'its second page starts with the eleventh newest');
select is(public.search_public_jobs(p_query => 'bulk', p_sort => 'salary') -> 'jobs' -> 0 ->> 'title',
  'Bulk 1005', 'and the salary sort starts with the best paid of all of them');

select * from finish();
rollback;
