-- E-mail for notifications: a scheduled function claims the notifications not yet considered and
-- mails those whose user keeps e-mail on for the type. Claiming marks them in one statement
-- (skipping rows another run holds), so two runs never mail the same notification.

alter table public.notifications add column emailed_at timestamptz;
-- Notifications from before e-mail existed are not mailed.
update public.notifications set emailed_at = created_at where emailed_at is null;
create index notifications_not_emailed_idx on public.notifications (created_at) where emailed_at is null;

create or replace function public.claim_notification_emails(p_limit integer default 50)
returns table (id uuid, email text, type text, title text, message text, link text, send boolean)
language sql
security definer
set search_path = ''
as $$
  with claimed as (
    update public.notifications n set emailed_at = now()
    where n.id in (
      select c.id from public.notifications c
      where c.emailed_at is null
      order by c.created_at
      limit least(greatest(coalesce(p_limit, 50), 1), 500)
      for update skip locked
    )
    returning n.id, n.user_id, n.type, n.title, n.message, n.link
  )
  select c.id, u.email::text, c.type, c.title, c.message, c.link,
    u.email is not null and coalesce(p.email, true) and c.type <> 'company_invitation'
  from claimed c
  join auth.users u on u.id = c.user_id
  left join public.notification_preferences p on p.user_id = c.user_id and p.type = c.type
$$;

revoke execute on function public.claim_notification_emails(integer) from public, anon, authenticated;
grant execute on function public.claim_notification_emails(integer) to service_role;

-- Marking a notification as considered for e-mail is no news for the user's open tabs.
create or replace function private.notifications_live()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
begin
  if tg_op = 'UPDATE' and new.is_read = old.is_read and new.emailed_at is distinct from old.emailed_at then
    return null;
  end if;
  perform realtime.broadcast_changes('user:' || v_user, 'notification', tg_op, tg_table_name, tg_table_schema, new, old);
  return null;
end;
$$;
