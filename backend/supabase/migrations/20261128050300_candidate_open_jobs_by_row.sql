-- A candidate reads open jobs: published, open or active, not expired, at an approved company.
-- The jobs policy built the set of every open job's id for each statement a candidate ran (14,000
-- ids on the scale seed, about 15 ms before the first row), and reading one saved job or one
-- job's page paid it in full. The job's own status and expiry are now checked on the row, and only
-- the approved companies (2,000) are read once per statement. Which rows each user sees is
-- unchanged; the policy is otherwise as before.
create or replace function private.approved_company_ids()
returns setof uuid
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return query select c.id from public.companies c where c.is_approved;
end;
$$;
revoke all on function private.approved_company_ids() from public, anon;
grant execute on function private.approved_company_ids() to authenticated;

drop policy jobs_select on public.jobs;
create policy jobs_select on public.jobs for select to authenticated
  using (
    (select private.is_platform_admin())
    or company_id = any (array(select private.company_ids_with_role(array['company_admin', 'subscription_admin'])))
    or (created_by = (select auth.uid()) and company_id = any (array(select private.company_ids_with_role())))
    or id in (select private.visible_job_ids())
    or ((select private.is_candidate_account())
        and status in ('published', 'open', 'active')
        and (expires_at is null or expires_at > now())
        and company_id in (select private.approved_company_ids()))
    or id in (select private.applied_job_ids())
  );
