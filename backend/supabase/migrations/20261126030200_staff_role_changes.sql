-- Company and subscription admins change a colleague's role between recruiter, manager and partner
-- recruiter (the general guard already refuses everyone else and one's own role). Administrator
-- memberships are neither given nor taken through the API, as they cannot be removed either.
-- Recruiters who reported to a manager who is one no longer are left without a manager.

create or replace function private.guard_staff_role_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_api_caller() and not private.is_platform_admin()
     and new.role is distinct from old.role
     and (old.role not in ('manager', 'recruiter', 'partner_recruiter')
          or new.role not in ('manager', 'recruiter', 'partner_recruiter')) then
    raise exception 'Only recruiter, manager and partner recruiter roles can be changed' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger company_users_role_changes before update of role on public.company_users
  for each row execute function private.guard_staff_role_changes();

create or replace function private.release_reports_of_former_manager()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.company_users
  set manager_id = null
  where company_id = new.company_id and manager_id = new.user_id;
  return null;
end;
$$;

create trigger company_users_former_manager after update of role on public.company_users
  for each row
  when (old.role in ('manager', 'company_admin', 'subscription_admin')
        and new.role not in ('manager', 'company_admin', 'subscription_admin'))
  execute function private.release_reports_of_former_manager();
