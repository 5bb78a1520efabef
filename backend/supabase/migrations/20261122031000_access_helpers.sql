-- Security definer helpers that policies call as (select private.fn()). They run as the owner so
-- they can read membership tables without recursing into those tables' own policies.

create or replace function private.is_platform_admin()
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.role = 'admin'
  )
$$;

create or replace function private.is_candidate_account()
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.role = 'candidate'
  )
$$;

-- The caller's company (a user holds at most one membership).
create or replace function private.current_company_id()
returns uuid
language sql stable security definer
set search_path = ''
as $$
  select cu.company_id from public.company_users cu where cu.user_id = (select auth.uid())
$$;

create or replace function private.current_staff_role()
returns text
language sql stable security definer
set search_path = ''
as $$
  select cu.role from public.company_users cu where cu.user_id = (select auth.uid())
$$;

-- Companies where the caller holds one of the given staff roles (all roles when null).
create or replace function private.company_ids_with_role(p_roles text[] default null)
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select cu.company_id from public.company_users cu
  where cu.user_id = (select auth.uid())
    and (p_roles is null or cu.role = any (p_roles))
$$;

-- Approved, with a subscription tier other than none that has not expired.
create or replace function private.company_is_active(p_company_id uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.companies c
    join public.company_subscriptions s on s.company_id = c.id
    where c.id = p_company_id
      and c.is_approved
      and s.tier <> 'none'
      and (s.expires_at is null or s.expires_at > now())
  )
$$;

-- The caller's company when it may use company features, else nothing.
create or replace function private.active_company_ids(p_roles text[] default null)
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select ids.id
  from private.company_ids_with_role(p_roles) as ids(id)
  where private.company_is_active(ids.id)
$$;

create or replace function private.approved_company_ids()
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select c.id from public.companies c where c.is_approved
$$;

-- Companies partnered with the caller's company that share jobs or candidates.
create or replace function private.partner_company_ids(p_share text)
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select case when r.company_a_id = cu.company_id then r.company_b_id else r.company_a_id end
  from public.company_users cu
  join public.company_relationships r
    on cu.company_id in (r.company_a_id, r.company_b_id)
  where cu.user_id = (select auth.uid())
    and cu.role <> 'partner_recruiter'
    and ((p_share = 'jobs' and r.can_share_jobs) or (p_share = 'candidates' and r.can_share_candidates))
$$;

-- Jobs of the caller's own company that the team hierarchy lets them see.
create or replace function private.staff_job_ids()
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
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
$$;

-- Vendors the caller administers (owner account or an admin membership).
create or replace function private.admin_vendor_ids()
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select v.id from public.vendors v where v.user_id = (select auth.uid())
  union
  select tvu.vendor_id from public.talent_vendor_users tvu
  where tvu.user_id = (select auth.uid()) and tvu.role = 'admin'
$$;

-- Vendors the caller belongs to in any role.
create or replace function private.member_vendor_ids()
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select v.id from public.vendors v where v.user_id = (select auth.uid())
  union
  select tvu.vendor_id from public.talent_vendor_users tvu where tvu.user_id = (select auth.uid())
$$;

-- Jobs assigned to the caller's vendor: all of them for vendor admins, their own for recruiters.
create or replace function private.vendor_job_ids()
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select vja.job_id from public.vendor_job_assignments vja
  where vja.vendor_id in (select private.admin_vendor_ids())
  union
  select vja.job_id
  from public.vendor_job_assignments vja
  join public.talent_vendor_users tvu on tvu.id = vja.assigned_to_recruiter_id
  where tvu.user_id = (select auth.uid())
$$;

-- Every job the caller may read as staff, partner or vendor (candidates use the open-job rule).
create or replace function private.visible_job_ids()
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select private.staff_job_ids()
  union
  select j.id from public.jobs j
  where j.company_id in (select private.partner_company_ids('jobs')) and j.status <> 'draft'
  union
  select private.vendor_job_ids()
$$;

-- Published jobs of approved companies that have not expired: what candidates may apply to.
create or replace function private.open_job_ids()
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select j.id
  from public.jobs j
  join public.companies c on c.id = j.company_id
  where c.is_approved
    and j.status in ('published', 'open', 'active')
    and (j.expires_at is null or j.expires_at > now())
$$;

create or replace function private.own_candidate_ids()
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select c.id from public.candidates c where c.user_id = (select auth.uid())
$$;

-- Candidates a company or vendor user may read: managed by their company (partner recruiters
-- only those assigned to them), applicants to jobs they see, partners' shared candidates, and
-- candidates their vendor sourced or submitted.
create or replace function private.visible_candidate_ids()
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
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
$$;

-- Companies a user outside the company still needs to read (names on jobs, invitations, partners).
create or replace function private.related_company_ids()
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
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
$$;

revoke all on all functions in schema private from public, anon;
grant execute on all functions in schema private to authenticated, service_role;
