-- get-candidate-data's potential-jobs and application-detail check their caller in SQL, so the
-- function makes one call instead of reading the caller first. The checks are the function's own,
-- in its order: a live session of an existing user (private.caller_context), the user asked about
-- or a platform admin, and not a company account. The function maps these errors to its HTTP
-- answers by message.
create or replace function private.assert_candidate_data_caller(p_user_id uuid)
returns void
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_caller jsonb := private.caller_context();
  v_role text := coalesce(v_caller ->> 'role', 'candidate');
begin
  if v_caller is null then
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
revoke all on function private.assert_candidate_data_caller(uuid) from public, anon;
grant execute on function private.assert_candidate_data_caller(uuid) to authenticated, service_role;

create or replace function public.get_candidate_application_detail(p_user_id uuid, p_application_id uuid)
returns jsonb
language plpgsql stable security invoker
set search_path = ''
as $$
begin
  perform private.assert_candidate_data_caller(p_user_id);
  return (select private.candidate_application_detail(p_user_id, p_application_id));
end;
$$;

create or replace function public.get_candidate_potential_jobs(p_user_id uuid, p_page bigint, p_page_size integer)
returns jsonb
language plpgsql stable security invoker
set search_path = ''
as $$
begin
  perform private.assert_candidate_data_caller(p_user_id);
  return (select private.candidate_potential_jobs(p_user_id, p_page, p_page_size));
end;
$$;
