-- Talent vendors: vendor companies, company invitations to vendors, vendor staff.

create table public.vendors (
  id uuid primary key default gen_random_uuid(),
  -- The partner company the vendor works with.
  company_id uuid references public.companies (id) on delete set null,
  vendor_id text not null default private.new_vendor_code(),
  -- The vendor's administrator account.
  user_id uuid references auth.users (id) on delete set null,
  created_by uuid references auth.users (id) on delete set null,
  vendor_name text not null,
  phone_number text,
  mailing_address text,
  state text,
  zip text,
  year_established integer check (year_established is null or year_established between 1800 and 2200),
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
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint vendors_vendor_id_key unique (vendor_id),
  constraint vendors_vendor_id_format check (vendor_id ~ '^VENDOR-[A-Z0-9]{8}$')
);
create index vendors_company_id_idx on public.vendors (company_id);
create index vendors_user_id_idx on public.vendors (user_id);
create index vendors_created_by_idx on public.vendors (created_by);

create table public.talent_vendors (
  id uuid primary key default gen_random_uuid(),
  vendor_id uuid references public.vendors (id) on delete set null,
  company_id uuid not null references public.companies (id) on delete cascade,
  invited_by_user_id uuid references auth.users (id) on delete set null,
  first_name text not null,
  last_name text not null,
  email text not null,
  message text,
  status text not null default 'invited' check (status in ('invited', 'registered', 'active', 'inactive', 'declined')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index talent_vendors_vendor_id_idx on public.talent_vendors (vendor_id);
create index talent_vendors_company_id_idx on public.talent_vendors (company_id);
create index talent_vendors_invited_by_user_id_idx on public.talent_vendors (invited_by_user_id);

create table public.talent_vendor_users (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  role text not null default 'recruiter' check (role in ('admin', 'recruiter')),
  first_name text not null default '',
  last_name text not null default '',
  email text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint talent_vendor_users_user_id_key unique (user_id)
);
create index talent_vendor_users_vendor_id_idx on public.talent_vendor_users (vendor_id, role);

create trigger vendors_updated_at before update on public.vendors
  for each row execute function private.set_updated_at();
create trigger talent_vendors_updated_at before update on public.talent_vendors
  for each row execute function private.set_updated_at();
create trigger talent_vendor_users_updated_at before update on public.talent_vendor_users
  for each row execute function private.set_updated_at();
