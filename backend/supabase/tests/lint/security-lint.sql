-- Security lint over the catalog, in the spirit of Supabase's splinter. Each check lists offending
-- objects; an empty list passes.
begin;
select plan(9);

select is_empty($$
  select c.oid::regclass::text
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity
$$, 'every table in the exposed schema has row-level security enabled');

select is_empty($$
  select distinct p.schemaname || '.' || p.tablename
  from pg_policies p
  join pg_class c on c.relname = p.tablename
  join pg_namespace n on n.oid = c.relnamespace and n.nspname = p.schemaname
  where not c.relrowsecurity
$$, 'no policies exist on tables without row-level security');

select is_empty($$
  select c.oid::regclass::text
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p')
    and not exists (select 1 from pg_policy p where p.polrelid = c.oid)
$$, 'every exposed table has policies (RLS without policies hides the table entirely)');

select is_empty($$
  select p.oid::regprocedure::text
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname in ('public', 'private')
    and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    and not exists (select 1 from unnest(coalesce(p.proconfig, '{}'::text[])) cfg where cfg like 'search_path=%')
$$, 'every function in public and private has a fixed search_path');

-- get_invitation_by_token is meant for invitation landing pages opened before sign-up.
select is_empty($$
  select p.oid::regprocedure::text
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.prosecdef
    and has_function_privilege('anon', p.oid, 'execute')
    and p.proname not in ('get_invitation_by_token')
$$, 'no security definer function in the exposed schema is executable by anon unless allow-listed');

select is_empty($$
  select p.oid::regprocedure::text
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'private' and has_function_privilege('anon', p.oid, 'execute')
$$, 'anon cannot execute private helpers');

select is_empty($$
  select c.conrelid::regclass::text || ' ' || c.conname
  from pg_constraint c join pg_namespace n on n.oid = c.connamespace
  where c.contype = 'f' and n.nspname = 'public'
    and not exists (
      select 1 from pg_index i
      where i.indrelid = c.conrelid
        and (select array_agg(k order by k) from unnest((string_to_array(i.indkey::text, ' ')::smallint[])[1:cardinality(c.conkey)]) k)
          = (select array_agg(k order by k) from unnest(c.conkey) k)
    )
$$, 'every foreign key is covered by an index');

select is_empty($$
  select schemaname || '.' || tablename || ' ' || policyname
  from pg_policies
  where schemaname in ('public', 'storage')
    and (regexp_replace(lower(coalesce(qual, '') || ' ' || coalesce(with_check, '')),
                        'select\s+\(?auth\.(uid|jwt|role|email)\(\)', '', 'g') ~ 'auth\.(uid|jwt|role|email)\('
         or regexp_replace(lower(coalesce(qual, '') || ' ' || coalesce(with_check, '')),
                           'select\s+\(?current_setting\(', '', 'g') ~ 'current_setting\(')
$$, 'policies wrap auth.uid()/auth.jwt()/current_setting() in (select ...)');

select is_empty($$
  select c.oid::regclass::text || ' ' || privilege_type
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  cross join (values ('select'), ('insert'), ('update'), ('delete')) as p (privilege_type)
  where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
    and has_table_privilege('anon', c.oid, p.privilege_type)
$$, 'anon has no table privileges in the exposed schema');

select * from finish();
rollback;
