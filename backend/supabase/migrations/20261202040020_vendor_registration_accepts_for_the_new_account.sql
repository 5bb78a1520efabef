-- Registering from a talent-vendor invitation created the account and then signed in as it only
-- to accept the invitation as that user: a second bcrypt hash of the password (about 45 ms of CPU)
-- on every registration. The service role now accepts for the account it has just created, naming
-- it; everyone else still accepts only for themselves.
drop function public.accept_talent_vendor_invitation(text, text, text, text);

create or replace function public.accept_talent_vendor_invitation(p_token text, p_vendor_name text, p_first_name text, p_last_name text, p_user_id uuid DEFAULT NULL::uuid)
 returns jsonb
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_uid uuid := coalesce(p_user_id, (select auth.uid()));
  v_email text;
  v_meta jsonb;
  v_candidate uuid;
  v_vendor uuid;
  inv public.talent_vendors;
  v_name text := btrim(coalesce(p_vendor_name, ''));
  v_first text := btrim(coalesce(p_first_name, ''));
  v_last text := btrim(coalesce(p_last_name, ''));
begin
  if p_user_id is not null and (select auth.role()) is distinct from 'service_role' then
    raise exception 'You can only accept an invitation for yourself' using errcode = '42501';
  end if;
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
revoke all on function public.accept_talent_vendor_invitation(text,text,text,text,uuid) from public, anon, authenticated, service_role;
grant execute on function public.accept_talent_vendor_invitation(text,text,text,text,uuid) to authenticated, service_role;
