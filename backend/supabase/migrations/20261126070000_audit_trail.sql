-- A tamper-evident, append-only audit trail.
--
-- Every entry belongs to one chain: the company it concerns ('company:<id>') or the platform
-- ('platform'). Its hash is SHA-256 over the previous entry's hash and the entry's canonical text,
-- so changing, removing or reordering an entry breaks every hash after it; each chain's head
-- (last sequence number and hash) is kept apart, so removing the last entries shows too.
-- Entries hold ids, never names or e-mail addresses: viewers join the names from the live tables,
-- and erasing a person leaves their entries untouched and without personal data.

create schema if not exists audit;
revoke all on schema audit from public;

create table audit.entries (
  id bigint generated always as identity primary key,
  chain text not null,
  seq bigint not null,
  occurred_at timestamptz not null,
  actor_id uuid,
  action text not null,
  target_type text,
  target_id text,
  company_id uuid,
  details jsonb not null default '{}',
  prev_hash text not null,
  hash text not null,
  constraint entries_chain_seq_key unique (chain, seq)
);
create index entries_company_idx on audit.entries (company_id, id desc) where company_id is not null;
create index entries_target_idx on audit.entries (target_id, action) where target_id is not null;
create index entries_actor_idx on audit.entries (actor_id, id desc) where actor_id is not null;
create index entries_action_idx on audit.entries (action, id desc);
create index entries_occurred_at_idx on audit.entries (occurred_at desc);

create table audit.chain_heads (
  chain text primary key,
  seq bigint not null default 0,
  hash text not null default repeat('0', 64)
);

-- Nothing reaches the tables except the definer functions below.
alter table audit.entries enable row level security;
alter table audit.chain_heads enable row level security;
revoke all on audit.entries, audit.chain_heads from public, anon, authenticated, service_role;

create or replace function audit.refuse_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Audit entries cannot be changed or deleted' using errcode = '42501';
end;
$$;
create trigger entries_append_only before update or delete on audit.entries
  for each row execute function audit.refuse_change();
create trigger entries_no_truncate before truncate on audit.entries
  for each statement execute function audit.refuse_change();

-- The text an entry's hash covers; `npm run audit:verify` rebuilds the same text from the columns.
create or replace function audit.canonical(
  p_chain text, p_seq bigint, p_occurred_at timestamptz, p_actor_id uuid, p_action text,
  p_target_type text, p_target_id text, p_company_id uuid, p_details jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select concat_ws(E'\x1f', p_chain, p_seq::text,
    to_char(p_occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    coalesce(p_actor_id::text, ''), p_action, coalesce(p_target_type, ''), coalesce(p_target_id, ''),
    coalesce(p_company_id::text, ''), p_details::text)
$$;

create or replace function audit.entry_hash(p_prev_hash text, p_canonical text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(extensions.digest(p_prev_hash || E'\x1f' || p_canonical, 'sha256'), 'hex')
$$;

-- Who acts: the signed-in caller, or the user an edge function acts for with the service role
-- (it names them in the x-audit-actor header, which only the service role is trusted to send).
create or replace function audit.current_actor()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
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
$$;

-- Appends one entry to its chain. The chain head's row lock serialises writers of one chain until
-- they commit, so two writers never fork it; different chains never wait for each other.
create or replace function audit.append(
  p_action text,
  p_target_type text,
  p_target_id text,
  p_company_id uuid,
  p_details jsonb default '{}',
  p_actor_id uuid default null)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- Recomputes every chain and reports the first entry (lowest id) whose hash, link to the previous
-- entry or sequence number does not match, or a chain whose head is missing entries.
create or replace function audit.verify()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
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
$$;

revoke all on all functions in schema audit from public, anon, authenticated, service_role;

-- Edge functions record what they do (exports, erasures, document links) through this.
create or replace function public.record_audit_event(
  p_action text, p_target_type text, p_target_id text, p_company_id uuid, p_details jsonb,
  p_actor_id uuid)
returns bigint
language sql
security definer
set search_path = ''
as $$
  select audit.append(p_action, p_target_type, p_target_id, p_company_id, p_details, p_actor_id)
$$;
revoke all on function public.record_audit_event(text, text, text, uuid, jsonb, uuid) from public, anon, authenticated;
grant execute on function public.record_audit_event(text, text, text, uuid, jsonb, uuid) to service_role;

-- The trail as its viewers see it: platform admins everything, company admins their company's
-- entries. Names come from the live tables, so an erased person shows as no one.
create or replace function public.list_audit_entries(
  p_company_id uuid default null,
  p_action text default null,
  p_actor_id uuid default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_limit integer default 50,
  p_offset integer default 0)
returns table (
  id bigint, occurred_at timestamptz, chain text, action text, actor_id uuid, actor_name text,
  target_type text, target_id text, target_name text, company_id uuid, company_name text,
  details jsonb, hash text, total bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_company uuid := p_company_id;
begin
  if not private.is_platform_admin() then
    if not exists (select 1 from private.company_ids_with_role(array['company_admin']) as c(id)) then
      raise exception 'Only platform administrators and company administrators can read the audit trail'
        using errcode = '42501';
    end if;
    if v_company is null then
      select c.id into v_company from private.company_ids_with_role(array['company_admin']) as c(id) limit 1;
    elsif v_company not in (select c.id from private.company_ids_with_role(array['company_admin']) as c(id)) then
      raise exception 'You can only read the audit trail of your own company' using errcode = '42501';
    end if;
  end if;
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
$$;

-- A person's display name from the live tables: staff name, candidate name or account e-mail.
create or replace function private.audit_person_name(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when p_user_id is null then 'System' else coalesce(
    (select nullif(trim(cu.first_name || ' ' || cu.last_name), '') from public.company_users cu where cu.user_id = p_user_id),
    (select nullif(trim(tvu.first_name || ' ' || tvu.last_name), '') from public.talent_vendor_users tvu where tvu.user_id = p_user_id limit 1),
    (select nullif(trim(c.first_name || ' ' || c.last_name), '') from public.candidates c where c.user_id = p_user_id),
    (select p.email from public.profiles p where p.id = p_user_id),
    'Deleted user') end
$$;

create or replace function private.audit_target_name(p_type text, p_id text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_id is null or p_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then p_id
    when p_type = 'user' then private.audit_person_name(p_id::uuid)
    when p_type = 'candidate' then coalesce(
      (select nullif(trim(c.first_name || ' ' || c.last_name), '') from public.candidates c where c.id = p_id::uuid),
      'Deleted candidate')
    when p_type = 'company' then coalesce((select c.name from public.companies c where c.id = p_id::uuid), 'Deleted company')
    when p_type = 'application' then (select j.title from public.applications a join public.jobs j on j.id = a.job_id
                                      where a.id = p_id::uuid)
    else p_id end
$$;
revoke all on function private.audit_person_name(uuid), private.audit_target_name(text, text) from public, anon, authenticated;
revoke all on function public.list_audit_entries(uuid, text, uuid, timestamptz, timestamptz, integer, integer) from public, anon;
grant execute on function public.list_audit_entries(uuid, text, uuid, timestamptz, timestamptz, integer, integer) to authenticated;

-- The same check `npm run audit:verify` makes, for the administration area.
create or replace function public.verify_audit_trail()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_platform_admin() then
    raise exception 'Only platform administrators can verify the audit trail' using errcode = '42501';
  end if;
  return audit.verify();
end;
$$;
revoke all on function public.verify_audit_trail() from public, anon;
grant execute on function public.verify_audit_trail() to authenticated;

-- Who at which company opened or downloaded the signed-in candidate's documents, and when.
create or replace function public.my_document_access()
returns table (id bigint, occurred_at timestamptz, viewer_name text, company_name text, document text)
language sql
stable
security definer
set search_path = ''
as $$
  select e.id, e.occurred_at, private.audit_person_name(e.actor_id), co.name, e.details ->> 'document'
  from public.candidates c
  join audit.entries e on e.target_id = c.id::text and e.action = 'candidate.document_viewed'
  left join public.companies co on co.id = e.company_id
  where c.user_id = (select auth.uid())
  order by e.id desc
  limit 500
$$;
revoke all on function public.my_document_access() from public, anon;
grant execute on function public.my_document_access() to authenticated;
