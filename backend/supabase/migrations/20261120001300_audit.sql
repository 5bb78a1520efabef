-- The tamper-evident audit log.

-- SQL function bodies may name functions defined in a later file; they are checked when called.
set local check_function_bodies = off;

create schema if not exists audit;
revoke all on schema audit from public;

create table audit.chain_heads (
  chain text not null,
  seq bigint default 0 not null,
  hash text default repeat('0'::text, 64) not null,
  constraint chain_heads_pkey primary key (chain)
);
alter table audit.chain_heads enable row level security;
revoke all on audit.chain_heads from public, anon, authenticated, service_role;

create table audit.entries (
  id bigint generated always as identity not null,
  chain text not null,
  seq bigint not null,
  occurred_at timestamptz not null,
  actor_id uuid,
  action text not null,
  target_type text,
  target_id text,
  company_id uuid,
  details jsonb default '{}'::jsonb not null,
  prev_hash text not null,
  hash text not null,
  constraint entries_pkey primary key (id),
  constraint entries_chain_seq_key unique (chain, seq)
);
alter table audit.entries enable row level security;
revoke all on audit.entries from public, anon, authenticated, service_role;
create index entries_action_idx on audit.entries (action, id desc);
create index entries_actor_idx on audit.entries (actor_id, id desc) where actor_id is not null;
create index entries_company_idx on audit.entries (company_id, id desc) where company_id is not null;
create index entries_occurred_at_idx on audit.entries (occurred_at desc);
create index entries_target_idx on audit.entries (target_id, action) where target_id is not null;

-- Appends one entry to its chain. The chain head's row lock serialises writers of one chain until
-- they commit, so two writers never fork it; different chains never wait for each other.
create or replace function audit.append(p_action text, p_target_type text, p_target_id text, p_company_id uuid, p_details jsonb DEFAULT '{}'::jsonb, p_actor_id uuid DEFAULT NULL::uuid)
 returns bigint
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_chain text := case when p_company_id is null then 'platform' else 'company:' || p_company_id end;
  v_actor uuid := coalesce(p_actor_id, audit.current_actor());
  v_details jsonb := coalesce(p_details, '{}');
  v_at timestamptz := clock_timestamp();
  v_seq bigint;
  v_prev text;
  v_hash text;
  v_id bigint;
begin
  insert into audit.chain_heads (chain) values (v_chain) on conflict (chain) do nothing;
  select seq + 1, hash into v_seq, v_prev from audit.chain_heads where chain = v_chain for update;
  v_hash := audit.entry_hash(v_prev, audit.canonical(v_chain, v_seq, v_at, v_actor, p_action,
    p_target_type, p_target_id, p_company_id, v_details));
  insert into audit.entries (chain, seq, occurred_at, actor_id, action, target_type, target_id,
    company_id, details, prev_hash, hash)
  values (v_chain, v_seq, v_at, v_actor, p_action, p_target_type, p_target_id, p_company_id,
    v_details, v_prev, v_hash)
  returning id into v_id;
  update audit.chain_heads set seq = v_seq, hash = v_hash where chain = v_chain;
  return v_id;
end;
$function$;
revoke all on function audit.append(text,text,text,uuid,jsonb,uuid) from public, anon, authenticated, service_role;

-- The text an entry's hash covers; `npm run audit:verify` rebuilds the same text from the columns.
create or replace function audit.canonical(p_chain text, p_seq bigint, p_occurred_at timestamp with time zone, p_actor_id uuid, p_action text, p_target_type text, p_target_id text, p_company_id uuid, p_details jsonb)
 returns text
 language sql
 immutable
 set search_path TO ''
as $function$
  select concat_ws(E'\x1f', p_chain, p_seq::text,
    to_char(p_occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    coalesce(p_actor_id::text, ''), p_action, coalesce(p_target_type, ''), coalesce(p_target_id, ''),
    coalesce(p_company_id::text, ''), p_details::text)
$function$;
revoke all on function audit.canonical(text,bigint,timestamp with time zone,uuid,text,text,text,uuid,jsonb) from public, anon, authenticated, service_role;

-- Who acts: the signed-in caller, or the user an edge function acts for with the service role
-- (it names them in the x-audit-actor header, which only the service role is trusted to send).
create or replace function audit.current_actor()
 returns uuid
 language plpgsql
 stable
 set search_path TO ''
as $function$
declare
  v_header text;
begin
  if auth.uid() is not null then
    return auth.uid();
  end if;
  if auth.role() = 'service_role' then
    v_header := nullif(current_setting('request.headers', true), '')::json ->> 'x-audit-actor';
    if v_header ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      return v_header::uuid;
    end if;
  end if;
  return null;
end;
$function$;
revoke all on function audit.current_actor() from public, anon, authenticated, service_role;

create or replace function audit.entry_hash(p_prev_hash text, p_canonical text)
 returns text
 language sql
 immutable
 set search_path TO ''
as $function$
  select encode(extensions.digest(p_prev_hash || E'\x1f' || p_canonical, 'sha256'), 'hex')
$function$;
revoke all on function audit.entry_hash(text,text) from public, anon, authenticated, service_role;

create or replace function audit.refuse_change()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  raise exception 'Audit entries cannot be changed or deleted' using errcode = '42501';
end;
$function$;
revoke all on function audit.refuse_change() from public, anon, authenticated, service_role;

-- Recomputes every chain and reports the first entry (lowest id) whose hash, link to the previous
-- entry or sequence number does not match, or a chain whose head is missing entries.
create or replace function audit.verify()
 returns jsonb
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  with checked as (
    select e.id, e.chain, e.seq, e.hash, e.prev_hash,
      coalesce(lag(e.hash) over w, repeat('0', 64)) as expected_prev,
      coalesce(lag(e.seq) over w, 0) + 1 as expected_seq,
      audit.entry_hash(e.prev_hash, audit.canonical(e.chain, e.seq, e.occurred_at, e.actor_id,
        e.action, e.target_type, e.target_id, e.company_id, e.details)) as recomputed
    from audit.entries e
    window w as (partition by e.chain order by e.seq)
  ),
  broken as (
    select id, chain, seq,
      case when recomputed <> hash then 'its hash does not match its contents'
           when prev_hash <> expected_prev then 'it does not link to the previous entry'
           else 'an entry before it is missing' end as reason
    from checked
    where recomputed <> hash or prev_hash <> expected_prev or seq <> expected_seq
    order by id
    limit 1
  ),
  tails as (
    select h.chain, h.seq, h.hash, last.seq as last_seq, last.hash as last_hash
    from audit.chain_heads h
    left join lateral (select e.seq, e.hash from audit.entries e where e.chain = h.chain
                       order by e.seq desc limit 1) last on true
    where h.seq > 0 and (last.seq is distinct from h.seq or last.hash is distinct from h.hash)
    order by h.chain
    limit 1
  )
  select jsonb_build_object(
    'ok', not exists (select 1 from broken) and not exists (select 1 from tails),
    'checked', (select count(*) from checked),
    'chains', (select count(distinct chain) from checked),
    'first_broken', coalesce(
      (select jsonb_build_object('id', id, 'chain', chain, 'seq', seq, 'reason', reason) from broken),
      (select jsonb_build_object('id', null, 'chain', chain, 'seq', coalesce(last_seq, 0) + 1,
         'reason', 'entries at the end of the chain are missing') from tails)))
$function$;
revoke all on function audit.verify() from public, anon, authenticated, service_role;

-- Administrator invitations (the address invited is not recorded; the invitation id is).
create or replace function private.audit_admin_invitation()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  perform audit.append('admin.invited', 'invitation', new.id::text, null, '{}');
  return null;
end;
$function$;
revoke all on function private.audit_admin_invitation() from public, anon, authenticated, service_role;

-- Stage changes of applications (who and when; the company keeps the stage itself).
create or replace function private.audit_application_stage()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  perform audit.append('application.stage_changed', 'application', new.id::text, new.company_id,
    jsonb_build_object('from', old.status, 'to', new.status));
  return null;
end;
$function$;
revoke all on function private.audit_application_stage() from public, anon, authenticated, service_role;

-- Sign-ins and sign-outs, from the auth service's own audit log (GoTrue writes one row per event
-- to auth.audit_log_entries; the local auth server does the same).
create or replace function private.audit_auth_event()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
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
$function$;
revoke all on function private.audit_auth_event() from public, anon, authenticated, service_role;

-- The audit trail names the fields someone edited, not the ones the database derives from them.
create or replace function private.audit_candidate_edit()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_fields text[];
  v_actor uuid := audit.current_actor();
begin
  select array_agg(n.key order by n.key) into v_fields
  from jsonb_each(to_jsonb(new)) n
  join jsonb_each(to_jsonb(old)) o on o.key = n.key
  where n.value is distinct from o.value
    and n.key not in ('updated_at', 'created_at', 'search_text', 'email_normalized', 'phone_e164',
                      'linkedin_normalized', 'person_id');
  if v_fields is null then
    return null;
  end if;
  perform audit.append('candidate.updated', 'candidate', new.id::text, private.audit_user_company(v_actor),
    jsonb_build_object('fields', v_fields), v_actor);
  return null;
end;
$function$;
revoke all on function private.audit_candidate_edit() from public, anon, authenticated, service_role;

-- Company approval.
create or replace function private.audit_company_approval()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  perform audit.append(case when new.is_approved then 'company.approved' else 'company.approval_revoked' end,
    'company', new.id::text, new.id, '{}');
  return null;
end;
$function$;
revoke all on function private.audit_company_approval() from public, anon, authenticated, service_role;

-- Company staff: joined, role changed, removed.
create or replace function private.audit_company_user()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
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
$function$;
revoke all on function private.audit_company_user() from public, anon, authenticated, service_role;

create or replace function private.audit_interview()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_action text;
begin
  if tg_op = 'INSERT' then
    v_action := 'interview.scheduled';
  elsif new.status = 'cancelled' and old.status is distinct from 'cancelled' then
    v_action := 'interview.cancelled';
  elsif (new.starts_at, new.duration_minutes, new.interviewer_ids)
        is distinct from (old.starts_at, old.duration_minutes, old.interviewer_ids) then
    v_action := 'interview.rescheduled';
  else
    return null;
  end if;
  perform audit.append(v_action, 'application', new.application_id::text, new.company_id,
    jsonb_build_object('interview_id', new.id));
  return null;
end;
$function$;
revoke all on function private.audit_interview() from public, anon, authenticated, service_role;

create or replace function private.audit_note()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_note public.notes := case when tg_op = 'DELETE' then old else new end;
begin
  perform audit.append(case when tg_op = 'DELETE' then 'note.deleted' else 'note.added' end,
    case when v_note.application_id is null then 'candidate' else 'application' end,
    coalesce(v_note.application_id, v_note.candidate_id)::text, v_note.company_id,
    jsonb_build_object('note_id', v_note.id));
  return null;
end;
$function$;
revoke all on function private.audit_note() from public, anon, authenticated, service_role;

-- Partnerships, written to both companies' chains (lower id first, so writers lock in one order).
create or replace function private.audit_partnership()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
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
$function$;
revoke all on function private.audit_partnership() from public, anon, authenticated, service_role;

-- A person's display name from the live tables: staff name, candidate name or account e-mail.
create or replace function private.audit_person_name(p_user_id uuid)
 returns text
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select case when p_user_id is null then 'System' else coalesce(
    (select nullif(trim(cu.first_name || ' ' || cu.last_name), '') from public.company_users cu where cu.user_id = p_user_id),
    (select nullif(trim(tvu.first_name || ' ' || tvu.last_name), '') from public.talent_vendor_users tvu where tvu.user_id = p_user_id limit 1),
    (select nullif(trim(c.first_name || ' ' || c.last_name), '') from public.candidates c where c.user_id = p_user_id),
    (select p.email from public.profiles p where p.id = p_user_id),
    'Deleted user') end

);
end$function$;
revoke all on function private.audit_person_name(uuid) from public, anon, authenticated, service_role;

-- Account role changes.
create or replace function private.audit_profile_role()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  perform audit.append('user.role_changed', 'user', new.id::text, private.audit_user_company(new.id),
    jsonb_build_object('from', old.role, 'to', new.role));
  return new;
end;
$function$;
revoke all on function private.audit_profile_role() from public, anon, authenticated, service_role;

create or replace function private.audit_scorecard()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  perform audit.append(case when tg_op = 'INSERT' then 'scorecard.submitted' else 'scorecard.updated' end,
    'application', new.application_id::text, new.company_id,
    jsonb_build_object('interview_id', new.interview_id));
  return null;
end;
$function$;
revoke all on function private.audit_scorecard() from public, anon, authenticated, service_role;

-- Subscription tier, status and expiry.
create or replace function private.audit_subscription()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
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
$function$;
revoke all on function private.audit_subscription() from public, anon, authenticated, service_role;

-- The trail names a job by its title.
create or replace function private.audit_target_name(p_type text, p_id text)
 returns text
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select case
    when p_id is null or p_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then p_id
    when p_type = 'user' then private.audit_person_name(p_id::uuid)
    when p_type = 'candidate' then coalesce(
      (select nullif(trim(c.first_name || ' ' || c.last_name), '') from public.candidates c where c.id = p_id::uuid),
      'Deleted candidate')
    when p_type = 'company' then coalesce((select c.name from public.companies c where c.id = p_id::uuid), 'Deleted company')
    when p_type = 'application' then (select j.title from public.applications a join public.jobs j on j.id = a.job_id
                                      where a.id = p_id::uuid)
    when p_type = 'job' then coalesce((select j.title from public.jobs j where j.id = p_id::uuid), 'Deleted job')
    else p_id end

);
end$function$;
revoke all on function private.audit_target_name(text,text) from public, anon, authenticated, service_role;

-- Deactivation and reactivation (a ban set or lifted on the account).
create or replace function private.audit_user_ban()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
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
$function$;
revoke all on function private.audit_user_ban() from public, anon, authenticated, service_role;

-- The company a user works for, if any (their entries go to that company's chain).
create or replace function private.audit_user_company(p_user_id uuid)
 returns uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select cu.company_id from public.company_users cu where cu.user_id = p_user_id

);
end$function$;
revoke all on function private.audit_user_company(uuid) from public, anon, authenticated, service_role;

-- The company whose audit trail the caller may read or export (p_verb): platform admins the one
-- they name, or all when they name none; company admins their own company.
create or replace function private.audit_trail_company(p_company_id uuid, p_verb text)
 returns uuid
 language plpgsql
 stable
 set search_path TO ''
as $function$
declare
  v_company uuid := p_company_id;
begin
  if not private.is_platform_admin() then
    if not exists (select 1 from private.company_ids_with_role(array['company_admin']) as c(id)) then
      raise exception 'Only platform administrators and company administrators can % the audit trail', p_verb
        using errcode = '42501';
    end if;
    if v_company is null then
      select c.id into v_company from private.company_ids_with_role(array['company_admin']) as c(id) limit 1;
    elsif v_company not in (select c.id from private.company_ids_with_role(array['company_admin']) as c(id)) then
      raise exception 'You can only % the audit trail of your own company', p_verb using errcode = '42501';
    end if;
  end if;
  return v_company;
end;
$function$;
revoke all on function private.audit_trail_company(uuid,text) from public, anon, authenticated, service_role;

-- The trail as its viewers see it: platform admins everything, company admins their company's
-- entries. Names come from the live tables, so an erased person shows as no one.
create or replace function public.list_audit_entries(p_company_id uuid DEFAULT NULL::uuid, p_action text DEFAULT NULL::text, p_actor_id uuid DEFAULT NULL::uuid, p_from timestamp with time zone DEFAULT NULL::timestamp with time zone, p_to timestamp with time zone DEFAULT NULL::timestamp with time zone, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0)
 returns TABLE(id bigint, occurred_at timestamp with time zone, chain text, action text, actor_id uuid, actor_name text, target_type text, target_id text, target_name text, company_id uuid, company_name text, details jsonb, hash text, total bigint)
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_company uuid := private.audit_trail_company(p_company_id, 'read');
begin
  if p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception 'Page size must be between 1 and 1000' using errcode = '22023';
  end if;
  if p_offset is null or p_offset < 0 then
    raise exception 'Offset must not be negative' using errcode = '22023';
  end if;
  return query
  with page as (
    select e.*, count(*) over () as total
    from audit.entries e
    where (v_company is null or e.company_id = v_company)
      and (p_action is null or e.action = p_action)
      and (p_actor_id is null or e.actor_id = p_actor_id)
      and (p_from is null or e.occurred_at >= p_from)
      and (p_to is null or e.occurred_at < p_to)
    order by e.id desc
    limit p_limit offset p_offset
  )
  select p.id, p.occurred_at, p.chain, p.action, p.actor_id, private.audit_person_name(p.actor_id),
    p.target_type, p.target_id, private.audit_target_name(p.target_type, p.target_id),
    p.company_id, co.name, p.details, p.hash, p.total
  from page p
  left join public.companies co on co.id = p.company_id
  order by p.id desc;
end;
$function$;
revoke all on function public.list_audit_entries(uuid,text,uuid,timestamp with time zone,timestamp with time zone,integer,integer) from public, anon, authenticated, service_role;
grant execute on function public.list_audit_entries(uuid,text,uuid,timestamp with time zone,timestamp with time zone,integer,integer) to authenticated, service_role;

-- Edge functions record what they do (exports, erasures, document links) through this.
create or replace function public.record_audit_event(p_action text, p_target_type text, p_target_id text, p_company_id uuid, p_details jsonb, p_actor_id uuid)
 returns bigint
 language sql
 security definer
 set search_path TO ''
as $function$
  select audit.append(p_action, p_target_type, p_target_id, p_company_id, p_details, p_actor_id)
$function$;
revoke all on function public.record_audit_event(text,text,text,uuid,jsonb,uuid) from public, anon, authenticated, service_role;
grant execute on function public.record_audit_event(text,text,text,uuid,jsonb,uuid) to service_role;

-- Exporting the audit trail is itself recorded: who exported which chain, with which filters and
-- how many entries. The screen records the export when it has read the entries, in the chain the
-- entries came from (the company's, or the platform's for an export across companies).
create or replace function public.record_audit_trail_export(p_rows integer, p_company_id uuid DEFAULT NULL::uuid, p_action text DEFAULT NULL::text, p_from timestamp with time zone DEFAULT NULL::timestamp with time zone, p_to timestamp with time zone DEFAULT NULL::timestamp with time zone)
 returns bigint
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_company uuid := private.audit_trail_company(p_company_id, 'export');
begin
  if p_rows is null or p_rows < 0 then
    raise exception 'The number of exported entries must not be negative' using errcode = '22023';
  end if;
  return audit.append('audit.trail_exported', 'audit_trail', coalesce(v_company::text, 'all'), v_company,
    jsonb_strip_nulls(jsonb_build_object('entries', p_rows, 'action', p_action,
      'from', p_from, 'to', p_to)));
end;
$function$;
revoke all on function public.record_audit_trail_export(integer,uuid,text,timestamp with time zone,timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.record_audit_trail_export(integer,uuid,text,timestamp with time zone,timestamp with time zone) to authenticated, service_role;

-- The same check `npm run audit:verify` makes, for the administration area.
create or replace function public.verify_audit_trail()
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
begin
  if not private.is_platform_admin() then
    raise exception 'Only platform administrators can verify the audit trail' using errcode = '42501';
  end if;
  return audit.verify();
end;
$function$;
revoke all on function public.verify_audit_trail() from public, anon, authenticated, service_role;
grant execute on function public.verify_audit_trail() to authenticated, service_role;

-- At commit: every stage move of a company writes the company's audit chain head, so the entry is
-- written last and concurrent moves do not hold it for the rest of their transaction.
create constraint trigger audit_application_stage
  after update of status on public.applications
  deferrable initially deferred
  for each row when (old.status is distinct from new.status)
  execute function private.audit_application_stage();

create trigger audit_auth_events after insert on auth.audit_log_entries
  for each row execute function private.audit_auth_event();

create trigger audit_user_ban after update of banned_until on auth.users
  for each row execute function private.audit_user_ban();

create trigger audit_candidate_edit after update on public.candidates
  for each row execute function private.audit_candidate_edit();

create trigger audit_company_approval after update of is_approved on public.companies
  for each row when (old.is_approved is distinct from new.is_approved)
  execute function private.audit_company_approval();

create trigger audit_partnership after insert or update or delete on public.company_relationships
  for each row execute function private.audit_partnership();

create trigger audit_subscription after insert or update on public.company_subscriptions
  for each row execute function private.audit_subscription();

create trigger audit_company_users after insert or delete or update of role on public.company_users
  for each row execute function private.audit_company_user();

create trigger entries_append_only before update or delete on audit.entries
  for each row execute function audit.refuse_change();

create trigger entries_no_truncate before truncate on audit.entries
  for each statement execute function audit.refuse_change();

create trigger audit_interviews after insert or update on public.interviews
  for each row execute function private.audit_interview();

create trigger audit_admin_invitation after insert on public.invitations
  for each row when (new.type = 'admin_invitation')
  execute function private.audit_admin_invitation();

create trigger audit_notes after insert or delete on public.notes
  for each row execute function private.audit_note();

create trigger audit_profile_role after update of role on public.profiles
  for each row when (old.role is distinct from new.role)
  execute function private.audit_profile_role();

create trigger audit_scorecards after insert or update on public.scorecards
  for each row execute function private.audit_scorecard();
