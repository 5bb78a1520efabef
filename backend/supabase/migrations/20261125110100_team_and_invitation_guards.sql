-- Team and invitation rules the API alone did not hold:
-- - staff never change their own manager (leaving the manager's sight);
-- - only company and subscription admins remove managers, nobody removes themselves, and the last
--   company_admin stays;
-- - an invitation that is no longer pending never changes again, and staff only revoke one;
-- - one account holds one kind of membership: company staff or talent vendor user, not both.

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
$$;

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
$$;

create or replace function private.guard_one_kind_of_membership()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
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
$$;

create trigger company_users_one_kind_of_membership before insert or update of user_id on public.company_users
  for each row execute function private.guard_one_kind_of_membership();
create trigger talent_vendor_users_one_kind_of_membership before insert or update of user_id on public.talent_vendor_users
  for each row execute function private.guard_one_kind_of_membership();

revoke all on function private.guard_one_kind_of_membership() from public, anon, authenticated;
