-- A candidate applies only through apply_to_job, which checks their profile and the job's screening
-- answers in the same transaction as the application. The other ways in no longer take candidates:
-- create_application_safe refuses them, and they cannot insert applications or answers directly.
-- Company staff still add people they see to their jobs (create_application_safe or a direct
-- insert), vendors submit through submit_vendor_candidate, platform admins write anything.

create or replace function public.create_application_safe(p_job_id uuid, p_candidate_id uuid, p_status text default 'applied')
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_company uuid;
  v_id uuid;
  v_status text := coalesce(nullif(p_status, ''), 'applied');
begin
  if v_uid is null then
    raise exception 'Please log in to apply for this job' using errcode = '42501';
  end if;
  if private.is_platform_admin() then
    insert into public.applications (job_id, candidate_id, status, source, applied_by_user_id)
    values (p_job_id, p_candidate_id, v_status, 'candidate', v_uid)
    returning id into v_id;
    return v_id;
  end if;
  if private.is_candidate_account() or p_candidate_id in (select private.own_candidate_ids()) then
    raise exception 'Candidates apply with their answers through apply_to_job' using errcode = '42501';
  end if;
  select j.company_id into v_company from public.jobs j
  where j.id = p_job_id and j.id in (select private.staff_job_ids())
    and private.company_is_active(j.company_id);
  if v_company is null or p_candidate_id not in (select private.visible_candidate_ids()) then
    raise exception 'You cannot submit this candidate to this job' using errcode = '42501';
  end if;
  insert into public.applications (job_id, candidate_id, status, source, applied_by_company_id, applied_by_user_id)
  values (p_job_id, p_candidate_id, v_status, 'company', v_company, v_uid)
  returning id into v_id;
  return v_id;
end;
$$;
revoke all on function public.create_application_safe(uuid, uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.create_application_safe(uuid, uuid, text) to authenticated, service_role;

-- Staff submit candidates they see to their company's jobs; vendors submit through their function.
drop policy applications_insert on public.applications;
create policy applications_insert on public.applications for insert to authenticated
  with check (
    (select private.is_platform_admin())
    or (source = 'company'
        and applied_by_company_id in (select private.active_company_ids())
        and job_id in (select j.id from public.jobs j
             where j.id in (select private.staff_job_ids()) and j.company_id in (select private.active_company_ids()))
        and candidate_id in (select private.visible_candidate_ids())
        and applied_by_vendor_id is null)
  );

-- Answers are written by the calls that check them (apply_to_job, submit_vendor_candidate).
drop policy job_application_answers_insert on public.job_application_answers;
create policy job_application_answers_insert on public.job_application_answers for insert to authenticated
  with check ((select private.is_platform_admin()));
