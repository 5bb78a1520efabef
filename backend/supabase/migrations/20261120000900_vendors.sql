-- Talent vendors, their recruiters, tiers and job assignments.

-- SQL function bodies may name functions defined in a later file; they are checked when called.
set local check_function_bodies = off;

create or replace function private.check_vendor_job_assignment()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_joined timestamptz;
  v_member boolean;
begin
  if new.assigned_to_recruiter_id is not null
     and (tg_op = 'INSERT' or new.assigned_to_recruiter_id is distinct from old.assigned_to_recruiter_id) then
    select true, tvu.joined_at into v_member, v_joined
    from public.talent_vendor_users tvu
    where tvu.id = new.assigned_to_recruiter_id and tvu.vendor_id = new.vendor_id;
    if v_member is null then
      raise exception 'The recruiter must belong to the assigned vendor' using errcode = '23514';
    end if;
    if v_joined is null then
      raise exception 'This recruiter has not accepted their invitation yet and cannot be assigned jobs'
        using errcode = '23514';
    end if;
  end if;
  if tg_op = 'UPDATE' and private.is_guarded_caller()
     and (new.job_id is distinct from old.job_id or new.vendor_id is distinct from old.vendor_id) then
    raise exception 'Reassign by removing and adding the vendor assignment' using errcode = '42501';
  end if;
  if tg_op = 'INSERT' and private.is_api_caller() then
    new.assigned_by_user_id := auth.uid();
  end if;
  return new;
end;
$function$;
revoke all on function private.check_vendor_job_assignment() from public, anon, authenticated, service_role;
grant execute on function private.check_vendor_job_assignment() to authenticated, service_role;

create or replace function private.guard_talent_vendor_users()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  if private.is_guarded_caller() then
    if tg_op = 'INSERT' and new.role <> 'recruiter' then
      raise exception 'Vendor admins can only add recruiters' using errcode = '42501';
    end if;
    if tg_op = 'UPDATE' and (new.role is distinct from old.role or new.user_id is distinct from old.user_id
                             or new.vendor_id is distinct from old.vendor_id) then
      raise exception 'Vendor memberships cannot change role, user or vendor' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$function$;
revoke all on function private.guard_talent_vendor_users() from public, anon, authenticated, service_role;
grant execute on function private.guard_talent_vendor_users() to authenticated, service_role;

create or replace function private.guard_talent_vendors()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  if tg_op = 'INSERT' then
    new.status := 'invited';
    if private.is_api_caller() then
      new.invited_by_user_id := auth.uid();
    end if;
  end if;
  return new;
end;
$function$;
revoke all on function private.guard_talent_vendors() from public, anon, authenticated, service_role;
grant execute on function private.guard_talent_vendors() to authenticated, service_role;

-- Only the company places a vendor in a tier, and an assignment starts when it is made.
-- Invoker rights: is_api_caller tells API callers by the current role.
create or replace function private.guard_vendor_tier()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  if not private.is_api_caller() or private.is_platform_admin() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
  elsif (new.tier is distinct from old.tier or new.created_at is distinct from old.created_at)
        and new.job_id not in (select private.staff_job_ids()) then
    raise exception 'Only the company can change a vendor''s release tier' using errcode = '42501';
  elsif new.created_at is distinct from old.created_at then
    new.created_at := old.created_at;
  end if;
  return new;
end;
$function$;
revoke all on function private.guard_vendor_tier() from public, anon, authenticated, service_role;

create or replace function private.guard_vendors()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  if tg_op = 'INSERT' then
    if new.vendor_id is null or new.vendor_id !~ '^VENDOR-[A-Z0-9]{8}$' then
      new.vendor_id := private.new_vendor_code();
    end if;
    if private.is_api_caller() then
      new.created_by := auth.uid();
      -- A vendor registered by company staff partners with that company.
      new.company_id := coalesce(new.company_id, private.current_company_id());
    end if;
  elsif private.is_guarded_caller()
     and (new.vendor_id is distinct from old.vendor_id or new.company_id is distinct from old.company_id
          or new.user_id is distinct from old.user_id or new.created_by is distinct from old.created_by) then
    raise exception 'Vendor identity and ownership cannot be changed' using errcode = '42501';
  end if;
  return new;
end;
$function$;
revoke all on function private.guard_vendors() from public, anon, authenticated, service_role;
grant execute on function private.guard_vendors() to authenticated, service_role;

-- The first sign-in of a vendor member marks them joined.
create or replace function private.mark_vendor_member_joined()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  update public.talent_vendor_users
  set joined_at = new.last_sign_in_at
  where user_id = new.id and joined_at is null;
  return null;
end;
$function$;
revoke all on function private.mark_vendor_member_joined() from public, anon, authenticated, service_role;

-- 'VENDOR-' plus eight upper-case characters.
create or replace function private.new_vendor_code()
 returns text
 language sql
 set search_path TO ''
as $function$
  select 'VENDOR-' || upper(substr(encode(extensions.gen_random_bytes(8), 'hex'), 1, 8))
$function$;
revoke all on function private.new_vendor_code() from public, anon, authenticated, service_role;
grant execute on function private.new_vendor_code() to authenticated, service_role;

create table public.vendors (
  id uuid default gen_random_uuid() not null,
  company_id uuid,
  vendor_id text default private.new_vendor_code() not null,
  user_id uuid,
  created_by uuid,
  vendor_name text not null,
  phone_number text,
  mailing_address text,
  state text,
  zip text,
  year_established integer,
  annual_gross_income text,
  primary_contact_name text,
  primary_contact_email text,
  hr_contact_name text,
  hr_contact_email text,
  reference1_company_name text,
  reference1_contact text,
  reference1_phone text,
  reference1_email text,
  reference2_company_name text,
  reference2_contact text,
  reference2_phone text,
  reference2_email text,
  bank_name text,
  beneficiary_name text,
  account_number text,
  routing_number text,
  swift_code text,
  remittance_email text,
  finance_contact_name text,
  finance_contact_email text,
  certifying_name text,
  certifying_title text,
  certifying_date date,
  w9_url text,
  coi_url text,
  wo_url text,
  msa_url text,
  voided_check_url text,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint vendors_pkey primary key (id),
  constraint vendors_vendor_id_key unique (vendor_id),
  constraint vendors_vendor_id_format check ((vendor_id ~ '^VENDOR-[A-Z0-9]{8}$'::text)),
  constraint vendors_year_established_check check (((year_established is null) or ((year_established >= 1800) and (year_established <= 2200)))),
  constraint vendors_company_id_fkey foreign key (company_id) references public.companies(id) on delete set null,
  constraint vendors_created_by_fkey foreign key (created_by) references auth.users(id) on delete set null,
  constraint vendors_user_id_fkey foreign key (user_id) references auth.users(id) on delete set null
);
alter table public.vendors enable row level security;
revoke all on public.vendors from public, anon, authenticated, service_role;
grant all on public.vendors to service_role;
grant insert, update, delete on public.vendors to authenticated;
grant select (id, company_id, vendor_id, user_id, created_by, vendor_name, phone_number, primary_contact_name, primary_contact_email, created_at, updated_at)
  on public.vendors to authenticated;
alter table public.candidates add constraint candidates_created_by_vendor_id_fkey foreign key (created_by_vendor_id) references public.vendors(id) on delete set null;

create table public.talent_vendor_users (
  id uuid default gen_random_uuid() not null,
  user_id uuid,
  vendor_id uuid not null,
  role text default 'recruiter'::text not null,
  first_name text default ''::text not null,
  last_name text default ''::text not null,
  email text,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  joined_at timestamptz,
  constraint talent_vendor_users_pkey primary key (id),
  constraint talent_vendor_users_user_id_key unique (user_id),
  constraint talent_vendor_users_role_check check ((role = any (array['admin'::text, 'recruiter'::text]))),
  constraint talent_vendor_users_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade,
  constraint talent_vendor_users_vendor_id_fkey foreign key (vendor_id) references public.vendors(id) on delete cascade
);
alter table public.talent_vendor_users enable row level security;
revoke all on public.talent_vendor_users from public, anon, authenticated, service_role;
grant all on public.talent_vendor_users to service_role;
grant insert, select, update, delete on public.talent_vendor_users to authenticated;
create index talent_vendor_users_vendor_id_idx on public.talent_vendor_users (vendor_id, role);

create table public.talent_vendors (
  id uuid default gen_random_uuid() not null,
  vendor_id uuid,
  company_id uuid not null,
  invited_by_user_id uuid,
  first_name text not null,
  last_name text not null,
  email text not null,
  message text,
  status text default 'invited'::text not null,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  invitation_token text,
  invitation_expires_at timestamptz,
  constraint talent_vendors_pkey primary key (id),
  constraint talent_vendors_invitation_token_key unique (invitation_token),
  constraint talent_vendors_invitation_token_length check (((invitation_token is null) or (length(invitation_token) >= 16))),
  constraint talent_vendors_status_check check ((status = any (array['invited'::text, 'registered'::text, 'active'::text, 'inactive'::text, 'declined'::text, 'revoked'::text]))),
  constraint talent_vendors_company_id_fkey foreign key (company_id) references public.companies(id) on delete cascade,
  constraint talent_vendors_invited_by_user_id_fkey foreign key (invited_by_user_id) references auth.users(id) on delete set null,
  constraint talent_vendors_vendor_id_fkey foreign key (vendor_id) references public.vendors(id) on delete set null
);
alter table public.talent_vendors enable row level security;
revoke all on public.talent_vendors from public, anon, authenticated, service_role;
grant all on public.talent_vendors to service_role;
grant insert, select, delete on public.talent_vendors to authenticated;
grant update (first_name, last_name, message)
  on public.talent_vendors to authenticated;
create index talent_vendors_company_id_idx on public.talent_vendors (company_id);
create index talent_vendors_invited_by_user_id_idx on public.talent_vendors (invited_by_user_id);
create index talent_vendors_vendor_id_idx on public.talent_vendors (vendor_id);

create table public.vendor_job_assignments (
  id uuid default gen_random_uuid() not null,
  job_id uuid not null,
  vendor_id uuid not null,
  assigned_by_user_id uuid,
  assigned_to_recruiter_id uuid,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  tier smallint default 1 not null,
  release_notified_at timestamptz,
  constraint vendor_job_assignments_pkey primary key (id),
  constraint vendor_job_assignments_job_vendor_key unique (job_id, vendor_id),
  constraint vendor_job_assignments_tier_valid check (((tier >= 1) and (tier <= 3))),
  constraint vendor_job_assignments_assigned_by_user_id_fkey foreign key (assigned_by_user_id) references auth.users(id) on delete set null,
  constraint vendor_job_assignments_assigned_to_recruiter_id_fkey foreign key (assigned_to_recruiter_id) references public.talent_vendor_users(id) on delete set null,
  constraint vendor_job_assignments_job_id_fkey foreign key (job_id) references public.jobs(id) on delete cascade,
  constraint vendor_job_assignments_vendor_id_fkey foreign key (vendor_id) references public.vendors(id) on delete cascade
);
alter table public.vendor_job_assignments enable row level security;
revoke all on public.vendor_job_assignments from public, anon, authenticated, service_role;
grant all on public.vendor_job_assignments to service_role;
grant insert, select, update, delete on public.vendor_job_assignments to authenticated;
create index vendor_job_assignments_assigned_by_user_id_idx on public.vendor_job_assignments (assigned_by_user_id);
create index vendor_job_assignments_assigned_to_recruiter_id_idx on public.vendor_job_assignments (assigned_to_recruiter_id);
create index vendor_job_assignments_release_pending_idx on public.vendor_job_assignments (created_at)
  where release_notified_at is null;
create index vendor_job_assignments_vendor_id_idx on public.vendor_job_assignments (vendor_id);
create index vendors_company_id_idx on public.vendors (company_id);
create index vendors_created_by_idx on public.vendors (created_by);
create index vendors_user_id_idx on public.vendors (user_id);

-- Everyone who runs a vendor's work: its owner account and its admins.
create or replace function private.vendor_admin_user_ids(p_vendor_id uuid)
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return query 
  select v.user_id from public.vendors v where v.id = p_vendor_id and v.user_id is not null
  union
  select tvu.user_id from public.talent_vendor_users tvu
  where tvu.vendor_id = p_vendor_id and tvu.role = 'admin' and tvu.user_id is not null

;
end$function$;
revoke all on function private.vendor_admin_user_ids(uuid) from public, anon, authenticated, service_role;

-- Whether an assignment is released to its vendor by now. A job that was filled or closed before
-- the release (its last change came before it) stays hidden.
create or replace function private.vendor_assignment_released(p_assignment public.vendor_job_assignments)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select r.release_at <= now() and (j.status not in ('filled', 'closed') or r.release_at <= j.updated_at)
  from public.jobs j
  cross join lateral (select private.vendor_release_at(p_assignment.created_at, p_assignment.tier, j.company_id) as release_at) r
  where j.id = p_assignment.job_id

);
end$function$;
revoke all on function private.vendor_assignment_released(public.vendor_job_assignments) from public, anon, authenticated, service_role;

-- The vendor a folder belongs to (by uuid or by VENDOR-XXXXXXXX code).
create or replace function private.vendor_for_folder(p_folder text)
 returns uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select v.id from public.vendors v where v.id::text = p_folder or v.vendor_id = p_folder limit 1

);
end$function$;
revoke all on function private.vendor_for_folder(text) from public, anon, authenticated, service_role;
grant execute on function private.vendor_for_folder(text) to authenticated, service_role;

-- The vendor's admins (and the recruiter it names) are told when the job reaches them and when a
-- job they saw is taken back.
create or replace function private.vendor_job_assignments_live()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_row public.vendor_job_assignments := case when tg_op = 'DELETE' then old else new end;
  v_job record;
  v_user uuid;
  v_title text;
  v_message text;
begin
  select j.title, j.company_id, c.name as company_name into v_job
  from public.jobs j join public.companies c on c.id = j.company_id where j.id = v_row.job_id;
  if tg_op = 'INSERT' and new.release_notified_at is not null then
    v_title := 'Job assigned';
    v_message := format('%s assigned %s to your agency.', v_job.company_name, v_job.title);
  elsif tg_op = 'UPDATE' and old.release_notified_at is null and new.release_notified_at is not null then
    v_title := 'Job released to your agency';
    v_message := format('%s released %s to your agency (tier %s).', v_job.company_name, v_job.title, new.tier);
  elsif tg_op = 'DELETE' and old.release_notified_at is not null then
    v_title := 'Job released';
    v_message := format('%s released %s from your agency.', v_job.company_name, v_job.title);
  end if;
  if v_title is not null and v_job.title is not null then
    for v_user in
      select u from private.vendor_admin_user_ids(v_row.vendor_id) as u
      union
      select tvu.user_id from public.talent_vendor_users tvu where tvu.id = v_row.assigned_to_recruiter_id
    loop
      perform private.notify(v_user, 'job_assignment', v_title, v_message, '/talent-vendor/dashboard',
        jsonb_build_object('job_id', v_row.job_id, 'vendor_id', v_row.vendor_id));
    end loop;
  end if;
  perform private.signal('vendor:' || v_row.vendor_id, 'vendor_job_assignments', tg_op);
  if v_job.company_id is not null then
    perform private.signal('company:' || v_job.company_id, 'vendor_job_assignments', tg_op);
  end if;
  return null;
end;
$function$;
revoke all on function private.vendor_job_assignments_live() from public, anon, authenticated, service_role;

-- Jobs released to the caller's vendor.
create or replace function private.vendor_job_ids()
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return query 
  select vja.job_id from public.vendor_job_assignments vja
  where vja.id in (select private.released_vendor_assignment_ids())

;
end$function$;
revoke all on function private.vendor_job_ids() from public, anon, authenticated, service_role;
grant execute on function private.vendor_job_ids() to authenticated, service_role;

-- The vendor's own candidates ranked for a job assigned to the vendor.
create or replace function private.vendor_job_ranking(p_job_id uuid, p_limit integer)
 returns TABLE(candidate_id uuid, score smallint)
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select r.candidate_id, r.score
  from private.ranked_candidates(p_job_id, '{}',
    array(select v.vendor_id from public.vendor_job_assignments v
          where v.job_id = p_job_id and v.vendor_id in (select private.member_vendor_ids())), p_limit) r
$function$;
revoke all on function private.vendor_job_ranking(uuid,integer) from public, anon, authenticated, service_role;
grant execute on function private.vendor_job_ranking(uuid,integer) to authenticated;

-- When a vendor assignment releases the job: the assignment time plus the tier's delays.
create or replace function private.vendor_release_at(p_assigned_at timestamp with time zone, p_tier smallint, p_company_id uuid)
 returns timestamp with time zone
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select p_assigned_at
    + case when p_tier >= 2 then coalesce(s.vendor_tier2_delay, interval '48 hours') else interval '0' end
    + case when p_tier >= 3 then coalesce(s.vendor_tier3_delay, interval '48 hours') else interval '0' end
  from (select 1) one
  left join public.company_pipeline_settings s on s.company_id = p_company_id

);
end$function$;
revoke all on function private.vendor_release_at(timestamp with time zone,smallint,uuid) from public, anon, authenticated, service_role;

-- On assignment, and when its tier or start moves: announced now if released by now, else not yet.
-- (Runs after vendor_job_assignments_tier, which fixes the start for API callers.)
create or replace function private.vendor_release_notice_due()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if private.vendor_assignment_released(new) then
    new.release_notified_at := case when tg_op = 'UPDATE' then coalesce(old.release_notified_at, now()) else now() end;
  else
    new.release_notified_at := null;
  end if;
  return new;
end;
$function$;
revoke all on function private.vendor_release_notice_due() from public, anon, authenticated, service_role;

-- Registers the signed-in invitee's vendor: the vendor (partnering with the inviting company and
-- owned by the invitee), the invitee's admin membership, and the invitation marked registered.
-- The token stays on the row so a second use can be told apart from an unknown link.
create or replace function public.accept_talent_vendor_invitation(p_token text, p_vendor_name text, p_first_name text, p_last_name text)
 returns jsonb
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_uid uuid := (select auth.uid());
  v_email text;
  v_meta jsonb;
  v_candidate uuid;
  v_vendor uuid;
  inv public.talent_vendors;
  v_name text := btrim(coalesce(p_vendor_name, ''));
  v_first text := btrim(coalesce(p_first_name, ''));
  v_last text := btrim(coalesce(p_last_name, ''));
begin
  if v_uid is null then
    raise exception 'You must be signed in to accept an invitation' using errcode = '42501';
  end if;
  select u.email, coalesce(u.raw_user_meta_data, '{}'::jsonb) into v_email, v_meta
  from auth.users u where u.id = v_uid;

  select tv.* into inv from public.talent_vendors tv
  where p_token is not null and tv.invitation_token = p_token
  for update;
  if inv.id is null then
    raise exception 'Invitation not found or has expired' using errcode = 'P0002';
  end if;
  if inv.status <> 'invited' then
    raise exception 'This invitation has already been used' using errcode = '22023';
  end if;
  if inv.invitation_expires_at is null or inv.invitation_expires_at <= now() then
    raise exception 'This invitation has expired' using errcode = '22023';
  end if;
  if lower(inv.email) <> lower(coalesce(v_email, '')) then
    raise exception 'This invitation was sent to a different email address' using errcode = '42501';
  end if;
  if v_name = '' then
    raise exception 'Vendor company name is required' using errcode = '22023';
  end if;
  if v_first = '' or v_last = '' then
    raise exception 'First and last name are required' using errcode = '22023';
  end if;
  if exists (select 1 from public.company_users cu where cu.user_id = v_uid) then
    raise exception 'You already belong to a company' using errcode = '23505';
  end if;
  if exists (select 1 from public.talent_vendor_users tvu where tvu.user_id = v_uid)
     or exists (select 1 from public.vendors v where v.user_id = v_uid) then
    raise exception 'You already belong to a talent vendor' using errcode = '23505';
  end if;

  -- Sign-up provisions unknown roles as candidates; a vendor admin holds a business account. An
  -- existing candidate keeps their record (and account role) once they have applied somewhere.
  select c.id into v_candidate from public.candidates c where c.user_id = v_uid;
  if v_candidate is not null
     and not exists (select 1 from public.applications a where a.candidate_id = v_candidate) then
    if lower(coalesce(v_meta ->> 'role', '')) = 'talent_vendor' then
      delete from public.candidates where id = v_candidate;
      v_candidate := null;
    end if;
  end if;
  if v_candidate is null then
    update public.profiles set role = 'company' where id = v_uid and role = 'candidate';
  end if;

  insert into public.vendors (vendor_name, company_id, user_id, created_by,
                              primary_contact_name, primary_contact_email)
  values (v_name, inv.company_id, v_uid, v_uid, v_first || ' ' || v_last, lower(v_email))
  returning id into v_vendor;
  insert into public.talent_vendor_users (user_id, vendor_id, role, first_name, last_name, email)
  values (v_uid, v_vendor, 'admin', v_first, v_last, lower(v_email));
  update public.talent_vendors
  set status = 'registered', vendor_id = v_vendor
  where id = inv.id;

  return jsonb_build_object('vendor_id', v_vendor, 'company_id', inv.company_id,
                            'talent_vendor_id', inv.id);
end;
$function$;
revoke all on function public.accept_talent_vendor_invitation(text,text,text,text) from public, anon, authenticated, service_role;
grant execute on function public.accept_talent_vendor_invitation(text,text,text,text) to authenticated, service_role;

-- Announces every assignment whose release time has come; returns how many. Scheduler only.
create or replace function public.announce_vendor_releases()
 returns integer
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_count integer;
begin
  update public.vendor_job_assignments vja set release_notified_at = now()
  where vja.release_notified_at is null and private.vendor_assignment_released(vja);
  get diagnostics v_count = row_count;
  return v_count;
end;
$function$;
revoke all on function public.announce_vendor_releases() from public, anon, authenticated, service_role;
grant execute on function public.announce_vendor_releases() to service_role;

-- How the company's vendors perform, per vendor and, for one vendor, per recruiter: submissions and
-- how many of them reached an interview, an offer and a hire (the furthest stage the report facts
-- keep, as in the company report), and the days from a job's release to the vendor (its tier's
-- release time, private.vendor_release_at) to the vendor's - or the recruiter's - first submission
-- to it, as median and 90th percentile over jobs (private.report_days). All time, over the jobs the
-- caller sees. The company's admins, managers and recruiters read it; nobody else.
create or replace function public.get_company_vendor_performance(p_vendor_id uuid DEFAULT NULL::uuid)
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_company uuid;
  v_jobs uuid[];
begin
  select ids.id into v_company
  from private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager', 'recruiter']) ids (id)
  limit 1;
  if v_company is null then
    raise exception 'Only the company''s hiring team can view vendor performance' using errcode = '42501';
  end if;
  if p_vendor_id is not null
     and not exists (select 1 from public.vendors v where v.id = p_vendor_id and v.company_id = v_company) then
    raise exception 'Vendor not found' using errcode = 'P0002';
  end if;
  select coalesce(array_agg(j), '{}') into v_jobs from private.staff_job_ids() j;

  return (
    with subs as materialized (
      select f.job_id, f.vendor_id, f.furthest, f.applied_at, tvu.id as recruiter_id
      from private.application_report_facts f
      join public.applications a on a.id = f.application_id
      left join public.talent_vendor_users tvu on tvu.user_id = a.applied_by_user_id and tvu.vendor_id = f.vendor_id
      where f.company_id = v_company and f.vendor_id is not null and f.job_id = any (v_jobs)
        and (p_vendor_id is null or f.vendor_id = p_vendor_id)
    ), releases as (
      select vja.job_id, vja.vendor_id, private.vendor_release_at(vja.created_at, vja.tier, v_company) as released_at
      from public.vendor_job_assignments vja
      where vja.job_id = any (v_jobs) and (p_vendor_id is null or vja.vendor_id = p_vendor_id)
    ), vendor_firsts as (
      select s.vendor_id, extract(epoch from min(s.applied_at) - r.released_at) as secs
      from subs s join releases r on r.job_id = s.job_id and r.vendor_id = s.vendor_id
      group by s.vendor_id, s.job_id, r.released_at
      having min(s.applied_at) >= r.released_at
    ), recruiter_firsts as (
      select s.recruiter_id, extract(epoch from min(s.applied_at) - r.released_at) as secs
      from subs s join releases r on r.job_id = s.job_id and r.vendor_id = s.vendor_id
      where p_vendor_id is not null and s.recruiter_id is not null
      group by s.recruiter_id, s.job_id, r.released_at
      having min(s.applied_at) >= r.released_at
    ), vendor_counts as (
      select s.vendor_id, count(*) as submissions, count(*) filter (where s.furthest >= 3) as interviews,
             count(*) filter (where s.furthest >= 4) as offers, count(*) filter (where s.furthest >= 5) as hires
      from subs s group by s.vendor_id
    ), recruiter_counts as (
      select s.recruiter_id, count(*) as submissions, count(*) filter (where s.furthest >= 3) as interviews,
             count(*) filter (where s.furthest >= 4) as offers, count(*) filter (where s.furthest >= 5) as hires
      from subs s where p_vendor_id is not null and s.recruiter_id is not null group by s.recruiter_id
    )
    select jsonb_build_object(
      'vendors', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'vendor_id', v.id, 'vendor_name', v.vendor_name,
                 'submissions', coalesce(c.submissions, 0), 'interviews', coalesce(c.interviews, 0),
                 'offers', coalesce(c.offers, 0), 'hires', coalesce(c.hires, 0), 'timed_jobs', coalesce(t.n, 0))
               || private.report_days(t.p)
               order by v.vendor_name, v.id)
        from public.vendors v
        left join vendor_counts c on c.vendor_id = v.id
        left join lateral (
          select count(*) as n, percentile_cont(array[0.5, 0.9]) within group (order by x.secs) as p
          from vendor_firsts x where x.vendor_id = v.id) t on true
        where v.company_id = v_company and (p_vendor_id is null or v.id = p_vendor_id)), '[]'::jsonb),
      'recruiters', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'recruiter_id', m.id, 'first_name', m.first_name, 'last_name', m.last_name, 'role', m.role,
                 'submissions', c.submissions, 'interviews', c.interviews, 'offers', c.offers, 'hires', c.hires,
                 'timed_jobs', coalesce(t.n, 0))
               || private.report_days(t.p)
               order by c.submissions desc, m.first_name, m.last_name, m.id)
        from recruiter_counts c
        join public.talent_vendor_users m on m.id = c.recruiter_id
        left join lateral (
          select count(*) as n, percentile_cont(array[0.5, 0.9]) within group (order by x.secs) as p
          from recruiter_firsts x where x.recruiter_id = m.id) t on true), '[]'::jsonb))
  );
end;
$function$;
revoke all on function public.get_company_vendor_performance(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_company_vendor_performance(uuid) to authenticated, service_role;

-- The vendor's documents (storage paths) for the staff of the company it works with, who may
-- already open them in storage; the vendor's admins and platform admins read them with the other
-- private fields. Anyone else: 42501.
create or replace function public.get_vendor_documents(p_vendor_id uuid)
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_documents jsonb;
begin
  select jsonb_build_object('w9_url', v.w9_url, 'coi_url', v.coi_url, 'wo_url', v.wo_url,
                            'msa_url', v.msa_url, 'voided_check_url', v.voided_check_url)
  into v_documents
  from public.vendors v
  where v.id = p_vendor_id
    and ((select private.is_platform_admin())
         or v.company_id in (select private.company_ids_with_role())
         or v.id in (select private.admin_vendor_ids()));
  if v_documents is null then
    raise exception 'Only the vendor''s partner company can view its documents' using errcode = '42501';
  end if;
  return v_documents;
end;
$function$;
revoke all on function public.get_vendor_documents(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_vendor_documents(uuid) to authenticated, service_role;

create or replace function public.get_vendor_private_details(p_vendor_id uuid)
 returns jsonb
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select to_jsonb(v) - array['id', 'company_id', 'vendor_id', 'user_id', 'created_by', 'vendor_name', 'phone_number',
                              'primary_contact_name', 'primary_contact_email', 'created_at', 'updated_at']
  from public.vendors v
  where v.id = p_vendor_id
    and ((select private.is_platform_admin())
         or exists (select 1 from public.talent_vendor_users tvu
                    where tvu.vendor_id = v.id and tvu.user_id = (select auth.uid()) and tvu.role = 'admin'))
$function$;
revoke all on function public.get_vendor_private_details(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_vendor_private_details(uuid) to authenticated, service_role;

-- The company's tier delays in whole hours (defaults filled in), for its staff.
create or replace function public.get_vendor_tier_delays()
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_company uuid := (select ids.id from private.company_ids_with_role() ids (id) limit 1);
begin
  if v_company is null then
    raise exception 'Only company staff can view the vendor release delays' using errcode = '42501';
  end if;
  return (
    select jsonb_build_object(
      'tier2_hours', (extract(epoch from coalesce(s.vendor_tier2_delay, interval '48 hours')) / 3600)::int,
      'tier3_hours', (extract(epoch from coalesce(s.vendor_tier3_delay, interval '48 hours')) / 3600)::int)
    from (select 1) one
    left join public.company_pipeline_settings s on s.company_id = v_company);
end;
$function$;
revoke all on function public.get_vendor_tier_delays() from public, anon, authenticated, service_role;
grant execute on function public.get_vendor_tier_delays() to authenticated, service_role;

-- The staff who may invite vendors may revoke their company's pending invitations.
create or replace function public.revoke_talent_vendor_invitation(p_invitation_id uuid)
 returns public.talent_vendors
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_row public.talent_vendors;
begin
  select * into v_row from public.talent_vendors where id = p_invitation_id for update;
  if not found or not (
    (select private.is_platform_admin())
    or v_row.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager', 'recruiter']))
  ) then
    raise exception 'Invitation not found' using errcode = 'P0002';
  end if;
  if v_row.status <> 'invited' then
    raise exception 'Only a pending invitation can be revoked' using errcode = '22023';
  end if;
  update public.talent_vendors
  set status = 'revoked', invitation_token = null
  where id = p_invitation_id
  returning * into v_row;
  return v_row;
end;
$function$;
revoke all on function public.revoke_talent_vendor_invitation(uuid) from public, anon, authenticated, service_role;
grant execute on function public.revoke_talent_vendor_invitation(uuid) to authenticated, service_role;

-- Company and subscription admins of an active company set both delays: whole hours, 0 to 2160
-- (90 days). A change applies at each vendor's next request.
create or replace function public.set_vendor_tier_delays(p_tier2_hours integer, p_tier3_hours integer)
 returns jsonb
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_company uuid := (select ids.id from private.active_company_ids(array['company_admin', 'subscription_admin']) ids (id)
                     limit 1);
begin
  if v_company is null then
    raise exception 'Only company admins can change the vendor release delays' using errcode = '42501';
  end if;
  if p_tier2_hours is null or p_tier2_hours not between 0 and 2160 then
    raise exception 'The tier 2 delay must be between 0 and 2160 hours (90 days)' using errcode = '22023';
  end if;
  if p_tier3_hours is null or p_tier3_hours not between 0 and 2160 then
    raise exception 'The tier 3 delay must be between 0 and 2160 hours (90 days)' using errcode = '22023';
  end if;
  insert into public.company_pipeline_settings as s (company_id, rejection_reasons, vendor_tier2_delay, vendor_tier3_delay)
  values (v_company, private.default_rejection_reasons(), make_interval(hours => p_tier2_hours),
          make_interval(hours => p_tier3_hours))
  on conflict (company_id) do update
    set vendor_tier2_delay = excluded.vendor_tier2_delay, vendor_tier3_delay = excluded.vendor_tier3_delay;
  return jsonb_build_object('tier2_hours', p_tier2_hours, 'tier3_hours', p_tier3_hours);
end;
$function$;
revoke all on function public.set_vendor_tier_delays(integer,integer) from public, anon, authenticated, service_role;
grant execute on function public.set_vendor_tier_delays(integer,integer) to authenticated, service_role;

-- A vendor submission: the application at once, or a representation request when the job's
-- company asks candidates to confirm first; the answer is its id and whether it waits for that
-- confirmation. A submission refused because the person is already in process for the job is
-- recorded and answered (HTTP 409) rather than raised, so the record survives
-- (private.refuse_vendor_submission, 20261129020100_refused_submissions_recorded). The answers
-- follow the candidates' rule (private.check_application_answers) and the documents sent are
-- checked and attached (20261129020000_vendor_submission_documents); all are resolved when called.
create or replace function public.submit_vendor_candidate(p_job_id uuid, p_candidate_id uuid, p_answers jsonb DEFAULT '[]'::jsonb, p_pitch_note text DEFAULT NULL::text, p_document_ids uuid[] DEFAULT '{}'::uuid[])
 returns jsonb
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_uid uuid := (select auth.uid());
  v_vendor uuid;
  v_id uuid;
  v_pitch text := nullif(btrim(coalesce(p_pitch_note, '')), '');
  v_documents uuid[] := array(select distinct unnest(coalesce(p_document_ids, '{}')));
  v_company uuid;
  v_confirm boolean;
  v_candidate public.candidates;
  v_since timestamptz;
begin
  if v_uid is null then
    raise exception 'Please sign in to submit candidates' using errcode = '42501';
  end if;
  select c.created_by_vendor_id into v_vendor from public.candidates c
  where c.id = p_candidate_id and c.created_by_vendor_id in (select private.member_vendor_ids());
  if v_vendor is null then
    raise exception 'You can only submit your vendor''s own candidates' using errcode = '42501';
  end if;
  if p_job_id is null or p_job_id not in (select private.vendor_job_ids()) then
    raise exception 'This job is not assigned to you' using errcode = '42501';
  end if;
  -- The rule every application's answers follow (required ones, choices, ratings, and files the
  -- caller uploaded into their folder for the job).
  perform private.check_application_answers(p_job_id, p_answers);
  if char_length(v_pitch) > 2000 then
    raise exception 'The pitch note can be at most 2000 characters' using errcode = '22023';
  end if;
  perform private.check_submission_documents(v_vendor, p_candidate_id, v_documents);

  select j.company_id, coalesce(s.confirm_vendor_submissions, false) into v_company, v_confirm
  from public.jobs j left join public.company_pipeline_settings s on s.company_id = j.company_id
  where j.id = p_job_id;
  if v_confirm then
    select c.* into v_candidate from public.candidates c where c.id = p_candidate_id;
    if nullif(btrim(coalesce(v_candidate.email, '')), '') is null then
      raise exception 'This company asks candidates to confirm by e-mail before it sees a submission; add the candidate''s e-mail address first'
        using errcode = '22023';
    end if;
    -- The same lock as the one-open-application check, so a request and an application at once queue.
    perform pg_advisory_xact_lock(hashtextextended('application:' || p_job_id || ':' || v_candidate.person_id, 0));
    select min(t.since) into v_since from (
      select a.applied_at as since from public.applications a
      where a.job_id = p_job_id and a.person_id = v_candidate.person_id and private.application_is_open(a.status)
      union all
      select r.created_at from public.representation_requests r
      where r.job_id = p_job_id and r.person_id = v_candidate.person_id and r.status = 'pending' and r.expires_at > now()
    ) t;
    if v_since is not null then
      return private.refuse_vendor_submission(p_job_id, v_candidate.person_id, v_vendor, v_uid, v_since);
    end if;
    insert into public.representation_requests (company_id, job_id, candidate_id, person_id, vendor_id, requested_by,
                                                answers, pitch_note, document_ids)
    values (v_company, p_job_id, p_candidate_id, v_candidate.person_id, v_vendor, v_uid,
            coalesce(p_answers, '[]'), v_pitch, v_documents)
    returning id into v_id;
    perform audit.append('ownership.confirmation_requested', 'representation_request', v_id::text, v_company,
      jsonb_build_object('vendor_id', v_vendor, 'job_id', p_job_id));
    return jsonb_build_object('id', v_id, 'held', true);
  end if;

  -- The one open application check, under its lock, before anything is made: a refusal is
  -- answered rather than raised, so the conflict it records is kept.
  select c.* into v_candidate from public.candidates c where c.id = p_candidate_id;
  if v_candidate.person_id is not null then
    perform pg_advisory_xact_lock(hashtextextended('application:' || p_job_id || ':' || v_candidate.person_id, 0));
    select min(a.applied_at) into v_since from public.applications a
    where a.job_id = p_job_id and a.person_id = v_candidate.person_id and private.application_is_open(a.status);
    if v_since is not null then
      return private.refuse_vendor_submission(p_job_id, v_candidate.person_id, v_vendor, v_uid, v_since);
    end if;
  end if;

  insert into public.applications (job_id, candidate_id, status, source, applied_by_vendor_id, applied_by_user_id, pitch_note)
  values (p_job_id, p_candidate_id, 'applied', 'vendor', v_vendor, v_uid, v_pitch)
  returning id into v_id;
  insert into public.job_application_answers (application_id, question_id, answer)
  select v_id, (e ->> 'question_id')::uuid, nullif(btrim(coalesce(e ->> 'answer', '')), '')
  from jsonb_array_elements(p_answers) e
  on conflict (application_id, question_id) do update set answer = excluded.answer;
  insert into public.application_documents (application_id, document_id)
  select v_id, unnest(v_documents);
  return jsonb_build_object('id', v_id, 'held', false);
end;
$function$;
revoke all on function public.submit_vendor_candidate(uuid,uuid,jsonb,text,uuid[]) from public, anon, authenticated, service_role;
grant execute on function public.submit_vendor_candidate(uuid,uuid,jsonb,text,uuid[]) to authenticated, service_role;

create trigger mark_vendor_member_joined
  after update of last_sign_in_at on auth.users
  for each row when (old.last_sign_in_at is null and new.last_sign_in_at is not null)
  execute function private.mark_vendor_member_joined();

create trigger talent_vendor_users_guard before insert or update on public.talent_vendor_users
  for each row execute function private.guard_talent_vendor_users();

create trigger talent_vendor_users_one_kind_of_membership before insert or update of user_id on public.talent_vendor_users
  for each row execute function private.guard_one_kind_of_membership();

create trigger talent_vendor_users_updated_at before update on public.talent_vendor_users
  for each row execute function private.set_updated_at();

create trigger talent_vendors_guard before insert on public.talent_vendors
  for each row execute function private.guard_talent_vendors();

create trigger talent_vendors_updated_at before update on public.talent_vendors
  for each row execute function private.set_updated_at();

create trigger vendor_job_assignments_check before insert or update on public.vendor_job_assignments
  for each row execute function private.check_vendor_job_assignment();

create trigger vendor_job_assignments_live after insert or update or delete on public.vendor_job_assignments
  for each row execute function private.vendor_job_assignments_live();

create trigger vendor_job_assignments_tier before insert or update on public.vendor_job_assignments
  for each row execute function private.guard_vendor_tier();

create trigger vendor_job_assignments_tier_release before insert or update of tier, created_at
  on public.vendor_job_assignments for each row execute function private.vendor_release_notice_due();

create trigger vendor_job_assignments_updated_at before update on public.vendor_job_assignments
  for each row execute function private.set_updated_at();

create trigger vendors_guard before insert or update on public.vendors
  for each row execute function private.guard_vendors();

create trigger vendors_updated_at before update on public.vendors
  for each row execute function private.set_updated_at();

create policy talent_vendor_users_delete on public.talent_vendor_users for delete to authenticated
  using ((select private.is_platform_admin())
         or (vendor_id in (select private.admin_vendor_ids()) and role = 'recruiter'));

create policy talent_vendor_users_insert on public.talent_vendor_users for insert to authenticated
  with check ((select private.is_platform_admin()) or vendor_id in (select private.admin_vendor_ids()));

-- talent_vendor_users ----------------------------------------------------------------------------
create policy talent_vendor_users_select on public.talent_vendor_users for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select private.is_platform_admin())
    or vendor_id in (select private.member_vendor_ids())
    or vendor_id in (select v.id from public.vendors v where v.company_id in (select private.company_ids_with_role()))
  );

create policy talent_vendor_users_update on public.talent_vendor_users for update to authenticated
  using (user_id = (select auth.uid()) or (select private.is_platform_admin())
         or vendor_id in (select private.admin_vendor_ids()))
  with check (user_id = (select auth.uid()) or (select private.is_platform_admin())
         or vendor_id in (select private.admin_vendor_ids()));

create policy talent_vendors_delete on public.talent_vendors for delete to authenticated
  using ((select private.is_platform_admin())
         or company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])));

-- talent_vendors (a company's invitations to vendors) --------------------------------------------
create policy talent_vendors_select on public.talent_vendors for select to authenticated
  using (
    (select private.is_platform_admin())
    or company_id in (select private.company_ids_with_role())
    or vendor_id in (select private.admin_vendor_ids())
  );

create policy talent_vendors_update on public.talent_vendors for update to authenticated
  using ((select private.is_platform_admin())
         or company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  with check ((select private.is_platform_admin())
         or company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])));

create policy vendor_job_assignments_delete on public.vendor_job_assignments for delete to authenticated
  using (
    (select private.is_platform_admin())
    or job_id in (select j.id from public.jobs j
          where j.id in (select private.staff_job_ids())
            and j.company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
  );

-- Companies assign their jobs to vendors that partner with them.
create policy vendor_job_assignments_insert on public.vendor_job_assignments for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or (job_id in (select j.id from public.jobs j
          where j.id in (select private.staff_job_ids())
            and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
        and vendor_id in (select v.id from public.vendors v
          where v.company_id in (select private.company_ids_with_role())))
  );

-- vendor_job_assignments -------------------------------------------------------------------------
create policy vendor_job_assignments_select on public.vendor_job_assignments for select to authenticated
  using (
    (select private.is_platform_admin())
    or job_id in (select private.staff_job_ids())
    or id in (select private.released_vendor_assignment_ids())
  );

-- Vendor admins pick the recruiter; the company may change it too.
create policy vendor_job_assignments_update on public.vendor_job_assignments for update to authenticated
  using (
    (select private.is_platform_admin())
    or vendor_id in (select private.admin_vendor_ids())
    or job_id in (select j.id from public.jobs j
          where j.id in (select private.staff_job_ids())
            and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  )
  with check (
    (select private.is_platform_admin())
    or vendor_id in (select private.admin_vendor_ids())
    or job_id in (select j.id from public.jobs j
          where j.id in (select private.staff_job_ids())
            and j.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  );

create policy vendors_delete on public.vendors for delete to authenticated
  using (
    (select private.is_platform_admin())
    or company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin']))
  );

create policy vendors_insert on public.vendors for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or (company_id in (select private.active_company_ids())
        and (user_id is null or user_id = (select auth.uid())))
  );

-- vendors ----------------------------------------------------------------------------------------
create policy vendors_select on public.vendors for select to authenticated
  using (
    (select private.is_platform_admin())
    or id in (select private.member_vendor_ids())
    or company_id in (select private.company_ids_with_role())
  );

create policy vendors_update on public.vendors for update to authenticated
  using (
    (select private.is_platform_admin())
    or id in (select private.admin_vendor_ids())
    or company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager']))
  )
  with check (
    (select private.is_platform_admin())
    or id in (select private.admin_vendor_ids())
    or company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager']))
  );
