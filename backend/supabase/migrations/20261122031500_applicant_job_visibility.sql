-- Candidates keep seeing the jobs they applied to (title, company, questions) after the job closes
-- or expires, so their application history stays complete.

create or replace function private.applied_job_ids()
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select a.job_id from public.applications a
  where a.candidate_id in (select private.own_candidate_ids())
$$;

revoke all on function private.applied_job_ids() from public, anon;
grant execute on function private.applied_job_ids() to authenticated, service_role;

drop policy jobs_select on public.jobs;
create policy jobs_select on public.jobs for select to authenticated
  using (
    (select private.is_platform_admin())
    or id in (select private.visible_job_ids())
    or ((select private.is_candidate_account()) and id in (select private.open_job_ids()))
    or id in (select private.applied_job_ids())
  );
