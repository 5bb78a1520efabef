-- Sign-up through an invitation keeps what the invitation says: an invited company gets the name
-- the administrator typed, and a candidate invited by a company gets that company's notice to
-- accept or decline (the company manages them only once they accept).

-- The company-management notice a candidate accepts or declines on their dashboard.
create or replace function private.insert_management_notice(p_invitation public.invitations, p_user_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
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
$$;

create or replace function private.notify_management_invitation()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
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
$$;

-- The candidate record takes the details the company entered, without any management.
create or replace function private.prefill_invited_candidate(p_invitation public.invitations, p_user_id uuid, p_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- Accepting on the landing page (accept_invitation): the details, then the management.
create or replace function private.link_managed_candidate(p_invitation public.invitations, p_user_id uuid, p_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.prefill_invited_candidate(p_invitation, p_user_id, p_email);
  update public.candidates c set
    managing_company_id = coalesce(p_invitation.company_id, c.managing_company_id),
    is_managed_by_company = p_invitation.company_id is not null or c.is_managed_by_company
  where c.user_id = p_user_id;
end;
$$;

-- Accepting either way (notice or landing page) uses the invitation up and settles the notice.
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
    update public.notifications n set is_read = true
    where n.user_id = new.user_id and n.type = 'company_invitation' and not n.is_read
      and n.data ->> 'company_id' = new.managing_company_id::text;
  end if;
  return new;
end;
$$;

create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  requested text := lower(coalesce(meta ->> 'role', ''));
  token text := coalesce(nullif(meta ->> 'invitation', ''), nullif(meta ->> 'invitation_token', ''));
  inv public.invitations;
  account_role text := 'candidate';
  new_company_id uuid;
begin
  if requested = 'admin' then
    inv := private.usable_invitation(token, new.email, array['admin_invitation']);
    if inv.id is not null then
      account_role := 'admin';
    end if;
  elsif requested = 'employee' then
    inv := private.usable_invitation(token, new.email, array['company_invitation', 'employee_invitation']);
    if inv.id is not null and private.is_employee_invitation(inv) and inv.company_id is not null then
      account_role := 'company';
    else
      inv := null;
    end if;
  elsif requested = 'company' then
    account_role := 'company';
    inv := private.usable_invitation(token, new.email, array['company_invitation']);
    if inv.id is not null and private.is_employee_invitation(inv) then
      inv := null;
    end if;
  else
    inv := private.usable_invitation(token, new.email, array['candidate']);
  end if;

  insert into public.profiles (id, email, role)
  values (new.id, new.email, account_role)
  on conflict (id) do nothing;

  if account_role = 'company' and requested = 'employee' then
    insert into public.company_users (user_id, company_id, first_name, last_name, email, role)
    values (new.id, inv.company_id, coalesce(inv.company_data ->> 'firstName', ''),
            coalesce(inv.company_data ->> 'lastName', ''), new.email, private.invited_staff_role(inv));
  elsif account_role = 'company' then
    -- The spec's 'New Company' only when no invitation names the company.
    insert into public.companies (name, industry, location, is_approved, user_id)
    values (coalesce(nullif(btrim(inv.company_data ->> 'companyName'), ''), 'New Company'),
            'Technology', 'United States', false, new.id)
    returning id into new_company_id;
    insert into public.company_users (user_id, company_id, first_name, last_name, email, role)
    values (new.id, new_company_id, '', '', new.email, 'company_admin');
  elsif account_role = 'candidate' then
    insert into public.candidates (user_id, first_name, last_name, email, skills)
    values (new.id, split_part(new.email, '@', 1), '', new.email, '{}')
    on conflict (user_id) do nothing;
    if inv.id is not null then
      perform private.prefill_invited_candidate(inv, new.id, new.email);
      if inv.company_id is not null then
        -- Managing starts when the candidate accepts the notice, which uses the invitation up.
        perform private.insert_management_notice(inv, new.id);
        return new;
      end if;
    end if;
  end if;

  if inv.id is not null then
    perform private.mark_invitation_accepted(inv.id, new.id);
  end if;
  return new;
end;
$$;

revoke all on function private.insert_management_notice(public.invitations, uuid),
  private.prefill_invited_candidate(public.invitations, uuid, text) from public, anon, authenticated;
