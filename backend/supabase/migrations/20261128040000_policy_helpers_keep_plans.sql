-- The helpers that row-level security policies and the pipeline's checks call are SECURITY
-- DEFINER functions, which PostgreSQL never inlines. Written in SQL, each of their statements is
-- planned again on every call (PostgreSQL 17 keeps no plan for SQL functions): a policy that
-- calls five helpers planned five queries per statement, and a helper called per row (the
-- candidates policy's probe for company admins) planned its query once per row. As PL/pgSQL the
-- same statements keep their plans for the life of the database session, which PostgREST's pooled
-- connections make long. Each body is the function's current one, unchanged; only the language
-- around it changes, so what every policy allows stays exactly as it was.
do $$
declare
  f record;
  v_body text;
begin
  for f in
    select p.oid, p.proname, p.proretset, p.prosrc,
           pg_get_function_arguments(p.oid) as args, pg_get_function_result(p.oid) as result
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_language l on l.oid = p.prolang
    where n.nspname = 'private' and l.lanname = 'sql' and p.prosecdef and p.provolatile = 's'
      and p.proname in ('is_platform_admin', 'is_candidate_account', 'company_ids_with_role', 'company_is_active',
                        'partner_company_ids', 'staff_job_ids', 'admin_vendor_ids', 'member_vendor_ids',
                        'vendor_job_ids', 'visible_job_ids', 'open_job_ids', 'own_candidate_ids',
                        'visible_candidate_ids', 'applied_job_ids', 'applied_to_admin_company',
                        'user_candidate_ids', 'linked_candidate_ids', 'staff_sees_job', 'can_work_job',
                        'can_see_job_applications')
  loop
    -- The body is one query; a trailing semicolon or comment would end the RETURN early.
    v_body := regexp_replace(f.prosrc, ';\s*$', '');
    execute format(
      'create or replace function private.%I(%s) returns %s language plpgsql stable security definer '
      'set search_path = '''' as %L',
      f.proname, f.args, f.result,
      case when f.proretset then format(E'begin\n  return query %s\n;\nend', v_body)
           else format(E'begin\n  return (%s\n);\nend', v_body) end);
  end loop;
end;
$$;
