-- Security lint over the catalog, in the spirit of Supabase's splinter. Each check is a query that
-- lists offending objects; the schema passes when every list is empty. The second half plants one
-- violation per check (rolled back) to prove each check catches what it is meant to catch.
begin;
select plan(16);

-- Exposed tables without row-level security.
create function pg_temp.lint_rls_disabled() returns setof text language sql as $$
  select c.oid::regclass::text
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity
$$;

-- Policies that have no effect because RLS is off.
create function pg_temp.lint_policy_without_rls() returns setof text language sql as $$
  select distinct p.schemaname || '.' || p.tablename
  from pg_policies p
  join pg_namespace n on n.nspname = p.schemaname
  join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
  where not c.relrowsecurity
$$;

-- Exposed tables with RLS but no policy at all (unusable through the API).
create function pg_temp.lint_rls_without_policy() returns setof text language sql as $$
  select c.oid::regclass::text
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relrowsecurity
    and not exists (select 1 from pg_policy p where p.polrelid = c.oid)
$$;

-- Functions (not from extensions) without a fixed search_path.
create function pg_temp.lint_mutable_search_path() returns setof text language sql as $$
  select p.oid::regprocedure::text
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname in ('public', 'private')
    and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    and not exists (select 1 from unnest(coalesce(p.proconfig, '{}'::text[])) cfg where cfg like 'search_path=%')
$$;

-- Security definer functions anon may execute; get_invitation_by_token serves invitation landing
-- pages opened before sign-up, the job board's functions the public job and careers pages,
-- turn_off_job_alert the unsubscribe link of a job-alert e-mail (it acts only on a token the
-- database signed), and the API's pre-request hook runs for every request, anon's too (it tells only whether the caller's own
-- token names a live session). Other private helpers must never be executable by anon.
create function pg_temp.lint_anon_definer() returns setof text language sql as $$
  select p.oid::regprocedure::text
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where ((n.nspname = 'public' and p.prosecdef) or n.nspname = 'private')
    and has_function_privilege('anon', p.oid, 'execute')
    and p.oid not in ('public.get_invitation_by_token(text, text)'::regprocedure,
      'public.search_public_jobs(text, text, boolean, text, text, integer, text, integer, integer, timestamptz)'::regprocedure,
      'public.get_public_job(uuid)'::regprocedure, 'public.get_careers_page(text)'::regprocedure,
      'public.list_public_pages()'::regprocedure, 'public.turn_off_job_alert(text)'::regprocedure,
      'public.get_representation_request(text)'::regprocedure,
      'public.respond_to_representation_request(text, boolean)'::regprocedure,
      'private.check_token_session()'::regprocedure,
      'private.token_session_is_live()'::regprocedure)
$$;

-- Foreign keys whose columns do not lead an index.
create function pg_temp.lint_unindexed_fk() returns setof text language sql as $$
  select c.conrelid::regclass::text || ' ' || c.conname
  from pg_constraint c join pg_namespace n on n.oid = c.connamespace
  where c.contype = 'f' and n.nspname = 'public'
    and not exists (
      select 1 from pg_index i
      where i.indrelid = c.conrelid
        and (select array_agg(k order by k) from unnest((string_to_array(i.indkey::text, ' ')::smallint[])[1:cardinality(c.conkey)]) k)
          = (select array_agg(k order by k) from unnest(c.conkey) k)
    )
$$;

-- Policies calling auth.*() or current_setting() per row instead of once through (select ...).
create function pg_temp.lint_policy_initplan() returns setof text language sql as $$
  select schemaname || '.' || tablename || ' ' || policyname
  from pg_policies
  where schemaname in ('public', 'storage')
    and (regexp_replace(lower(coalesce(qual, '') || ' ' || coalesce(with_check, '')),
                        'select\s+\(?auth\.(uid|jwt|role|email)\(\)', '', 'g') ~ 'auth\.(uid|jwt|role|email)\('
         or regexp_replace(lower(coalesce(qual, '') || ' ' || coalesce(with_check, '')),
                           'select\s+\(?current_setting\(', '', 'g') ~ 'current_setting\(')
$$;

-- Table privileges granted to anon in the exposed schema.
create function pg_temp.lint_anon_tables() returns setof text language sql as $$
  select c.oid::regclass::text || ' ' || p.privilege_type
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  cross join (values ('select'), ('insert'), ('update'), ('delete')) as p (privilege_type)
  where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
    and has_table_privilege('anon', c.oid, p.privilege_type)
$$;

select is_empty('select * from pg_temp.lint_rls_disabled()', 'every table in the exposed schema has row-level security enabled');
select is_empty('select * from pg_temp.lint_policy_without_rls()', 'no policies exist on tables without row-level security');
select is_empty('select * from pg_temp.lint_rls_without_policy()', 'every exposed table has policies');
select is_empty('select * from pg_temp.lint_mutable_search_path()', 'every function in public and private has a fixed search_path');
select is_empty('select * from pg_temp.lint_anon_definer()', 'anon executes no security definer function except the allow-listed one');
select is_empty('select * from pg_temp.lint_unindexed_fk()', 'every foreign key is covered by an index');
select is_empty('select * from pg_temp.lint_policy_initplan()', 'policies wrap auth.uid()/auth.jwt()/current_setting() in (select ...)');
select is_empty('select * from pg_temp.lint_anon_tables()', 'anon has no table privileges in the exposed schema');

-- Plant one violation per check; each must be reported.
create table public.lint_probe (id int primary key, owner uuid, company_id uuid references public.companies (id));
grant select on public.lint_probe to anon;
create policy lint_probe_select on public.lint_probe for select to authenticated using (owner = auth.uid());
create table public.lint_probe_quiet (id int primary key);
alter table public.lint_probe_quiet enable row level security;
create function public.lint_probe_definer() returns int language sql security definer as $$ select 1 $$;
grant execute on function public.lint_probe_definer() to anon;

select ok('lint_probe' in (select * from pg_temp.lint_rls_disabled()), 'the lint reports a table without RLS');
select ok('public.lint_probe' in (select * from pg_temp.lint_policy_without_rls()), 'the lint reports policies on a table without RLS');
select ok('lint_probe_quiet' in (select * from pg_temp.lint_rls_without_policy()), 'the lint reports RLS without policies');
select ok('lint_probe_definer()' in (select * from pg_temp.lint_mutable_search_path()), 'the lint reports a function without search_path');
select ok('lint_probe_definer()' in (select * from pg_temp.lint_anon_definer()), 'the lint reports a definer function anon can execute');
select ok('lint_probe lint_probe_company_id_fkey' in (select * from pg_temp.lint_unindexed_fk()), 'the lint reports an unindexed foreign key');
select ok('public.lint_probe lint_probe_select' in (select * from pg_temp.lint_policy_initplan()), 'the lint reports a bare auth.uid() in a policy');
select ok('lint_probe select' in (select * from pg_temp.lint_anon_tables()), 'the lint reports anon table grants');

select * from finish();
rollback;
