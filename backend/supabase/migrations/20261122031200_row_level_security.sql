-- Row-level security for every table in the exposed schema. Policies call private helpers as
-- (select private.fn()) so each runs once per statement. See docs/permissions.md for the matrix.

-- Grants: nothing for anon; authenticated gets DML and RLS decides which rows.
revoke all on all tables in schema public from anon, authenticated;
grant select, insert, update, delete on all tables in schema public to authenticated;
grant all on all tables in schema public to service_role;
alter default privileges in schema public revoke all on tables from anon;

alter table public.profiles enable row level security;
alter table public.companies enable row level security;
alter table public.company_users enable row level security;
alter table public.company_subscriptions enable row level security;
alter table public.company_relationships enable row level security;
alter table public.vendors enable row level security;
alter table public.talent_vendors enable row level security;
alter table public.talent_vendor_users enable row level security;
alter table public.candidates enable row level security;
alter table public.candidate_assignments enable row level security;
alter table public.jobs enable row level security;
alter table public.job_questions enable row level security;
alter table public.job_assignments enable row level security;
alter table public.vendor_job_assignments enable row level security;
alter table public.applications enable row level security;
alter table public.job_application_answers enable row level security;
alter table public.invitations enable row level security;
alter table public.notifications enable row level security;

-- profiles ---------------------------------------------------------------------------------------
create policy profiles_select on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select private.is_platform_admin()));
create policy profiles_insert on public.profiles for insert to authenticated
  with check (id = (select auth.uid()) or (select private.is_platform_admin()));
create policy profiles_update on public.profiles for update to authenticated
  using (id = (select auth.uid()) or (select private.is_platform_admin()))
  with check (id = (select auth.uid()) or (select private.is_platform_admin()));
create policy profiles_delete on public.profiles for delete to authenticated
  using ((select private.is_platform_admin()));

-- companies --------------------------------------------------------------------------------------
create policy companies_select on public.companies for select to authenticated
  using (
    (select private.is_platform_admin())
    or user_id = (select auth.uid())
    or id in (select private.company_ids_with_role())
    or id in (select private.related_company_ids())
  );
-- A company account without a membership may register one company.
create policy companies_insert on public.companies for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or (user_id = (select auth.uid())
        and (select private.current_company_id()) is null
        and not (select private.is_candidate_account()))
  );
create policy companies_update on public.companies for update to authenticated
  using ((select private.is_platform_admin())
         or id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin'])))
  with check ((select private.is_platform_admin())
         or id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin'])));
create policy companies_delete on public.companies for delete to authenticated
  using ((select private.is_platform_admin()));

-- company_users ----------------------------------------------------------------------------------
create policy company_users_select on public.company_users for select to authenticated
  using (
    user_id = (select auth.uid())
    or company_id in (select private.company_ids_with_role())
    or (select private.is_platform_admin())
  );
create policy company_users_insert on public.company_users for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager']))
  );
-- Own row (profile fields) or, for people who manage employees, the rest of the team.
create policy company_users_update on public.company_users for update to authenticated
  using (
    user_id = (select auth.uid())
    or (select private.is_platform_admin())
    or company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager']))
  )
  with check (
    user_id = (select auth.uid())
    or (select private.is_platform_admin())
    or company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager']))
  );
create policy company_users_delete on public.company_users for delete to authenticated
  using (
    (select private.is_platform_admin())
    or (company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager']))
        and user_id <> (select auth.uid()))
  );

-- company_subscriptions --------------------------------------------------------------------------
create policy company_subscriptions_select on public.company_subscriptions for select to authenticated
  using ((select private.is_platform_admin()) or company_id in (select private.company_ids_with_role()));
create policy company_subscriptions_insert on public.company_subscriptions for insert to authenticated
  with check ((select private.is_platform_admin()));
create policy company_subscriptions_update on public.company_subscriptions for update to authenticated
  using ((select private.is_platform_admin())) with check ((select private.is_platform_admin()));
create policy company_subscriptions_delete on public.company_subscriptions for delete to authenticated
  using ((select private.is_platform_admin()));

-- company_relationships --------------------------------------------------------------------------
create policy company_relationships_select on public.company_relationships for select to authenticated
  using (
    (select private.is_platform_admin())
    or company_a_id in (select private.company_ids_with_role())
    or company_b_id in (select private.company_ids_with_role())
  );
create policy company_relationships_insert on public.company_relationships for insert to authenticated
  with check ((select private.is_platform_admin()));
create policy company_relationships_update on public.company_relationships for update to authenticated
  using ((select private.is_platform_admin())) with check ((select private.is_platform_admin()));
create policy company_relationships_delete on public.company_relationships for delete to authenticated
  using ((select private.is_platform_admin()));

-- vendors ----------------------------------------------------------------------------------------
create policy vendors_select on public.vendors for select to authenticated
  using (
    (select private.is_platform_admin())
    or id in (select private.member_vendor_ids())
    or company_id in (select private.company_ids_with_role())
  );
create policy vendors_insert on public.vendors for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or (company_id in (select private.active_company_ids())
        and (user_id is null or user_id = (select auth.uid())))
  );
create policy vendors_update on public.vendors for update to authenticated
  using (
    (select private.is_platform_admin())
    or id in (select private.admin_vendor_ids())
    or company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager']))
  )
  with check (
    (select private.is_platform_admin())
    or id in (select private.admin_vendor_ids())
    or company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager']))
  );
create policy vendors_delete on public.vendors for delete to authenticated
  using (
    (select private.is_platform_admin())
    or company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin']))
  );

-- talent_vendors (a company's invitations to vendors) --------------------------------------------
create policy talent_vendors_select on public.talent_vendors for select to authenticated
  using (
    (select private.is_platform_admin())
    or company_id in (select private.company_ids_with_role())
    or vendor_id in (select private.admin_vendor_ids())
  );
create policy talent_vendors_insert on public.talent_vendors for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager', 'recruiter']))
  );
create policy talent_vendors_update on public.talent_vendors for update to authenticated
  using ((select private.is_platform_admin())
         or company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  with check ((select private.is_platform_admin())
         or company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])));
create policy talent_vendors_delete on public.talent_vendors for delete to authenticated
  using ((select private.is_platform_admin())
         or company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])));

-- talent_vendor_users ----------------------------------------------------------------------------
create policy talent_vendor_users_select on public.talent_vendor_users for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select private.is_platform_admin())
    or vendor_id in (select private.member_vendor_ids())
    or vendor_id in (select v.id from public.vendors v where v.company_id in (select private.company_ids_with_role()))
  );
create policy talent_vendor_users_insert on public.talent_vendor_users for insert to authenticated
  with check ((select private.is_platform_admin()) or vendor_id in (select private.admin_vendor_ids()));
create policy talent_vendor_users_update on public.talent_vendor_users for update to authenticated
  using (user_id = (select auth.uid()) or (select private.is_platform_admin())
         or vendor_id in (select private.admin_vendor_ids()))
  with check (user_id = (select auth.uid()) or (select private.is_platform_admin())
         or vendor_id in (select private.admin_vendor_ids()));
create policy talent_vendor_users_delete on public.talent_vendor_users for delete to authenticated
  using ((select private.is_platform_admin())
         or (vendor_id in (select private.admin_vendor_ids()) and role = 'recruiter'));

-- candidates -------------------------------------------------------------------------------------
create policy candidates_select on public.candidates for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select private.is_platform_admin())
    or id in (select private.visible_candidate_ids())
  );
-- Candidates create their own record; companies and vendors create records they manage.
create policy candidates_insert on public.candidates for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or (user_id = (select auth.uid()) and managing_company_id is null and created_by_vendor_id is null)
    or (user_id is null and created_by_vendor_id is null
        and managing_company_id in (select private.active_company_ids()))
    or (user_id is null and managing_company_id is null
        and created_by_vendor_id in (select private.member_vendor_ids()))
  );
create policy candidates_update on public.candidates for update to authenticated
  using (
    user_id = (select auth.uid())
    or (select private.is_platform_admin())
    or managing_company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager', 'recruiter']))
    or (user_id is null and created_by_vendor_id in (select private.member_vendor_ids()))
  )
  with check (
    user_id = (select auth.uid())
    or (select private.is_platform_admin())
    or managing_company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager', 'recruiter']))
    or (user_id is null and created_by_vendor_id in (select private.member_vendor_ids()))
  );
-- Records without an account can be removed by whoever manages them.
create policy candidates_delete on public.candidates for delete to authenticated
  using (
    (select private.is_platform_admin())
    or (user_id is null and managing_company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
    or (user_id is null and created_by_vendor_id in (select private.admin_vendor_ids()))
  );

-- candidate_assignments --------------------------------------------------------------------------
create policy candidate_assignments_select on public.candidate_assignments for select to authenticated
  using (
    (select private.is_platform_admin())
    or assigned_to_user_id = (select auth.uid())
    or candidate_id in (select c.id from public.candidates c
                        where c.managing_company_id in (select private.company_ids_with_role()))
  );
create policy candidate_assignments_insert on public.candidate_assignments for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or candidate_id in (select c.id from public.candidates c
        where c.managing_company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  );
create policy candidate_assignments_update on public.candidate_assignments for update to authenticated
  using (
    (select private.is_platform_admin())
    or candidate_id in (select c.id from public.candidates c
        where c.managing_company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  )
  with check (
    (select private.is_platform_admin())
    or candidate_id in (select c.id from public.candidates c
        where c.managing_company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  );
create policy candidate_assignments_delete on public.candidate_assignments for delete to authenticated
  using (
    (select private.is_platform_admin())
    or candidate_id in (select c.id from public.candidates c
        where c.managing_company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
  );

-- jobs -------------------------------------------------------------------------------------------
create policy jobs_select on public.jobs for select to authenticated
  using (
    (select private.is_platform_admin())
    or id in (select private.visible_job_ids())
    or ((select private.is_candidate_account()) and id in (select private.open_job_ids()))
  );
create policy jobs_insert on public.jobs for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager', 'recruiter']))
  );
create policy jobs_update on public.jobs for update to authenticated
  using (
    (select private.is_platform_admin())
    or (id in (select private.staff_job_ids())
        and company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager', 'recruiter'])))
  )
  with check (
    (select private.is_platform_admin())
    or company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager', 'recruiter']))
  );
create policy jobs_delete on public.jobs for delete to authenticated
  using (
    (select private.is_platform_admin())
    or (id in (select private.staff_job_ids())
        and (company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
        )
    or (created_by = (select auth.uid()) and company_id in (select private.company_ids_with_role(array['recruiter'])))
  );

-- job_questions ----------------------------------------------------------------------------------
-- Readable with the job (jobs' own policy decides); written by those who may edit the job.
create policy job_questions_select on public.job_questions for select to authenticated
  using (job_id in (select j.id from public.jobs j));
create policy job_questions_insert on public.job_questions for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
      where j.id in (select private.staff_job_ids())
        and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager', 'recruiter'])))
  );
create policy job_questions_update on public.job_questions for update to authenticated
  using (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
      where j.id in (select private.staff_job_ids())
        and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager', 'recruiter'])))
  );
create policy job_questions_delete on public.job_questions for delete to authenticated
  using (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
      where j.id in (select private.staff_job_ids())
        and j.company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager', 'recruiter'])))
  );

-- job_assignments --------------------------------------------------------------------------------
create policy job_assignments_select on public.job_assignments for select to authenticated
  using ((select private.is_platform_admin()) or job_id in (select private.staff_job_ids()));
create policy job_assignments_insert on public.job_assignments for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
      where j.id in (select private.staff_job_ids())
        and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  );
create policy job_assignments_update on public.job_assignments for update to authenticated
  using (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
      where j.id in (select private.staff_job_ids())
        and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  )
  with check (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
      where j.id in (select private.staff_job_ids())
        and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  );
create policy job_assignments_delete on public.job_assignments for delete to authenticated
  using (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
      where j.id in (select private.staff_job_ids())
        and j.company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
  );

-- vendor_job_assignments -------------------------------------------------------------------------
create policy vendor_job_assignments_select on public.vendor_job_assignments for select to authenticated
  using (
    (select private.is_platform_admin())
    or job_id in (select private.staff_job_ids())
    or vendor_id in (select private.admin_vendor_ids())
    or assigned_to_recruiter_id in (select tvu.id from public.talent_vendor_users tvu where tvu.user_id = (select auth.uid()))
  );
-- Companies assign their jobs to vendors that partner with them.
create policy vendor_job_assignments_insert on public.vendor_job_assignments for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or (job_id in (select j.id from public.jobs j
          where j.id in (select private.staff_job_ids())
            and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
        and vendor_id in (select v.id from public.vendors v
          where v.company_id in (select private.company_ids_with_role())))
  );
-- Vendor admins pick the recruiter; the company may change it too.
create policy vendor_job_assignments_update on public.vendor_job_assignments for update to authenticated
  using (
    (select private.is_platform_admin())
    or vendor_id in (select private.admin_vendor_ids())
    or job_id in (select j.id from public.jobs j
          where j.id in (select private.staff_job_ids())
            and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  )
  with check (
    (select private.is_platform_admin())
    or vendor_id in (select private.admin_vendor_ids())
    or job_id in (select j.id from public.jobs j
          where j.id in (select private.staff_job_ids())
            and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  );
create policy vendor_job_assignments_delete on public.vendor_job_assignments for delete to authenticated
  using (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
          where j.id in (select private.staff_job_ids())
            and j.company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
  );

-- applications -----------------------------------------------------------------------------------
create policy applications_select on public.applications for select to authenticated
  using (
    (select private.is_platform_admin())
    or candidate_id in (select private.own_candidate_ids())
    or job_id in (select private.staff_job_ids())
    or applied_by_vendor_id in (select private.member_vendor_ids())
  );
-- Candidates apply to open jobs; staff submit candidates they see to their company's jobs; vendors
-- submit their candidates to jobs assigned to them.
create policy applications_insert on public.applications for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or (source = 'candidate' and status = 'applied'
        and candidate_id in (select private.own_candidate_ids())
        and job_id in (select private.open_job_ids())
        and applied_by_company_id is null and applied_by_vendor_id is null)
    or (source = 'company'
        and applied_by_company_id in (select private.active_company_ids())
        and job_id in (select j.id from public.jobs j
             where j.id in (select private.staff_job_ids()) and j.company_id in (select private.active_company_ids()))
        and candidate_id in (select private.visible_candidate_ids())
        and applied_by_vendor_id is null)
    or (source = 'vendor' and status = 'applied'
        and applied_by_vendor_id in (select private.member_vendor_ids())
        and job_id in (select private.vendor_job_ids())
        and candidate_id in (select c.id from public.candidates c
             where c.created_by_vendor_id in (select private.member_vendor_ids()))
        and applied_by_company_id is null)
  );
create policy applications_update on public.applications for update to authenticated
  using (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
         where j.id in (select private.staff_job_ids()) and j.company_id in (select private.active_company_ids()))
  )
  with check (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
         where j.id in (select private.staff_job_ids()) and j.company_id in (select private.active_company_ids()))
  );
create policy applications_delete on public.applications for delete to authenticated
  using (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
         where j.id in (select private.staff_job_ids())
           and j.company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin'])))
  );

-- job_application_answers ------------------------------------------------------------------------
create policy job_application_answers_select on public.job_application_answers for select to authenticated
  using (application_id in (select a.id from public.applications a));
-- Whoever submitted the application records its answers, to questions of that job.
create policy job_application_answers_insert on public.job_application_answers for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or application_id in (
      select a.id from public.applications a
      join public.job_questions q on q.job_id = a.job_id and q.id = question_id
      where a.applied_by_user_id = (select auth.uid())
         or a.candidate_id in (select private.own_candidate_ids()))
  );
create policy job_application_answers_update on public.job_application_answers for update to authenticated
  using ((select private.is_platform_admin())) with check ((select private.is_platform_admin()));
create policy job_application_answers_delete on public.job_application_answers for delete to authenticated
  using ((select private.is_platform_admin()));

-- invitations ------------------------------------------------------------------------------------
-- Nobody lists invitations by token; invitees use get_invitation_by_token / accept_invitation.
create policy invitations_select on public.invitations for select to authenticated
  using (
    (select private.is_platform_admin())
    or invited_by_user_id = (select auth.uid())
    or company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager']))
  );
-- Admin and company-registration invitations are platform-admin only; companies invite their own
-- employees and candidates.
create policy invitations_insert on public.invitations for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or (type = 'candidate'
        and company_id in (select private.active_company_ids()))
    or (type in ('employee_invitation', 'company_invitation')
        and coalesce((company_data ->> 'isEmployeeInvitation')::boolean, type = 'employee_invitation')
        and company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
  );
create policy invitations_update on public.invitations for update to authenticated
  using ((select private.is_platform_admin())
         or company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
  with check ((select private.is_platform_admin())
         or company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])));
create policy invitations_delete on public.invitations for delete to authenticated
  using ((select private.is_platform_admin())
         or company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])));

-- notifications ----------------------------------------------------------------------------------
create policy notifications_select on public.notifications for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_platform_admin()));
-- Companies notify candidates they invite; the notification names the sending company.
create policy notifications_insert on public.notifications for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or (type = 'company_invitation'
        and data ->> 'company_id' in (select id::text from private.active_company_ids() as ids(id)))
  );
create policy notifications_update on public.notifications for update to authenticated
  using (user_id = (select auth.uid()) or (select private.is_platform_admin()))
  with check (user_id = (select auth.uid()) or (select private.is_platform_admin()));
create policy notifications_delete on public.notifications for delete to authenticated
  using (user_id = (select auth.uid()) or (select private.is_platform_admin()));
