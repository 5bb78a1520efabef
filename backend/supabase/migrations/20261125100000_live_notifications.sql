-- Notifications created from real events and sent live over private realtime topics:
--   user:<user id>       the user's own notifications and their own applications' changes
--   company:<company id> "something changed" signals for the company's staff (no row data)
--   vendor:<vendor id>   the same for a vendor's members, about its own submissions and jobs
-- Receivers refetch what changed through the API, so a signal never carries more than RLS shows.

alter table public.notifications drop constraint notifications_type_check;
alter table public.notifications add constraint notifications_type_check
  check (type in ('company_invitation', 'application_update', 'job_assignment', 'system', 'new_application'));
-- The screen an entry opens (a path inside the portal).
alter table public.notifications add column link text check (link is null or link like '/%');
create index notifications_unread_idx on public.notifications (user_id) where not is_read;

-- E-mail per user and event type; in-app notifications are always on. No row means e-mail on.
create table public.notification_preferences (
  user_id uuid not null references auth.users (id) on delete cascade default auth.uid(),
  type text not null check (type in ('company_invitation', 'application_update', 'job_assignment', 'new_application')),
  email boolean not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, type)
);
alter table public.notification_preferences enable row level security;
create policy notification_preferences_select on public.notification_preferences for select to authenticated
  using (user_id = (select auth.uid()));
create policy notification_preferences_insert on public.notification_preferences for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy notification_preferences_update on public.notification_preferences for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy notification_preferences_delete on public.notification_preferences for delete to authenticated
  using (user_id = (select auth.uid()));
revoke all on public.notification_preferences from anon;
create trigger notification_preferences_updated_at before update on public.notification_preferences
  for each row execute function private.set_updated_at();

-- Creates one notification for an action taken through the API (seed and maintenance scripts,
-- which carry no request claims, create none), never for the user whose action caused it.
create or replace function private.notify(p_user_id uuid, p_type text, p_title text, p_message text, p_link text, p_data jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, type, title, message, link, data)
  select p_user_id, p_type, p_title, p_message, p_link, coalesce(p_data, '{}')
  where p_user_id is not null and p_user_id is distinct from (select auth.uid())
    and (select auth.role()) is not null
$$;

-- Everyone who runs a vendor's work: its owner account and its admins.
create or replace function private.vendor_admin_user_ids(p_vendor_id uuid)
returns setof uuid
language sql stable
security definer
set search_path = ''
as $$
  select v.user_id from public.vendors v where v.id = p_vendor_id and v.user_id is not null
  union
  select tvu.user_id from public.talent_vendor_users tvu
  where tvu.vendor_id = p_vendor_id and tvu.role = 'admin' and tvu.user_id is not null
$$;

-- How a status reads to candidates and vendors (the company side says 'New' for applied).
create or replace function private.status_label(p_status text)
returns text
language sql immutable
set search_path = ''
as $$
  select case p_status
    when 'applied' then 'Applied'
    when 'reviewing' then 'Under Review'
    when 'interview' then 'Interview'
    when 'offered' then 'Offered'
    when 'hired' then 'Hired'
    when 'rejected' then 'Not Selected'
    else p_status
  end
$$;

-- Topics a signed-in user may receive (SELECT on realtime.messages). Nobody may send.
create or replace function private.can_receive_topic(p_topic text)
returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select case
    when p_topic is null or (select auth.uid()) is null then false
    when p_topic = 'user:' || (select auth.uid())::text then true
    when p_topic like 'company:%' then exists (
      select 1 from private.active_company_ids() as ids(id) where 'company:' || ids.id::text = p_topic)
    when p_topic like 'vendor:%' then exists (
      select 1 from private.member_vendor_ids() as ids(id) where 'vendor:' || ids.id::text = p_topic)
    else false
  end
$$;

create policy messages_receive on realtime.messages for select to authenticated
  using (extension = 'broadcast' and (select private.can_receive_topic(realtime.topic())));

-- A live "changed" signal on a private topic.
create or replace function private.signal(p_topic text, p_table text, p_operation text, p_extra jsonb default '{}')
returns void
language sql
security definer
set search_path = ''
as $$
  select realtime.send(jsonb_build_object('table', p_table, 'operation', p_operation) || coalesce(p_extra, '{}'), 'change', p_topic, true)
$$;

-- Applications: the job's owner and assignee hear of a new one; the candidate and the
-- submitting vendor hear of a stage change; every party's screens are told to refresh.
create or replace function private.applications_live()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.applications := case when tg_op = 'DELETE' then old else new end;
  v_job record;
  v_candidate record;
  v_user uuid;
begin
  select j.id, j.title, j.company_id, j.created_by, ja.assigned_to_user_id into v_job
  from public.jobs j left join public.job_assignments ja on ja.job_id = j.id
  where j.id = v_row.job_id;
  select c.user_id, c.first_name, c.last_name into v_candidate from public.candidates c where c.id = v_row.candidate_id;

  if tg_op = 'INSERT' then
    for v_user in select distinct u from unnest(array[v_job.created_by, v_job.assigned_to_user_id]) as u where u is not null loop
      perform private.notify(v_user, 'new_application', 'New application',
        format('%s applied to %s.', btrim(concat_ws(' ', v_candidate.first_name, v_candidate.last_name)), v_job.title),
        '/company/application/' || new.id,
        jsonb_build_object('application_id', new.id, 'job_id', new.job_id));
    end loop;
  elsif tg_op = 'UPDATE' and new.status is distinct from old.status then
    perform private.notify(v_candidate.user_id, 'application_update', 'Application update',
      format('Your application for %s is now %s.', v_job.title, private.status_label(new.status)),
      '/candidate/application/' || new.id,
      jsonb_build_object('application_id', new.id, 'job_id', new.job_id, 'status', new.status));
    if new.applied_by_vendor_id is not null then
      for v_user in
        select u from private.vendor_admin_user_ids(new.applied_by_vendor_id) as u
        union
        select tvu.user_id from public.talent_vendor_users tvu
        where tvu.user_id = new.applied_by_user_id and tvu.vendor_id = new.applied_by_vendor_id
      loop
        perform private.notify(v_user, 'application_update', 'Submission update',
          format('%s for %s is now %s.', btrim(concat_ws(' ', v_candidate.first_name, v_candidate.last_name)), v_job.title,
            private.status_label(new.status)),
          '/talent-vendor/dashboard',
          jsonb_build_object('application_id', new.id, 'job_id', new.job_id, 'status', new.status));
      end loop;
    end if;
  end if;

  if v_job.company_id is not null then
    perform private.signal('company:' || v_job.company_id, 'applications', tg_op);
  end if;
  if v_candidate.user_id is not null then
    perform private.signal('user:' || v_candidate.user_id, 'applications', tg_op,
      jsonb_build_object('id', v_row.id, 'status', v_row.status));
  end if;
  if v_row.applied_by_vendor_id is not null then
    perform private.signal('vendor:' || v_row.applied_by_vendor_id, 'applications', tg_op);
  end if;
  return null;
end;
$$;

create trigger applications_live after insert or update or delete on public.applications
  for each row execute function private.applications_live();

-- Jobs and staff assignments: the company's job lists and boards refresh.
create or replace function private.jobs_live()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_company uuid;
begin
  if tg_table_name = 'jobs' then
    v_company := case when tg_op = 'DELETE' then old.company_id else new.company_id end;
  else
    select j.company_id into v_company from public.jobs j
    where j.id = case when tg_op = 'DELETE' then old.job_id else new.job_id end;
  end if;
  if v_company is not null then
    perform private.signal('company:' || v_company, tg_table_name, tg_op);
  end if;
  return null;
end;
$$;

create trigger jobs_live after insert or update or delete on public.jobs
  for each row execute function private.jobs_live();
create trigger job_assignments_live after insert or update or delete on public.job_assignments
  for each row execute function private.jobs_live();

-- A job assigned to or released from a vendor: its admins (and the recruiter it names) are told.
create or replace function private.vendor_job_assignments_live()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.vendor_job_assignments := case when tg_op = 'DELETE' then old else new end;
  v_job record;
  v_user uuid;
  v_released boolean := tg_op = 'DELETE';
begin
  select j.title, j.company_id, c.name as company_name into v_job
  from public.jobs j join public.companies c on c.id = j.company_id where j.id = v_row.job_id;
  if tg_op in ('INSERT', 'DELETE') and v_job.title is not null then
    for v_user in
      select u from private.vendor_admin_user_ids(v_row.vendor_id) as u
      union
      select tvu.user_id from public.talent_vendor_users tvu where tvu.id = v_row.assigned_to_recruiter_id
    loop
      perform private.notify(v_user, 'job_assignment',
        case when v_released then 'Job released' else 'Job assigned' end,
        case when v_released then format('%s released %s from your agency.', v_job.company_name, v_job.title)
             else format('%s assigned %s to your agency.', v_job.company_name, v_job.title) end,
        '/talent-vendor/dashboard',
        jsonb_build_object('job_id', v_row.job_id, 'vendor_id', v_row.vendor_id));
    end loop;
  end if;
  perform private.signal('vendor:' || v_row.vendor_id, 'vendor_job_assignments', tg_op);
  if v_job.company_id is not null then
    perform private.signal('company:' || v_job.company_id, 'vendor_job_assignments', tg_op);
  end if;
  return null;
end;
$$;

create trigger vendor_job_assignments_live after insert or update or delete on public.vendor_job_assignments
  for each row execute function private.vendor_job_assignments_live();

-- Every change to a notification reaches its user's open tabs (new entry, read, dismissed).
create or replace function private.notifications_live()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
begin
  perform realtime.broadcast_changes('user:' || v_user, 'notification', tg_op, tg_table_name, tg_table_schema, new, old);
  return null;
end;
$$;

create trigger notifications_live after insert or update or delete on public.notifications
  for each row execute function private.notifications_live();

-- Marks every unread notification of the caller read; returns how many changed.
create or replace function public.mark_all_notifications_read()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.notifications n set is_read = true
  where n.user_id = (select auth.uid()) and not n.is_read;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

revoke execute on function private.notify(uuid, text, text, text, text, jsonb), private.vendor_admin_user_ids(uuid),
  private.can_receive_topic(text), private.signal(text, text, text, jsonb), private.applications_live(),
  private.jobs_live(), private.vendor_job_assignments_live(), private.notifications_live(), private.status_label(text)
  from public, anon, authenticated;
grant execute on function private.can_receive_topic(text) to authenticated;
revoke execute on function public.mark_all_notifications_read() from public, anon;
grant execute on function public.mark_all_notifications_read() to authenticated;
