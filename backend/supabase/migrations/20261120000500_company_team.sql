-- Company members, roles and hierarchy, and invitations to join a team.

-- SQL function bodies may name functions defined in a later file; they are checked when called.
set local check_function_bodies = off;

create table public.company_users (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  company_id uuid not null,
  first_name text default ''::text not null,
  last_name text default ''::text not null,
  email text,
  phone text,
  role text not null,
  manager_id uuid,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint company_users_pkey primary key (id),
  constraint company_users_user_id_key unique (user_id),
  constraint company_users_not_own_manager check (((manager_id is null) or (manager_id <> user_id))),
  constraint company_users_role_check check ((role = any (array['company_admin'::text, 'subscription_admin'::text, 'manager'::text, 'recruiter'::text, 'partner_recruiter'::text]))),
  constraint company_users_company_id_fkey foreign key (company_id) references public.companies(id) on delete cascade,
  constraint company_users_manager_id_fkey foreign key (manager_id) references public.company_users(user_id) on delete set null,
  constraint company_users_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade
);
alter table public.company_users enable row level security;
revoke all on public.company_users from public, anon, authenticated, service_role;
grant all on public.company_users to service_role;
grant insert, select, update, delete on public.company_users to authenticated;
create index company_users_company_id_idx on public.company_users (company_id);
create index company_users_company_role_idx on public.company_users (company_id, role);
create index company_users_manager_id_idx on public.company_users (manager_id);

create table public.invitations (
  id uuid default gen_random_uuid() not null,
  token text default private.random_token() not null,
  type text not null,
  status text default 'pending'::text not null,
  email text not null,
  expires_at timestamptz default (now() + '7 days'::interval) not null,
  company_id uuid,
  role text,
  management_terms text,
  invited_by_admin_id uuid,
  invited_by_user_id uuid,
  candidate_data jsonb,
  company_data jsonb,
  accepted_at timestamptz,
  accepted_by uuid,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint invitations_pkey primary key (id),
  constraint invitations_token_key unique (token),
  constraint invitations_email_check check ((position(('@'::text) in (email)) > 1)),
  constraint invitations_role_check check (((role is null) or (role = any (array['candidate'::text, 'company'::text, 'employee'::text, 'admin'::text, 'company_admin'::text, 'subscription_admin'::text, 'manager'::text, 'recruiter'::text, 'partner_recruiter'::text])))),
  constraint invitations_status_check check ((status = any (array['pending'::text, 'accepted'::text, 'declined'::text, 'revoked'::text]))),
  constraint invitations_token_length check ((length(token) >= 16)),
  constraint invitations_type_check check ((type = any (array['candidate'::text, 'company_invitation'::text, 'admin_invitation'::text, 'employee_invitation'::text]))),
  constraint invitations_accepted_by_fkey foreign key (accepted_by) references auth.users(id) on delete set null,
  constraint invitations_company_id_fkey foreign key (company_id) references public.companies(id) on delete cascade,
  constraint invitations_invited_by_admin_id_fkey foreign key (invited_by_admin_id) references auth.users(id) on delete set null,
  constraint invitations_invited_by_user_id_fkey foreign key (invited_by_user_id) references auth.users(id) on delete set null
);
alter table public.invitations enable row level security;
revoke all on public.invitations from public, anon, authenticated, service_role;
grant all on public.invitations to service_role;
grant insert, select, update, delete on public.invitations to authenticated;
create index invitations_accepted_by_idx on public.invitations (accepted_by);
create index invitations_company_id_idx on public.invitations (company_id);
create index invitations_email_idx on public.invitations (lower(email));
create index invitations_invited_by_admin_id_idx on public.invitations (invited_by_admin_id);
create index invitations_invited_by_user_id_idx on public.invitations (invited_by_user_id);

-- Every id is a member of that company's team.
create or replace function private.all_team_members(p_company_id uuid, p_user_ids uuid[])
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select not exists (
    select 1 from unnest(coalesce(p_user_ids, '{}')) as u(id)
    where not exists (select 1 from public.company_users cu where cu.user_id = u.id and cu.company_id = p_company_id)
  )

);
end$function$;
revoke all on function private.all_team_members(uuid,uuid[]) from public, anon, authenticated, service_role;
grant execute on function private.all_team_members(uuid,uuid[]) to authenticated, service_role;

create or replace function private.current_staff_role()
 returns text
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select cu.role from public.company_users cu where cu.user_id = (select auth.uid())

);
end$function$;
revoke all on function private.current_staff_role() from public, anon, authenticated, service_role;
grant execute on function private.current_staff_role() to authenticated, service_role;

create or replace function private.guard_admin_roles()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  if old.role <> 'admin' or (tg_op = 'UPDATE' and new.role = 'admin') then
    return coalesce(new, old);
  end if;
  if private.is_api_caller() and old.id = (select auth.uid()) then
    raise exception 'You cannot demote yourself' using errcode = '42501';
  end if;
  -- Two administrators demoting each other at once: the second waits and counts again.
  perform pg_advisory_xact_lock(hashtext('public.profiles admin role'));
  if not exists (select 1 from public.profiles p where p.role = 'admin' and p.id <> old.id) then
    raise exception 'The last platform administrator cannot be demoted' using errcode = '42501';
  end if;
  return coalesce(new, old);
end;
$function$;
revoke all on function private.guard_admin_roles() from public, anon, authenticated, service_role;

create or replace function private.guard_company_users()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
declare
  caller_role text := private.current_staff_role();
begin
  if private.is_guarded_caller() then
    if tg_op = 'DELETE' then
      if old.user_id = auth.uid() then
        raise exception 'You cannot remove yourself from the company' using errcode = '42501';
      end if;
      if old.role in ('company_admin', 'subscription_admin') then
        raise exception 'Company administrators cannot be removed' using errcode = '42501';
      end if;
      if old.role = 'manager' and (caller_role is null or caller_role not in ('company_admin', 'subscription_admin')) then
        raise exception 'Only company administrators can remove managers' using errcode = '42501';
      end if;
      return old;
    end if;
    if tg_op = 'UPDATE' then
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
      if new.manager_id is distinct from old.manager_id and old.user_id = auth.uid() then
        raise exception 'You cannot change your own manager' using errcode = '42501';
      end if;
    end if;
  end if;
  -- Platform admins too; the service role and cascades (a deleted account or company) are not held.
  if private.is_api_caller() and (tg_op = 'DELETE' or (tg_op = 'UPDATE' and new.role is distinct from old.role)) then
    if old.role = 'company_admin' and not exists (
      select 1 from public.company_users o
      where o.company_id = old.company_id and o.role = 'company_admin' and o.id <> old.id
    ) then
      raise exception 'A company keeps at least one company admin' using errcode = '42501';
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
$function$;
revoke all on function private.guard_company_users() from public, anon, authenticated, service_role;
grant execute on function private.guard_company_users() to authenticated, service_role;

create or replace function private.guard_invitations()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  if private.is_guarded_caller() then
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
       or new.role is distinct from old.role or new.status = 'accepted'
       or new.accepted_at is distinct from old.accepted_at or new.accepted_by is distinct from old.accepted_by then
      raise exception 'Invitations are accepted through accept_invitation' using errcode = '42501';
    elsif old.status <> 'pending' and new is distinct from old then
      raise exception 'Only a pending invitation can change' using errcode = '42501';
    elsif new.status not in ('pending', 'revoked') then
      raise exception 'Staff can only revoke an invitation' using errcode = '42501';
    elsif new.expires_at > greatest(old.expires_at, now() + interval '7 days') then
      raise exception 'An invitation lasts at most 7 days' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$function$;
revoke all on function private.guard_invitations() from public, anon, authenticated, service_role;
grant execute on function private.guard_invitations() to authenticated, service_role;

create or replace function private.guard_one_kind_of_membership()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if tg_table_name = 'company_users' and exists (
    select 1 from public.talent_vendor_users v where v.user_id = new.user_id
  ) then
    raise exception 'This account already belongs to a talent vendor' using errcode = '42501';
  end if;
  if tg_table_name = 'talent_vendor_users' and exists (
    select 1 from public.company_users cu where cu.user_id = new.user_id
  ) then
    raise exception 'This account already belongs to a company' using errcode = '42501';
  end if;
  return new;
end;
$function$;
revoke all on function private.guard_one_kind_of_membership() from public, anon, authenticated, service_role;

create or replace function private.guard_staff_role_changes()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  if private.is_guarded_caller()
     and new.role is distinct from old.role
     and (old.role not in ('manager', 'recruiter', 'partner_recruiter')
          or new.role not in ('manager', 'recruiter', 'partner_recruiter')) then
    raise exception 'Only recruiter, manager and partner recruiter roles can be changed' using errcode = '42501';
  end if;
  return new;
end;
$function$;
revoke all on function private.guard_staff_role_changes() from public, anon, authenticated, service_role;

-- Creates the profile (and candidate record or company) for every new auth user. The requested
-- role is only trusted for candidate and company; admin and employee need a matching invitation.
create or replace function private.handle_new_user()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
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
    -- The spec's 'New Company' only when no invitation names the company.
    insert into public.companies (name, industry, location, is_approved, user_id)
    values (coalesce(nullif(btrim(inv.company_data ->> 'companyName'), ''), 'New Company'),
            'Technology', 'United States', false, new.id)
    returning id into new_company_id;
    insert into public.company_users (user_id, company_id, first_name, last_name, email, role)
    values (new.id, new_company_id, '', '', new.email, 'company_admin');
  elsif account_role = 'candidate' then
    insert into public.candidates (user_id, first_name, last_name, email, skills)
    values (new.id, split_part(new.email, '@', 1), '', new.email, '{}')
    on conflict (user_id) do nothing;
    if inv.id is not null then
      perform private.prefill_invited_candidate(inv, new.id, new.email);
      if inv.company_id is not null then
        -- Managing starts when the candidate accepts the notice, which uses the invitation up.
        perform private.insert_management_notice(inv, new.id);
        return new;
      end if;
    end if;
  end if;

  if inv.id is not null then
    perform private.mark_invitation_accepted(inv.id, new.id);
  end if;
  return new;
end;
$function$;
revoke all on function private.handle_new_user() from public, anon, authenticated, service_role;
grant execute on function private.handle_new_user() to authenticated, service_role;

-- Staff role an employee invitation grants (never an administrator role).
create or replace function private.invited_staff_role(p_invitation public.invitations)
 returns text
 language sql
 immutable
 set search_path TO ''
as $function$
  select case
    when lower(coalesce(p_invitation.role, p_invitation.company_data ->> 'role')) in ('manager', 'recruiter', 'partner_recruiter')
      then lower(coalesce(p_invitation.role, p_invitation.company_data ->> 'role'))
    else 'recruiter'
  end
$function$;
revoke all on function private.invited_staff_role(public.invitations) from public, anon, authenticated, service_role;
grant execute on function private.invited_staff_role(public.invitations) to authenticated, service_role;

create or replace function private.is_employee_invitation(p_invitation public.invitations)
 returns boolean
 language sql
 immutable
 set search_path TO ''
as $function$
  select p_invitation.type = 'employee_invitation'
      or (p_invitation.type = 'company_invitation'
          and coalesce((p_invitation.company_data ->> 'isEmployeeInvitation')::boolean, false))
$function$;
revoke all on function private.is_employee_invitation(public.invitations) from public, anon, authenticated, service_role;
grant execute on function private.is_employee_invitation(public.invitations) to authenticated, service_role;

create or replace function private.mark_invitation_accepted(p_invitation_id uuid, p_user_id uuid)
 returns void
 language sql
 security definer
 set search_path TO ''
as $function$
  update public.invitations
  set status = 'accepted', accepted_at = now(), accepted_by = p_user_id
  where id = p_invitation_id
$function$;
revoke all on function private.mark_invitation_accepted(uuid,uuid) from public, anon, authenticated, service_role;
grant execute on function private.mark_invitation_accepted(uuid,uuid) to authenticated, service_role;

-- The open candidate invitation of that company to the caller's address, if any.
create or replace function private.open_management_invitation(p_company_id uuid)
 returns uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select i.id from public.invitations i
  join auth.users u on u.id = (select auth.uid())
  where i.type = 'candidate' and i.company_id = p_company_id and lower(i.email) = lower(u.email)
    and i.status = 'pending' and i.expires_at > now()
  order by i.created_at desc
  limit 1

);
end$function$;
revoke all on function private.open_management_invitation(uuid) from public, anon, authenticated, service_role;
grant execute on function private.open_management_invitation(uuid) to authenticated, service_role;

-- A usable invitation for this e-mail: pending, unexpired, matching type, token and address.
create or replace function private.usable_invitation(p_token text, p_email text, p_types text[])
 returns public.invitations
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select i.*
  from public.invitations i
  where p_token is not null
    and i.token = p_token
    and i.type = any (p_types)
    and i.status = 'pending'
    and i.expires_at > now()
    and lower(i.email) = lower(p_email)
  limit 1
$function$;
revoke all on function private.usable_invitation(text,text,text[]) from public, anon, authenticated, service_role;
grant execute on function private.usable_invitation(text,text,text[]) to authenticated, service_role;

-- Accepting either way (notice or landing page) uses the invitation up and settles the notice.
create or replace function private.use_management_invitation()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  -- Security definer: current_user is the owner here, so the caller is told by the token's sub.
  if new.user_id = (select auth.uid())
     and new.managing_company_id is not null
     and new.managing_company_id is distinct from old.managing_company_id then
    update public.invitations set status = 'accepted', accepted_at = now(), accepted_by = (select auth.uid())
    where id = private.open_management_invitation(new.managing_company_id);
    update public.notifications n set is_read = true
    where n.user_id = new.user_id and n.type = 'company_invitation' and not n.is_read
      and n.data ->> 'company_id' = new.managing_company_id::text;
  end if;
  return new;
end;
$function$;
revoke all on function private.use_management_invitation() from public, anon, authenticated, service_role;

-- Accepts an invitation for the signed-in user and grants what it stands for. p_type, when given,
-- is the kind the landing page expects ('employee_invitation' for employee links).
create or replace function public.accept_invitation(p_token text, p_type text DEFAULT NULL::text)
 returns jsonb
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_uid uuid := (select auth.uid());
  v_email text;
  inv public.invitations;
  v_company uuid;
  v_role text;
begin
  if v_uid is null then
    raise exception 'You must be signed in to accept an invitation' using errcode = '42501';
  end if;
  select u.email into v_email from auth.users u where u.id = v_uid;

  select i.* into inv from public.invitations i where i.token = p_token for update;
  if inv.id is null then
    raise exception 'Invitation not found or has expired' using errcode = 'P0002';
  end if;
  if p_type = 'employee_invitation' and not private.is_employee_invitation(inv) then
    raise exception 'This is not a valid employee invitation' using errcode = '22023';
  end if;
  if p_type is not null and p_type <> 'employee_invitation' and inv.type <> p_type then
    raise exception 'Invitation not found or has expired' using errcode = 'P0002';
  end if;
  if inv.status <> 'pending' then
    raise exception 'This invitation has already been used' using errcode = '22023';
  end if;
  if inv.expires_at <= now() then
    raise exception 'This invitation has expired' using errcode = '22023';
  end if;
  if lower(inv.email) <> lower(coalesce(v_email, '')) then
    raise exception 'This invitation was sent to a different email address' using errcode = '42501';
  end if;

  if inv.type = 'admin_invitation' then
    update public.profiles set role = 'admin' where id = v_uid;
    v_role := 'admin';
  elsif private.is_employee_invitation(inv) then
    if inv.company_id is null then
      raise exception 'This is not a valid employee invitation' using errcode = '22023';
    end if;
    if exists (select 1 from public.company_users cu where cu.user_id = v_uid) then
      raise exception 'You already belong to a company' using errcode = '23505';
    end if;
    v_role := private.invited_staff_role(inv);
    insert into public.company_users (user_id, company_id, first_name, last_name, email, role)
    values (v_uid, inv.company_id, coalesce(inv.company_data ->> 'firstName', ''),
            coalesce(inv.company_data ->> 'lastName', ''), v_email, v_role);
    update public.profiles set role = 'company' where id = v_uid and role <> 'admin';
    v_company := inv.company_id;
  elsif inv.type = 'company_invitation' then
    update public.profiles set role = 'company' where id = v_uid and role <> 'admin';
    select cu.company_id into v_company from public.company_users cu where cu.user_id = v_uid;
    if v_company is null then
      insert into public.companies (name, industry, location, is_approved, user_id)
      values (coalesce(nullif(btrim(inv.company_data ->> 'companyName'), ''), 'New Company'),
              'Technology', 'United States', false, v_uid)
      returning id into v_company;
      insert into public.company_users (user_id, company_id, first_name, last_name, email, role)
      values (v_uid, v_company, '', '', v_email, 'company_admin');
    end if;
    v_role := 'company';
  elsif inv.type = 'candidate' then
    perform private.link_managed_candidate(inv, v_uid, v_email);
    v_company := inv.company_id;
    v_role := 'candidate';
  end if;

  perform private.mark_invitation_accepted(inv.id, v_uid);
  return jsonb_build_object('invitation_id', inv.id, 'type', inv.type, 'role', v_role, 'company_id', v_company);
end;
$function$;
revoke all on function public.accept_invitation(text,text) from public, anon, authenticated, service_role;
grant execute on function public.accept_invitation(text,text) to authenticated, service_role;

-- What an invitation landing page needs; only pending invitations are returned (the page checks
-- the expiry itself to tell "expired" from "not found").
create or replace function public.get_invitation_by_token(p_token text, p_type text DEFAULT NULL::text)
 returns TABLE(id uuid, email text, type text, status text, expires_at timestamp with time zone, company_id uuid, company_name text, role text, management_terms text, candidate_data jsonb, company_data jsonb, created_at timestamp with time zone)
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select i.id, i.email, i.type, i.status, i.expires_at, i.company_id, c.name, i.role,
         i.management_terms, i.candidate_data, i.company_data, i.created_at
  from public.invitations i
  left join public.companies c on c.id = i.company_id
  where p_token is not null
    and i.token = p_token
    and (p_type is null or i.type = p_type)
    and i.status = 'pending'
$function$;
revoke all on function public.get_invitation_by_token(text,text) from public, anon, authenticated, service_role;
grant execute on function public.get_invitation_by_token(text,text) to anon, authenticated, service_role;

create or replace function public.get_user_company_membership_safe(user_id uuid)
 returns TABLE(role text, company_id uuid)
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
#variable_conflict use_column
begin
  perform private.assert_self_or_admin(get_user_company_membership_safe.user_id);
  return query
    select cu.role, cu.company_id
    from public.company_users cu
    where cu.user_id = get_user_company_membership_safe.user_id;
end;
$function$;
revoke all on function public.get_user_company_membership_safe(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_user_company_membership_safe(uuid) to authenticated, service_role;

create trigger company_users_guard before insert or update or delete on public.company_users
  for each row execute function private.guard_company_users();

create trigger company_users_one_kind_of_membership before insert or update of user_id on public.company_users
  for each row execute function private.guard_one_kind_of_membership();

create trigger company_users_role_changes before update of role on public.company_users
  for each row execute function private.guard_staff_role_changes();

create trigger company_users_updated_at before update on public.company_users
  for each row execute function private.set_updated_at();

create trigger invitations_guard before insert or update on public.invitations
  for each row execute function private.guard_invitations();

create trigger invitations_updated_at before update on public.invitations
  for each row execute function private.set_updated_at();

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

create trigger profiles_admin_roles_guard before update of role or delete on public.profiles
  for each row execute function private.guard_admin_roles();

create policy company_users_delete on public.company_users for delete to authenticated
  using (
    (select private.is_platform_admin())
    or (company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager']))
        and user_id <> (select auth.uid()))
  );

create policy company_users_insert on public.company_users for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or (user_id = (select auth.uid())
        and role = 'company_admin'
        and company_id in (select c.id from public.companies c where c.user_id = (select auth.uid())))
  );

-- company_users ----------------------------------------------------------------------------------
create policy company_users_select on public.company_users for select to authenticated
  using (
    user_id = (select auth.uid())
    or company_id in (select private.company_ids_with_role())
    or (select private.is_platform_admin())
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

create policy invitations_delete on public.invitations for delete to authenticated
  using ((select private.is_platform_admin())
         or company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])));

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

-- invitations ------------------------------------------------------------------------------------
-- Nobody lists invitations by token; invitees use get_invitation_by_token / accept_invitation.
create policy invitations_select on public.invitations for select to authenticated
  using (
    (select private.is_platform_admin())
    or invited_by_user_id = (select auth.uid())
    or company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager']))
  );

create policy invitations_update on public.invitations for update to authenticated
  using ((select private.is_platform_admin())
         or company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
  with check ((select private.is_platform_admin())
         or company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])));
