-- Each application carries its job's company, so the company Applications list filters and counts
-- one company's rows from an index instead of testing every application against the select
-- policy. The value always comes from the job: a trigger sets it on every insert and on any change
-- of job_id or company_id, so a client cannot file an application under another company.
alter table public.applications add column company_id uuid references public.companies (id) on delete cascade;

update public.applications a set company_id = j.company_id from public.jobs j where j.id = a.job_id;

-- A check rather than NOT NULL: the generated types then let inserts leave the column out, as
-- clients should, while the database still refuses an application without a company.
alter table public.applications add constraint applications_company_id_present check (company_id is not null);

create or replace function private.set_application_company()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- Definer rights: the caller (a candidate or vendor) may not be able to read the job itself.
  select j.company_id into new.company_id from public.jobs j where j.id = new.job_id;
  return new;
end;
$$;

create trigger applications_set_company
  before insert or update of job_id, company_id on public.applications
  for each row execute function private.set_application_company();

-- Keeps the copy true if a job ever moves to another company.
create or replace function private.move_job_applications()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.applications set company_id = new.company_id where job_id = new.id;
  return null;
end;
$$;

create trigger jobs_move_applications
  after update of company_id on public.jobs
  for each row when (old.company_id is distinct from new.company_id)
  execute function private.move_job_applications();

-- The policy's columns ride along so the count is an index-only scan.
create index applications_company_applied_at_idx
  on public.applications (company_id, applied_at desc, id) include (job_id, candidate_id, applied_by_vendor_id);

-- Company and subscription admins see every job of their company (private.staff_job_ids), so the
-- first arm grants nothing new; it is tested first, against an array built once per statement,
-- and settles their rows from the index column without building the job list.
drop policy applications_select on public.applications;
create policy applications_select on public.applications for select to authenticated
  using (
    company_id = any (array(select private.company_ids_with_role(array['company_admin', 'subscription_admin'])))
    or (select private.is_platform_admin())
    or candidate_id in (select private.own_candidate_ids())
    or job_id in (select private.staff_job_ids())
    or applied_by_vendor_id in (select private.member_vendor_ids())
  );
