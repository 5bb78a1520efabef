-- The policies of job, candidate and vendor assignments check the row they are given instead of
-- building the set of every job the caller's staff role sees (or every candidate their company
-- manages) and looking the row up in it. Under an OR, PostgreSQL cannot turn `x in (select ...)`
-- into a join, so it built the whole set for every statement: about 2,000 jobs or 10,000
-- candidates for a large company, most of the cost of assigning one job or one candidate. Who may
-- do what is unchanged.

-- job_assignments ---------------------------------------------------------------------------------
drop policy job_assignments_select on public.job_assignments;
create policy job_assignments_select on public.job_assignments for select to authenticated
  using ((select private.is_platform_admin()) or private.staff_sees_job(job_assignments.job_id));

drop policy job_assignments_insert on public.job_assignments;
create policy job_assignments_insert on public.job_assignments for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or (exists (select 1 from public.jobs j
               where j.id = job_assignments.job_id
                 and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
        and private.staff_sees_job(job_assignments.job_id))
  );

drop policy job_assignments_update on public.job_assignments;
create policy job_assignments_update on public.job_assignments for update to authenticated
  using (
    (select private.is_platform_admin())
    or (exists (select 1 from public.jobs j
               where j.id = job_assignments.job_id
                 and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
        and private.staff_sees_job(job_assignments.job_id))
  )
  with check (
    (select private.is_platform_admin())
    or (exists (select 1 from public.jobs j
               where j.id = job_assignments.job_id
                 and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
        and private.staff_sees_job(job_assignments.job_id))
  );

drop policy job_assignments_delete on public.job_assignments;
create policy job_assignments_delete on public.job_assignments for delete to authenticated
  using (
    (select private.is_platform_admin())
    or (exists (select 1 from public.jobs j
               where j.id = job_assignments.job_id
                 and j.company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
        and private.staff_sees_job(job_assignments.job_id))
  );

-- candidate_assignments ---------------------------------------------------------------------------
drop policy candidate_assignments_select on public.candidate_assignments;
create policy candidate_assignments_select on public.candidate_assignments for select to authenticated
  using (
    (select private.is_platform_admin())
    or assigned_to_user_id = (select auth.uid())
    or exists (select 1 from public.candidates c
               where c.id = candidate_assignments.candidate_id
                 and c.managing_company_id in (select private.company_ids_with_role()))
  );

drop policy candidate_assignments_insert on public.candidate_assignments;
create policy candidate_assignments_insert on public.candidate_assignments for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or exists (select 1 from public.candidates c
               where c.id = candidate_assignments.candidate_id
                 and c.managing_company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  );

drop policy candidate_assignments_update on public.candidate_assignments;
create policy candidate_assignments_update on public.candidate_assignments for update to authenticated
  using (
    (select private.is_platform_admin())
    or exists (select 1 from public.candidates c
               where c.id = candidate_assignments.candidate_id
                 and c.managing_company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  )
  with check (
    (select private.is_platform_admin())
    or exists (select 1 from public.candidates c
               where c.id = candidate_assignments.candidate_id
                 and c.managing_company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  );

drop policy candidate_assignments_delete on public.candidate_assignments;
create policy candidate_assignments_delete on public.candidate_assignments for delete to authenticated
  using (
    (select private.is_platform_admin())
    or exists (select 1 from public.candidates c
               where c.id = candidate_assignments.candidate_id
                 and c.managing_company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
  );

-- vendor_job_assignments --------------------------------------------------------------------------
drop policy vendor_job_assignments_select on public.vendor_job_assignments;
create policy vendor_job_assignments_select on public.vendor_job_assignments for select to authenticated
  using (
    (select private.is_platform_admin())
    or id in (select private.released_vendor_assignment_ids())
    or private.staff_sees_job(vendor_job_assignments.job_id)
  );

drop policy vendor_job_assignments_insert on public.vendor_job_assignments;
create policy vendor_job_assignments_insert on public.vendor_job_assignments for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or (exists (select 1 from public.jobs j
               where j.id = vendor_job_assignments.job_id
                 and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
        and exists (select 1 from public.vendors v
                    where v.id = vendor_job_assignments.vendor_id
                      and v.company_id in (select private.company_ids_with_role()))
        and private.staff_sees_job(vendor_job_assignments.job_id))
  );

drop policy vendor_job_assignments_update on public.vendor_job_assignments;
create policy vendor_job_assignments_update on public.vendor_job_assignments for update to authenticated
  using (
    (select private.is_platform_admin())
    or vendor_id in (select private.admin_vendor_ids())
    or (exists (select 1 from public.jobs j
               where j.id = vendor_job_assignments.job_id
                 and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
        and private.staff_sees_job(vendor_job_assignments.job_id))
  )
  with check (
    (select private.is_platform_admin())
    or vendor_id in (select private.admin_vendor_ids())
    or (exists (select 1 from public.jobs j
               where j.id = vendor_job_assignments.job_id
                 and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
        and private.staff_sees_job(vendor_job_assignments.job_id))
  );

drop policy vendor_job_assignments_delete on public.vendor_job_assignments;
create policy vendor_job_assignments_delete on public.vendor_job_assignments for delete to authenticated
  using (
    (select private.is_platform_admin())
    or (exists (select 1 from public.jobs j
               where j.id = vendor_job_assignments.job_id
                 and j.company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
        and private.staff_sees_job(vendor_job_assignments.job_id))
  );
