-- The caller check of the candidate data rpcs reads its caller through private.caller_context
-- instead of restating the session lookup. The checks are the function's own, in its order: a
-- live session of an existing user, the user asked about or a platform admin, and not a company
-- account. The function maps these errors to its HTTP answers by message.
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
-- Only the security-definer readers call it.
revoke all on function private.assert_candidate_data_caller(uuid) from public, anon, authenticated, service_role;
