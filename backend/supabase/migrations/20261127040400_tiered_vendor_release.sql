-- Tiered, timed release of jobs to vendors. A company puts each vendor of a job into tier 1, 2 or
-- 3: tier 1 sees the job from its assignment, tier 2 after the company's tier-2 delay (default 48
-- hours), tier 3 after a further tier-3 delay (default another 48 hours). A job filled or closed
-- before a tier's release is never released to that tier. The release is computed on every
-- request from the server clock, so changing a tier or a delay takes effect at the next request.

alter table public.vendor_job_assignments
  add column tier smallint not null default 1 constraint vendor_job_assignments_tier_valid check (tier between 1 and 3);

alter table public.company_pipeline_settings
  add column vendor_tier2_delay interval not null default interval '48 hours'
    constraint company_pipeline_settings_tier2_delay_valid
      check (vendor_tier2_delay >= interval '0' and vendor_tier2_delay <= interval '90 days'),
  add column vendor_tier3_delay interval not null default interval '48 hours'
    constraint company_pipeline_settings_tier3_delay_valid
      check (vendor_tier3_delay >= interval '0' and vendor_tier3_delay <= interval '90 days');

-- When a vendor assignment releases the job: the assignment time plus the tier's delays.
create or replace function private.vendor_release_at(p_assigned_at timestamptz, p_tier smallint, p_company_id uuid)
returns timestamptz
language sql stable security definer
set search_path = ''
as $$
  select p_assigned_at
    + case when p_tier >= 2 then coalesce(s.vendor_tier2_delay, interval '48 hours') else interval '0' end
    + case when p_tier >= 3 then coalesce(s.vendor_tier3_delay, interval '48 hours') else interval '0' end
  from (select 1) one
  left join public.company_pipeline_settings s on s.company_id = p_company_id
$$;
revoke all on function private.vendor_release_at(timestamptz, smallint, uuid) from public, anon, authenticated;

-- Whether an assignment is released to its vendor by now. A job that was filled or closed before
-- the release (its last change came before it) stays hidden.
create or replace function private.vendor_assignment_released(p_assignment public.vendor_job_assignments)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select r.release_at <= now() and (j.status not in ('filled', 'closed') or r.release_at <= j.updated_at)
  from public.jobs j
  cross join lateral (select private.vendor_release_at(p_assignment.created_at, p_assignment.tier, j.company_id) as release_at) r
  where j.id = p_assignment.job_id
$$;
revoke all on function private.vendor_assignment_released(public.vendor_job_assignments) from public, anon, authenticated;

-- The caller's vendor assignments released by now: every one of the vendor for its admins, those
-- handed to them for recruiters.
create or replace function private.released_vendor_assignment_ids()
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select vja.id from public.vendor_job_assignments vja
  where (vja.vendor_id in (select private.admin_vendor_ids())
         or vja.assigned_to_recruiter_id in (select tvu.id from public.talent_vendor_users tvu
                                             where tvu.user_id = (select auth.uid())))
    and private.vendor_assignment_released(vja)
$$;
revoke all on function private.released_vendor_assignment_ids() from public, anon;
grant execute on function private.released_vendor_assignment_ids() to authenticated;

-- Jobs released to the caller's vendor.
create or replace function private.vendor_job_ids()
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select vja.job_id from public.vendor_job_assignments vja
  where vja.id in (select private.released_vendor_assignment_ids())
$$;

-- Vendors read their assignments only from the release; the company reads them all.
drop policy vendor_job_assignments_select on public.vendor_job_assignments;
create policy vendor_job_assignments_select on public.vendor_job_assignments for select to authenticated
  using (
    (select private.is_platform_admin())
    or job_id in (select private.staff_job_ids())
    or id in (select private.released_vendor_assignment_ids())
  );

-- Only the company places a vendor in a tier, and an assignment starts when it is made.
-- Invoker rights: is_api_caller tells API callers by the current role.
create or replace function private.guard_vendor_tier()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_api_caller() or private.is_platform_admin() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
  elsif (new.tier is distinct from old.tier or new.created_at is distinct from old.created_at)
        and new.job_id not in (select private.staff_job_ids()) then
    raise exception 'Only the company can change a vendor''s release tier' using errcode = '42501';
  elsif new.created_at is distinct from old.created_at then
    new.created_at := old.created_at;
  end if;
  return new;
end;
$$;

create trigger vendor_job_assignments_tier before insert or update on public.vendor_job_assignments
  for each row execute function private.guard_vendor_tier();
