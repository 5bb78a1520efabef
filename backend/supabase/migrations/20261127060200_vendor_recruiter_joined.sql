-- A vendor's recruiters are invited with an account and a link to choose a password; until they
-- first sign in they have not joined. The vendor admin sees who has, and may resend or revoke the
-- invitations of those who have not.
alter table public.talent_vendor_users add column joined_at timestamptz;

update public.talent_vendor_users m
set joined_at = u.last_sign_in_at
from auth.users u
where u.id = m.user_id and u.last_sign_in_at is not null;

-- The first sign-in of a vendor member marks them joined.
create or replace function private.mark_vendor_member_joined()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.talent_vendor_users
  set joined_at = new.last_sign_in_at
  where user_id = new.id and joined_at is null;
  return null;
end;
$$;
create trigger mark_vendor_member_joined
  after update of last_sign_in_at on auth.users
  for each row when (old.last_sign_in_at is null and new.last_sign_in_at is not null)
  execute function private.mark_vendor_member_joined();
