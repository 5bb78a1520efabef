-- Accounts and companies: profiles, companies, staff memberships, subscriptions, partnerships.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  role text not null default 'candidate' check (role in ('candidate', 'company', 'admin')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_role_idx on public.profiles (role);

create table public.companies (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  name text not null,
  dba_name text,
  industry text,
  company_size text check (company_size is null or company_size = ''
    or company_size in ('1-10', '11-50', '51-200', '201-500', '501-1000', '1000+')),
  location text,
  website text,
  description text,
  logo_url text,
  linkedin_url text,
  twitter_url text,
  facebook_url text,
  instagram_url text,
  is_approved boolean not null default false,
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
  same_as_registered boolean not null default false,
  op_street text,
  op_unit text,
  op_city text,
  op_state text,
  op_zip_code text,
  op_country text,
  tax_id text,
  ein_document_url text,
  tax_document_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index companies_user_id_idx on public.companies (user_id);
create index companies_is_approved_idx on public.companies (is_approved);
create index companies_created_at_idx on public.companies (created_at desc);

create table public.company_users (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  first_name text not null default '',
  last_name text not null default '',
  email text,
  phone text,
  role text not null check (role in ('company_admin', 'subscription_admin', 'manager', 'recruiter', 'partner_recruiter')),
  -- The manager a recruiter reports to (a user id of the same company).
  manager_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint company_users_user_id_key unique (user_id),
  constraint company_users_not_own_manager check (manager_id is null or manager_id <> user_id)
);
alter table public.company_users
  add constraint company_users_manager_id_fkey foreign key (manager_id)
  references public.company_users (user_id) on delete set null;
create index company_users_company_id_idx on public.company_users (company_id);
create index company_users_manager_id_idx on public.company_users (manager_id);
create index company_users_company_role_idx on public.company_users (company_id, role);

create table public.company_subscriptions (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  tier text not null default 'none' check (tier in ('none', 'free_trial', 'basic', 'intermediate', 'pro')),
  status text not null default 'inactive',
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint company_subscriptions_company_id_key unique (company_id)
);

create table public.company_relationships (
  id uuid primary key default gen_random_uuid(),
  company_a_id uuid not null references public.companies (id) on delete cascade,
  company_b_id uuid not null references public.companies (id) on delete cascade,
  can_share_jobs boolean not null default false,
  can_share_candidates boolean not null default false,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint company_relationships_distinct check (company_a_id <> company_b_id)
);
-- One partnership per pair, whichever company is listed first.
create unique index company_relationships_pair_key on public.company_relationships
  (least(company_a_id, company_b_id), greatest(company_a_id, company_b_id));
create index company_relationships_company_a_id_idx on public.company_relationships (company_a_id);
create index company_relationships_company_b_id_idx on public.company_relationships (company_b_id);
create index company_relationships_created_by_idx on public.company_relationships (created_by);
create index company_relationships_created_at_idx on public.company_relationships (created_at desc);

create trigger profiles_updated_at before update on public.profiles
  for each row execute function private.set_updated_at();
create trigger companies_updated_at before update on public.companies
  for each row execute function private.set_updated_at();
create trigger company_users_updated_at before update on public.company_users
  for each row execute function private.set_updated_at();
create trigger company_subscriptions_updated_at before update on public.company_subscriptions
  for each row execute function private.set_updated_at();
create trigger company_relationships_updated_at before update on public.company_relationships
  for each row execute function private.set_updated_at();
