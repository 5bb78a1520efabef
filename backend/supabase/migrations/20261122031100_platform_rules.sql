-- Platform rules enforced by triggers: sign-up provisioning, column guards that RLS cannot express,
-- and cross-table consistency checks. Guards apply to API callers (anon/authenticated); the service
-- role, migrations and security definer routines act for the platform and pass through.

-- Sign-up --------------------------------------------------------------------------------------

-- A usable invitation for this e-mail: pending, unexpired, matching type, token and address.
create or replace function private.usable_invitation(p_token text, p_email text, p_types text[])
returns public.invitations
language sql stable security definer
set search_path = ''
as $$
  select i.*
  from public.invitations i
  where p_token is not null
    and i.token = p_token
    and i.type = any (p_types)
    and i.status = 'pending'
    and i.expires_at > now()
    and lower(i.email) = lower(p_email)
  limit 1
$$;

create or replace function private.is_employee_invitation(p_invitation public.invitations)
returns boolean
language sql immutable
set search_path = ''
as $$
  select p_invitation.type = 'employee_invitation'
      or (p_invitation.type = 'company_invitation'
          and coalesce((p_invitation.company_data ->> 'isEmployeeInvitation')::boolean, false))
$$;

-- Staff role an employee invitation grants (never an administrator role).
create or replace function private.invited_staff_role(p_invitation public.invitations)
returns text
language sql immutable
set search_path = ''
as $$
  select case
    when lower(coalesce(p_invitation.role, p_invitation.company_data ->> 'role')) in ('manager', 'recruiter', 'partner_recruiter')
      then lower(coalesce(p_invitation.role, p_invitation.company_data ->> 'role'))
    else 'recruiter'
  end
$$;

create or replace function private.mark_invitation_accepted(p_invitation_id uuid, p_user_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.invitations
  set status = 'accepted', accepted_at = now(), accepted_by = p_user_id
  where id = p_invitation_id
$$;

-- Links (or creates) the candidate record of a user to the company that invited them.
create or replace function private.link_managed_candidate(p_invitation public.invitations, p_user_id uuid, p_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  d jsonb := coalesce(p_invitation.candidate_data, '{}'::jsonb);
begin
  insert into public.candidates as c (user_id, email, first_name, last_name, skills)
  values (p_user_id, p_email, coalesce(nullif(d ->> 'firstName', ''), split_part(p_email, '@', 1)),
          coalesce(d ->> 'lastName', ''), '{}')
  on conflict (user_id) do nothing;

  -- A record still holding sign-up placeholders takes the name the company entered.
  update public.candidates c set
    first_name = case when c.last_name = '' and nullif(d ->> 'firstName', '') is not null
                      then d ->> 'firstName' else c.first_name end,
    last_name = case when c.last_name = '' then coalesce(d ->> 'lastName', '') else c.last_name end,
    managing_company_id = coalesce(p_invitation.company_id, c.managing_company_id),
    is_managed_by_company = p_invitation.company_id is not null or c.is_managed_by_company,
    title = coalesce(c.title, nullif(d ->> 'title', '')),
    bio = coalesce(c.bio, nullif(d ->> 'bio', '')),
    phone = coalesce(c.phone, nullif(d ->> 'phoneNumber', '')),
    alternate_phone = coalesce(c.alternate_phone, nullif(d ->> 'alternatePhoneNumber', '')),
    gender = coalesce(c.gender, nullif(d ->> 'gender', '')),
    work_authorization = coalesce(c.work_authorization, nullif(d ->> 'workAuthorization', '')),
    unit = coalesce(c.unit, nullif(d ->> 'unit', '')),
    street = coalesce(c.street, nullif(d #>> '{address,street}', '')),
    city = coalesce(c.city, nullif(d #>> '{address,city}', '')),
    state = coalesce(c.state, nullif(d #>> '{address,state}', '')),
    zip_code = coalesce(c.zip_code, nullif(d #>> '{address,zipCode}', '')),
    country = coalesce(c.country, nullif(d #>> '{address,country}', '')),
    skills = case when cardinality(c.skills) = 0 and jsonb_typeof(d -> 'skills') = 'array'
                  then array(select jsonb_array_elements_text(d -> 'skills')) else c.skills end
  where c.user_id = p_user_id;
end;
$$;

-- Creates the profile (and candidate record or company) for every new auth user. The requested
-- role is only trusted for candidate and company; admin and employee need a matching invitation.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  requested text := lower(coalesce(meta ->> 'role', ''));
  token text := coalesce(nullif(meta ->> 'invitation', ''), nullif(meta ->> 'invitation_token', ''));
  inv public.invitations;
  account_role text := 'candidate';
  new_company_id uuid;
begin
  if requested = 'admin' then
    inv := private.usable_invitation(token, new.email, array['admin_invitation']);
    if inv.id is not null then
      account_role := 'admin';
    end if;
  elsif requested = 'employee' then
    inv := private.usable_invitation(token, new.email, array['company_invitation', 'employee_invitation']);
    if inv.id is not null and private.is_employee_invitation(inv) and inv.company_id is not null then
      account_role := 'company';
    else
      inv := null;
    end if;
  elsif requested = 'company' then
    account_role := 'company';
    inv := private.usable_invitation(token, new.email, array['company_invitation']);
    if inv.id is not null and private.is_employee_invitation(inv) then
      inv := null;
    end if;
  else
    inv := private.usable_invitation(token, new.email, array['candidate']);
  end if;

  insert into public.profiles (id, email, role)
  values (new.id, new.email, account_role)
  on conflict (id) do nothing;

  if account_role = 'company' and requested = 'employee' then
    insert into public.company_users (user_id, company_id, first_name, last_name, email, role)
    values (new.id, inv.company_id, coalesce(inv.company_data ->> 'firstName', ''),
            coalesce(inv.company_data ->> 'lastName', ''), new.email, private.invited_staff_role(inv));
  elsif account_role = 'company' then
    insert into public.companies (name, industry, location, is_approved, user_id)
    values ('New Company', 'Technology', 'United States', false, new.id)
    returning id into new_company_id;
    insert into public.company_users (user_id, company_id, first_name, last_name, email, role)
    values (new.id, new_company_id, '', '', new.email, 'company_admin');
  elsif account_role = 'candidate' then
    insert into public.candidates (user_id, first_name, last_name, email, skills)
    values (new.id, split_part(new.email, '@', 1), '', new.email, '{}')
    on conflict (user_id) do nothing;
    if inv.id is not null then
      perform private.link_managed_candidate(inv, new.id, new.email);
    end if;
  end if;

  if inv.id is not null then
    perform private.mark_invitation_accepted(inv.id, new.id);
  end if;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- Companies ------------------------------------------------------------------------------------

-- Every company has a subscription row; it starts without a tier.
create or replace function private.company_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.company_subscriptions (company_id, tier, status)
  values (new.id, 'none', 'inactive')
  on conflict (company_id) do nothing;
  return new;
end;
$$;

create trigger companies_after_insert after insert on public.companies
  for each row execute function private.company_after_insert();

-- A company registered through the API belongs to its creator, who becomes its company_admin.
create or replace function private.company_add_creator()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.company_users (user_id, company_id, first_name, last_name, email, role)
  select new.user_id, new.id, '', '', p.email, 'company_admin'
  from public.profiles p
  where p.id = new.user_id
  on conflict (user_id) do nothing;
  return new;
end;
$$;

create trigger companies_add_creator after insert on public.companies
  for each row when (new.user_id is not null and current_user = 'authenticated')
  execute function private.company_add_creator();

create or replace function private.guard_companies()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if private.is_api_caller() and not private.is_platform_admin() then
      new.is_approved := false;
      new.approved_at := null;
      new.user_id := auth.uid();
    end if;
  else
    if private.is_api_caller() and not private.is_platform_admin() then
      if new.is_approved is distinct from old.is_approved or new.approved_at is distinct from old.approved_at then
        raise exception 'Only platform administrators can approve or reject companies' using errcode = '42501';
      end if;
      if new.user_id is distinct from old.user_id then
        raise exception 'The company owner cannot be changed' using errcode = '42501';
      end if;
    end if;
  end if;
  if new.is_approved and (tg_op = 'INSERT' or not old.is_approved) then
    new.approved_at := coalesce(new.approved_at, now());
  elsif not new.is_approved then
    new.approved_at := null;
  end if;
  return new;
end;
$$;

create trigger companies_guard before insert or update on public.companies
  for each row execute function private.guard_companies();

create or replace function private.guard_company_subscriptions()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_api_caller() and not private.is_platform_admin() then
    raise exception 'Only platform administrators can change subscriptions' using errcode = '42501';
  end if;
  return coalesce(new, old);
end;
$$;

create trigger company_subscriptions_guard before insert or update or delete on public.company_subscriptions
  for each row execute function private.guard_company_subscriptions();

-- Staff memberships ----------------------------------------------------------------------------

create or replace function private.guard_company_users()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller_role text := private.current_staff_role();
begin
  if private.is_api_caller() and not private.is_platform_admin() then
    if tg_op = 'DELETE' then
      if old.role in ('company_admin', 'subscription_admin') then
        raise exception 'Company administrators cannot be removed' using errcode = '42501';
      end if;
      return old;
    end if;
    if tg_op = 'INSERT' then
      if new.role in ('company_admin', 'subscription_admin') and caller_role is distinct from 'company_admin' then
        raise exception 'Only a company admin can add administrators' using errcode = '42501';
      end if;
    else
      if new.user_id is distinct from old.user_id or new.company_id is distinct from old.company_id then
        raise exception 'A membership cannot be moved to another user or company' using errcode = '42501';
      end if;
      if new.role is distinct from old.role then
        if old.user_id = auth.uid() then
          raise exception 'You cannot change your own role' using errcode = '42501';
        end if;
        if caller_role is null or caller_role not in ('company_admin', 'subscription_admin') then
          raise exception 'Only company administrators can change staff roles' using errcode = '42501';
        end if;
      end if;
    end if;
  end if;
  if tg_op <> 'DELETE' and new.manager_id is not null and not exists (
    select 1 from public.company_users m
    where m.user_id = new.manager_id and m.company_id = new.company_id
      and m.role in ('manager', 'company_admin', 'subscription_admin')
  ) then
    raise exception 'The manager must be a manager of the same company' using errcode = '23514';
  end if;
  return coalesce(new, old);
end;
$$;

create trigger company_users_guard before insert or update or delete on public.company_users
  for each row execute function private.guard_company_users();

-- Profiles -------------------------------------------------------------------------------------

create or replace function private.guard_profiles()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_api_caller() and not private.is_platform_admin() then
    if tg_op = 'INSERT' and new.role not in ('candidate', 'company') then
      raise exception 'Only platform administrators can grant the admin role' using errcode = '42501';
    end if;
    if tg_op = 'UPDATE' and (new.role is distinct from old.role or new.id is distinct from old.id) then
      raise exception 'Only platform administrators can change account roles' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

create trigger profiles_guard before insert or update on public.profiles
  for each row execute function private.guard_profiles();

-- Candidates -----------------------------------------------------------------------------------

-- The company sent the caller a management invitation (notification or candidate invitation).
create or replace function private.company_invited_me(p_company_id uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.notifications n
    where n.user_id = (select auth.uid()) and n.type = 'company_invitation'
      and n.data ->> 'company_id' = p_company_id::text
  ) or exists (
    select 1 from public.invitations i
    join auth.users u on u.id = (select auth.uid())
    where i.type = 'candidate' and i.company_id = p_company_id and lower(i.email) = lower(u.email)
  )
$$;

-- A candidate may attach themselves only to a company that invited them.
create or replace function private.guard_candidates()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_api_caller() or private.is_platform_admin() then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    if new.user_id is distinct from old.user_id or new.created_by_vendor_id is distinct from old.created_by_vendor_id then
      raise exception 'The candidate owner cannot be changed' using errcode = '42501';
    end if;
    if old.user_id = auth.uid()
       and new.managing_company_id is distinct from old.managing_company_id
       and new.managing_company_id is not null
       and not private.company_invited_me(new.managing_company_id) then
      raise exception 'Only a company that invited you can manage your profile' using errcode = '42501';
    end if;
  end if;
  new.is_managed_by_company := new.managing_company_id is not null and new.is_managed_by_company;
  return new;
end;
$$;

create trigger candidates_guard before insert or update on public.candidates
  for each row execute function private.guard_candidates();

-- Jobs and assignments -------------------------------------------------------------------------

create or replace function private.guard_jobs()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_api_caller() and not private.is_platform_admin() then
    if tg_op = 'INSERT' then
      new.created_by := auth.uid();
    elsif new.company_id is distinct from old.company_id or new.created_by is distinct from old.created_by then
      raise exception 'A job cannot be moved to another company or author' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

create trigger jobs_guard before insert or update on public.jobs
  for each row execute function private.guard_jobs();

-- Job and candidate assignees must be staff of the same company.
create or replace function private.check_job_assignment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.jobs j
    join public.company_users cu on cu.company_id = j.company_id
    where j.id = new.job_id and cu.user_id = new.assigned_to_user_id
  ) then
    raise exception 'The assignee must belong to the company that owns the job' using errcode = '23514';
  end if;
  if private.is_api_caller() then
    new.assigned_by_user_id := auth.uid();
  end if;
  return new;
end;
$$;

create trigger job_assignments_check before insert or update on public.job_assignments
  for each row execute function private.check_job_assignment();

create or replace function private.check_candidate_assignment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.candidates c
    join public.company_users cu on cu.company_id = c.managing_company_id
    where c.id = new.candidate_id and cu.user_id = new.assigned_to_user_id
  ) then
    raise exception 'The assignee must belong to the company that manages the candidate' using errcode = '23514';
  end if;
  if private.is_api_caller() then
    new.assigned_by_user_id := auth.uid();
  end if;
  return new;
end;
$$;

create trigger candidate_assignments_check before insert or update on public.candidate_assignments
  for each row execute function private.check_candidate_assignment();

create or replace function private.check_vendor_job_assignment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.assigned_to_recruiter_id is not null and not exists (
    select 1 from public.talent_vendor_users tvu
    where tvu.id = new.assigned_to_recruiter_id and tvu.vendor_id = new.vendor_id
  ) then
    raise exception 'The recruiter must belong to the assigned vendor' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and private.is_api_caller() and not private.is_platform_admin()
     and (new.job_id is distinct from old.job_id or new.vendor_id is distinct from old.vendor_id) then
    raise exception 'Reassign by removing and adding the vendor assignment' using errcode = '42501';
  end if;
  if tg_op = 'INSERT' and private.is_api_caller() then
    new.assigned_by_user_id := auth.uid();
  end if;
  return new;
end;
$$;

create trigger vendor_job_assignments_check before insert or update on public.vendor_job_assignments
  for each row execute function private.check_vendor_job_assignment();

-- Applications ---------------------------------------------------------------------------------

create or replace function private.guard_applications()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_api_caller() and not private.is_platform_admin() then
    if tg_op = 'INSERT' then
      new.applied_by_user_id := auth.uid();
      new.applied_at := now();
    elsif new.job_id is distinct from old.job_id or new.candidate_id is distinct from old.candidate_id
       or new.source is distinct from old.source
       or new.applied_by_company_id is distinct from old.applied_by_company_id
       or new.applied_by_vendor_id is distinct from old.applied_by_vendor_id then
      raise exception 'Only the status of an application can change' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

create trigger applications_guard before insert or update on public.applications
  for each row execute function private.guard_applications();

-- Vendors --------------------------------------------------------------------------------------

create or replace function private.guard_vendors()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.vendor_id is null or new.vendor_id !~ '^VENDOR-[A-Z0-9]{8}$' then
      new.vendor_id := private.new_vendor_code();
    end if;
    if private.is_api_caller() then
      new.created_by := auth.uid();
      -- A vendor registered by company staff partners with that company.
      new.company_id := coalesce(new.company_id, private.current_company_id());
    end if;
  elsif private.is_api_caller() and not private.is_platform_admin()
     and (new.vendor_id is distinct from old.vendor_id or new.company_id is distinct from old.company_id
          or new.user_id is distinct from old.user_id or new.created_by is distinct from old.created_by) then
    raise exception 'Vendor identity and ownership cannot be changed' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger vendors_guard before insert or update on public.vendors
  for each row execute function private.guard_vendors();

create or replace function private.guard_talent_vendors()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.status := 'invited';
    if private.is_api_caller() then
      new.invited_by_user_id := auth.uid();
    end if;
  end if;
  return new;
end;
$$;

create trigger talent_vendors_guard before insert on public.talent_vendors
  for each row execute function private.guard_talent_vendors();

create or replace function private.guard_talent_vendor_users()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_api_caller() and not private.is_platform_admin() then
    if tg_op = 'INSERT' and new.role <> 'recruiter' then
      raise exception 'Vendor admins can only add recruiters' using errcode = '42501';
    end if;
    if tg_op = 'UPDATE' and (new.role is distinct from old.role or new.user_id is distinct from old.user_id
                             or new.vendor_id is distinct from old.vendor_id) then
      raise exception 'Vendor memberships cannot change role, user or vendor' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

create trigger talent_vendor_users_guard before insert or update on public.talent_vendor_users
  for each row execute function private.guard_talent_vendor_users();

-- Notifications and invitations ----------------------------------------------------------------

create or replace function private.guard_notifications()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_api_caller() and not private.is_platform_admin()
     and (new.user_id is distinct from old.user_id or new.type is distinct from old.type
          or new.title is distinct from old.title or new.message is distinct from old.message
          or new.data is distinct from old.data) then
    raise exception 'Only the read flag of a notification can change' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger notifications_guard before update on public.notifications
  for each row execute function private.guard_notifications();

create or replace function private.guard_invitations()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_api_caller() and not private.is_platform_admin() then
    if tg_op = 'INSERT' then
      new.token := private.random_token();
      new.status := 'pending';
      new.invited_by_user_id := auth.uid();
      new.invited_by_admin_id := null;
      new.accepted_at := null;
      new.accepted_by := null;
      new.expires_at := least(coalesce(new.expires_at, now() + interval '7 days'), now() + interval '7 days');
    elsif new.token is distinct from old.token or new.email is distinct from old.email
       or new.type is distinct from old.type or new.company_id is distinct from old.company_id
       or new.role is distinct from old.role or new.status = 'accepted' then
      raise exception 'Invitations are accepted through accept_invitation' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

create trigger invitations_guard before insert or update on public.invitations
  for each row execute function private.guard_invitations();

revoke all on all functions in schema private from public, anon;
grant execute on all functions in schema private to authenticated, service_role;
