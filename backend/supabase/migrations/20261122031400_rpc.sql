-- Remote procedures called by the portal. Each one checks that the caller is the user it concerns
-- (or a platform admin) before touching data; EXECUTE is granted only to the roles that call it.

create or replace function private.assert_self_or_admin(p_user_id uuid)
returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'You must be signed in' using errcode = '42501';
  end if;
  if p_user_id is distinct from (select auth.uid()) and not private.is_platform_admin() then
    raise exception 'You can only access your own data' using errcode = '42501';
  end if;
end;
$$;
revoke all on function private.assert_self_or_admin(uuid) from public, anon;
grant execute on function private.assert_self_or_admin(uuid) to authenticated, service_role;

-- Candidate record of a user, created (minimal) on first use.
create or replace function private.ensure_candidate(p_user_id uuid)
returns uuid
language plpgsql security definer
set search_path = ''
as $$
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
$$;
revoke all on function private.ensure_candidate(uuid) from public, anon;
grant execute on function private.ensure_candidate(uuid) to service_role;

-- Membership -------------------------------------------------------------------------------------

create or replace function public.get_user_company_membership_safe(user_id uuid)
returns table (role text, company_id uuid)
language plpgsql stable security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.assert_self_or_admin(get_user_company_membership_safe.user_id);
  return query
    select cu.role, cu.company_id
    from public.company_users cu
    where cu.user_id = get_user_company_membership_safe.user_id;
end;
$$;

-- Candidate profile and documents ----------------------------------------------------------------

create or replace function public.get_candidate_by_user_id(p_user_id uuid)
returns setof public.candidates
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform private.assert_self_or_admin(p_user_id);
  return query select c.* from public.candidates c where c.user_id = p_user_id;
end;
$$;

create or replace function public.update_candidate_profile(
  p_user_id uuid,
  p_first_name text default null,
  p_last_name text default null,
  p_bio text default null,
  p_skills text[] default null,
  p_phone text default null,
  p_email text default null,
  p_alternate_phone text default null,
  p_gender text default null,
  p_work_authorization text default null,
  p_unit text default null,
  p_street text default null,
  p_city text default null,
  p_state text default null,
  p_zip_code text default null,
  p_country text default null,
  p_title text default null
)
returns setof public.candidates
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.assert_self_or_admin(p_user_id);
  perform private.ensure_candidate(p_user_id);
  return query
    update public.candidates c set
      first_name = coalesce(btrim(p_first_name), c.first_name),
      last_name = coalesce(btrim(p_last_name), c.last_name),
      title = coalesce(nullif(btrim(p_title), ''), c.title),
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
$$;

create or replace function public.get_candidate_documents(p_user_id uuid)
returns table (resume_url text, cover_letter_url text, certificates text[])
language plpgsql stable security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.assert_self_or_admin(p_user_id);
  return query
    select c.resume_url, c.cover_letter_url, c.certificates
    from public.candidates c where c.user_id = p_user_id;
end;
$$;

create or replace function public.update_candidate_document_url(p_user_id uuid, p_document_type text, p_url text)
returns void
language plpgsql security definer
set search_path = ''
as $$
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
$$;

create or replace function public.remove_certificate_url(p_user_id uuid, p_certificate_url text)
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.assert_self_or_admin(p_user_id);
  update public.candidates c
  set certificates = array_remove(c.certificates, p_certificate_url)
  where c.user_id = p_user_id;
end;
$$;

-- Notifications ----------------------------------------------------------------------------------

create or replace function public.mark_notification_read(notification_id uuid)
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.notifications n set is_read = true
  where n.id = mark_notification_read.notification_id and n.user_id = (select auth.uid());
  if not found then
    raise exception 'Notification not found' using errcode = 'P0002';
  end if;
end;
$$;

-- Applications -----------------------------------------------------------------------------------

-- Candidates apply to open jobs for themselves; company staff may submit a candidate they can see
-- to a job they can see. A second application for the same job raises unique_violation (23505).
create or replace function public.create_application_safe(p_job_id uuid, p_candidate_id uuid, p_status text default 'applied')
returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_company uuid;
  v_id uuid;
  v_status text := coalesce(nullif(p_status, ''), 'applied');
begin
  if v_uid is null then
    raise exception 'Please log in to apply for this job' using errcode = '42501';
  end if;
  if private.is_platform_admin() then
    insert into public.applications (job_id, candidate_id, status, source, applied_by_user_id)
    values (p_job_id, p_candidate_id, v_status, 'candidate', v_uid)
    returning id into v_id;
  elsif p_candidate_id in (select private.own_candidate_ids()) then
    if p_job_id not in (select private.open_job_ids()) then
      raise exception 'This job is not open for applications' using errcode = '42501';
    end if;
    insert into public.applications (job_id, candidate_id, status, source, applied_by_user_id)
    values (p_job_id, p_candidate_id, 'applied', 'candidate', v_uid)
    returning id into v_id;
  else
    select j.company_id into v_company from public.jobs j
    where j.id = p_job_id and j.id in (select private.staff_job_ids())
      and private.company_is_active(j.company_id);
    if v_company is null or p_candidate_id not in (select private.visible_candidate_ids()) then
      raise exception 'You cannot submit this candidate to this job' using errcode = '42501';
    end if;
    insert into public.applications (job_id, candidate_id, status, source, applied_by_company_id, applied_by_user_id)
    values (p_job_id, p_candidate_id, v_status, 'company', v_company, v_uid)
    returning id into v_id;
  end if;
  return v_id;
end;
$$;

-- Invitations ------------------------------------------------------------------------------------

-- What an invitation landing page needs; only pending invitations are returned (the page checks
-- the expiry itself to tell "expired" from "not found").
create or replace function public.get_invitation_by_token(p_token text, p_type text default null)
returns table (
  id uuid,
  email text,
  type text,
  status text,
  expires_at timestamptz,
  company_id uuid,
  company_name text,
  role text,
  management_terms text,
  candidate_data jsonb,
  company_data jsonb,
  created_at timestamptz
)
language sql stable security definer
set search_path = ''
as $$
  select i.id, i.email, i.type, i.status, i.expires_at, i.company_id, c.name, i.role,
         i.management_terms, i.candidate_data, i.company_data, i.created_at
  from public.invitations i
  left join public.companies c on c.id = i.company_id
  where p_token is not null
    and i.token = p_token
    and (p_type is null or i.type = p_type)
    and i.status = 'pending'
$$;

-- Accepts an invitation for the signed-in user and grants what it stands for. p_type, when given,
-- is the kind the landing page expects ('employee_invitation' for employee links).
create or replace function public.accept_invitation(p_token text, p_type text default null)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_email text;
  inv public.invitations;
  v_company uuid;
  v_role text;
begin
  if v_uid is null then
    raise exception 'You must be signed in to accept an invitation' using errcode = '42501';
  end if;
  select u.email into v_email from auth.users u where u.id = v_uid;

  select i.* into inv from public.invitations i where i.token = p_token for update;
  if inv.id is null then
    raise exception 'Invitation not found or has expired' using errcode = 'P0002';
  end if;
  if p_type = 'employee_invitation' and not private.is_employee_invitation(inv) then
    raise exception 'This is not a valid employee invitation' using errcode = '22023';
  end if;
  if p_type is not null and p_type <> 'employee_invitation' and inv.type <> p_type then
    raise exception 'Invitation not found or has expired' using errcode = 'P0002';
  end if;
  if inv.status <> 'pending' then
    raise exception 'This invitation has already been used' using errcode = '22023';
  end if;
  if inv.expires_at <= now() then
    raise exception 'This invitation has expired' using errcode = '22023';
  end if;
  if lower(inv.email) <> lower(coalesce(v_email, '')) then
    raise exception 'This invitation was sent to a different email address' using errcode = '42501';
  end if;

  if inv.type = 'admin_invitation' then
    update public.profiles set role = 'admin' where id = v_uid;
    v_role := 'admin';
  elsif private.is_employee_invitation(inv) then
    if inv.company_id is null then
      raise exception 'This is not a valid employee invitation' using errcode = '22023';
    end if;
    if exists (select 1 from public.company_users cu where cu.user_id = v_uid) then
      raise exception 'You already belong to a company' using errcode = '23505';
    end if;
    v_role := private.invited_staff_role(inv);
    insert into public.company_users (user_id, company_id, first_name, last_name, email, role)
    values (v_uid, inv.company_id, coalesce(inv.company_data ->> 'firstName', ''),
            coalesce(inv.company_data ->> 'lastName', ''), v_email, v_role);
    update public.profiles set role = 'company' where id = v_uid and role <> 'admin';
    v_company := inv.company_id;
  elsif inv.type = 'company_invitation' then
    update public.profiles set role = 'company' where id = v_uid and role <> 'admin';
    select cu.company_id into v_company from public.company_users cu where cu.user_id = v_uid;
    if v_company is null then
      insert into public.companies (name, industry, location, is_approved, user_id)
      values (coalesce(nullif(btrim(inv.company_data ->> 'companyName'), ''), 'New Company'),
              'Technology', 'United States', false, v_uid)
      returning id into v_company;
      insert into public.company_users (user_id, company_id, first_name, last_name, email, role)
      values (v_uid, v_company, '', '', v_email, 'company_admin');
    end if;
    v_role := 'company';
  elsif inv.type = 'candidate' then
    perform private.link_managed_candidate(inv, v_uid, v_email);
    v_company := inv.company_id;
    v_role := 'candidate';
  end if;

  perform private.mark_invitation_accepted(inv.id, v_uid);
  return jsonb_build_object('invitation_id', inv.id, 'type', inv.type, 'role', v_role, 'company_id', v_company);
end;
$$;

-- Administration ---------------------------------------------------------------------------------

create or replace function public.admin_dashboard_stats()
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not private.is_platform_admin() then
    raise exception 'You must be an admin to view platform statistics' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'total_users', (select count(*) from public.profiles),
    'total_companies', (select count(*) from public.companies),
    'pending_approvals', (select count(*) from public.companies where not is_approved),
    'total_candidates', (select count(*) from public.candidates)
  );
end;
$$;

-- Grants -----------------------------------------------------------------------------------------
revoke all on function
  public.get_user_company_membership_safe(uuid),
  public.get_candidate_by_user_id(uuid),
  public.update_candidate_profile(uuid, text, text, text, text[], text, text, text, text, text, text, text, text, text, text, text, text),
  public.get_candidate_documents(uuid),
  public.update_candidate_document_url(uuid, text, text),
  public.remove_certificate_url(uuid, text),
  public.mark_notification_read(uuid),
  public.create_application_safe(uuid, uuid, text),
  public.get_invitation_by_token(text, text),
  public.accept_invitation(text, text),
  public.admin_dashboard_stats()
from public, anon;

grant execute on function
  public.get_user_company_membership_safe(uuid),
  public.get_candidate_by_user_id(uuid),
  public.update_candidate_profile(uuid, text, text, text, text[], text, text, text, text, text, text, text, text, text, text, text, text),
  public.get_candidate_documents(uuid),
  public.update_candidate_document_url(uuid, text, text),
  public.remove_certificate_url(uuid, text),
  public.mark_notification_read(uuid),
  public.create_application_safe(uuid, uuid, text),
  public.get_invitation_by_token(text, text),
  public.accept_invitation(text, text),
  public.admin_dashboard_stats()
to authenticated, service_role;

-- Invitation landing pages are opened before the invitee has an account.
grant execute on function public.get_invitation_by_token(text, text) to anon;
