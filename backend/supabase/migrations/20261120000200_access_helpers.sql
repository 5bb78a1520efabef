-- Helpers the row-level security policies call: who the caller is and which rows they reach.

-- SQL function bodies may name functions defined in a later file; they are checked when called.
set local check_function_bodies = off;

-- The caller's company when it may use company features, else nothing.
create or replace function private.active_company_ids(p_roles text[] DEFAULT NULL::text[])
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return query 
  select ids.id
  from private.company_ids_with_role(p_roles) as ids(id)
  where private.company_is_active(ids.id)

;
end$function$;
revoke all on function private.active_company_ids(text[]) from public, anon, authenticated, service_role;
grant execute on function private.active_company_ids(text[]) to authenticated, service_role;

-- Vendors the caller administers (owner account or an admin membership).
create or replace function private.admin_vendor_ids()
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return query 
  select v.id from public.vendors v where v.user_id = (select auth.uid())
  union
  select tvu.vendor_id from public.talent_vendor_users tvu
  where tvu.user_id = (select auth.uid()) and tvu.role = 'admin'

;
end$function$;
revoke all on function private.admin_vendor_ids() from public, anon, authenticated, service_role;
grant execute on function private.admin_vendor_ids() to authenticated, service_role;

create or replace function private.applied_job_ids()
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return query 
  select a.job_id from public.applications a
  where a.candidate_id in (select private.own_candidate_ids())

;
end$function$;
revoke all on function private.applied_job_ids() from public, anon, authenticated, service_role;
grant execute on function private.applied_job_ids() to authenticated, service_role;

-- Company and subscription admins read every candidate who applied to one of their company's jobs
-- (private.visible_candidate_ids already grants it). An arm that probes the candidate's own
-- applications by company answers that for one row at a time, so an embed of ten candidates in
-- the Applications list no longer builds the whole set of visible candidates for each of them.
-- Definer rights: the applications policies read candidates, so reading applications under
-- row-level security from here would recurse.
create or replace function private.applied_to_admin_company(p_candidate_id uuid)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return (
  select exists (
    select 1 from public.applications a
    join public.company_users cu on cu.company_id = a.company_id
    where a.candidate_id = p_candidate_id
      and cu.user_id = (select auth.uid())
      and cu.role in ('company_admin', 'subscription_admin')
  )

);
end$function$;
revoke all on function private.applied_to_admin_company(uuid) from public, anon, authenticated, service_role;
grant execute on function private.applied_to_admin_company(uuid) to authenticated, service_role;

-- A candidate reads open jobs: published, open or active, not expired, at an approved company.
-- The jobs policy built the set of every open job's id for each statement a candidate ran (14,000
-- ids on the scale seed, about 15 ms before the first row), and reading one saved job or one
-- job's page paid it in full. The job's own status and expiry are now checked on the row, and only
-- the approved companies (2,000) are read once per statement. Which rows each user sees is
-- unchanged; the policy is otherwise as before.
create or replace function private.approved_company_ids()
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
begin
  return query select c.id from public.companies c where c.is_approved;
end;
$function$;
revoke all on function private.approved_company_ids() from public, anon, authenticated, service_role;
grant execute on function private.approved_company_ids() to authenticated, service_role;

-- An answer file opens for the same staff who see the application (company and subscription
-- admins, and the staff whose jobs the hierarchy gives them), as the candidate's other documents
-- do; not for every member of the company.
create or replace function private.can_read_answer_file(p_name text)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select exists (
    select 1
    from public.job_application_answers ans
    join public.applications a on a.id = ans.application_id
    join public.candidates c on c.id = a.candidate_id
    where ans.answer = p_name
      and c.user_id::text = (storage.foldername(p_name))[1]
      and private.is_team_application(a.id)
  )

);
end$function$;
revoke all on function private.can_read_answer_file(text) from public, anon, authenticated, service_role;
grant execute on function private.can_read_answer_file(text) to authenticated, service_role;

create or replace function private.can_read_vendor_folder(p_folder text)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select exists (
    select 1 from public.vendors v
    where v.id = private.vendor_for_folder(p_folder)
      and (v.id in (select private.member_vendor_ids())
           or v.company_id in (select private.company_ids_with_role()))
  )

);
end$function$;
revoke all on function private.can_read_vendor_folder(text) from public, anon, authenticated, service_role;
grant execute on function private.can_read_vendor_folder(text) to authenticated, service_role;

-- Topics a signed-in user may receive (SELECT on realtime.messages). Nobody may send.
create or replace function private.can_receive_topic(p_topic text)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select case
    when p_topic is null or (select auth.uid()) is null then false
    when p_topic = 'user:' || (select auth.uid())::text then true
    when p_topic like 'company:%' then exists (
      select 1 from private.active_company_ids() as ids(id) where 'company:' || ids.id::text = p_topic)
    when p_topic like 'vendor:%' then exists (
      select 1 from private.member_vendor_ids() as ids(id) where 'vendor:' || ids.id::text = p_topic)
    else false
  end

);
end$function$;
revoke all on function private.can_receive_topic(text) from public, anon, authenticated, service_role;
grant execute on function private.can_receive_topic(text) to authenticated;

create or replace function private.can_work_application(application_id uuid)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select coalesce((select private.can_work_job(a.job_id) from public.applications a
                   where a.id = can_work_application.application_id), false)

);
end$function$;
revoke all on function private.can_work_application(uuid) from public, anon, authenticated, service_role;
grant execute on function private.can_work_application(uuid) to authenticated, service_role;

-- Vendor admins and the partner company's staff write vendor documents; during registration the
-- folder belongs to no vendor yet and any staff member of an active company may upload into it.
create or replace function private.can_write_vendor_folder(p_folder text)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select case
    when private.vendor_for_folder(p_folder) is null then
      p_folder ~ '^VENDOR-[A-Z0-9]{8}$' and exists (select private.active_company_ids())
    else exists (
      select 1 from public.vendors v
      where v.id = private.vendor_for_folder(p_folder)
        and (v.id in (select private.admin_vendor_ids())
             or v.company_id in (select private.active_company_ids())))
  end

);
end$function$;
revoke all on function private.can_write_vendor_folder(text) from public, anon, authenticated, service_role;
grant execute on function private.can_write_vendor_folder(text) to authenticated, service_role;

-- Companies where the caller holds one of the given staff roles (all roles when null).
create or replace function private.company_ids_with_role(p_roles text[] DEFAULT NULL::text[])
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return query 
  select cu.company_id from public.company_users cu
  where cu.user_id = (select auth.uid())
    and (p_roles is null or cu.role = any (p_roles))

;
end$function$;
revoke all on function private.company_ids_with_role(text[]) from public, anon, authenticated, service_role;
grant execute on function private.company_ids_with_role(text[]) to authenticated, service_role;

-- The caller's company (a user holds at most one membership).
create or replace function private.current_company_id()
 returns uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select cu.company_id from public.company_users cu where cu.user_id = (select auth.uid())

);
end$function$;
revoke all on function private.current_company_id() from public, anon, authenticated, service_role;
grant execute on function private.current_company_id() to authenticated, service_role;

create or replace function private.edits_a_company()
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select exists (
    select 1 from public.company_users cu
    where cu.user_id = (select auth.uid()) and cu.role in ('company_admin', 'subscription_admin')
  )

);
end$function$;
revoke all on function private.edits_a_company() from public, anon, authenticated, service_role;
grant execute on function private.edits_a_company() to authenticated, service_role;

-- The caller is an interviewer of that interview and it was not cancelled.
create or replace function private.interviews_me(p_interview_id uuid)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select exists (select 1 from public.interviews i
                 where i.id = p_interview_id and i.status = 'scheduled'
                   and (select auth.uid()) = any (i.interviewer_ids))

);
end$function$;
revoke all on function private.interviews_me(uuid) from public, anon, authenticated, service_role;
grant execute on function private.interviews_me(uuid) to authenticated, service_role;

create or replace function private.is_candidate_account()
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return (
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.role = 'candidate'
  )

);
end$function$;
revoke all on function private.is_candidate_account() from public, anon, authenticated, service_role;
grant execute on function private.is_candidate_account() to authenticated, service_role;

-- Company documents: the uploader's colleagues may read them.
create or replace function private.is_colleague(p_user_folder text)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select exists (
    select 1 from public.company_users me
    join public.company_users other on other.company_id = me.company_id
    where me.user_id = (select auth.uid()) and other.user_id::text = p_user_folder
  )

);
end$function$;
revoke all on function private.is_colleague(text) from public, anon, authenticated, service_role;
grant execute on function private.is_colleague(text) to authenticated, service_role;

-- The caller is staff of that company.
create or replace function private.is_company_staff(p_company_id uuid)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select exists (select 1 from public.company_users cu
                 where cu.user_id = (select auth.uid()) and cu.company_id = p_company_id)

);
end$function$;
revoke all on function private.is_company_staff(uuid) from public, anon, authenticated, service_role;
grant execute on function private.is_company_staff(uuid) to authenticated, service_role;

-- The guard triggers hold these callers to the platform's rules: a signed-in user through the API
-- who is not a platform administrator.
create or replace function private.is_guarded_caller()
 returns boolean
 language plpgsql
 stable
 set search_path TO ''
as $function$
begin
  return private.is_api_caller() and not private.is_platform_admin();
end;
$function$;
revoke all on function private.is_guarded_caller() from public, anon, authenticated, service_role;
grant execute on function private.is_guarded_caller() to authenticated, service_role;

-- Saving a job checked it against every open job on the platform (the policy built the whole set
-- of open job ids, 14,000 on the scale seed, about 50 ms per save); it now looks up the one job.
create or replace function private.is_open_job(p_job_id uuid)
 returns boolean
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select exists (
    select 1
    from public.jobs j
    join public.companies c on c.id = j.company_id
    where j.id = p_job_id
      and c.is_approved
      and j.status in ('published', 'open', 'active')
      and (j.expires_at is null or j.expires_at > now())
  )
$function$;
revoke all on function private.is_open_job(uuid) from public, anon, authenticated, service_role;
grant execute on function private.is_open_job(uuid) to authenticated;

create or replace function private.is_platform_admin()
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return (
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.role = 'admin'
  )

);
end$function$;
revoke all on function private.is_platform_admin() from public, anon, authenticated, service_role;
grant execute on function private.is_platform_admin() to authenticated, service_role;

-- Staff of the application's company who see it: they read reasons and who moved it.
create or replace function private.is_team_application(p_application_id uuid)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select exists (
    select 1 from public.applications a
    join public.company_users me on me.company_id = a.company_id and me.user_id = (select auth.uid())
    where a.id = p_application_id
      and (me.role in ('company_admin', 'subscription_admin') or a.job_id in (select private.staff_job_ids()))
  )

);
end$function$;
revoke all on function private.is_team_application(uuid) from public, anon, authenticated, service_role;
grant execute on function private.is_team_application(uuid) to authenticated, service_role;

create or replace function private.linked_candidate_ids()
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return query 
  select private.user_candidate_ids((select auth.uid()))

;
end$function$;
revoke all on function private.linked_candidate_ids() from public, anon, authenticated, service_role;
grant execute on function private.linked_candidate_ids() to authenticated;

-- Vendors the caller belongs to in any role.
create or replace function private.member_vendor_ids()
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return query 
  select v.id from public.vendors v where v.user_id = (select auth.uid())
  union
  select tvu.vendor_id from public.talent_vendor_users tvu where tvu.user_id = (select auth.uid())

;
end$function$;
revoke all on function private.member_vendor_ids() from public, anon, authenticated, service_role;
grant execute on function private.member_vendor_ids() to authenticated, service_role;

-- Published jobs of approved companies that have not expired: what candidates may apply to.
create or replace function private.open_job_ids()
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return query 
  select j.id
  from public.jobs j
  join public.companies c on c.id = j.company_id
  where c.is_approved
    and j.status in ('published', 'open', 'active')
    and (j.expires_at is null or j.expires_at > now())

;
end$function$;
revoke all on function private.open_job_ids() from public, anon, authenticated, service_role;
grant execute on function private.open_job_ids() to authenticated, service_role;

create or replace function private.own_candidate_ids()
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return query 
  select c.id from public.candidates c where c.user_id = (select auth.uid())

;
end$function$;
revoke all on function private.own_candidate_ids() from public, anon, authenticated, service_role;
grant execute on function private.own_candidate_ids() to authenticated, service_role;

-- Companies a user outside the company still needs to read (names on jobs, invitations, partners).
create or replace function private.related_company_ids()
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return query 
  select j.company_id from public.jobs j
  where private.is_candidate_account() and j.id in (select private.open_job_ids())
  union
  select c.managing_company_id from public.candidates c
  where c.user_id = (select auth.uid()) and c.managing_company_id is not null
  union
  select j.company_id from public.applications a
  join public.jobs j on j.id = a.job_id
  where a.candidate_id in (select private.own_candidate_ids())
  union
  select (n.data ->> 'company_id')::uuid from public.notifications n
  where n.user_id = (select auth.uid()) and n.type = 'company_invitation'
    and n.data ->> 'company_id' ~* '^[0-9a-f-]{36}$'
  union
  select private.partner_company_ids('jobs')
  union
  select private.partner_company_ids('candidates')
  union
  select v.company_id from public.vendors v
  where v.id in (select private.member_vendor_ids()) and v.company_id is not null
  union
  select j.company_id from public.jobs j where j.id in (select private.vendor_job_ids())

;
end$function$;
revoke all on function private.related_company_ids() from public, anon, authenticated, service_role;
grant execute on function private.related_company_ids() to authenticated, service_role;

-- The caller's vendor assignments released by now: every one of the vendor for its admins, those
-- handed to them for recruiters.
create or replace function private.released_vendor_assignment_ids()
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return query 
  select vja.id from public.vendor_job_assignments vja
  where (vja.vendor_id in (select private.admin_vendor_ids())
         or vja.assigned_to_recruiter_id in (select tvu.id from public.talent_vendor_users tvu
                                             where tvu.user_id = (select auth.uid())))
    and private.vendor_assignment_released(vja)

;
end$function$;
revoke all on function private.released_vendor_assignment_ids() from public, anon, authenticated, service_role;
grant execute on function private.released_vendor_assignment_ids() to authenticated;

-- Jobs of the caller's own company that the team hierarchy lets them see.
create or replace function private.staff_job_ids()
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return query 
  with me as (
    select cu.user_id, cu.company_id, cu.role
    from public.company_users cu
    where cu.user_id = (select auth.uid())
  )
  select j.id
  from me
  join public.jobs j on j.company_id = me.company_id
  left join public.job_assignments a on a.job_id = j.id
  left join public.company_users assignee on assignee.user_id = a.assigned_to_user_id
  where me.role in ('company_admin', 'subscription_admin')
     or (me.role = 'manager' and (j.created_by = me.user_id or a.id is null
          or a.assigned_to_user_id = me.user_id or assignee.manager_id = me.user_id))
     or (me.role = 'recruiter' and (j.created_by = me.user_id or a.assigned_to_user_id = me.user_id))
     or (me.role = 'partner_recruiter' and a.assigned_to_user_id = me.user_id)

;
end$function$;
revoke all on function private.staff_job_ids() from public, anon, authenticated, service_role;
grant execute on function private.staff_job_ids() to authenticated, service_role;

-- A deactivated (banned) account's tokens stop working at once, whether or not the auth service
-- ended its sessions when it was banned: a live session also needs a user who is not banned. It
-- runs before every API request and in the storage policies, so the claims are read once and the
-- session is found by its key; tokens carry ids in canonical lower-case form, anything else
-- matches no session.
create or replace function private.token_session_is_live()
 returns boolean
 language plpgsql
 stable security definer
 set search_path to ''
as $function$
declare
  v_claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  v_session text := v_claims ->> 'session_id';
  v_sub text := v_claims ->> 'sub';
  c_id constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
begin
  if coalesce(v_session, '') = '' then
    return true;
  end if;
  if v_session !~ c_id or v_sub is null or v_sub !~ c_id then
    return false;
  end if;
  return exists (
    select 1 from auth.sessions s
    join auth.users u on u.id = s.user_id
    where s.id = v_session::uuid
      and s.user_id = v_sub::uuid
      and (s.not_after is null or s.not_after > now())
      and (u.banned_until is null or u.banned_until <= now()));
end
$function$;
revoke all on function private.token_session_is_live() from public, anon, authenticated, service_role;
grant execute on function private.token_session_is_live() to anon, authenticated, service_role;

-- Candidates a company or vendor user may read: managed by their company (partner recruiters
-- only those assigned to them), applicants to jobs they see, partners' shared candidates, and
-- candidates their vendor sourced or submitted.
create or replace function private.visible_candidate_ids()
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return query 
  select c.id
  from public.candidates c
  join public.company_users cu on cu.company_id = c.managing_company_id
  where cu.user_id = (select auth.uid()) and cu.role <> 'partner_recruiter'
  union
  select ca.candidate_id from public.candidate_assignments ca
  where ca.assigned_to_user_id = (select auth.uid())
  union
  select a.candidate_id from public.applications a
  where a.job_id in (select private.staff_job_ids())
  union
  select c.id from public.candidates c
  where c.managing_company_id in (select private.partner_company_ids('candidates'))
  union
  select c.id from public.candidates c
  where c.created_by_vendor_id in (select private.member_vendor_ids())
  union
  select a.candidate_id from public.applications a
  where a.applied_by_vendor_id in (select private.member_vendor_ids())

;
end$function$;
revoke all on function private.visible_candidate_ids() from public, anon, authenticated, service_role;
grant execute on function private.visible_candidate_ids() to authenticated, service_role;

-- Every job the caller may read as staff, partner or vendor (candidates use the open-job rule).
create or replace function private.visible_job_ids()
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return query 
  select private.staff_job_ids()
  union
  select j.id from public.jobs j
  where j.company_id in (select private.partner_company_ids('jobs')) and j.status <> 'draft'
  union
  select private.vendor_job_ids()

;
end$function$;
revoke all on function private.visible_job_ids() from public, anon, authenticated, service_role;
grant execute on function private.visible_job_ids() to authenticated, service_role;
