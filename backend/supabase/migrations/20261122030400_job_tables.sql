-- Jobs, their screening questions, team and vendor assignments, applications and answers.

create table public.jobs (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  title text not null check (length(btrim(title)) > 0),
  description text not null default '',
  location text,
  locations text[] not null default '{}',
  job_type text check (job_type is null or job_type in ('FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP', 'REMOTE')),
  experience_level text check (experience_level is null
    or experience_level in ('entry_level', 'mid_level', 'senior_level', 'lead', 'executive')),
  experience_required text,
  education_required text,
  salary_min integer check (salary_min is null or salary_min >= 0),
  salary_max integer check (salary_max is null or salary_max >= 0),
  skills_required text[] not null default '{}',
  requirements text[] not null default '{}',
  preferred_skills text[] not null default '{}',
  status text not null default 'draft' check (status in ('draft', 'published', 'open', 'active', 'closed', 'filled')),
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint jobs_salary_range check (salary_min is null or salary_max is null or salary_min <= salary_max)
);
create index jobs_company_id_idx on public.jobs (company_id, created_at desc);
create index jobs_created_by_idx on public.jobs (created_by);
create index jobs_status_idx on public.jobs (status);

create table public.job_questions (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.jobs (id) on delete cascade,
  question text not null check (length(btrim(question)) > 0),
  question_type text not null default 'TEXT'
    check (question_type in ('TEXT', 'TEXTAREA', 'MULTIPLE_CHOICE', 'CHECKBOX', 'FILE', 'RATING')),
  is_required boolean not null default true,
  options jsonb,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint job_questions_options_array check (options is null or jsonb_typeof(options) = 'array')
);
create index job_questions_job_id_idx on public.job_questions (job_id, position);

create table public.job_assignments (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.jobs (id) on delete cascade,
  assigned_to_user_id uuid not null references public.company_users (user_id) on delete cascade,
  assigned_by_user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint job_assignments_job_id_key unique (job_id)
);
create index job_assignments_assigned_to_user_id_idx on public.job_assignments (assigned_to_user_id);
create index job_assignments_assigned_by_user_id_idx on public.job_assignments (assigned_by_user_id);

create table public.vendor_job_assignments (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.jobs (id) on delete cascade,
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  assigned_by_user_id uuid references auth.users (id) on delete set null,
  -- A recruiter of the vendor; null leaves the choice to the vendor admin.
  assigned_to_recruiter_id uuid references public.talent_vendor_users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint vendor_job_assignments_job_vendor_key unique (job_id, vendor_id)
);
create index vendor_job_assignments_vendor_id_idx on public.vendor_job_assignments (vendor_id);
create index vendor_job_assignments_assigned_by_user_id_idx on public.vendor_job_assignments (assigned_by_user_id);
create index vendor_job_assignments_assigned_to_recruiter_id_idx on public.vendor_job_assignments (assigned_to_recruiter_id);

create table public.applications (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.jobs (id) on delete cascade,
  candidate_id uuid not null references public.candidates (id) on delete cascade,
  status text not null default 'applied'
    check (status in ('applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected')),
  -- Who submitted it: the candidate, a company on the candidate's behalf, or a vendor.
  source text not null default 'candidate' check (source in ('candidate', 'company', 'vendor')),
  applied_by_company_id uuid references public.companies (id) on delete set null,
  applied_by_vendor_id uuid references public.vendors (id) on delete set null,
  applied_by_user_id uuid references auth.users (id) on delete set null default auth.uid(),
  applied_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint applications_candidate_job_key unique (candidate_id, job_id)
);
create index applications_job_id_idx on public.applications (job_id);
create index applications_applied_by_company_id_idx on public.applications (applied_by_company_id);
create index applications_applied_by_vendor_id_idx on public.applications (applied_by_vendor_id);
create index applications_applied_by_user_id_idx on public.applications (applied_by_user_id);

create table public.job_application_answers (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  question_id uuid not null references public.job_questions (id) on delete cascade,
  answer text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint job_application_answers_application_question_key unique (application_id, question_id)
);
create index job_application_answers_question_id_idx on public.job_application_answers (question_id);

create trigger jobs_updated_at before update on public.jobs
  for each row execute function private.set_updated_at();
create trigger job_questions_updated_at before update on public.job_questions
  for each row execute function private.set_updated_at();
create trigger job_assignments_updated_at before update on public.job_assignments
  for each row execute function private.set_updated_at();
create trigger vendor_job_assignments_updated_at before update on public.vendor_job_assignments
  for each row execute function private.set_updated_at();
create trigger applications_updated_at before update on public.applications
  for each row execute function private.set_updated_at();
create trigger job_application_answers_updated_at before update on public.job_application_answers
  for each row execute function private.set_updated_at();
