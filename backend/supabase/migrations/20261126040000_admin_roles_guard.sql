-- Platform administrators are demoted through `profiles.role`: an administrator never demotes
-- themselves, and the platform always keeps at least one administrator, whoever asks. Only
-- administrators change roles through the API, and they read every profile, so the count below
-- runs as the caller (a security definer function could not tell an API caller apart).

create or replace function private.guard_admin_roles()
returns trigger
language plpgsql
set search_path = ''
as $$
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
$$;
revoke all on function private.guard_admin_roles() from public;

create trigger profiles_admin_roles_guard before update of role or delete on public.profiles
  for each row execute function private.guard_admin_roles();

create index if not exists profiles_admin_role_idx on public.profiles (id) where role = 'admin';
