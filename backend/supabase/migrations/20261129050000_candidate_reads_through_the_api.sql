-- The candidate's screens read through the API. Each read checks its caller in SQL
-- (private.assert_candidate_data_caller: a live session, the user asked about or a platform admin,
-- not a company account), so the portal calls it directly instead of through a function worker.

-- One page of the person's applications, newest first, each with its job card; the total and the
-- applications in the interview stage count every page.
create or replace function private.candidate_applications(p_user_id uuid, p_page bigint, p_page_size integer)
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
  v_total integer;
  v_interviews integer;
  v_page json;
begin
  perform private.assert_candidate_data_caller(p_user_id);
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size < 1 or p_page_size > 50 then
    raise exception 'Invalid page' using errcode = '22023';
  end if;
  -- Their own records and those companies and vendors kept under their sign-up e-mail; a platform
  -- admin looking at someone sees that person's own record.
  if p_user_id = (select auth.uid()) then
    select coalesce(array_agg(ids.id), '{}') into v_ids from private.user_candidate_ids(p_user_id) ids(id);
  else
    select coalesce(array_agg(c.id), '{}') into v_ids from public.candidates c where c.user_id = p_user_id;
  end if;

  select count(*), count(*) filter (where lower(a.status::text) = 'interview')
  into v_total, v_interviews
  from public.applications a
  where a.candidate_id = any(v_ids);

  select coalesce(json_agg(json_build_object(
      'id', p.id,
      'status', p.status,
      'applied_at', p.applied_at,
      'job_id', p.job_id,
      'candidate_id', p.candidate_id,
      'job', private.job_cards(array[p.job_id]) -> 0)
    order by p.applied_at desc, p.id desc), '[]')
  into v_page
  from (
    select a.id, a.status, a.applied_at, a.job_id, a.candidate_id
    from public.applications a
    where a.candidate_id = any(v_ids)
    order by a.applied_at desc, a.id desc
    offset (p_page - 1) * p_page_size
    limit p_page_size) p;

  return json_build_object('applications', v_page, 'total', v_total, 'interviewCount', v_interviews,
    'page', p_page, 'pageSize', p_page_size);
end;
$$;
revoke all on function private.candidate_applications(uuid, bigint, integer) from public, anon;
grant execute on function private.candidate_applications(uuid, bigint, integer) to authenticated;

create or replace function public.get_candidate_applications(p_user_id uuid, p_page bigint default 1,
  p_page_size integer default 20)
returns json
language plpgsql stable security invoker
set search_path = ''
as $$
begin
  return (select private.candidate_applications(p_user_id, p_page, p_page_size));
end;
$$;
revoke all on function public.get_candidate_applications(uuid, bigint, integer) from public, anon;
grant execute on function public.get_candidate_applications(uuid, bigint, integer) to authenticated;

-- The id of the job a candidate may open before applying: an open job of an approved company, or
-- one they applied to (it stays readable after it closes); any job for a platform admin. Null
-- when there is none.
create or replace function private.candidate_job_id(p_user_id uuid, p_job_id uuid)
returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  perform private.assert_candidate_data_caller(p_user_id);
  select j.id into v_id
  from public.jobs j
  where j.id = p_job_id
    and (
      (j.status in ('published', 'open', 'active')
        and (j.expires_at is null or j.expires_at > now())
        and exists (select 1 from public.companies co where co.id = j.company_id and co.is_approved))
      or exists (
        select 1 from public.applications a
        join public.candidates c on c.id = a.candidate_id
        where a.job_id = j.id and c.user_id = p_user_id)
      or (select private.is_platform_admin()));
  return v_id;
end;
$$;
revoke all on function private.candidate_job_id(uuid, uuid) from public, anon, authenticated;

-- The job's card, or null when the candidate may not open it.
create or replace function private.candidate_job(p_user_id uuid, p_job_id uuid)
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_id uuid := private.candidate_job_id(p_user_id, p_job_id);
begin
  if v_id is null then
    return null;
  end if;
  return private.job_cards(array[v_id]) -> 0;
end;
$$;
revoke all on function private.candidate_job(uuid, uuid) from public, anon;
grant execute on function private.candidate_job(uuid, uuid) to authenticated;

create or replace function public.get_candidate_job(p_user_id uuid, p_job_id uuid)
returns json
language plpgsql stable security invoker
set search_path = ''
as $$
begin
  return (select private.candidate_job(p_user_id, p_job_id));
end;
$$;
revoke all on function public.get_candidate_job(uuid, uuid) from public, anon;
grant execute on function public.get_candidate_job(uuid, uuid) to authenticated;

-- The screening questions of a job the candidate may open, in the company's order; none otherwise.
create or replace function private.candidate_job_questions(p_user_id uuid, p_job_id uuid)
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_id uuid := private.candidate_job_id(p_user_id, p_job_id);
begin
  return (
    select coalesce(json_agg(json_build_object(
        'id', q.id,
        'question', q.question,
        'question_type', q.question_type,
        'is_required', q.is_required,
        'options', q.options)
      order by q.position, q.id), '[]')
    from public.job_questions q
    where v_id is not null and q.job_id = v_id);
end;
$$;
revoke all on function private.candidate_job_questions(uuid, uuid) from public, anon;
grant execute on function private.candidate_job_questions(uuid, uuid) to authenticated;

create or replace function public.get_candidate_job_questions(p_user_id uuid, p_job_id uuid)
returns json
language plpgsql stable security invoker
set search_path = ''
as $$
begin
  return (select private.candidate_job_questions(p_user_id, p_job_id));
end;
$$;
revoke all on function public.get_candidate_job_questions(uuid, uuid) from public, anon;
grant execute on function public.get_candidate_job_questions(uuid, uuid) to authenticated;

-- Whether the person may apply: their candidate id (null without a profile) and the labels of the
-- required profile fields still empty, in the order the profile shows them. apply_to_job answers
-- with it, so the apply page learns what the profile lacks from applying itself.
create or replace function private.candidate_apply_readiness(p_user_id uuid)
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_candidate public.candidates;
begin
  perform private.assert_candidate_data_caller(p_user_id);
  select c.* into v_candidate from public.candidates c where c.user_id = p_user_id limit 1;
  return json_build_object(
    'candidateId', v_candidate.id,
    'missingFields', (
      select coalesce(json_agg(f.label order by f.ord), '[]')
      from (values
        (1, 'First name', v_candidate.first_name),
        (2, 'Last name', v_candidate.last_name),
        (3, 'Email', v_candidate.email),
        (4, 'Phone', v_candidate.phone)) f(ord, label, value)
      where coalesce(btrim(f.value), '') = ''));
end;
$$;
revoke all on function private.candidate_apply_readiness(uuid) from public, anon, authenticated;
