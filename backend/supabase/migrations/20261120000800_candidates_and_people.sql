-- Candidates, their preferences and assignments, and one person across records.

-- SQL function bodies may name functions defined in a later file; they are checked when called.
set local check_function_bodies = off;

create or replace function private.are_document_locations(value text[])
 returns boolean
 language sql
 immutable
 set search_path TO ''
as $function$
  select coalesce(bool_and(private.is_document_location(item)), true) from unnest(value) as item;
$function$;
revoke all on function private.are_document_locations(text[]) from public, anon, authenticated, service_role;
grant execute on function private.are_document_locations(text[]) to authenticated, service_role;

create table public.candidates (
  id uuid default gen_random_uuid() not null,
  user_id uuid,
  first_name text default ''::text not null,
  last_name text default ''::text not null,
  title text,
  email text,
  phone text,
  alternate_phone text,
  street text,
  unit text,
  city text,
  state text,
  zip_code text,
  country text,
  work_authorization text,
  experience_years integer,
  gender text,
  bio text,
  skills text[] default '{}'::text[] not null,
  portfolio_url text,
  github_url text,
  linkedin_url text,
  resume_url text,
  cover_letter_url text,
  certificates text[] default '{}'::text[] not null,
  managing_company_id uuid,
  is_managed_by_company boolean default false not null,
  created_by_vendor_id uuid,
  created_by_user_id uuid,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  search_text text generated always as (lower(((((COALESCE(first_name, ''::text) || ' '::text) || COALESCE(last_name, ''::text)) || ' '::text) || COALESCE(email, ''::text)))) stored,
  anonymised_at timestamptz,
  email_normalized text generated always as (private.normalize_email(email)) stored,
  phone_e164 text generated always as (private.normalize_phone(phone)) stored,
  linkedin_normalized text generated always as (private.normalize_linkedin(linkedin_url)) stored,
  person_id uuid default gen_random_uuid() not null,
  constraint candidates_pkey primary key (id),
  constraint candidates_user_id_key unique (user_id),
  constraint candidates_certificates_location check (private.are_document_locations(certificates)),
  constraint candidates_cover_letter_url_location check (private.is_document_location(cover_letter_url)),
  constraint candidates_experience_years_check check (((experience_years is null) or ((experience_years >= 0) and (experience_years <= 80)))),
  constraint candidates_gender_check check (((gender is null) or (gender = ''::text) or (gender = any (array['male'::text, 'female'::text, 'prefer-not-to-say'::text])))),
  constraint candidates_github_url_http check (private.is_http_link(github_url)),
  constraint candidates_linkedin_url_http check (private.is_http_link(linkedin_url)),
  constraint candidates_portfolio_url_http check (private.is_http_link(portfolio_url)),
  constraint candidates_resume_url_location check (private.is_document_location(resume_url)),
  constraint candidates_work_authorization_check check (((work_authorization is null) or (work_authorization = ''::text) or (work_authorization = any (array['us_citizen'::text, 'green_card'::text, 'h1b'::text, 'other'::text])))),
  constraint candidates_created_by_user_id_fkey foreign key (created_by_user_id) references auth.users(id) on delete set null,
  constraint candidates_managing_company_id_fkey foreign key (managing_company_id) references public.companies(id) on delete set null,
  constraint candidates_user_id_fkey foreign key (user_id) references auth.users(id) on delete set null
);
alter table public.candidates enable row level security;
revoke all on public.candidates from public, anon, authenticated, service_role;
grant all on public.candidates to service_role;
grant insert, select, update, delete on public.candidates to authenticated;
alter table public.job_invitations add constraint job_invitations_candidate_id_fkey foreign key (candidate_id) references public.candidates(id) on update cascade on delete cascade;

create table public.candidate_assignments (
  id uuid default gen_random_uuid() not null,
  candidate_id uuid not null,
  assigned_to_user_id uuid not null,
  assigned_by_user_id uuid,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint candidate_assignments_pkey primary key (id),
  constraint candidate_assignments_candidate_id_key unique (candidate_id),
  constraint candidate_assignments_assigned_by_user_id_fkey foreign key (assigned_by_user_id) references auth.users(id) on delete set null,
  constraint candidate_assignments_assigned_to_user_id_fkey foreign key (assigned_to_user_id) references public.company_users(user_id) on delete cascade,
  constraint candidate_assignments_candidate_id_fkey foreign key (candidate_id) references public.candidates(id) on delete cascade
);
alter table public.candidate_assignments enable row level security;
revoke all on public.candidate_assignments from public, anon, authenticated, service_role;
grant all on public.candidate_assignments to service_role;
grant insert, select, update, delete on public.candidate_assignments to authenticated;
create index candidate_assignments_assigned_by_user_id_idx on public.candidate_assignments (assigned_by_user_id);
create index candidate_assignments_assigned_to_user_id_idx on public.candidate_assignments (assigned_to_user_id);

create table public.candidate_preferences (
  candidate_id uuid not null,
  desired_titles text[] default '{}'::text[] not null,
  locations text[] default '{}'::text[] not null,
  work_arrangement text default 'any'::text not null,
  job_types text[] default '{}'::text[] not null,
  minimum_salary integer,
  experience_level text,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint candidate_preferences_pkey primary key (candidate_id),
  constraint candidate_preferences_experience_level_check check (((experience_level is null) or (experience_level = any (array['entry_level'::text, 'mid_level'::text, 'senior_level'::text, 'lead'::text, 'executive'::text])))),
  constraint candidate_preferences_job_types_check check ((job_types <@ array['FULL_TIME'::text, 'PART_TIME'::text, 'CONTRACT'::text, 'INTERNSHIP'::text, 'REMOTE'::text])),
  constraint candidate_preferences_minimum_salary_check check (((minimum_salary is null) or ((minimum_salary >= 0) and (minimum_salary <= 10000000)))),
  constraint candidate_preferences_work_arrangement_check check ((work_arrangement = any (array['remote'::text, 'onsite'::text, 'any'::text]))),
  constraint candidate_preferences_candidate_id_fkey foreign key (candidate_id) references public.candidates(id) on update cascade on delete cascade
);
alter table public.candidate_preferences enable row level security;
revoke all on public.candidate_preferences from public, anon, authenticated, service_role;
grant all on public.candidate_preferences to service_role;
grant select, truncate, references, trigger, maintain on public.candidate_preferences to authenticated;
create index candidates_created_by_user_id_idx on public.candidates (created_by_user_id);
create index candidates_created_by_vendor_id_idx on public.candidates (created_by_vendor_id);
create index candidates_email_idx on public.candidates (lower(email));
create index candidates_email_normalized_idx on public.candidates (email_normalized, created_at)
  where email_normalized is not null;
create index candidates_linkedin_normalized_idx on public.candidates (linkedin_normalized, created_at)
  where linkedin_normalized is not null;
create index candidates_managing_company_id_idx on public.candidates (managing_company_id);
-- Manage candidates with a name search: the exact count visits every candidate the company
-- manages. With the searched columns and the policy's columns in the index, the count is an
-- index-only scan instead of one heap page per candidate (about 5,700 pages for a tenant of
-- 10,000). A trigram index cannot help here: ilike is not leakproof, so under row-level security
-- it is applied after the policy and never becomes an index condition. The page still reads the
-- index in created_at order and stops after its rows, so this index replaces the plain one.
create index candidates_managing_company_search_idx
  on public.candidates (managing_company_id, created_at desc)
  include (id, user_id, created_by_vendor_id, search_text);
create index candidates_person_id_idx on public.candidates (person_id);
create index candidates_phone_e164_idx on public.candidates (phone_e164, created_at) where phone_e164 is not null;

-- The caller check of the candidate data rpcs reads its caller through private.caller_context
-- instead of restating the session lookup. The checks are the function's own, in its order: a
-- live session of an existing user, the user asked about or a platform admin, and not a company
-- account. The function maps these errors to its HTTP answers by message.
create or replace function private.assert_candidate_data_caller(p_user_id uuid)
 returns void
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_caller jsonb := private.caller_context();
  v_role text := coalesce(v_caller ->> 'role', 'candidate');
begin
  if v_caller is null then
    raise exception 'Invalid or expired session' using errcode = 'PT401';
  end if;
  if p_user_id is distinct from (select auth.uid()) and v_role <> 'admin' then
    raise exception 'You can only access your own data' using errcode = '42501';
  end if;
  if v_role = 'company' then
    raise exception 'Only candidates can access candidate data' using errcode = '42501';
  end if;
end;
$function$;
revoke all on function private.assert_candidate_data_caller(uuid) from public, anon, authenticated, service_role;

-- Staff of a company the candidate (identified by the folder's user id) applied to or is managed by.
create or replace function private.can_read_candidate_files(p_owner_folder text)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select exists (
    select 1
    from public.candidates c
    join public.company_users cu on cu.user_id = (select auth.uid())
    where c.user_id::text = p_owner_folder
      and (c.managing_company_id = cu.company_id
           or exists (select 1 from public.applications a
                      join public.jobs j on j.id = a.job_id
                      where a.candidate_id = c.id and j.company_id = cu.company_id))
  )

);
end$function$;
revoke all on function private.can_read_candidate_files(text) from public, anon, authenticated, service_role;
grant execute on function private.can_read_candidate_files(text) to authenticated, service_role;

create or replace function private.check_candidate_assignment()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if not exists (
    select 1 from public.candidates c
    join public.company_users cu on cu.company_id = c.managing_company_id
    where c.id = new.candidate_id and cu.user_id = new.assigned_to_user_id
  ) then
    raise exception 'The assignee must belong to the company that manages the candidate' using errcode = '23514';
  end if;
  if private.is_api_caller() then
    new.assigned_by_user_id := auth.uid();
  end if;
  return new;
end;
$function$;
revoke all on function private.check_candidate_assignment() from public, anon, authenticated, service_role;
grant execute on function private.check_candidate_assignment() to authenticated, service_role;

-- Candidate record of a user, created (minimal) on first use.
create or replace function private.ensure_candidate(p_user_id uuid)
 returns uuid
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_id uuid;
  v_email text;
begin
  select c.id into v_id from public.candidates c where c.user_id = p_user_id;
  if v_id is null then
    select u.email into v_email from auth.users u where u.id = p_user_id;
    if v_email is null then
      raise exception 'User not found' using errcode = 'P0002';
    end if;
    insert into public.candidates (user_id, first_name, last_name, email, skills)
    values (p_user_id, split_part(v_email, '@', 1), '', v_email, '{}')
    on conflict (user_id) do nothing
    returning id into v_id;
    if v_id is null then
      select c.id into v_id from public.candidates c where c.user_id = p_user_id;
    end if;
  end if;
  return v_id;
end;
$function$;
revoke all on function private.ensure_candidate(uuid) from public, anon, authenticated, service_role;
grant execute on function private.ensure_candidate(uuid) to service_role;

-- A candidate may attach themselves only to a company that invited them.
create or replace function private.guard_candidates()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  if not private.is_api_caller() or private.is_platform_admin() then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    if new.user_id is distinct from old.user_id or new.created_by_vendor_id is distinct from old.created_by_vendor_id then
      raise exception 'The candidate owner cannot be changed' using errcode = '42501';
    end if;
    if old.user_id = auth.uid()
       and new.managing_company_id is distinct from old.managing_company_id
       and new.managing_company_id is not null
       and not private.company_invited_me(new.managing_company_id) then
      raise exception 'Only a company that invited you can manage your profile' using errcode = '42501';
    end if;
  end if;
  new.is_managed_by_company := new.managing_company_id is not null and new.is_managed_by_company;
  return new;
end;
$function$;
revoke all on function private.guard_candidates() from public, anon, authenticated, service_role;
grant execute on function private.guard_candidates() to authenticated, service_role;

-- Accepting on the landing page (accept_invitation): the details, then the management.
create or replace function private.link_managed_candidate(p_invitation public.invitations, p_user_id uuid, p_email text)
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  perform private.prefill_invited_candidate(p_invitation, p_user_id, p_email);
  update public.candidates c set
    managing_company_id = coalesce(p_invitation.company_id, c.managing_company_id),
    is_managed_by_company = p_invitation.company_id is not null or c.is_managed_by_company
  where c.user_id = p_user_id;
end;
$function$;
revoke all on function private.link_managed_candidate(public.invitations,uuid,text) from public, anon, authenticated, service_role;
grant execute on function private.link_managed_candidate(public.invitations,uuid,text) to authenticated, service_role;

-- The candidate record takes the details the company entered, without any management.
create or replace function private.prefill_invited_candidate(p_invitation public.invitations, p_user_id uuid, p_email text)
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  d jsonb := coalesce(p_invitation.candidate_data, '{}'::jsonb);
begin
  insert into public.candidates as c (user_id, email, first_name, last_name, skills)
  values (p_user_id, p_email, coalesce(nullif(d ->> 'firstName', ''), split_part(p_email, '@', 1)),
          coalesce(d ->> 'lastName', ''), '{}')
  on conflict (user_id) do nothing;

  -- A record still holding sign-up placeholders takes the name the company entered.
  update public.candidates c set
    first_name = case when c.last_name = '' and nullif(d ->> 'firstName', '') is not null
                      then d ->> 'firstName' else c.first_name end,
    last_name = case when c.last_name = '' then coalesce(d ->> 'lastName', '') else c.last_name end,
    title = coalesce(c.title, nullif(d ->> 'title', '')),
    bio = coalesce(c.bio, nullif(d ->> 'bio', '')),
    phone = coalesce(c.phone, nullif(d ->> 'phoneNumber', '')),
    alternate_phone = coalesce(c.alternate_phone, nullif(d ->> 'alternatePhoneNumber', '')),
    gender = coalesce(c.gender, nullif(d ->> 'gender', '')),
    work_authorization = coalesce(c.work_authorization, nullif(d ->> 'workAuthorization', '')),
    unit = coalesce(c.unit, nullif(d ->> 'unit', '')),
    street = coalesce(c.street, nullif(d #>> '{address,street}', '')),
    city = coalesce(c.city, nullif(d #>> '{address,city}', '')),
    state = coalesce(c.state, nullif(d #>> '{address,state}', '')),
    zip_code = coalesce(c.zip_code, nullif(d #>> '{address,zipCode}', '')),
    country = coalesce(c.country, nullif(d #>> '{address,country}', '')),
    skills = case when cardinality(c.skills) = 0 and jsonb_typeof(d -> 'skills') = 'array'
                  then array(select jsonb_array_elements_text(d -> 'skills')) else c.skills end
  where c.user_id = p_user_id;
end;
$function$;
revoke all on function private.prefill_invited_candidate(public.invitations,uuid,text) from public, anon, authenticated, service_role;

-- New records join the person they match. A record without an account follows later changes of
-- its e-mail, phone or LinkedIn; an account holder's person stays what their sign-up e-mail made
-- it, so editing a profile never joins someone else's records.
create or replace function private.set_candidate_person()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if tg_op = 'INSERT' then
    new.person_id := coalesce(
      private.matching_person(new.id, private.normalize_email(new.email), private.normalize_phone(new.phone),
                              private.normalize_linkedin(new.linkedin_url)),
      new.id);
  elsif new.user_id is null
     and (private.normalize_email(new.email) is distinct from old.email_normalized
          or private.normalize_phone(new.phone) is distinct from old.phone_e164
          or private.normalize_linkedin(new.linkedin_url) is distinct from old.linkedin_normalized) then
    new.person_id := coalesce(
      private.matching_person(new.id, private.normalize_email(new.email), private.normalize_phone(new.phone),
                              private.normalize_linkedin(new.linkedin_url)),
      new.id);
  else
    new.person_id := old.person_id;
  end if;
  return new;
end;
$function$;
revoke all on function private.set_candidate_person() from public, anon, authenticated, service_role;

-- A candidate account's records: their own, and the records companies and vendors keep under the
-- e-mail the account signed up with (verified by the sign-up, unlike a profile's phone or LinkedIn).
create or replace function private.user_candidate_ids(p_user_id uuid)
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return query 
  select c.id from public.candidates c where c.user_id = p_user_id
  union
  select c.id from public.candidates c
  where c.user_id is null
    and c.email_normalized = (select private.normalize_email(u.email) from auth.users u where u.id = p_user_id)
    and exists (select 1 from public.candidates o where o.user_id = p_user_id)

;
end$function$;
revoke all on function private.user_candidate_ids(uuid) from public, anon, authenticated, service_role;

create or replace function public.get_candidate_by_user_id(p_user_id uuid)
 returns SETOF public.candidates
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
begin
  perform private.assert_self_or_admin(p_user_id);
  return query select c.* from public.candidates c where c.user_id = p_user_id;
end;
$function$;
revoke all on function public.get_candidate_by_user_id(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_candidate_by_user_id(uuid) to authenticated, service_role;

create or replace function public.get_candidate_documents(p_user_id uuid)
 returns TABLE(resume_url text, cover_letter_url text, certificates text[])
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
#variable_conflict use_column
begin
  perform private.assert_self_or_admin(p_user_id);
  return query
    select c.resume_url, c.cover_letter_url, c.certificates
    from public.candidates c where c.user_id = p_user_id;
end;
$function$;
revoke all on function public.get_candidate_documents(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_candidate_documents(uuid) to authenticated, service_role;

-- The company that manages the caller, by name: candidates cannot read company rows themselves.
create or replace function public.get_managing_company()
 returns TABLE(id uuid, name text)
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select co.id, co.name
  from public.candidates c
  join public.companies co on co.id = c.managing_company_id
  where c.user_id = (select auth.uid())
$function$;
revoke all on function public.get_managing_company() from public, anon, authenticated, service_role;
grant execute on function public.get_managing_company() to authenticated, service_role;

-- The signed-in candidate's records: their own and those kept under their sign-up e-mail.
create or replace function public.get_my_candidate_ids()
 returns SETOF uuid
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select private.linked_candidate_ids()
$function$;
revoke all on function public.get_my_candidate_ids() from public, anon, authenticated, service_role;
grant execute on function public.get_my_candidate_ids() to authenticated, service_role;

create or replace function public.invite_candidate_to_job(p_job_id uuid, p_candidate_id uuid)
 returns json
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_job public.jobs;
  v_company text;
  v_candidate public.candidates;
  v_id uuid;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to invite candidates' using errcode = '42501';
  end if;
  select * into v_job from public.jobs where id = p_job_id;
  if v_job.id is null then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  if v_job.company_id not in (select private.company_ids_with_role(
       array['company_admin', 'subscription_admin', 'manager', 'recruiter'])) then
    raise exception 'Only the hiring team of this job can invite candidates to it' using errcode = '42501';
  end if;
  if not private.job_is_open(p_job_id) or coalesce(v_job.expires_at <= now(), false) then
    raise exception 'Only an open job takes invitations' using errcode = '22023';
  end if;
  -- the same pool the suggestions come from: nothing a partnership does not share
  select * into v_candidate from public.candidates
  where id = p_candidate_id and managing_company_id = any (private.suggestion_company_ids(p_job_id));
  if v_candidate.id is null then
    raise exception 'Candidate not found' using errcode = 'P0002';
  end if;
  if nullif(btrim(coalesce(v_candidate.email, '')), '') is null then
    raise exception 'This candidate has no e-mail address to invite' using errcode = '22023';
  end if;
  if exists (select 1 from public.applications where job_id = p_job_id and candidate_id = p_candidate_id) then
    raise exception 'This candidate has already applied to this job' using errcode = '23505';
  end if;
  insert into public.job_invitations (job_id, candidate_id, invited_by_user_id)
  values (p_job_id, p_candidate_id, (select auth.uid()))
  on conflict on constraint job_invitations_once do nothing
  returning id into v_id;
  if v_id is null then
    raise exception 'This candidate was already invited to this job' using errcode = '23505';
  end if;

  select name into v_company from public.companies where id = v_job.company_id;
  -- the function mails everyone invited, so the notification is not mailed again
  if v_candidate.user_id is not null then
    insert into public.notifications (user_id, type, title, message, link, data, emailed_at)
    values (v_candidate.user_id, 'job_invitation', 'Invitation to apply',
      format('%s invites you to apply for %s.', v_company, v_job.title), '/jobs/' || p_job_id,
      jsonb_build_object('job_id', p_job_id, 'invitation_id', v_id), now());
  end if;
  return json_build_object('invitationId', v_id, 'email', btrim(v_candidate.email),
    'firstName', v_candidate.first_name, 'jobTitle', v_job.title, 'companyName', v_company,
    'notified', v_candidate.user_id is not null);
end;
$function$;
revoke all on function public.invite_candidate_to_job(uuid,uuid) from public, anon, authenticated, service_role;
grant execute on function public.invite_candidate_to_job(uuid,uuid) to authenticated, service_role;

-- A managed candidate can leave the company that manages them, as the management terms promise.
-- The company's recruiter assignment of that candidate ends with it; applications stay theirs.
create or replace function public.leave_managing_company()
 returns jsonb
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_uid uuid := (select auth.uid());
  v_candidate uuid;
  v_company uuid;
begin
  if v_uid is null then
    raise exception 'You must be signed in to leave a company' using errcode = '42501';
  end if;
  select c.id, c.managing_company_id into v_candidate, v_company
  from public.candidates c where c.user_id = v_uid
  for update;
  if v_company is null then
    raise exception 'No company manages your profile' using errcode = '22023';
  end if;
  update public.candidates set managing_company_id = null, is_managed_by_company = false
  where id = v_candidate;
  delete from public.candidate_assignments where candidate_id = v_candidate;
  return jsonb_build_object('company_id', v_company);
end;
$function$;
revoke all on function public.leave_managing_company() from public, anon, authenticated, service_role;
grant execute on function public.leave_managing_company() to authenticated, service_role;

-- Who at which company opened or downloaded the signed-in candidate's documents, and when.
create or replace function public.my_document_access()
 returns TABLE(id bigint, occurred_at timestamp with time zone, viewer_name text, company_name text, document text)
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select e.id, e.occurred_at, private.audit_person_name(e.actor_id), co.name, e.details ->> 'document'
  from public.candidates c
  join audit.entries e on e.target_id = c.id::text and e.action = 'candidate.document_viewed'
  left join public.companies co on co.id = e.company_id
  where c.user_id = (select auth.uid())
  order by e.id desc
  limit 500
$function$;
revoke all on function public.my_document_access() from public, anon, authenticated, service_role;
grant execute on function public.my_document_access() to authenticated, service_role;

create or replace function public.remove_certificate_url(p_user_id uuid, p_certificate_url text)
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  perform private.assert_self_or_admin(p_user_id);
  update public.candidates c
  set certificates = array_remove(c.certificates, p_certificate_url)
  where c.user_id = p_user_id;
end;
$function$;
revoke all on function public.remove_certificate_url(uuid,text) from public, anon, authenticated, service_role;
grant execute on function public.remove_certificate_url(uuid,text) to authenticated, service_role;

create or replace function public.save_job_preferences(p_desired_titles text[], p_locations text[], p_work_arrangement text, p_job_types text[], p_minimum_salary integer, p_experience_level text)
 returns public.candidate_preferences
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_candidate_id uuid;
  v_saved public.candidate_preferences;
begin
  select c.id into v_candidate_id from public.candidates c where c.user_id = (select auth.uid());
  if v_candidate_id is null or coalesce((select p.role from public.profiles p where p.id = (select auth.uid())), 'candidate') <> 'candidate' then
    raise exception 'Only candidates can save job preferences' using errcode = '42501';
  end if;
  if p_work_arrangement is null or p_work_arrangement not in ('remote', 'onsite', 'any') then
    raise exception 'Choose remote, on-site or either' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(coalesce(p_job_types, '{}')) t
             where t is null or t not in ('FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP', 'REMOTE')) then
    raise exception 'Choose job types from the list' using errcode = '22023';
  end if;
  if p_minimum_salary is not null and (p_minimum_salary < 0 or p_minimum_salary > 10000000) then
    raise exception 'Minimum salary must be between 0 and 10,000,000' using errcode = '22023';
  end if;
  if p_experience_level is not null
     and p_experience_level not in ('entry_level', 'mid_level', 'senior_level', 'lead', 'executive') then
    raise exception 'Choose an experience level from the list' using errcode = '22023';
  end if;

  insert into public.candidate_preferences as cp (candidate_id, desired_titles, locations, work_arrangement,
    job_types, minimum_salary, experience_level)
  values (v_candidate_id,
    private.clean_text_list(p_desired_titles, 'Desired titles', 10, 100),
    private.clean_text_list(p_locations, 'Locations', 10, 100),
    p_work_arrangement,
    coalesce(array(select distinct t from unnest(coalesce(p_job_types, '{}')) t order by t), '{}'),
    p_minimum_salary,
    p_experience_level)
  on conflict (candidate_id) do update set
    desired_titles = excluded.desired_titles,
    locations = excluded.locations,
    work_arrangement = excluded.work_arrangement,
    job_types = excluded.job_types,
    minimum_salary = excluded.minimum_salary,
    experience_level = excluded.experience_level
  returning cp.* into v_saved;
  return v_saved;
end;
$function$;
revoke all on function public.save_job_preferences(text[],text[],text,text[],integer,text) from public, anon, authenticated, service_role;
grant execute on function public.save_job_preferences(text[],text[],text,text[],integer,text) to authenticated, service_role;

create or replace function public.update_candidate_document_url(p_user_id uuid, p_document_type text, p_url text)
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  perform private.assert_self_or_admin(p_user_id);
  if p_document_type not in ('resume', 'cover_letter', 'certificate') then
    raise exception 'Unknown document type: %', p_document_type using errcode = '22023';
  end if;
  perform private.ensure_candidate(p_user_id);
  update public.candidates c set
    resume_url = case when p_document_type = 'resume' then nullif(p_url, '') else c.resume_url end,
    cover_letter_url = case when p_document_type = 'cover_letter' then nullif(p_url, '') else c.cover_letter_url end,
    certificates = case
      when p_document_type = 'certificate' and nullif(p_url, '') is not null and not (p_url = any (c.certificates))
        then array_append(c.certificates, p_url)
      else c.certificates end
  where c.user_id = p_user_id;
end;
$function$;
revoke all on function public.update_candidate_document_url(uuid,text,text) from public, anon, authenticated, service_role;
grant execute on function public.update_candidate_document_url(uuid,text,text) to authenticated, service_role;

create or replace function public.update_candidate_profile(p_user_id uuid, p_first_name text DEFAULT NULL::text, p_last_name text DEFAULT NULL::text, p_bio text DEFAULT NULL::text, p_skills text[] DEFAULT NULL::text[], p_phone text DEFAULT NULL::text, p_email text DEFAULT NULL::text, p_alternate_phone text DEFAULT NULL::text, p_gender text DEFAULT NULL::text, p_work_authorization text DEFAULT NULL::text, p_unit text DEFAULT NULL::text, p_street text DEFAULT NULL::text, p_city text DEFAULT NULL::text, p_state text DEFAULT NULL::text, p_zip_code text DEFAULT NULL::text, p_country text DEFAULT NULL::text, p_title text DEFAULT NULL::text)
 returns SETOF public.candidates
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  perform private.assert_self_or_admin(p_user_id);
  perform private.ensure_candidate(p_user_id);
  return query
    update public.candidates c set
      first_name = coalesce(btrim(p_first_name), c.first_name),
      last_name = coalesce(btrim(p_last_name), c.last_name),
      title = case when p_title is null then c.title else nullif(btrim(p_title), '') end,
      bio = p_bio,
      skills = coalesce(array(select distinct on (lower(btrim(s))) btrim(s) from unnest(p_skills) as s
                              where btrim(s) <> ''), c.skills),
      phone = p_phone,
      email = coalesce(nullif(btrim(p_email), ''), c.email),
      alternate_phone = p_alternate_phone,
      gender = nullif(p_gender, ''),
      work_authorization = nullif(p_work_authorization, ''),
      unit = p_unit,
      street = p_street,
      city = p_city,
      state = p_state,
      zip_code = p_zip_code,
      country = p_country
    where c.user_id = p_user_id
    returning c.*;
end;
$function$;
revoke all on function public.update_candidate_profile(uuid,text,text,text,text[],text,text,text,text,text,text,text,text,text,text,text,text) from public, anon, authenticated, service_role;
grant execute on function public.update_candidate_profile(uuid,text,text,text,text[],text,text,text,text,text,text,text,text,text,text,text,text) to authenticated, service_role;

create trigger candidate_assignments_check before insert or update on public.candidate_assignments
  for each row execute function private.check_candidate_assignment();

create trigger candidate_assignments_updated_at before update on public.candidate_assignments
  for each row execute function private.set_updated_at();

create trigger candidate_preferences_updated_at before update on public.candidate_preferences
  for each row execute function private.set_updated_at();

create trigger candidates_guard before insert or update on public.candidates
  for each row execute function private.guard_candidates();

create trigger candidates_person before insert or update on public.candidates
  for each row execute function private.set_candidate_person();

create trigger candidates_updated_at before update on public.candidates
  for each row execute function private.set_updated_at();

create trigger candidates_use_management_invitation after update of managing_company_id on public.candidates
  for each row execute function private.use_management_invitation();

create policy candidate_assignments_delete on public.candidate_assignments for delete to authenticated
  using (
    (select private.is_platform_admin())
    or candidate_id in (select c.id from public.candidates c
        where c.managing_company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
  );

create policy candidate_assignments_insert on public.candidate_assignments for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or candidate_id in (select c.id from public.candidates c
        where c.managing_company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  );

-- candidate_assignments --------------------------------------------------------------------------
create policy candidate_assignments_select on public.candidate_assignments for select to authenticated
  using (
    (select private.is_platform_admin())
    or assigned_to_user_id = (select auth.uid())
    or candidate_id in (select c.id from public.candidates c
                        where c.managing_company_id in (select private.company_ids_with_role()))
  );

create policy candidate_assignments_update on public.candidate_assignments for update to authenticated
  using (
    (select private.is_platform_admin())
    or candidate_id in (select c.id from public.candidates c
        where c.managing_company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  )
  with check (
    (select private.is_platform_admin())
    or candidate_id in (select c.id from public.candidates c
        where c.managing_company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager'])))
  );

create policy candidate_preferences_select on public.candidate_preferences for select to authenticated
  using (candidate_id in (select c.id from public.candidates c where c.user_id = (select auth.uid())));

-- Records without an account can be removed by whoever manages them.
create policy candidates_delete on public.candidates for delete to authenticated
  using (
    (select private.is_platform_admin())
    or (user_id is null and managing_company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager'])))
    or (user_id is null and created_by_vendor_id in (select private.admin_vendor_ids()))
  );

-- Candidates create their own record; companies and vendors create records they manage.
create policy candidates_insert on public.candidates for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or (user_id = (select auth.uid()) and managing_company_id is null and created_by_vendor_id is null)
    or (user_id is null and created_by_vendor_id is null
        and managing_company_id in (select private.active_company_ids()))
    or (user_id is null and managing_company_id is null
        and created_by_vendor_id in (select private.member_vendor_ids()))
  );

-- candidates -------------------------------------------------------------------------------------
create policy candidates_select on public.candidates for select to authenticated
  using (
    (select private.is_platform_admin())
    or managing_company_id = any (array(select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager', 'recruiter'])))
    or user_id = (select auth.uid())
    or created_by_vendor_id = any (array(select private.member_vendor_ids()))
    -- only admins pay for the per-row probe
    or (cardinality(array(select private.company_ids_with_role(array['company_admin', 'subscription_admin']))) > 0
        and private.applied_to_admin_company(id))
    or id in (select private.visible_candidate_ids())
  );

create policy candidates_update on public.candidates for update to authenticated
  using (
    user_id = (select auth.uid())
    or (select private.is_platform_admin())
    or managing_company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager', 'recruiter']))
    or (user_id is null and created_by_vendor_id in (select private.member_vendor_ids()))
  )
  with check (
    user_id = (select auth.uid())
    or (select private.is_platform_admin())
    or managing_company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager', 'recruiter']))
    or (user_id is null and created_by_vendor_id in (select private.member_vendor_ids()))
  );
