-- Notifications, their preferences and the realtime publication.

-- SQL function bodies may name functions defined in a later file; they are checked when called.
set local check_function_bodies = off;

-- E-mail per user and event type; in-app notifications are always on. No row means e-mail on.
create table public.notification_preferences (
  user_id uuid default auth.uid() not null,
  type text not null,
  email boolean not null,
  updated_at timestamptz default now() not null,
  constraint notification_preferences_pkey primary key (user_id, type),
  constraint notification_preferences_type_check check ((type = any (array['company_invitation'::text, 'application_update'::text, 'job_assignment'::text, 'new_application'::text, 'mention'::text, 'interview'::text, 'ownership_conflict'::text]))),
  constraint notification_preferences_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade
);
alter table public.notification_preferences enable row level security;
revoke all on public.notification_preferences from public, anon, authenticated, service_role;
grant all on public.notification_preferences to authenticated, service_role;

create table public.notifications (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  type text default 'company_invitation'::text not null,
  title text not null,
  message text,
  is_read boolean default false not null,
  data jsonb default '{}'::jsonb not null,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  link text,
  emailed_at timestamptz,
  constraint notifications_pkey primary key (id),
  constraint notifications_link_check check (((link is null) or (link ~~ '/%'::text))),
  constraint notifications_type_check check ((type = any (array['company_invitation'::text, 'application_update'::text, 'job_assignment'::text, 'system'::text, 'new_application'::text, 'mention'::text, 'interview'::text, 'ownership_conflict'::text, 'job_invitation'::text]))),
  constraint notifications_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade
);
alter table public.notifications enable row level security;
revoke all on public.notifications from public, anon, authenticated, service_role;
grant all on public.notifications to service_role;
grant select, delete on public.notifications to authenticated;
grant update (is_read)
  on public.notifications to authenticated;
create index notifications_not_emailed_idx on public.notifications (created_at) where emailed_at is null;
create index notifications_unread_idx on public.notifications (user_id) where not is_read;
create index notifications_user_id_idx on public.notifications (user_id, created_at desc);

create or replace function private.guard_notifications()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  if private.is_guarded_caller()
     and (new.user_id is distinct from old.user_id or new.type is distinct from old.type
          or new.title is distinct from old.title or new.message is distinct from old.message
          or new.data is distinct from old.data) then
    raise exception 'Only the read flag of a notification can change' using errcode = '42501';
  end if;
  return new;
end;
$function$;
revoke all on function private.guard_notifications() from public, anon, authenticated, service_role;
grant execute on function private.guard_notifications() to authenticated, service_role;

-- The company-management notice a candidate accepts or declines on their dashboard.
create or replace function private.insert_management_notice(p_invitation public.invitations, p_user_id uuid)
 returns void
 language sql
 security definer
 set search_path TO ''
as $function$
  insert into public.notifications (user_id, type, title, message, data)
  select p_user_id, 'company_invitation', c.name || ' wants to manage your profile',
         c.name || ' has invited you to join its candidate pool so its recruiters can put you forward for roles.',
         jsonb_build_object('company_id', c.id, 'company_name', c.name,
                            'management_terms', p_invitation.management_terms)
  from public.companies c
  where c.id = p_invitation.company_id
    -- Once while an earlier notice of that company is unread.
    and not exists (
      select 1 from public.notifications n
      where n.user_id = p_user_id and n.type = 'company_invitation' and not n.is_read
        and n.data ->> 'company_id' = c.id::text
    )
$function$;
revoke all on function private.insert_management_notice(public.invitations,uuid) from public, anon, authenticated, service_role;

-- Marking a notification as considered for e-mail is no news for the user's open tabs.
create or replace function private.notifications_live()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_user uuid := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
begin
  if tg_op = 'UPDATE' and new.is_read = old.is_read and new.emailed_at is distinct from old.emailed_at then
    return null;
  end if;
  perform realtime.broadcast_changes('user:' || v_user, 'notification', tg_op, tg_table_name, tg_table_schema, new, old);
  return null;
end;
$function$;
revoke all on function private.notifications_live() from public, anon, authenticated, service_role;

-- An in-app notice about an interview; its e-mail is the calendar invitation itself, so the
-- notification e-mail schedule skips it.
create or replace function private.notify_interview(p_interview public.interviews, p_title text, p_verb text)
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_job text;
  v_candidate record;
  v_when text := to_char(p_interview.starts_at at time zone p_interview.time_zone, 'FMDay, FMMonth FMDD, YYYY "at" HH24:MI')
    || ' (' || p_interview.time_zone || ')';
begin
  if (select auth.role()) is null then
    return;
  end if;
  select j.title into v_job from public.applications a join public.jobs j on j.id = a.job_id
  where a.id = p_interview.application_id;
  select c.user_id, coalesce(nullif(btrim(concat_ws(' ', c.first_name, c.last_name)), ''), 'the candidate') as name
    into v_candidate from public.candidates c where c.id = p_interview.candidate_id;
  insert into public.notifications (user_id, type, title, message, link, data, emailed_at)
  select u, 'interview', p_title, m, l,
    jsonb_build_object('interview_id', p_interview.id, 'application_id', p_interview.application_id), now()
  from (
    select v_candidate.user_id as u,
      format('Your interview for %s %s %s.', v_job, p_verb, v_when) as m,
      '/candidate/dashboard' as l
    union all
    select i, format('The interview with %s for %s %s %s.', v_candidate.name, v_job, p_verb, v_when),
      '/company/application/' || p_interview.application_id
    from unnest(p_interview.interviewer_ids) as i
  ) t
  where u is not null and u is distinct from (select auth.uid());
end;
$function$;
revoke all on function private.notify_interview(public.interviews,text,text) from public, anon, authenticated, service_role;

-- A candidate invitation to someone who already has an account becomes their notice, with the
-- company's own name and terms (once while an earlier notice of that company is unread).
create or replace function private.notify_management_invitation()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_user uuid;
begin
  if new.type = 'candidate' and new.company_id is not null and new.status = 'pending' then
    select u.id into v_user from auth.users u where lower(u.email) = lower(new.email);
    if v_user is not null then
      perform private.insert_management_notice(new, v_user);
    end if;
  end if;
  return new;
end;
$function$;
revoke all on function private.notify_management_invitation() from public, anon, authenticated, service_role;

-- Each mentioned colleague is told in-app and, following their preference, by e-mail.
create or replace function private.notify_note_mentions()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_author text;
  v_candidate text;
  v_user uuid;
begin
  if cardinality(new.mentioned_user_ids) = 0 then
    return null;
  end if;
  select coalesce(nullif(btrim(concat_ws(' ', cu.first_name, cu.last_name)), ''), cu.email, 'A colleague')
    into v_author from public.company_users cu where cu.user_id = new.author_id;
  select coalesce(nullif(btrim(concat_ws(' ', c.first_name, c.last_name)), ''), 'a candidate')
    into v_candidate from public.candidates c where c.id = new.candidate_id;
  foreach v_user in array new.mentioned_user_ids loop
    perform private.notify(v_user, 'mention', 'You were mentioned in a note',
      format('%s mentioned you in a note on %s: "%s"', coalesce(v_author, 'A colleague'), v_candidate,
        case when char_length(new.body) > 200 then left(new.body, 197) || '...' else new.body end),
      case when new.application_id is not null then '/company/application/' || new.application_id
           else '/company/candidates/' || new.candidate_id end,
      jsonb_build_object('note_id', new.id, 'candidate_id', new.candidate_id, 'application_id', new.application_id));
  end loop;
  return null;
end;
$function$;
revoke all on function private.notify_note_mentions() from public, anon, authenticated, service_role;

-- Creates one notification for an action taken through the API (seed and maintenance scripts,
-- which carry no request claims, create none), never for the user whose action caused it.
-- PL/pgSQL, so each session keeps its plan.
create or replace function private.notify(p_user_id uuid, p_type text, p_title text, p_message text, p_link text, p_data jsonb)
 returns void
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  insert into public.notifications (user_id, type, title, message, link, data)
  select p_user_id, p_type, p_title, p_message, p_link, coalesce(p_data, '{}')
  where p_user_id is not null and p_user_id is distinct from (select auth.uid())
    and (select auth.role()) is not null;
end
$function$;
revoke all on function private.notify(uuid,text,text,text,text,jsonb) from public, anon, authenticated, service_role;

create or replace function public.claim_notification_emails(p_limit integer DEFAULT 50)
 returns TABLE(id uuid, email text, type text, title text, message text, link text, send boolean)
 language sql
 security definer
 set search_path TO ''
as $function$
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
$function$;
revoke all on function public.claim_notification_emails(integer) from public, anon, authenticated, service_role;
grant execute on function public.claim_notification_emails(integer) to service_role;

-- Marks every unread notification of the caller read; returns how many changed.
create or replace function public.mark_all_notifications_read()
 returns integer
 language plpgsql
 set search_path TO ''
as $function$
declare
  v_count integer;
begin
  update public.notifications n set is_read = true
  where n.user_id = (select auth.uid()) and not n.is_read;
  get diagnostics v_count = row_count;
  return v_count;
end;
$function$;
revoke all on function public.mark_all_notifications_read() from public, anon, authenticated, service_role;
grant execute on function public.mark_all_notifications_read() to authenticated, service_role;

create or replace function public.mark_notification_read(notification_id uuid)
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  update public.notifications n set is_read = true
  where n.id = mark_notification_read.notification_id and n.user_id = (select auth.uid());
  if not found then
    raise exception 'Notification not found' using errcode = 'P0002';
  end if;
end;
$function$;
revoke all on function public.mark_notification_read(uuid) from public, anon, authenticated, service_role;
grant execute on function public.mark_notification_read(uuid) to authenticated, service_role;

create trigger invitations_notify_management after insert on public.invitations
  for each row execute function private.notify_management_invitation();

create trigger notes_notify_mentions after insert on public.notes
  for each row execute function private.notify_note_mentions();

create trigger notification_preferences_updated_at before update on public.notification_preferences
  for each row execute function private.set_updated_at();

create trigger notifications_guard before update on public.notifications
  for each row execute function private.guard_notifications();

create trigger notifications_live after insert or update or delete on public.notifications
  for each row execute function private.notifications_live();

create trigger notifications_updated_at before update on public.notifications
  for each row execute function private.set_updated_at();

create policy messages_receive on realtime.messages for select to authenticated
  using (extension = 'broadcast' and (select private.can_receive_topic(realtime.topic())));

create policy notification_preferences_delete on public.notification_preferences for delete to authenticated
  using (user_id = (select auth.uid()));

create policy notification_preferences_insert on public.notification_preferences for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy notification_preferences_select on public.notification_preferences for select to authenticated
  using (user_id = (select auth.uid()));

create policy notification_preferences_update on public.notification_preferences for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy notifications_delete on public.notifications for delete to authenticated
  using (user_id = (select auth.uid()));

-- notifications ----------------------------------------------------------------------------------
create policy notifications_select on public.notifications for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_platform_admin()));

create policy notifications_update on public.notifications for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
