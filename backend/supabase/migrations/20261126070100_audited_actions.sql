-- Actions written to the audit trail by triggers on the rows they change, so every path (API,
-- edge function, auth service, SQL) records them. Entries name ids and what changed, never values
-- that identify a person.

-- The company a user works for, if any (their entries go to that company's chain).
create or replace function private.audit_user_company(p_user_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select cu.company_id from public.company_users cu where cu.user_id = p_user_id
$$;
revoke all on function private.audit_user_company(uuid) from public, anon, authenticated;

-- Sign-ins and sign-outs, from the auth service's own audit log (GoTrue writes one row per event
-- to auth.audit_log_entries; the local auth server does the same).
create or replace function private.audit_auth_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_event text := new.payload ->> 'action';
  v_actor uuid;
begin
  if v_event not in ('login', 'logout') then
    return new;
  end if;
  begin
    v_actor := (new.payload ->> 'actor_id')::uuid;
  exception when invalid_text_representation then
    return new;
  end;
  perform audit.append(case v_event when 'login' then 'auth.signed_in' else 'auth.signed_out' end,
    'user', v_actor::text, private.audit_user_company(v_actor), '{}', v_actor);
  return new;
end;
$$;
create trigger audit_auth_events after insert on auth.audit_log_entries
  for each row execute function private.audit_auth_event();

-- Deactivation and reactivation (a ban set or lifted on the account).
create or replace function private.audit_user_ban()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (new.banned_until is not null and new.banned_until > now())
     is distinct from (old.banned_until is not null and old.banned_until > now()) then
    perform audit.append(
      case when new.banned_until is not null and new.banned_until > now()
           then 'user.deactivated' else 'user.reactivated' end,
      'user', new.id::text, private.audit_user_company(new.id), '{}');
  end if;
  return new;
end;
$$;
create trigger audit_user_ban after update of banned_until on auth.users
  for each row execute function private.audit_user_ban();

-- Account role changes.
create or replace function private.audit_profile_role()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform audit.append('user.role_changed', 'user', new.id::text, private.audit_user_company(new.id),
    jsonb_build_object('from', old.role, 'to', new.role));
  return new;
end;
$$;
create trigger audit_profile_role after update of role on public.profiles
  for each row when (old.role is distinct from new.role)
  execute function private.audit_profile_role();

-- Company staff: joined, role changed, removed.
create or replace function private.audit_company_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform audit.append('employee.added', 'user', new.user_id::text, new.company_id,
      jsonb_build_object('role', new.role));
  elsif tg_op = 'DELETE' then
    perform audit.append('employee.removed', 'user', old.user_id::text, old.company_id,
      jsonb_build_object('role', old.role));
  elsif old.role is distinct from new.role then
    perform audit.append('employee.role_changed', 'user', new.user_id::text, new.company_id,
      jsonb_build_object('from', old.role, 'to', new.role));
  end if;
  return null;
end;
$$;
create trigger audit_company_users after insert or delete or update of role on public.company_users
  for each row execute function private.audit_company_user();

-- Company approval.
create or replace function private.audit_company_approval()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform audit.append(case when new.is_approved then 'company.approved' else 'company.approval_revoked' end,
    'company', new.id::text, new.id, '{}');
  return null;
end;
$$;
create trigger audit_company_approval after update of is_approved on public.companies
  for each row when (old.is_approved is distinct from new.is_approved)
  execute function private.audit_company_approval();

-- Subscription tier, status and expiry.
create or replace function private.audit_subscription()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (old.tier, old.status, old.expires_at) is not distinct from (new.tier, new.status, new.expires_at) then
    return null;
  end if;
  perform audit.append('company.subscription_changed', 'company', new.company_id::text, new.company_id,
    jsonb_strip_nulls(jsonb_build_object(
      'from_tier', case when tg_op = 'UPDATE' then old.tier end, 'tier', new.tier,
      'status', new.status, 'expires_at', new.expires_at)));
  return null;
end;
$$;
create trigger audit_subscription after insert or update on public.company_subscriptions
  for each row execute function private.audit_subscription();

-- Partnerships, written to both companies' chains (lower id first, so writers lock in one order).
create or replace function private.audit_partnership()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.company_relationships := case when tg_op = 'DELETE' then old else new end;
  v_action text := case tg_op when 'INSERT' then 'partnership.created'
                              when 'DELETE' then 'partnership.removed' else 'partnership.changed' end;
  v_company uuid;
begin
  if tg_op = 'UPDATE' and (old.can_share_jobs, old.can_share_candidates)
     is not distinct from (new.can_share_jobs, new.can_share_candidates) then
    return null;
  end if;
  for v_company in select unnest(array[v_row.company_a_id, v_row.company_b_id]) as c order by c loop
    perform audit.append(v_action, 'company',
      (case when v_company = v_row.company_a_id then v_row.company_b_id else v_row.company_a_id end)::text,
      v_company,
      jsonb_build_object('can_share_jobs', v_row.can_share_jobs, 'can_share_candidates', v_row.can_share_candidates));
  end loop;
  return null;
end;
$$;
create trigger audit_partnership after insert or update or delete on public.company_relationships
  for each row execute function private.audit_partnership();

-- Administrator invitations (the address invited is not recorded; the invitation id is).
create or replace function private.audit_admin_invitation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform audit.append('admin.invited', 'invitation', new.id::text, null, '{}');
  return null;
end;
$$;
create trigger audit_admin_invitation after insert on public.invitations
  for each row when (new.type = 'admin_invitation')
  execute function private.audit_admin_invitation();

-- Candidate data edits: which fields changed, not their values. An edit by company staff goes
-- to their company's chain.
create or replace function private.audit_candidate_edit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_fields text[];
  v_actor uuid := audit.current_actor();
begin
  select array_agg(n.key order by n.key) into v_fields
  from jsonb_each(to_jsonb(new)) n
  join jsonb_each(to_jsonb(old)) o on o.key = n.key
  where n.value is distinct from o.value and n.key not in ('updated_at', 'created_at');
  if v_fields is null then
    return null;
  end if;
  perform audit.append('candidate.updated', 'candidate', new.id::text, private.audit_user_company(v_actor),
    jsonb_build_object('fields', v_fields), v_actor);
  return null;
end;
$$;
create trigger audit_candidate_edit after update on public.candidates
  for each row execute function private.audit_candidate_edit();

-- Stage changes of applications (who and when; the company keeps the stage itself).
create or replace function private.audit_application_stage()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform audit.append('application.stage_changed', 'application', new.id::text, new.company_id,
    jsonb_build_object('from', old.status, 'to', new.status));
  return null;
end;
$$;
create trigger audit_application_stage after update of status on public.applications
  for each row when (old.status is distinct from new.status)
  execute function private.audit_application_stage();

revoke all on function private.audit_auth_event(), private.audit_user_ban(), private.audit_profile_role(),
  private.audit_company_user(), private.audit_company_approval(), private.audit_subscription(),
  private.audit_partnership(), private.audit_admin_invitation(), private.audit_candidate_edit(),
  private.audit_application_stage() from public, anon, authenticated;
