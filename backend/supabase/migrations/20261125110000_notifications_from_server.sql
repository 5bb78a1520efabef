-- Notifications come only from the server: no client inserts them, a user only marks their own
-- read or deletes them, and accepting a company-management notice needs a pending, unexpired
-- candidate invitation from that company to the user's address.

drop policy notifications_insert on public.notifications;
revoke insert, update on public.notifications from authenticated, anon;
grant update (is_read) on public.notifications to authenticated;

drop policy notifications_update on public.notifications;
create policy notifications_update on public.notifications for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
drop policy notifications_delete on public.notifications;
create policy notifications_delete on public.notifications for delete to authenticated
  using (user_id = (select auth.uid()));

-- The open candidate invitation of that company to the caller's address, if any.
create or replace function private.open_management_invitation(p_company_id uuid)
returns uuid
language sql stable security definer
set search_path = ''
as $$
  select i.id from public.invitations i
  join auth.users u on u.id = (select auth.uid())
  where i.type = 'candidate' and i.company_id = p_company_id and lower(i.email) = lower(u.email)
    and i.status = 'pending' and i.expires_at > now()
  order by i.created_at desc
  limit 1
$$;

create or replace function private.company_invited_me(p_company_id uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select private.open_management_invitation(p_company_id) is not null
$$;

-- Accepting through the notice uses the invitation up, as accept_invitation does.
create or replace function private.use_management_invitation()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- Security definer: current_user is the owner here, so the caller is told by the token's sub.
  if new.user_id = (select auth.uid())
     and new.managing_company_id is not null
     and new.managing_company_id is distinct from old.managing_company_id then
    update public.invitations set status = 'accepted', accepted_at = now(), accepted_by = (select auth.uid())
    where id = private.open_management_invitation(new.managing_company_id);
  end if;
  return new;
end;
$$;

create trigger candidates_use_management_invitation after update of managing_company_id on public.candidates
  for each row execute function private.use_management_invitation();

-- A candidate invitation to someone who already has an account becomes their notice, with the
-- company's own name and terms (once while an earlier notice of that company is unread).
create or replace function private.notify_management_invitation()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.type = 'candidate' and new.company_id is not null and new.status = 'pending' then
    insert into public.notifications (user_id, type, title, message, data)
    select u.id, 'company_invitation', c.name || ' wants to manage your profile',
           c.name || ' has invited you to join its candidate pool so its recruiters can put you forward for roles.',
           jsonb_build_object('company_id', c.id, 'company_name', c.name, 'management_terms', new.management_terms)
    from auth.users u
    join public.companies c on c.id = new.company_id
    where lower(u.email) = lower(new.email)
      and not exists (
        select 1 from public.notifications n
        where n.user_id = u.id and n.type = 'company_invitation' and not n.is_read
          and n.data ->> 'company_id' = c.id::text
      );
  end if;
  return new;
end;
$$;

create trigger invitations_notify_management after insert on public.invitations
  for each row execute function private.notify_management_invitation();

revoke all on function private.open_management_invitation(uuid), private.use_management_invitation(),
  private.notify_management_invitation() from public, anon;
grant execute on function private.open_management_invitation(uuid) to authenticated, service_role;
