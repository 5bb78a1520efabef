-- The company job list searches a lower-cased copy of the title with `like`, as manage candidates
-- does with names: under row-level security `ilike` runs on every job of the tenant after the
-- policy, and in a UTF-8 database it lower-cases each title first, which made it four times the
-- cost of `like` on text already lower-cased.
alter table public.jobs
  add column search_text text generated always as (lower(title)) stored;

-- The list's columns and what the select policies read are all in the index, so a page is read
-- from it in order and stops after its rows, and the count reads nothing else. With the whole row
-- the planner reads every job of the tenant and sorts them: under row-level security it cannot use
-- the title's statistics and expects a search to match almost nothing.
drop index public.jobs_company_id_idx;
create index jobs_company_id_idx
  on public.jobs (company_id, created_at desc)
  include (id, created_by, title, status, search_text);
