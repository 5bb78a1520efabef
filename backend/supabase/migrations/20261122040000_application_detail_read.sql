-- An application's detail in one read. The edge functions used to ask the gateway six times in a
-- row (application, job, candidate, company and assignee, questions, answers); each answer now
-- comes from one rpc. The public functions are security invoker; the private definer helpers they
-- call read past the row policies (a candidate keeps the name of the recruiter on a job they applied
-- to, staff see the applicant) and therefore check the caller's rights themselves.

-- The job's questions in order, each with the application's answer. This and application_fields
-- are only called by the helpers below, after their own checks.
create or replace function private.application_answers(p_application_id uuid, p_job_id uuid)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'question_id', q.id,
           'question', q.question,
           'question_type', q.question_type,
           'is_required', q.is_required,
           'answer', ans.answer)
         order by q.position, q.id), '[]'::jsonb)
  from public.job_questions q
  left join public.job_application_answers ans
    on ans.application_id = p_application_id and ans.question_id = q.id
  where q.job_id = p_job_id
$$;
revoke all on function private.application_answers(uuid, uuid) from public, anon, authenticated;

-- The application's own fields, as both views return them.
create or replace function private.application_fields(p_app public.applications)
returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_app.id,
    'status', p_app.status,
    'applied_at', p_app.applied_at,
    'job_id', p_app.job_id,
    'candidate_id', p_app.candidate_id)
$$;
revoke all on function private.application_fields(public.applications) from public, anon, authenticated;

-- Company staff: the application, its candidate, job and answers, or null when the caller may not
-- see it. Allowed when the job belongs to the caller's company and the caller sees it as the jobs
-- policy decides for staff (platform admin, company or subscription admin, its author, or the team
-- hierarchy, partner and vendor sharing of private.visible_job_ids).
create or replace function private.company_application_detail(p_application_id uuid)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_app public.applications;
  v_job public.jobs;
begin
  if v_uid is null then
    return null;
  end if;
  select a.* into v_app from public.applications a where a.id = p_application_id;
  if v_app.id is null then
    return null;
  end if;
  select j.* into v_job from public.jobs j
  where j.id = v_app.job_id and j.company_id = private.current_company_id();
  if v_job.id is null then
    return null;
  end if;
  -- Cheapest checks first: owners and admins need not build the hierarchy's job list.
  if not (private.is_platform_admin()
          or v_job.company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin']))
          or v_job.created_by = v_uid
          or v_job.id in (select private.visible_job_ids())) then
    return null;
  end if;
  return private.application_fields(v_app) || jsonb_build_object(
    'applied_by_company_id', v_app.applied_by_company_id,
    'candidate', (select to_jsonb(c) from public.candidates c where c.id = v_app.candidate_id),
    'job', jsonb_build_object(
      'id', v_job.id,
      'title', v_job.title,
      'description', v_job.description,
      'location', v_job.location,
      'job_type', v_job.job_type,
      'experience_level', v_job.experience_level,
      'salary_min', v_job.salary_min,
      'salary_max', v_job.salary_max,
      'status', v_job.status,
      'company_id', v_job.company_id,
      'created_at', v_job.created_at),
    'answers', private.application_answers(v_app.id, v_app.job_id));
end;
$$;
revoke all on function private.company_application_detail(uuid) from public, anon;
grant execute on function private.company_application_detail(uuid) to authenticated, service_role;

-- Candidates: one of their own applications with the job as the candidate pages show it (company
-- name, assignee) and the answers, or null. The job stays readable after it closes, as the
-- application history needs. p_user_id is the candidate; only they or a platform admin may ask.
create or replace function private.candidate_application_detail(p_user_id uuid, p_application_id uuid)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_app public.applications;
begin
  perform private.assert_self_or_admin(p_user_id);
  select a.* into v_app
  from public.applications a
  join public.candidates c on c.id = a.candidate_id
  where a.id = p_application_id and c.user_id = p_user_id;
  if v_app.id is null then
    return null;
  end if;
  return private.application_fields(v_app) || jsonb_build_object(
    'job', (
      select jsonb_build_object(
        'id', j.id,
        'company_id', j.company_id,
        'title', j.title,
        'description', j.description,
        'location', j.location,
        'locations', j.locations,
        'job_type', j.job_type,
        'experience_level', j.experience_level,
        'experience_required', j.experience_required,
        'education_required', j.education_required,
        'salary_min', j.salary_min,
        'salary_max', j.salary_max,
        'skills_required', j.skills_required,
        'requirements', j.requirements,
        'preferred_skills', j.preferred_skills,
        'status', j.status,
        'expires_at', j.expires_at,
        'created_at', j.created_at,
        'posted_at', j.created_at,
        'company_name', co.name,
        'company', jsonb_build_object('name', co.name),
        'assigned_to', (
          select jsonb_build_object('first_name', cu.first_name, 'last_name', cu.last_name)
          from public.job_assignments ja
          join public.company_users cu on cu.user_id = ja.assigned_to_user_id
          where ja.job_id = j.id))
      from public.jobs j
      left join public.companies co on co.id = j.company_id
      where j.id = v_app.job_id),
    'answers', private.application_answers(v_app.id, v_app.job_id));
end;
$$;
revoke all on function private.candidate_application_detail(uuid, uuid) from public, anon;
grant execute on function private.candidate_application_detail(uuid, uuid) to authenticated, service_role;

-- The rpc entry points (PostgREST exposes only public).
create or replace function public.get_company_application_detail(p_application_id uuid)
returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select private.company_application_detail(p_application_id)
$$;

create or replace function public.get_candidate_application_detail(p_user_id uuid, p_application_id uuid)
returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select private.candidate_application_detail(p_user_id, p_application_id)
$$;

revoke all on function
  public.get_company_application_detail(uuid),
  public.get_candidate_application_detail(uuid, uuid)
from public, anon;
grant execute on function
  public.get_company_application_detail(uuid),
  public.get_candidate_application_detail(uuid, uuid)
to authenticated, service_role;
