-- The company Applications list shows how many applications the caller may see. Counting them
-- under row-level security read every one of a large company's index entries on each page view
-- (50,000 at the scale seed, about 7 ms of database CPU per call), so the database keeps the
-- number per company, for its admins, and per job, for staff who see some of its jobs.
create table private.company_application_counts (
  company_id uuid primary key references public.companies (id) on delete cascade,
  applications integer not null check (applications >= 0)
);
alter table private.company_application_counts enable row level security;
revoke all on private.company_application_counts from public, anon, authenticated;

create table private.job_application_counts (
  job_id uuid primary key references public.jobs (id) on delete cascade,
  applications integer not null check (applications >= 0)
);
alter table private.job_application_counts enable row level security;
revoke all on private.job_application_counts from public, anon, authenticated;

-- Statement triggers see a bulk insert or delete once; rows are locked in key order, jobs before
-- companies, so two concurrent statements touching the same rows wait for each other instead of
-- deadlocking. (The company comes from the job, set before the row is written.)
create or replace function private.count_added_applications()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into private.job_application_counts as c (job_id, applications)
  select job_id, count(*) from added group by job_id order by job_id
  on conflict (job_id) do update set applications = c.applications + excluded.applications;
  insert into private.company_application_counts as c (company_id, applications)
  select company_id, count(*) from added group by company_id order by company_id
  on conflict (company_id) do update set applications = c.applications + excluded.applications;
  return null;
end;
$$;
revoke all on function private.count_added_applications() from public, anon, authenticated;

create or replace function private.count_removed_applications()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- A job or company deleted in the same statement has already taken its count with it.
  update private.job_application_counts c set applications = c.applications - r.n
  from (select job_id, count(*) as n from removed group by job_id order by job_id) r
  where c.job_id = r.job_id;
  update private.company_application_counts c set applications = c.applications - r.n
  from (select company_id, count(*) as n from removed group by company_id order by company_id) r
  where c.company_id = r.company_id;
  return null;
end;
$$;
revoke all on function private.count_removed_applications() from public, anon, authenticated;

create or replace function private.count_moved_application()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if old.job_id is distinct from new.job_id then
    update private.job_application_counts set applications = applications - 1 where job_id = old.job_id;
    insert into private.job_application_counts as c (job_id, applications) values (new.job_id, 1)
    on conflict (job_id) do update set applications = c.applications + 1;
  end if;
  if old.company_id is distinct from new.company_id then
    update private.company_application_counts set applications = applications - 1
    where company_id = old.company_id;
    insert into private.company_application_counts as c (company_id, applications) values (new.company_id, 1)
    on conflict (company_id) do update set applications = c.applications + 1;
  end if;
  return null;
end;
$$;
revoke all on function private.count_moved_application() from public, anon, authenticated;

create trigger applications_count_insert after insert on public.applications
  referencing new table as added
  for each statement execute function private.count_added_applications();
create trigger applications_count_delete after delete on public.applications
  referencing old table as removed
  for each statement execute function private.count_removed_applications();
-- A new job_id brings its job's company along; a job moving company moves its applications.
create trigger applications_count_move after update of job_id, company_id on public.applications
  for each row when (old.job_id is distinct from new.job_id or old.company_id is distinct from new.company_id)
  execute function private.count_moved_application();

-- Recounts from the applications themselves: after a bulk load that bypassed the triggers, and
-- here to start from the applications already stored.
create or replace function private.rebuild_application_counts()
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  lock table private.job_application_counts, private.company_application_counts in exclusive mode;
  delete from private.job_application_counts;
  insert into private.job_application_counts (job_id, applications)
  select a.job_id, count(*) from public.applications a group by a.job_id;
  delete from private.company_application_counts;
  insert into private.company_application_counts (company_id, applications)
  select a.company_id, count(*) from public.applications a group by a.company_id;
end;
$$;
revoke all on function private.rebuild_application_counts() from public, anon, authenticated;
select private.rebuild_application_counts();

-- The number of the company's applications the caller may see, as the applications select
-- policy decides for company staff and platform admins: every application of the company for its
-- admins and platform admins, those to the jobs their team position shows them for the others,
-- and none for anyone outside the company.
create or replace function private.company_application_count(p_company_id uuid)
returns bigint
language sql stable security definer
set search_path = ''
as $$
  select case
    when p_company_id = any (array(select private.company_ids_with_role(array['company_admin', 'subscription_admin'])))
      or (select private.is_platform_admin())
    then (select c.applications from private.company_application_counts c where c.company_id = p_company_id)
    else (select sum(c.applications) from private.job_application_counts c
          join public.jobs j on j.id = c.job_id
          where j.company_id = p_company_id and c.job_id in (select private.staff_job_ids()))
  end::bigint
$$;
revoke all on function private.company_application_count(uuid) from public, anon;
grant execute on function private.company_application_count(uuid) to authenticated, service_role;

create or replace function public.count_company_applications(p_company_id uuid)
returns bigint
language sql stable
set search_path = ''
as $$
  select coalesce(private.company_application_count(p_company_id), 0)
$$;
revoke all on function public.count_company_applications(uuid) from public, anon;
grant execute on function public.count_company_applications(uuid) to authenticated, service_role;
