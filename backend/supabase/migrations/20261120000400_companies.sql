-- Companies, their subscription tiers and company-to-company relationships.

-- SQL function bodies may name functions defined in a later file; they are checked when called.
set local check_function_bodies = off;

-- Whatever a client sends, the slug is generated on insert and kept on update.
create or replace function private.assign_company_slug()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if tg_op = 'UPDATE' then
    new.slug := old.slug;
  else
    new.slug := private.next_company_slug(new.name);
  end if;
  return new;
end;
$function$;
revoke all on function private.assign_company_slug() from public, anon, authenticated, service_role;

create or replace function private.canonical_industry(p_industry text)
 returns text
 language sql
 immutable
 set search_path TO ''
as $function$
  select coalesce(
    (select i from unnest(array[
       'Technology', 'Healthcare', 'Finance', 'Education', 'Manufacturing', 'Retail', 'Hospitality',
       'Transportation', 'Construction', 'Energy', 'Media', 'Telecommunications', 'Agriculture',
       'Government', 'Consulting', 'Non-profit', 'Other']) i
     where lower(i) = lower(btrim(p_industry))),
    p_industry)
$function$;
revoke all on function private.canonical_industry(text) from public, anon, authenticated, service_role;

-- Definer: the trigger runs for every writer, and the helper is not granted to API roles.
create or replace function private.companies_canonical_industry()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  new.industry := private.canonical_industry(new.industry);
  return new;
end;
$function$;
revoke all on function private.companies_canonical_industry() from public, anon, authenticated, service_role;

-- A company registered through the API belongs to its creator, who becomes its company_admin.
create or replace function private.company_add_creator()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  insert into public.company_users (user_id, company_id, first_name, last_name, email, role)
  select new.user_id, new.id, '', '', p.email, 'company_admin'
  from public.profiles p
  where p.id = new.user_id
  on conflict (user_id) do nothing;
  return new;
end;
$function$;
revoke all on function private.company_add_creator() from public, anon, authenticated, service_role;
grant execute on function private.company_add_creator() to authenticated, service_role;

-- Every company has a subscription row; it starts without a tier.
create or replace function private.company_after_insert()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  insert into public.company_subscriptions (company_id, tier, status)
  values (new.id, 'none', 'inactive')
  on conflict (company_id) do nothing;
  return new;
end;
$function$;
revoke all on function private.company_after_insert() from public, anon, authenticated, service_role;
grant execute on function private.company_after_insert() to authenticated, service_role;

-- The company sent the caller a management invitation (notification or candidate invitation).
create or replace function private.company_invited_me(p_company_id uuid)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select private.open_management_invitation(p_company_id) is not null

);
end$function$;
revoke all on function private.company_invited_me(uuid) from public, anon, authenticated, service_role;
grant execute on function private.company_invited_me(uuid) to authenticated, service_role;

-- Approved, with a subscription tier other than none that has not expired.
create or replace function private.company_is_active(p_company_id uuid)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return (
  select exists (
    select 1
    from public.companies c
    join public.company_subscriptions s on s.company_id = c.id
    where c.id = p_company_id
      and c.is_approved
      and s.tier <> 'none'
      and (s.expires_at is null or s.expires_at > now())
  )

);
end$function$;
revoke all on function private.company_is_active(uuid) from public, anon, authenticated, service_role;
grant execute on function private.company_is_active(uuid) to authenticated, service_role;

-- Whether a company's open jobs are on the board: approved, with a tier. Jobs keep the answer in
-- company_listed (below), so the board reads jobs alone, in index order.
create or replace function private.company_listed(p_company_id uuid)
 returns boolean
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$#variable_conflict use_column
begin
  return (
  select exists (
    select 1
    from public.companies c
    join public.company_subscriptions s on s.company_id = c.id
    where c.id = p_company_id and c.is_approved and s.tier <> 'none')

);
end$function$;
revoke all on function private.company_listed(uuid) from public, anon, authenticated, service_role;

-- Whether a job version counts. The company row is share-locked, so a job written while its
-- company's approval changes is counted either by the job's trigger or by the company's, never by
-- both or neither. A company already deleted (its jobs going with it) counts nothing: its own
-- trigger took its jobs off before.
create or replace function private.counts_as_open(p_company_id uuid, p_status text)
 returns boolean
 language plpgsql
 set search_path TO ''
as $function$
declare
  v_approved boolean;
begin
  if p_status not in ('published', 'open', 'active') then
    return false;
  end if;
  select co.is_approved into v_approved from public.companies co where co.id = p_company_id for share;
  return coalesce(v_approved, false);
end;
$function$;
revoke all on function private.counts_as_open(uuid,text) from public, anon, authenticated, service_role;

create or replace function private.guard_companies()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  if tg_op = 'INSERT' then
    if private.is_guarded_caller() then
      new.is_approved := false;
      new.approved_at := null;
      new.user_id := auth.uid();
    end if;
  else
    if private.is_guarded_caller() then
      if new.is_approved is distinct from old.is_approved or new.approved_at is distinct from old.approved_at then
        raise exception 'Only platform administrators can approve or reject companies' using errcode = '42501';
      end if;
      if new.user_id is distinct from old.user_id then
        raise exception 'The company owner cannot be changed' using errcode = '42501';
      end if;
    end if;
  end if;
  if new.is_approved and (tg_op = 'INSERT' or not old.is_approved) then
    new.approved_at := coalesce(new.approved_at, now());
  elsif not new.is_approved then
    new.approved_at := null;
  end if;
  return new;
end;
$function$;
revoke all on function private.guard_companies() from public, anon, authenticated, service_role;
grant execute on function private.guard_companies() to authenticated, service_role;

create or replace function private.guard_company_subscriptions()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  if private.is_guarded_caller() then
    raise exception 'Only platform administrators can change subscriptions' using errcode = '42501';
  end if;
  return coalesce(new, old);
end;
$function$;
revoke all on function private.guard_company_subscriptions() from public, anon, authenticated, service_role;
grant execute on function private.guard_company_subscriptions() to authenticated, service_role;

-- Document columns hold a storage path or an http(s) URL, never another scheme.
create or replace function private.is_document_location(value text)
 returns boolean
 language sql
 immutable
 set search_path TO ''
as $function$
  select value is null or value = '' or value ~* '^https?://' or value !~* '^[a-z][a-z0-9+.-]*:';
$function$;
revoke all on function private.is_document_location(text) from public, anon, authenticated, service_role;
grant execute on function private.is_document_location(text) to authenticated, service_role;

create table public.companies (
  id uuid default gen_random_uuid() not null,
  user_id uuid,
  name text not null,
  dba_name text,
  industry text,
  company_size text,
  location text,
  website text,
  description text,
  logo_url text,
  linkedin_url text,
  twitter_url text,
  facebook_url text,
  instagram_url text,
  is_approved boolean default false not null,
  approved_at timestamptz,
  primary_contact_name text,
  primary_contact_email text,
  primary_contact_phone text,
  primary_contact_alt_email text,
  primary_contact_alt_phone text,
  secondary_contact_name text,
  secondary_contact_email text,
  secondary_contact_phone text,
  secondary_contact_alt_email text,
  secondary_contact_alt_phone text,
  reg_street text,
  reg_unit text,
  reg_city text,
  reg_state text,
  reg_zip_code text,
  reg_country text,
  same_as_registered boolean default false not null,
  op_street text,
  op_unit text,
  op_city text,
  op_state text,
  op_zip_code text,
  op_country text,
  tax_id text,
  ein_document_url text,
  tax_document_url text,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  slug text not null,
  registered_at timestamptz,
  candidate_retention_months integer default 24 not null,
  constraint companies_pkey primary key (id),
  constraint companies_slug_key unique (slug),
  constraint companies_candidate_retention_months_range check (((candidate_retention_months >= 1) and (candidate_retention_months <= 120))),
  constraint companies_company_size_check check (((company_size is null) or (company_size = ''::text) or (company_size = any (array['1-10'::text, '11-50'::text, '51-200'::text, '201-500'::text, '501-1000'::text, '1000+'::text])))),
  constraint companies_ein_document_url_location check (private.is_document_location(ein_document_url)),
  constraint companies_facebook_url_http check (private.is_http_link(facebook_url)),
  constraint companies_instagram_url_http check (private.is_http_link(instagram_url)),
  constraint companies_linkedin_url_http check (private.is_http_link(linkedin_url)),
  constraint companies_logo_url_location check (private.is_document_location(logo_url)),
  constraint companies_slug_format check ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text)),
  constraint companies_tax_document_url_location check (private.is_document_location(tax_document_url)),
  constraint companies_twitter_url_http check (private.is_http_link(twitter_url)),
  constraint companies_website_http check (private.is_http_link(website)),
  constraint companies_user_id_fkey foreign key (user_id) references auth.users(id) on delete set null
);
alter table public.companies enable row level security;
revoke all on public.companies from public, anon, authenticated, service_role;
grant all on public.companies to service_role;
grant insert, update, delete on public.companies to authenticated;
grant select (id, user_id, name, dba_name, industry, company_size, location, website, description, logo_url, linkedin_url, twitter_url, facebook_url, instagram_url, is_approved, approved_at, created_at, updated_at, slug, registered_at)
  on public.companies to authenticated;
create index companies_approval_approved_idx on public.companies (is_approved, approved_at desc);
create index companies_approval_created_idx on public.companies (is_approved, created_at desc);
create index companies_board_words_idx
  on public.companies using gin (to_tsvector('simple'::regconfig, name || ' ' || coalesce(dba_name, '')))
  where is_approved;
create index companies_created_at_idx on public.companies (created_at desc);
create index companies_is_approved_idx on public.companies (is_approved);
create index companies_user_id_idx on public.companies (user_id);

create table public.company_relationships (
  id uuid default gen_random_uuid() not null,
  company_a_id uuid not null,
  company_b_id uuid not null,
  can_share_jobs boolean default false not null,
  can_share_candidates boolean default false not null,
  created_by uuid,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint company_relationships_pkey primary key (id),
  constraint company_relationships_distinct check ((company_a_id <> company_b_id)),
  constraint company_relationships_company_a_id_fkey foreign key (company_a_id) references public.companies(id) on delete cascade,
  constraint company_relationships_company_b_id_fkey foreign key (company_b_id) references public.companies(id) on delete cascade,
  constraint company_relationships_created_by_fkey foreign key (created_by) references auth.users(id) on delete set null
);
alter table public.company_relationships enable row level security;
revoke all on public.company_relationships from public, anon, authenticated, service_role;
grant all on public.company_relationships to service_role;
grant insert, select, update, delete on public.company_relationships to authenticated;
create index company_relationships_company_a_id_idx on public.company_relationships (company_a_id);
create index company_relationships_company_b_id_idx on public.company_relationships (company_b_id);
create index company_relationships_created_at_idx on public.company_relationships (created_at desc);
create index company_relationships_created_by_idx on public.company_relationships (created_by);
create unique index company_relationships_pair_key on public.company_relationships
  (least(company_a_id, company_b_id), greatest(company_a_id, company_b_id));

create table public.company_subscriptions (
  id uuid default gen_random_uuid() not null,
  company_id uuid not null,
  tier text default 'none'::text not null,
  status text default 'inactive'::text not null,
  expires_at timestamptz,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint company_subscriptions_pkey primary key (id),
  constraint company_subscriptions_company_id_key unique (company_id),
  constraint company_subscriptions_tier_check check ((tier = any (array['none'::text, 'free_trial'::text, 'basic'::text, 'intermediate'::text, 'pro'::text]))),
  constraint company_subscriptions_company_id_fkey foreign key (company_id) references public.companies(id) on delete cascade
);
alter table public.company_subscriptions enable row level security;
revoke all on public.company_subscriptions from public, anon, authenticated, service_role;
grant all on public.company_subscriptions to service_role;
grant insert, select, update, delete on public.company_subscriptions to authenticated;

-- The first free slug for a name: the name itself, then name-2, name-3, ... Two companies of the
-- same name created at once wait for each other on the name's advisory lock, so the second sees
-- the first one's slug.
create or replace function private.next_company_slug(p_name text)
 returns text
 language plpgsql
 set search_path TO ''
as $function$
declare
  v_base text := private.slugify(p_name);
  v_slug text := v_base;
  v_n integer := 1;
begin
  perform pg_advisory_xact_lock(hashtext('company-slug:' || v_base));
  while exists (select 1 from public.companies c where c.slug = v_slug) loop
    v_n := v_n + 1;
    v_slug := v_base || '-' || v_n;
  end loop;
  return v_slug;
end;
$function$;
revoke all on function private.next_company_slug(text) from public, anon, authenticated, service_role;

-- Companies partnered with the caller's company that share jobs or candidates.
create or replace function private.partner_company_ids(p_share text)
 returns SETOF uuid
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$begin
  return query 
  select case when r.company_a_id = cu.company_id then r.company_b_id else r.company_a_id end
  from public.company_users cu
  join public.company_relationships r
    on cu.company_id in (r.company_a_id, r.company_b_id)
  where cu.user_id = (select auth.uid())
    and cu.role <> 'partner_recruiter'
    and ((p_share = 'jobs' and r.can_share_jobs) or (p_share = 'candidates' and r.can_share_candidates))

;
end$function$;
revoke all on function private.partner_company_ids(text) from public, anon, authenticated, service_role;
grant execute on function private.partner_company_ids(text) to authenticated, service_role;

-- A company and the partners it shares candidates with: whose candidates its jobs are matched to.
create or replace function private.sharing_company_ids(p_company_id uuid)
 returns uuid[]
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
begin
  return (select array[p_company_id] || coalesce(array_agg(case when r.company_a_id = p_company_id then r.company_b_id
                                                                else r.company_a_id end), '{}')
          from public.company_relationships r
          where p_company_id in (r.company_a_id, r.company_b_id) and r.can_share_candidates);
end;
$function$;
revoke all on function private.sharing_company_ids(uuid) from public, anon, authenticated, service_role;

create or replace function private.slugify(p_text text)
 returns text
 language sql
 immutable
 set search_path TO ''
as $function$
  select coalesce(
    nullif(btrim(left(btrim(regexp_replace(lower(coalesce(p_text, '')), '[^a-z0-9]+', '-', 'g'), '-'), 60), '-'), ''),
    'company')
$function$;
revoke all on function private.slugify(text) from public, anon, authenticated, service_role;

-- A company registered through the API is registered when inserted; no API caller but a platform
-- admin changes the stamp afterwards (the registration function stamps it with the service role).
create or replace function private.stamp_company_registration()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  if private.is_guarded_caller() then
    if tg_op = 'INSERT' then
      new.registered_at := now();
    else
      new.registered_at := old.registered_at;
    end if;
  end if;
  return new;
end;
$function$;
revoke all on function private.stamp_company_registration() from public, anon, authenticated, service_role;

-- A careers page: the company's public profile and its open jobs, newest first (at most 200);
-- null when no approved company with a tier has that slug.
create or replace function public.get_careers_page(p_slug text)
 returns json
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select json_build_object(
    'company', private.board_company(c),
    'jobs', coalesce((
      select json_agg(private.board_job(j, c, false) order by j.created_at desc, j.id desc)
      from (
        select j.* from public.jobs j
        where j.company_id = c.id
          and j.company_listed
          and j.status in ('published', 'open', 'active')
          and (j.expires_at is null or j.expires_at >= private.board_today())
        order by j.created_at desc, j.id desc
        limit 200) j), '[]'))
  from public.companies c
  where c.slug = lower(p_slug)
    and private.company_listed(c.id)
$function$;
revoke all on function public.get_careers_page(text) from public, anon, authenticated, service_role;
grant execute on function public.get_careers_page(text) to anon, authenticated, service_role;

create or replace function public.get_company_private_details(p_company_id uuid)
 returns jsonb
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select jsonb_build_object(
    'primary_contact_name', c.primary_contact_name, 'primary_contact_email', c.primary_contact_email,
    'primary_contact_phone', c.primary_contact_phone, 'primary_contact_alt_email', c.primary_contact_alt_email,
    'primary_contact_alt_phone', c.primary_contact_alt_phone, 'secondary_contact_name', c.secondary_contact_name,
    'secondary_contact_email', c.secondary_contact_email, 'secondary_contact_phone', c.secondary_contact_phone,
    'secondary_contact_alt_email', c.secondary_contact_alt_email, 'secondary_contact_alt_phone', c.secondary_contact_alt_phone,
    'reg_street', c.reg_street, 'reg_unit', c.reg_unit, 'reg_city', c.reg_city, 'reg_state', c.reg_state,
    'reg_zip_code', c.reg_zip_code, 'reg_country', c.reg_country, 'same_as_registered', c.same_as_registered,
    'op_street', c.op_street, 'op_unit', c.op_unit, 'op_city', c.op_city, 'op_state', c.op_state,
    'op_zip_code', c.op_zip_code, 'op_country', c.op_country,
    'tax_id', c.tax_id, 'ein_document_url', c.ein_document_url, 'tax_document_url', c.tax_document_url)
  from public.companies c
  where c.id = p_company_id
    and ((select private.is_platform_admin())
         or c.id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin'])))
$function$;
revoke all on function public.get_company_private_details(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_company_private_details(uuid) to authenticated, service_role;

-- What the sitemap lists: every open job and the careers page of every company on the board.
create or replace function public.list_public_pages()
 returns json
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select json_build_object(
    'jobs', coalesce((
      select json_agg(json_build_object('id', j.id, 'updated_at', j.updated_at) order by j.created_at desc, j.id desc)
      from public.jobs j
      where j.status in ('published', 'open', 'active')
        and (j.expires_at is null or j.expires_at >= private.board_today())
        and j.company_listed), '[]'),
    'companies', coalesce((
      select json_agg(json_build_object('slug', c.slug, 'updated_at', c.updated_at) order by c.slug)
      from public.companies c
      where c.is_approved and private.company_listed(c.id)), '[]'))
$function$;
revoke all on function public.list_public_pages() from public, anon, authenticated, service_role;
grant execute on function public.list_public_pages() to anon, authenticated, service_role;

create trigger companies_add_creator after insert on public.companies
  for each row when (new.user_id is not null and current_user = 'authenticated')
  execute function private.company_add_creator();

create trigger companies_after_insert after insert on public.companies
  for each row execute function private.company_after_insert();

create trigger companies_canonical_industry before insert or update of industry on public.companies
  for each row execute function private.companies_canonical_industry();

create trigger companies_guard before insert or update on public.companies
  for each row execute function private.guard_companies();

create trigger companies_slug before insert or update of slug on public.companies
  for each row execute function private.assign_company_slug();

create trigger companies_stamp_registration before insert or update on public.companies
  for each row execute function private.stamp_company_registration();

create trigger companies_updated_at before update on public.companies
  for each row execute function private.set_updated_at();

create trigger company_relationships_updated_at before update on public.company_relationships
  for each row execute function private.set_updated_at();

create trigger company_subscriptions_guard before insert or update or delete on public.company_subscriptions
  for each row execute function private.guard_company_subscriptions();

create trigger company_subscriptions_updated_at before update on public.company_subscriptions
  for each row execute function private.set_updated_at();

create policy companies_delete on public.companies for delete to authenticated
  using ((select private.is_platform_admin()));

-- A company account without a membership may register one company.
create policy companies_insert on public.companies for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or (user_id = (select auth.uid())
        and (select private.current_company_id()) is null
        and not (select private.is_candidate_account()))
  );

-- companies --------------------------------------------------------------------------------------
create policy companies_select on public.companies for select to authenticated
  using (
    (select private.is_platform_admin())
    or user_id = (select auth.uid())
    or id in (select private.company_ids_with_role())
    or id in (select private.related_company_ids())
  );

create policy companies_update on public.companies for update to authenticated
  using ((select private.is_platform_admin())
         or id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin'])))
  with check ((select private.is_platform_admin())
         or id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin'])));

create policy company_relationships_delete on public.company_relationships for delete to authenticated
  using ((select private.is_platform_admin()));

create policy company_relationships_insert on public.company_relationships for insert to authenticated
  with check ((select private.is_platform_admin()));

-- company_relationships --------------------------------------------------------------------------
create policy company_relationships_select on public.company_relationships for select to authenticated
  using (
    (select private.is_platform_admin())
    or company_a_id in (select private.company_ids_with_role())
    or company_b_id in (select private.company_ids_with_role())
  );

create policy company_relationships_update on public.company_relationships for update to authenticated
  using ((select private.is_platform_admin())) with check ((select private.is_platform_admin()));

create policy company_subscriptions_delete on public.company_subscriptions for delete to authenticated
  using ((select private.is_platform_admin()));

create policy company_subscriptions_insert on public.company_subscriptions for insert to authenticated
  with check ((select private.is_platform_admin()));

-- company_subscriptions --------------------------------------------------------------------------
create policy company_subscriptions_select on public.company_subscriptions for select to authenticated
  using ((select private.is_platform_admin()) or company_id in (select private.company_ids_with_role()));

create policy company_subscriptions_update on public.company_subscriptions for update to authenticated
  using ((select private.is_platform_admin())) with check ((select private.is_platform_admin()));
