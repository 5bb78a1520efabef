-- The rest of the private SECURITY DEFINER helpers written in SQL keep their plans too (see
-- 20261128040000): every stable one that takes plain arguments and returns a plain value or a set
-- of them, among them those the storage, realtime and team policies call and the count under the
-- company Applications list. As in an SQL function, a column name wins over an argument of the
-- same name (#variable_conflict use_column), so each body means what it meant.
do $$
declare
  f record;
  v_body text;
begin
  for f in
    select p.proname, p.proretset, p.prosrc,
           pg_get_function_arguments(p.oid) as args, pg_get_function_result(p.oid) as result
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_language l on l.oid = p.prolang
    join pg_type t on t.oid = p.prorettype
    where n.nspname = 'private' and l.lanname = 'sql' and p.prosecdef and p.provolatile = 's'
      and p.prosqlbody is null and p.proargmodes is null and t.typtype = 'b'
  loop
    v_body := regexp_replace(f.prosrc, ';\s*$', '');
    execute format(
      'create or replace function private.%I(%s) returns %s language plpgsql stable security definer '
      'set search_path = '''' as %L',
      f.proname, f.args, f.result,
      case when f.proretset then format(E'#variable_conflict use_column\nbegin\n  return query %s\n;\nend', v_body)
           else format(E'#variable_conflict use_column\nbegin\n  return (%s\n);\nend', v_body) end);
  end loop;
end;
$$;
