-- Retention, expiry and other work run on a schedule.

-- SQL function bodies may name functions defined in a later file; they are checked when called.
set local check_function_bodies = off;

-- Blanks every personal field of one candidate record and detaches it from its account.
create or replace function private.anonymise_candidate(p_candidate_id uuid, p_reason text)
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
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
  delete from public.notes where candidate_id = p_candidate_id;
  update public.scorecards s set notes = null
  from public.applications ap
  where ap.id = s.application_id and ap.candidate_id = p_candidate_id and s.notes is not null;
  perform audit.append('candidate.anonymised', 'candidate', p_candidate_id::text, null,
    jsonb_build_object('reason', p_reason));
end;
$function$;
revoke all on function private.anonymise_candidate(uuid,text) from public, anon, authenticated, service_role;

-- The erasure function's step for the record (service role only).
create or replace function public.anonymise_candidate(p_candidate_id uuid)
 returns void
 language sql
 security definer
 set search_path TO ''
as $function$
  select private.anonymise_candidate(p_candidate_id, 'erasure')
$function$;
revoke all on function public.anonymise_candidate(uuid) from public, anon, authenticated, service_role;
grant execute on function public.anonymise_candidate(uuid) to service_role;

-- Anonymises every company-held candidate record (no account of its own) whose record and
-- applications have not changed within its company's retention period; returns how many.
create or replace function public.apply_candidate_retention()
 returns integer
 language plpgsql
 security definer
 set search_path TO ''
as $function$
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
$function$;
revoke all on function public.apply_candidate_retention() from public, anon, authenticated, service_role;
grant execute on function public.apply_candidate_retention() to service_role;
