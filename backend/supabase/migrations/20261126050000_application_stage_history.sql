-- Stage history: every change of an application's status is recorded (from, to, who, when, why),
-- starting with its submission. Written only by triggers, so no client path can skip or forge it.
create table public.application_stage_history (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  -- null on the first entry: the submission
  from_status text,
  to_status text not null,
  actor_id uuid references auth.users (id) on delete set null,
  reason text,
  created_at timestamptz not null default now()
);
create index application_stage_history_application_idx
  on public.application_stage_history (application_id, created_at, id);
create index application_stage_history_actor_idx on public.application_stage_history (actor_id);

-- When the current stage began: the board's "days in stage" and the export's "last change" read it
-- from the row instead of the history.
alter table public.applications add column status_changed_at timestamptz not null default now();

-- Team members who may work on an application (move, note, schedule, score): company and
-- subscription admins, managers and recruiters for the jobs the team hierarchy gives them,
-- partner recruiters only on jobs assigned to them, and only while the company is active. The
-- hierarchy is private.staff_job_ids() answered for one job, so one check stays one index probe.
create or replace function private.can_work_job(p_job_id uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.jobs j
    join public.company_users me on me.company_id = j.company_id and me.user_id = (select auth.uid())
    left join public.job_assignments a on a.job_id = j.id
    left join public.company_users assignee on assignee.user_id = a.assigned_to_user_id
    where j.id = p_job_id
      and private.company_is_active(j.company_id)
      and (me.role in ('company_admin', 'subscription_admin')
        or (me.role = 'manager' and (j.created_by = me.user_id or a.id is null
             or a.assigned_to_user_id = me.user_id or assignee.manager_id = me.user_id))
        or (me.role = 'recruiter' and (j.created_by = me.user_id or a.assigned_to_user_id = me.user_id))
        or (me.role = 'partner_recruiter' and a.assigned_to_user_id = me.user_id))
  )
$$;

create or replace function private.can_work_application(application_id uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select private.can_work_job(a.job_id) from public.applications a
                   where a.id = can_work_application.application_id), false)
$$;

-- Staff of the application's company who see it: they read reasons and who moved it.
create or replace function private.is_team_application(p_application_id uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.applications a
    join public.company_users me on me.company_id = a.company_id and me.user_id = (select auth.uid())
    where a.id = p_application_id
      and (me.role in ('company_admin', 'subscription_admin') or a.job_id in (select private.staff_job_ids()))
  )
$$;

revoke all on function private.can_work_job(uuid), private.can_work_application(uuid),
  private.is_team_application(uuid) from public, anon;
grant execute on function private.can_work_job(uuid), private.can_work_application(uuid),
  private.is_team_application(uuid) to authenticated, service_role;

-- The entries of a new application: its submission on the applied date, and its first stage when
-- it starts further along (a company may file a candidate straight into review).
create or replace function private.record_application_start(p_application public.applications, p_actor uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.application_stage_history (application_id, from_status, to_status, actor_id, created_at)
  select p_application.id, null, 'applied', p_actor, p_application.applied_at
  union all
  select p_application.id, 'applied', p_application.status, p_actor, p_application.status_changed_at
  where p_application.status <> 'applied'
$$;

-- The reason of a change rides in a transaction-local setting, set by the RPCs that take one.
create or replace function private.stage_history_on_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.record_application_start(new, auth.uid());
  else
    insert into public.application_stage_history (application_id, from_status, to_status, actor_id, reason, created_at)
    values (new.id, old.status, new.status, auth.uid(),
            nullif(current_setting('portal.stage_reason', true), ''), new.status_changed_at);
  end if;
  return null;
end;
$$;

-- The stage start moves only with the status, whatever a client sends.
create or replace function private.stamp_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.status_changed_at := new.applied_at;
  elsif new.status is distinct from old.status then
    new.status_changed_at := now();
  else
    new.status_changed_at := old.status_changed_at;
  end if;
  return new;
end;
$$;

-- Runs after applications_guard (alphabetical), which fixes applied_at for API inserts.
create trigger applications_stamp_status before insert or update on public.applications
  for each row execute function private.stamp_status_change();
create trigger applications_stage_history_insert after insert on public.applications
  for each row execute function private.stage_history_on_change();
create trigger applications_stage_history_update after update of status on public.applications
  for each row when (old.status is distinct from new.status)
  execute function private.stage_history_on_change();

-- Existing applications: the submission on the applied date; a later stage from the last update.
update public.applications set status_changed_at = case when status = 'applied' then applied_at else updated_at end;
select private.record_application_start(a, null) from public.applications a;

alter table public.application_stage_history enable row level security;

-- Rows follow the application: the team that sees it, the candidate, the submitting vendor.
create policy application_stage_history_select on public.application_stage_history for select to authenticated
  using (application_id in (select a.id from public.applications a));

-- Candidates and vendors see which stages and when, never who moved it or why: the API reads only
-- these columns; the team gets actor and reason from get_application_timeline.
revoke all on public.application_stage_history from anon, authenticated;
grant select (id, application_id, from_status, to_status, created_at) on public.application_stage_history to authenticated;

-- The timeline of one application, oldest first. Actor name and reason only for the team.
create or replace function public.get_application_timeline(p_application_id uuid)
returns table (id uuid, from_status text, to_status text, created_at timestamptz, actor_name text, reason text)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_team boolean;
begin
  if not exists (select 1 from public.applications a where a.id = p_application_id
                 and (private.is_platform_admin() or private.is_team_application(a.id)
                      or a.candidate_id in (select private.own_candidate_ids())
                      or a.applied_by_vendor_id in (select private.member_vendor_ids()))) then
    return;
  end if;
  v_team := private.is_platform_admin() or private.is_team_application(p_application_id);
  return query
    select h.id, h.from_status, h.to_status, h.created_at,
           case when v_team then nullif(btrim(concat_ws(' ', cu.first_name, cu.last_name)), '') end,
           case when v_team then h.reason end
    from public.application_stage_history h
    left join public.company_users cu on cu.user_id = h.actor_id
    where h.application_id = p_application_id
    order by h.created_at, h.from_status nulls first, h.id;
end;
$$;
revoke all on function public.get_application_timeline(uuid) from public, anon;
grant execute on function public.get_application_timeline(uuid) to authenticated, service_role;
