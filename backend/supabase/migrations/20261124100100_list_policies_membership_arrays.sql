-- The select policies of the two largest lists (jobs and candidates) compare a row's company or
-- vendor against an array of the caller's memberships, read once per statement, instead of
-- probing a hashed sub-select for every row: a search over a large tenant runs the policy on each
-- of its rows, and the array comparison costs a fraction of the probe. Which rows each user sees
-- is unchanged; the membership test, which is what company staff match on, now comes first.

drop policy candidates_select on public.candidates;
create policy candidates_select on public.candidates for select to authenticated
  using (
    (select private.is_platform_admin())
    or managing_company_id = any (array(select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager', 'recruiter'])))
    or user_id = (select auth.uid())
    or created_by_vendor_id = any (array(select private.member_vendor_ids()))
    or id in (select private.visible_candidate_ids())
  );

drop policy jobs_select on public.jobs;
create policy jobs_select on public.jobs for select to authenticated
  using (
    (select private.is_platform_admin())
    or company_id = any (array(select private.company_ids_with_role(array['company_admin', 'subscription_admin'])))
    or (created_by = (select auth.uid()) and company_id = any (array(select private.company_ids_with_role())))
    or id in (select private.visible_job_ids())
    or ((select private.is_candidate_account()) and id in (select private.open_job_ids()))
    or id in (select private.applied_job_ids())
  );
