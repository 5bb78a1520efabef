-- Invitations (admin, company, employee, candidate) and in-app notifications.

create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  token text not null default private.random_token(),
  -- Employee invitations are company invitations whose company_data has isEmployeeInvitation.
  type text not null check (type in ('candidate', 'company_invitation', 'admin_invitation', 'employee_invitation')),
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'revoked')),
  email text not null check (position('@' in email) > 1),
  expires_at timestamptz not null default (now() + interval '7 days'),
  company_id uuid references public.companies (id) on delete cascade,
  role text check (role is null or role in ('candidate', 'company', 'employee', 'admin',
    'company_admin', 'subscription_admin', 'manager', 'recruiter', 'partner_recruiter')),
  management_terms text,
  invited_by_admin_id uuid references auth.users (id) on delete set null,
  invited_by_user_id uuid references auth.users (id) on delete set null,
  candidate_data jsonb,
  company_data jsonb,
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint invitations_token_key unique (token),
  constraint invitations_token_length check (length(token) >= 16)
);
create index invitations_email_idx on public.invitations (lower(email));
create index invitations_company_id_idx on public.invitations (company_id);
create index invitations_invited_by_admin_id_idx on public.invitations (invited_by_admin_id);
create index invitations_invited_by_user_id_idx on public.invitations (invited_by_user_id);
create index invitations_accepted_by_idx on public.invitations (accepted_by);

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  type text not null default 'company_invitation' check (type in ('company_invitation', 'application_update', 'job_assignment', 'system')),
  title text not null,
  message text,
  is_read boolean not null default false,
  data jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index notifications_user_id_idx on public.notifications (user_id, created_at desc);

create trigger invitations_updated_at before update on public.invitations
  for each row execute function private.set_updated_at();
create trigger notifications_updated_at before update on public.notifications
  for each row execute function private.set_updated_at();
