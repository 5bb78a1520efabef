-- Candidates (self-registered, company-managed or vendor-sourced) and their team assignment.

create table public.candidates (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  first_name text not null default '',
  last_name text not null default '',
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
  work_authorization text check (work_authorization is null or work_authorization = ''
    or work_authorization in ('us_citizen', 'green_card', 'h1b', 'other')),
  experience_years integer check (experience_years is null or experience_years between 0 and 80),
  gender text check (gender is null or gender = '' or gender in ('male', 'female', 'prefer-not-to-say')),
  bio text,
  skills text[] not null default '{}',
  portfolio_url text,
  github_url text,
  linkedin_url text,
  resume_url text,
  cover_letter_url text,
  certificates text[] not null default '{}',
  managing_company_id uuid references public.companies (id) on delete set null,
  is_managed_by_company boolean not null default false,
  created_by_vendor_id uuid references public.vendors (id) on delete set null,
  created_by_user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint candidates_user_id_key unique (user_id)
);
create index candidates_managing_company_id_idx on public.candidates (managing_company_id);
create index candidates_created_by_vendor_id_idx on public.candidates (created_by_vendor_id);
create index candidates_created_by_user_id_idx on public.candidates (created_by_user_id);
create index candidates_email_idx on public.candidates (lower(email));

create table public.candidate_assignments (
  id uuid primary key default gen_random_uuid(),
  candidate_id uuid not null references public.candidates (id) on delete cascade,
  assigned_to_user_id uuid not null references public.company_users (user_id) on delete cascade,
  assigned_by_user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint candidate_assignments_candidate_id_key unique (candidate_id)
);
create index candidate_assignments_assigned_to_user_id_idx on public.candidate_assignments (assigned_to_user_id);
create index candidate_assignments_assigned_by_user_id_idx on public.candidate_assignments (assigned_by_user_id);

create trigger candidates_updated_at before update on public.candidates
  for each row execute function private.set_updated_at();
create trigger candidate_assignments_updated_at before update on public.candidate_assignments
  for each row execute function private.set_updated_at();
