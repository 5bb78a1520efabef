-- Rows written through the API must be readable in the same statement (insert ... returning, as
-- supabase-js `.insert().select()` sends). Helpers that look rows up in the table being written see
-- the statement's snapshot, which does not contain the new row, so the select policies also match
-- the row's own columns.

drop policy candidates_select on public.candidates;
create policy candidates_select on public.candidates for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select private.is_platform_admin())
    or managing_company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager', 'recruiter']))
    or created_by_vendor_id in (select private.member_vendor_ids())
    or id in (select private.visible_candidate_ids())
  );

drop policy jobs_select on public.jobs;
create policy jobs_select on public.jobs for select to authenticated
  using (
    (select private.is_platform_admin())
    or company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin']))
    or (created_by = (select auth.uid()) and company_id in (select private.company_ids_with_role()))
    or id in (select private.visible_job_ids())
    or ((select private.is_candidate_account()) and id in (select private.open_job_ids()))
    or id in (select private.applied_job_ids())
  );
