-- apply_to_job asks whether the one job it is given takes applications, instead of building the
-- set of every open job; the rule is open_job_ids': published, open or active, not expired, of an
-- approved company.
create or replace function private.job_takes_applications(p_job_id uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.jobs j
    join public.companies c on c.id = j.company_id
    where j.id = p_job_id
      and c.is_approved
      and j.status in ('published', 'open', 'active')
      and (j.expires_at is null or j.expires_at > now()))
$$;
revoke all on function private.job_takes_applications(uuid) from public, anon, authenticated;

-- The signed-in candidate applies to an open job with their answers. Returns
-- {"application_id": ...}, or {"missing_fields": [labels]} (and changes nothing) while the profile
-- lacks what applying needs (no labels: there is no profile yet). Applying twice, or while a
-- company or vendor already put the person forward, is refused by the one-active-application rule
-- (23505; the hint names the application already in process).
create or replace function public.apply_to_job(p_job_id uuid, p_answers jsonb default '[]')
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_ready json;
  v_id uuid;
begin
  if v_uid is null then
    raise exception 'Please log in to apply for this job' using errcode = '42501';
  end if;
  if not private.is_candidate_account() then
    raise exception 'Only candidates can apply to jobs' using errcode = '42501';
  end if;
  if p_job_id is null or not private.job_takes_applications(p_job_id) then
    raise exception 'This job is not open for applications' using errcode = '42501';
  end if;

  v_ready := private.candidate_apply_readiness(v_uid);
  if v_ready ->> 'candidateId' is null or json_array_length(v_ready -> 'missingFields') > 0 then
    return jsonb_build_object('missing_fields',
      case when v_ready ->> 'candidateId' is null then '[]'::jsonb else (v_ready -> 'missingFields')::jsonb end);
  end if;

  perform private.check_application_answers(p_job_id, p_answers);

  insert into public.applications (job_id, candidate_id, status, source, applied_by_user_id)
  values (p_job_id, (v_ready ->> 'candidateId')::uuid, 'applied', 'candidate', v_uid)
  returning id into v_id;
  -- Blank answers to optional questions are not stored ('No response provided').
  insert into public.job_application_answers (application_id, question_id, answer)
  select v_id, (e ->> 'question_id')::uuid, btrim(e ->> 'answer')
  from jsonb_array_elements(coalesce(p_answers, '[]')) e
  where btrim(coalesce(e ->> 'answer', '')) <> '';
  return jsonb_build_object('application_id', v_id);
end;
$$;
revoke all on function public.apply_to_job(uuid, jsonb) from public, anon;
grant execute on function public.apply_to_job(uuid, jsonb) to authenticated;
