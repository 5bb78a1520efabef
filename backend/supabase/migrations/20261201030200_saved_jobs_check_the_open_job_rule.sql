-- Saving a job checked it with a copy of the open-job rule of its own (private.is_open_job). The
-- policy now asks private.job_is_open, the one-job reader of private.open_jobs, which the caller
-- runs under the policy and so may execute; it answers only whether a job is open.
grant execute on function private.job_is_open(uuid) to authenticated;

drop policy saved_jobs_insert on public.saved_jobs;
create policy saved_jobs_insert on public.saved_jobs for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select private.is_candidate_account())
    and private.job_is_open(job_id)
  );

drop function private.is_open_job(uuid);
