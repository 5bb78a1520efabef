-- Candidates' erasure and companies' retention: a candidate record that applications point at
-- keeps its row (companies' counts and stages stay) but loses every personal field.

alter table public.candidates add column anonymised_at timestamptz;

-- Blanks every personal field of one candidate record and detaches it from its account.
create or replace function private.anonymise_candidate(p_candidate_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.candidates set
    first_name = 'Erased', last_name = 'Candidate', title = null, email = null, phone = null,
    alternate_phone = null, street = null, unit = null, city = null, state = null, zip_code = null,
    country = null, work_authorization = null, experience_years = null, gender = null, bio = null,
    skills = '{}', portfolio_url = null, github_url = null, linkedin_url = null, resume_url = null,
    cover_letter_url = null, certificates = '{}', user_id = null, anonymised_at = now()
  where id = p_candidate_id;
  delete from public.job_application_answers a
  using public.applications ap
  where ap.id = a.application_id and ap.candidate_id = p_candidate_id;
  perform audit.append('candidate.anonymised', 'candidate', p_candidate_id::text, null,
    jsonb_build_object('reason', p_reason));
end;
$$;
revoke all on function private.anonymise_candidate(uuid, text) from public, anon, authenticated;

-- The erasure function's step for the record (service role only).
create or replace function public.anonymise_candidate(p_candidate_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.anonymise_candidate(p_candidate_id, 'erasure')
$$;
revoke all on function public.anonymise_candidate(uuid) from public, anon, authenticated;
grant execute on function public.anonymise_candidate(uuid) to service_role;

-- How long a company keeps candidate records it holds (ones without their own account) after
-- their last activity.
alter table public.companies add column candidate_retention_months integer not null default 24
  constraint companies_candidate_retention_months_range check (candidate_retention_months between 1 and 120);

-- Anonymises every company-held candidate record (no account of its own) whose record and
-- applications have not changed within its company's retention period; returns how many.
create or replace function public.apply_candidate_retention()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_count integer := 0;
begin
  for v_id in
    select c.id
    from public.candidates c
    join public.companies co on co.id = c.managing_company_id
    where c.user_id is null and c.anonymised_at is null
      and c.updated_at < now() - make_interval(months => co.candidate_retention_months)
      and not exists (
        select 1 from public.applications a
        where a.candidate_id = c.id
          and a.updated_at >= now() - make_interval(months => co.candidate_retention_months))
  loop
    perform private.anonymise_candidate(v_id, 'retention');
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;
revoke all on function public.apply_candidate_retention() from public, anon, authenticated;
grant execute on function public.apply_candidate_retention() to service_role;

-- Consent to the terms and the privacy notice, recorded at sign-up with the versions shown.
create table public.consents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  document text not null check (document in ('terms', 'privacy')),
  version text not null check (length(version) between 1 and 40),
  accepted_at timestamptz not null default now()
);
create index consents_user_id_idx on public.consents (user_id);
alter table public.consents enable row level security;
create policy consents_select_own on public.consents for select to authenticated
  using (user_id = (select auth.uid()));
revoke all on public.consents from anon;
revoke insert, update, delete on public.consents from authenticated;

-- Sign-up metadata carries `consent: { terms: <version>, privacy: <version> }`.
create or replace function private.record_signup_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_consent jsonb := new.raw_user_meta_data -> 'consent';
  v_document text;
begin
  if jsonb_typeof(v_consent) <> 'object' then
    return new;
  end if;
  foreach v_document in array array['terms', 'privacy'] loop
    if jsonb_typeof(v_consent -> v_document) = 'string' and length(v_consent ->> v_document) between 1 and 40 then
      insert into public.consents (user_id, document, version, accepted_at)
      values (new.id, v_document, v_consent ->> v_document, coalesce(new.created_at, now()));
    end if;
  end loop;
  return new;
end;
$$;
revoke all on function private.record_signup_consent() from public, anon, authenticated;
create trigger record_signup_consent after insert on auth.users
  for each row execute function private.record_signup_consent();
