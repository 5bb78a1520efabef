-- Candidate ownership between vendors (the right to represent). A vendor's first submission of a
-- person to a company's jobs makes that vendor the person's owner at the company for the company's
-- ownership window (default 6 months). Every application made for that person at that company
-- inside the window is credited to the owner, whoever puts the person forward: another vendor, the
-- company or the person applying directly. When the one putting them forward is not the owner the
-- decision is recorded as an ownership conflict, the company's admins and the job's owner and
-- assignee are notified, and every decision goes to the audit trail. A submission refused by the
-- one-open-application rule changes nothing, so it leaves no record.

alter table public.company_pipeline_settings
  add column ownership_window_months smallint not null default 6
    constraint company_pipeline_settings_ownership_window_valid check (ownership_window_months between 1 and 24);

-- The company's ownership window (its setting, else six months).
create or replace function private.ownership_window(p_company_id uuid)
returns interval
language sql stable security definer
set search_path = ''
as $$
  select make_interval(months => coalesce(
    (select s.ownership_window_months from public.company_pipeline_settings s where s.company_id = p_company_id), 6))
$$;
revoke all on function private.ownership_window(uuid) from public, anon, authenticated;

-- Who applied for the job is credited with the application: the vendor that submitted it, or
-- the vendor owning the person at the company when someone else put them forward.
alter table public.applications
  add column credited_vendor_id uuid references public.vendors (id) on delete set null;
create index applications_credited_vendor_idx on public.applications (credited_vendor_id)
  where credited_vendor_id is not null;

-- One row per ownership: the vendor, the person, the company and when it began. It lasts the
-- company's window from its start (a changed window applies to running ownerships too); a new one
-- begins only when none is running, so ownerships of one person at one company never overlap.
create table public.candidate_ownerships (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  person_id uuid not null,
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  application_id uuid references public.applications (id) on delete set null,
  starts_at timestamptz not null default now()
);
create index candidate_ownerships_person_idx on public.candidate_ownerships (company_id, person_id, starts_at desc);
create index candidate_ownerships_vendor_idx on public.candidate_ownerships (vendor_id);
create index candidate_ownerships_application_idx on public.candidate_ownerships (application_id);

create table public.ownership_conflicts (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  job_id uuid references public.jobs (id) on delete set null,
  person_id uuid not null,
  application_id uuid references public.applications (id) on delete set null,
  ownership_id uuid references public.candidate_ownerships (id) on delete set null,
  owner_vendor_id uuid references public.vendors (id) on delete set null,
  challenger_kind text not null check (challenger_kind in ('vendor', 'company', 'candidate')),
  challenger_vendor_id uuid references public.vendors (id) on delete set null,
  challenger_user_id uuid references auth.users (id) on delete set null,
  -- What the challenger's application is known as ('Direct', 'Company-managed', 'Vendor · Recruiter').
  challenger_label text not null,
  decision text not null default 'credited_to_owner' check (decision in ('credited_to_owner')),
  created_at timestamptz not null default now()
);
create index ownership_conflicts_company_idx on public.ownership_conflicts (company_id, created_at desc, id desc);
create index ownership_conflicts_job_idx on public.ownership_conflicts (job_id);
create index ownership_conflicts_application_idx on public.ownership_conflicts (application_id);
create index ownership_conflicts_ownership_idx on public.ownership_conflicts (ownership_id);
create index ownership_conflicts_owner_idx on public.ownership_conflicts (owner_vendor_id);
create index ownership_conflicts_challenger_vendor_idx on public.ownership_conflicts (challenger_vendor_id);
create index ownership_conflicts_challenger_user_idx on public.ownership_conflicts (challenger_user_id);

-- Company admins and managers read their company's ownerships and conflicts; rows come only from
-- the triggers below.
alter table public.candidate_ownerships enable row level security;
alter table public.ownership_conflicts enable row level security;
create policy candidate_ownerships_select on public.candidate_ownerships for select to authenticated
  using (company_id = any (array(select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
         or (select private.is_platform_admin()));
create policy ownership_conflicts_select on public.ownership_conflicts for select to authenticated
  using (company_id = any (array(select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
         or (select private.is_platform_admin()));
revoke all on public.candidate_ownerships, public.ownership_conflicts from anon, authenticated;
grant select on public.candidate_ownerships, public.ownership_conflicts to authenticated;

-- The ownership running for a person at a company now, if any.
create or replace function private.current_ownership(p_company_id uuid, p_person_id uuid)
returns public.candidate_ownerships
language sql stable security definer
set search_path = ''
as $$
  select o.* from public.candidate_ownerships o
  where o.company_id = p_company_id and o.person_id = p_person_id
    and o.starts_at > now() - private.ownership_window(p_company_id)
  order by o.starts_at desc
  limit 1
$$;
revoke all on function private.current_ownership(uuid, uuid) from public, anon, authenticated;

-- Before insert (named to run after the person, the company and the one-open-application check
-- are settled): decides whom the application is credited to. The lock per company and person makes
-- two submissions at once queue, so only one of them can begin an ownership.
create or replace function private.credit_application()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_owner public.candidate_ownerships;
begin
  new.credited_vendor_id := null;
  if new.person_id is null or new.company_id is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('ownership:' || new.company_id || ':' || new.person_id, 0));
  v_owner := private.current_ownership(new.company_id, new.person_id);
  new.credited_vendor_id := coalesce(v_owner.vendor_id, case when new.source = 'vendor' then new.applied_by_vendor_id end);
  return new;
end;
$$;

create trigger applications_vendor_credit before insert on public.applications
  for each row execute function private.credit_application();

-- The company's admins and the job's owner and assignee.
create or replace function private.ownership_conflict_recipients(p_company_id uuid, p_job_id uuid)
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select cu.user_id from public.company_users cu
  where cu.company_id = p_company_id and cu.role in ('company_admin', 'subscription_admin')
  union
  select j.created_by from public.jobs j where j.id = p_job_id and j.created_by is not null
  union
  select ja.assigned_to_user_id from public.job_assignments ja
  where ja.job_id = p_job_id and ja.assigned_to_user_id is not null
$$;
revoke all on function private.ownership_conflict_recipients(uuid, uuid) from public, anon, authenticated;

-- After insert: begins the ownership of a vendor's first submission, or records the conflict when
-- the application is credited to a vendor other than the one that made it; audits either decision.
create or replace function private.record_application_credit()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_owner public.candidate_ownerships;
  v_conflict public.ownership_conflicts;
  v_owner_name text;
  v_job_title text;
  v_user uuid;
begin
  if new.credited_vendor_id is null then
    return null;
  end if;
  v_owner := private.current_ownership(new.company_id, new.person_id);
  if v_owner.id is null then
    insert into public.candidate_ownerships (company_id, person_id, vendor_id, application_id)
    values (new.company_id, new.person_id, new.credited_vendor_id, new.id)
    returning * into v_owner;
    perform audit.append('ownership.started', 'application', new.id::text, new.company_id,
      jsonb_build_object('vendor_id', v_owner.vendor_id, 'person_id', new.person_id,
                         'until', (v_owner.starts_at + private.ownership_window(new.company_id))::date));
    return null;
  end if;
  if new.source = 'vendor' and new.applied_by_vendor_id = v_owner.vendor_id then
    perform audit.append('ownership.credited', 'application', new.id::text, new.company_id,
      jsonb_build_object('vendor_id', v_owner.vendor_id, 'ownership_id', v_owner.id));
    return null;
  end if;

  insert into public.ownership_conflicts (company_id, job_id, person_id, application_id, ownership_id,
    owner_vendor_id, challenger_kind, challenger_vendor_id, challenger_user_id, challenger_label)
  values (new.company_id, new.job_id, new.person_id, new.id, v_owner.id, v_owner.vendor_id, new.source,
    case when new.source = 'vendor' then new.applied_by_vendor_id end,
    coalesce(new.applied_by_user_id, (select auth.uid())),
    coalesce(new.source_label, private.application_source_label(new)))
  returning * into v_conflict;
  perform audit.append('ownership.conflict', 'application', new.id::text, new.company_id,
    jsonb_build_object('conflict_id', v_conflict.id, 'owner_vendor_id', v_owner.vendor_id,
                       'challenger', new.source, 'challenger_vendor_id', v_conflict.challenger_vendor_id,
                       'decision', v_conflict.decision));

  select v.vendor_name into v_owner_name from public.vendors v where v.id = v_owner.vendor_id;
  select j.title into v_job_title from public.jobs j where j.id = new.job_id;
  for v_user in select private.ownership_conflict_recipients(new.company_id, new.job_id) loop
    perform private.notify(v_user, 'ownership_conflict', 'Ownership conflict',
      format('%s put forward a candidate %s represents for %s; the application is credited to %s.',
             v_conflict.challenger_label, coalesce(v_owner_name, 'another vendor'), coalesce(v_job_title, 'a job'),
             coalesce(v_owner_name, 'the owning vendor')),
      '/company/ownership', jsonb_build_object('conflict_id', v_conflict.id, 'application_id', new.id));
  end loop;
  return null;
end;
$$;

create trigger applications_vendor_credit_record after insert on public.applications
  for each row execute function private.record_application_credit();

-- Notification and e-mail preference type of ownership conflicts.
alter table public.notifications drop constraint notifications_type_check;
alter table public.notifications add constraint notifications_type_check
  check (type in ('company_invitation', 'application_update', 'job_assignment', 'system', 'new_application',
                  'mention', 'interview', 'ownership_conflict'));
alter table public.notification_preferences drop constraint notification_preferences_type_check;
alter table public.notification_preferences add constraint notification_preferences_type_check
  check (type in ('company_invitation', 'application_update', 'job_assignment', 'new_application',
                  'mention', 'interview', 'ownership_conflict'));

-- Vendor submissions made before ownership existed are credited to their vendor; each person's
-- earliest vendor submission to a company inside the default window begins an ownership.
alter table public.applications disable trigger user;
update public.applications set credited_vendor_id = applied_by_vendor_id
where source = 'vendor' and applied_by_vendor_id is not null;
alter table public.applications enable trigger user;
insert into public.candidate_ownerships (company_id, person_id, vendor_id, application_id, starts_at)
select distinct on (a.company_id, a.person_id) a.company_id, a.person_id, a.applied_by_vendor_id, a.id, a.applied_at
from public.applications a
where a.source = 'vendor' and a.applied_by_vendor_id is not null and a.person_id is not null
  and a.company_id is not null and a.applied_at > now() - interval '6 months'
order by a.company_id, a.person_id, a.applied_at, a.id;

-- The caller's company's ownership settings.
create or replace function public.get_ownership_settings()
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case when co.id is null then null else jsonb_build_object(
    'ownership_window_months', coalesce(s.ownership_window_months, 6)) end
  from (select private.current_company_id() as id) co
  left join public.company_pipeline_settings s on s.company_id = co.id
$$;
revoke all on function public.get_ownership_settings() from public, anon;
grant execute on function public.get_ownership_settings() to authenticated;

-- Company and subscription admins of an active company set the window (whole months, 1 to 24).
create or replace function public.save_ownership_settings(p_window_months integer)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_company uuid;
  v_old smallint;
begin
  select ids.id into v_company
  from private.active_company_ids(array['company_admin', 'subscription_admin']) ids(id) limit 1;
  if v_company is null then
    raise exception 'Only company admins can change ownership settings' using errcode = '42501';
  end if;
  if p_window_months is null or p_window_months not between 1 and 24 then
    raise exception 'The ownership window must be between 1 and 24 months' using errcode = '22023';
  end if;
  select s.ownership_window_months into v_old from public.company_pipeline_settings s where s.company_id = v_company;
  insert into public.company_pipeline_settings (company_id, rejection_reasons, ownership_window_months)
  values (v_company, private.default_rejection_reasons(), p_window_months)
  on conflict (company_id) do update set ownership_window_months = excluded.ownership_window_months;
  if coalesce(v_old, 6) <> p_window_months then
    perform audit.append('ownership.settings_changed', 'company', v_company::text, v_company,
      jsonb_build_object('window_months', p_window_months));
  end if;
  return public.get_ownership_settings();
end;
$$;
revoke all on function public.save_ownership_settings(integer) from public, anon;
grant execute on function public.save_ownership_settings(integer) to authenticated;

-- The caller's company's conflicts, newest first, a page at a time (admins and managers).
create or replace function public.list_ownership_conflicts(p_page integer default 1, p_page_size integer default 10)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_company uuid;
  v_size integer := least(greatest(coalesce(p_page_size, 10), 1), 50);
  v_offset integer := (greatest(coalesce(p_page, 1), 1) - 1) * least(greatest(coalesce(p_page_size, 10), 1), 50);
begin
  select ids.id into v_company
  from private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager']) ids(id) limit 1;
  if v_company is null then
    raise exception 'Only company admins and managers can see ownership conflicts' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'total', (select count(*) from public.ownership_conflicts oc where oc.company_id = v_company),
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', oc.id,
          'created_at', oc.created_at,
          'job_id', oc.job_id,
          'job_title', j.title,
          'application_id', oc.application_id,
          'candidate_name', nullif(btrim(c.first_name || ' ' || c.last_name), ''),
          'owner_name', ov.vendor_name,
          'owner_since', o.starts_at,
          'owner_until', o.starts_at + private.ownership_window(v_company),
          'challenger_kind', oc.challenger_kind,
          'challenger_label', oc.challenger_label,
          'decision', oc.decision) order by oc.created_at desc, oc.id desc)
      from (select * from public.ownership_conflicts x where x.company_id = v_company
            order by x.created_at desc, x.id desc limit v_size offset v_offset) oc
      left join public.jobs j on j.id = oc.job_id
      left join public.applications a on a.id = oc.application_id
      left join public.candidates c on c.id = a.candidate_id
      left join public.vendors ov on ov.id = oc.owner_vendor_id
      left join public.candidate_ownerships o on o.id = oc.ownership_id), '[]'));
end;
$$;
revoke all on function public.list_ownership_conflicts(integer, integer) from public, anon;
grant execute on function public.list_ownership_conflicts(integer, integer) to authenticated;
