-- get-candidate-data's potential-jobs and application-detail check their caller in SQL, so the
-- function makes one call instead of reading the caller first. The checks are the function's own:
-- a live session of an existing user, the user asked about (or a platform admin) and not a company
-- account. The function maps these errors to its HTTP answers by message.
create or replace function private.assert_candidate_data_caller(p_user_id uuid)
returns void
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_role text;
begin
  select coalesce(p.role, 'candidate') into v_role
  from auth.users u
  left join public.profiles p on p.id = u.id
  where u.id = (select auth.uid())
    and (
      nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id' is null
      or exists (
        select 1 from auth.sessions s
        where s.id = (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id')::uuid
          and s.user_id = u.id
          and (s.not_after is null or s.not_after > now())));
  if not found then
    raise exception 'Invalid or expired session' using errcode = 'PT401';
  end if;
  if p_user_id is distinct from (select auth.uid()) and v_role <> 'admin' then
    raise exception 'You can only access your own data' using errcode = '42501';
  end if;
  if v_role = 'company' then
    raise exception 'Only candidates can access candidate data' using errcode = '42501';
  end if;
end;
$$;
-- Only the security-definer functions below call it.
revoke all on function private.assert_candidate_data_caller(uuid) from public, anon, authenticated, service_role;

create or replace function private.candidate_application_detail(p_user_id uuid, p_application_id uuid)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_app public.applications;
begin
  perform private.assert_candidate_data_caller(p_user_id);
  select a.* into v_app
  from public.applications a
  join public.candidates c on c.id = a.candidate_id
  where a.id = p_application_id and c.user_id = p_user_id;
  if v_app.id is null then
    return null;
  end if;
  return private.application_fields(v_app) || jsonb_build_object(
    'job', (select private.job_card(j) from public.jobs j where j.id = v_app.job_id),
    'answers', private.application_answers(v_app.id, v_app.job_id));
end;
$$;

create or replace function private.candidate_potential_jobs(p_user_id uuid, p_page bigint, p_page_size integer)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_applied uuid[];
  v_applied_open integer;
  v_open integer;
  v_jobs jsonb;
begin
  perform private.assert_candidate_data_caller(p_user_id);
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size < 1 or p_page_size > 100 then
    raise exception 'Invalid page' using errcode = '22023';
  end if;

  select coalesce(array_agg(a.job_id), '{}') into v_applied
  from public.applications a
  join public.candidates c on c.id = a.candidate_id
  where c.user_id = p_user_id;

  select count(*) into v_applied_open
  from public.jobs j
  join public.companies co on co.id = j.company_id
  where j.id = any(v_applied)
    and co.is_approved
    and j.status in ('published', 'open', 'active')
    and (j.expires_at is null or j.expires_at > now());

  -- Few companies wait for approval: leaving out their jobs through a hashed list is cheaper than
  -- joining every open job to its company.
  select count(*) into v_open
  from public.jobs j
  where j.status in ('published', 'open', 'active')
    and (j.expires_at is null or j.expires_at > now())
    and j.company_id is not null
    and j.company_id not in (select co.id from public.companies co where co.is_approved is not true);

  select coalesce(jsonb_agg(page.job order by page.created_at desc, page.id desc), '[]') into v_jobs
  from (
    select j.id, j.created_at, private.job_card(j) as job
    from public.jobs j
    join public.companies co on co.id = j.company_id
    where co.is_approved
      and j.status in ('published', 'open', 'active')
      and (j.expires_at is null or j.expires_at > now())
      and j.id <> all(v_applied)
    order by j.created_at desc, j.id desc
    offset (p_page - 1) * p_page_size
    limit p_page_size) page;

  return jsonb_build_object('jobs', v_jobs, 'total', greatest(0, v_open - v_applied_open));
end;
$$;
