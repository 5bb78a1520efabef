-- Staff join a company through invitations (sign-up trigger, accept_invitation, edge functions),
-- never by a colleague inserting a membership for an arbitrary account. Through the API a user
-- may only add themselves as company_admin of a company they registered; platform admins may add
-- anyone.

drop policy company_users_insert on public.company_users;
create policy company_users_insert on public.company_users for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or (user_id = (select auth.uid())
        and role = 'company_admin'
        and company_id in (select c.id from public.companies c where c.user_id = (select auth.uid())))
  );

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
