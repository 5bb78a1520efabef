-- Candidates keep jobs they want to come back to, and searches of the job board that e-mail them
-- the new matching jobs once a day. Each row belongs to one candidate account; nobody else reads it.

create table public.saved_jobs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  job_id uuid not null references public.jobs (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint saved_jobs_user_job_key unique (user_id, job_id)
);
create index saved_jobs_job_id_idx on public.saved_jobs (job_id);
create index saved_jobs_user_created_idx on public.saved_jobs (user_id, created_at desc);

-- The filters are the board's own (see search_public_jobs); the alert sends jobs posted since
-- last_alerted_at.
create table public.saved_searches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 100),
  query text check (query is null or length(query) <= 100),
  location text check (location is null or length(location) <= 100),
  remote boolean,
  job_type text check (job_type is null or job_type in ('FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP', 'REMOTE')),
  experience_level text check (experience_level is null
    or experience_level in ('entry_level', 'mid_level', 'senior_level', 'lead', 'executive')),
  min_salary integer check (min_salary is null or min_salary >= 0),
  alerts_enabled boolean not null default true,
  last_alerted_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index saved_searches_user_id_idx on public.saved_searches (user_id, created_at desc);
create index saved_searches_alerts_idx on public.saved_searches (last_alerted_at) where alerts_enabled;

create trigger saved_searches_updated_at before update on public.saved_searches
  for each row execute function private.set_updated_at();

alter table public.saved_jobs enable row level security;
alter table public.saved_searches enable row level security;
revoke all on public.saved_jobs, public.saved_searches from anon, authenticated;
grant select, insert, delete on public.saved_jobs to authenticated;
grant select, insert, update, delete on public.saved_searches to authenticated;

-- A candidate saves jobs open to them.
create policy saved_jobs_select on public.saved_jobs for select to authenticated
  using (user_id = (select auth.uid()));
create policy saved_jobs_insert on public.saved_jobs for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select private.is_candidate_account())
    and job_id in (select private.open_job_ids())
  );
create policy saved_jobs_delete on public.saved_jobs for delete to authenticated
  using (user_id = (select auth.uid()));

create policy saved_searches_select on public.saved_searches for select to authenticated
  using (user_id = (select auth.uid()));
create policy saved_searches_insert on public.saved_searches for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.is_candidate_account()));
create policy saved_searches_update on public.saved_searches for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy saved_searches_delete on public.saved_searches for delete to authenticated
  using (user_id = (select auth.uid()));
