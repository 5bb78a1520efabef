-- Notes the hiring team keeps on an application or on a candidate, with @mentions of colleagues.
-- A note belongs to one company and only that company's team reads it: candidates, vendors and
-- other companies (partners included) never see a note.

-- Notification types of this migration: mentions and interview invitations.
alter table public.notifications drop constraint notifications_type_check;
alter table public.notifications add constraint notifications_type_check
  check (type in ('company_invitation', 'application_update', 'job_assignment', 'system', 'new_application',
                  'mention', 'interview'));
alter table public.notification_preferences drop constraint notification_preferences_type_check;
alter table public.notification_preferences add constraint notification_preferences_type_check
  check (type in ('company_invitation', 'application_update', 'job_assignment', 'new_application',
                  'mention', 'interview'));

-- The caller is staff of that company.
create or replace function private.is_company_staff(p_company_id uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.company_users cu
                 where cu.user_id = (select auth.uid()) and cu.company_id = p_company_id)
$$;

-- Every id is a member of that company's team.
create or replace function private.all_team_members(p_company_id uuid, p_user_ids uuid[])
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select not exists (
    select 1 from unnest(coalesce(p_user_ids, '{}')) as u(id)
    where not exists (select 1 from public.company_users cu where cu.user_id = u.id and cu.company_id = p_company_id)
  )
$$;

create table public.notes (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  candidate_id uuid not null references public.candidates (id) on delete cascade,
  -- Null for a note on the candidate as a whole.
  application_id uuid references public.applications (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  body text not null check (char_length(btrim(body)) between 1 and 5000),
  mentioned_user_ids uuid[] not null default '{}' check (cardinality(mentioned_user_ids) <= 20),
  created_at timestamptz not null default now()
);
create index notes_application_idx on public.notes (application_id, created_at desc) where application_id is not null;
create index notes_candidate_idx on public.notes (candidate_id, company_id, created_at desc);
create index notes_company_idx on public.notes (company_id);
alter table public.notes enable row level security;

create policy notes_select on public.notes for select to authenticated
  using (
    (select private.is_company_staff(company_id))
    and (case when application_id is null then candidate_id in (select private.visible_candidate_ids())
              else (select private.is_team_application(application_id)) end)
  );
-- Who may write on an application follows who may work on it; a candidate note needs the
-- candidate in the writer's sight. The trigger below fills the company and checks mentions.
create policy notes_insert on public.notes for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and (select private.is_company_staff(company_id))
    and (case when application_id is null then candidate_id in (select private.visible_candidate_ids())
              else (select private.can_work_application(application_id)) end)
  );
create policy notes_delete on public.notes for delete to authenticated
  using (author_id = (select auth.uid()));

revoke all on public.notes from anon;
revoke insert, update on public.notes from authenticated;
grant insert (candidate_id, application_id, body, mentioned_user_ids) on public.notes to authenticated;

create or replace function private.prepare_note()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_app public.applications;
begin
  if (select auth.uid()) is not null then
    new.author_id := (select auth.uid());
  end if;
  new.body := btrim(coalesce(new.body, ''));
  if new.body = '' then
    raise exception 'Write something before saving the note' using errcode = '22023';
  end if;
  if char_length(new.body) > 5000 then
    raise exception 'A note can be at most 5000 characters' using errcode = '22023';
  end if;
  if new.application_id is not null then
    select * into v_app from public.applications where id = new.application_id;
    if not found then
      raise exception 'Application not found' using errcode = 'P0002';
    end if;
    new.candidate_id := v_app.candidate_id;
    new.company_id := v_app.company_id;
  elsif new.company_id is null then
    select cu.company_id into new.company_id from public.company_users cu where cu.user_id = new.author_id;
    if new.company_id is null then
      raise exception 'Only company team members can write notes' using errcode = '42501';
    end if;
  end if;
  new.mentioned_user_ids := array(select distinct u from unnest(new.mentioned_user_ids) as u where u is not null);
  if not private.all_team_members(new.company_id, new.mentioned_user_ids) then
    raise exception 'You can only mention members of your team' using errcode = '22023';
  end if;
  return new;
end;
$$;

create trigger notes_prepare before insert on public.notes
  for each row execute function private.prepare_note();

-- Each mentioned colleague is told in-app and, following their preference, by e-mail.
create or replace function private.notify_note_mentions()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
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
$$;

create trigger notes_notify_mentions after insert on public.notes
  for each row execute function private.notify_note_mentions();

revoke all on function private.is_company_staff(uuid),
  private.all_team_members(uuid, uuid[]), private.prepare_note(), private.notify_note_mentions() from public, anon;
grant execute on function private.is_company_staff(uuid),
  private.all_team_members(uuid, uuid[]) to authenticated, service_role;
