// The database schema as text, read from PostgreSQL's catalogs (the npm-installed server has no
// pg_dump): every schema, table, column, constraint, index, view, function, trigger, policy,
// privilege, publication and extension, one entry per object, sorted, so two databases built
// different ways can be compared line by line and a committed snapshot can be checked.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SKIP_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg\\_temp\\_%' and n.nspname not like 'pg\\_toast\\_temp\\_%'`;
// objects an extension created belong to the extension, not to the project
const NOT_EXTENSION_MEMBER = (classTable, oidExpr) =>
  `not exists (select 1 from pg_depend d where d.classid = '${classTable}'::regclass and d.objid = ${oidExpr} and d.deptype = 'e')`;

const QUERIES = {
  roles: `
    select 'role ' || rolname as key,
      concat_ws(' ', case when rolcanlogin then 'login' else 'nologin' end, case when rolinherit then 'inherit' else 'noinherit' end,
        case when rolbypassrls then 'bypassrls' end, case when rolsuper then 'superuser' end,
        (select 'member of ' || string_agg(g.rolname, ', ' order by g.rolname) from pg_auth_members m join pg_roles g on g.oid = m.roleid where m.member = r.oid)) as def
    from pg_roles r where rolname !~ '^pg_' and rolname <> 'postgres'`,
  role_settings: `
    select 'role setting ' || coalesce(r.rolname, '*') || case when d.datname is not null then ' in this database' else '' end as key,
      array_to_string(array(select unnest(s.setconfig) order by 1), E'\\n') as def
    from pg_db_role_setting s left join pg_roles r on r.oid = s.setrole left join pg_database d on d.oid = s.setdatabase
    where s.setdatabase = 0 or d.datname = current_database()`,
  schemas: `
    select 'schema ' || n.nspname as key,
      concat_ws(E'\\n', 'owner ' || pg_get_userbyid(n.nspowner), 'acl ' || array_to_string(array(select unnest(n.nspacl)::text order by 1), ', '),
        'comment ' || obj_description(n.oid, 'pg_namespace')) as def
    from pg_namespace n where ${SKIP_SCHEMAS}`,
  extensions: `
    select 'extension ' || e.extname as key, 'in schema ' || n.nspname as def
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace`,
  types: `
    select 'type ' || format('%I.%I', n.nspname, t.typname) as key,
      case t.typtype
        when 'e' then 'enum (' || (select string_agg(quote_literal(enumlabel), ', ' order by enumsortorder) from pg_enum where enumtypid = t.oid) || ')'
        when 'd' then 'domain ' || format_type(t.typbasetype, t.typtypmod) || coalesce(' default ' || t.typdefault, '') || case when t.typnotnull then ' not null' else '' end
          || coalesce((select ' ' || string_agg(pg_get_constraintdef(c.oid), ' ' order by c.conname) from pg_constraint c where c.contypid = t.oid), '')
        when 'c' then 'composite (' || (select string_agg(format('%I %s', a.attname, format_type(a.atttypid, a.atttypmod)), ', ' order by a.attnum) from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped) || ')'
        else 'kind ' || t.typtype::text end
      || coalesce(E'\\nacl ' || array_to_string(array(select unnest(t.typacl)::text order by 1), ', '), '')
      || coalesce(E'\\ncomment ' || obj_description(t.oid, 'pg_type'), '') as def
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where ${SKIP_SCHEMAS} and t.typtype in ('e', 'd', 'c')
      and (t.typtype <> 'c' or (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c')
      and ${NOT_EXTENSION_MEMBER('pg_type', 't.oid')}`,
  relations: `
    select case c.relkind when 'v' then 'view ' when 'm' then 'materialized view ' when 'S' then 'sequence ' when 'f' then 'foreign table ' else 'table ' end
        || format('%I.%I', n.nspname, c.relname) as key,
      concat_ws(E'\\n',
        'owner ' || pg_get_userbyid(c.relowner),
        case when c.relkind in ('v', 'm') then 'definition ' || pg_get_viewdef(c.oid, true) end,
        case when c.relkind = 'S' then (select format('sequence %s start %s increment %s min %s max %s cache %s%s', format_type(s.seqtypid, null), s.seqstart, s.seqincrement, s.seqmin, s.seqmax, s.seqcache, case when s.seqcycle then ' cycle' else '' end) from pg_sequence s where s.seqrelid = c.oid) end,
        case when c.relkind = 'S' then (select 'owned by ' || format('%s.%I', d.refobjid::regclass, a.attname) from pg_depend d join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid where d.objid = c.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')) end,
        case when c.relkind in ('r', 'p') then 'row level security ' || case when c.relrowsecurity then 'enabled' else 'disabled' end || case when c.relforcerowsecurity then ', forced' else '' end end,
        case when c.relkind = 'p' then 'partition by ' || pg_get_partkeydef(c.oid) end,
        case when c.relispartition then 'partition of ' || (select i.inhparent::regclass::text from pg_inherits i where i.inhrelid = c.oid) || ' ' || pg_get_expr(c.relpartbound, c.oid) end,
        'options ' || array_to_string(c.reloptions, ', '),
        'replica identity ' || nullif(c.relreplident::text, 'd'),
        'acl ' || array_to_string(array(select unnest(c.relacl)::text order by 1), ', '),
        'comment ' || obj_description(c.oid, 'pg_class'),
        (select string_agg(
            format('column %s %I %s', row_number, a.attname, format_type(a.atttypid, a.atttypmod))
            || case when a.attnotnull then ' not null' else '' end
            || case when a.attidentity <> '' then ' identity ' || a.attidentity::text else '' end
            || case when a.attgenerated <> '' then ' generated as (' || pg_get_expr(ad.adbin, ad.adrelid) || ') stored'
                    else coalesce(' default ' || pg_get_expr(ad.adbin, ad.adrelid), '') end
            || case when a.attcollation <> 0 and a.attcollation <> t.typcollation then ' collate ' || (select collname from pg_collation where oid = a.attcollation) else '' end
            || coalesce(' acl ' || array_to_string(array(select unnest(a.attacl)::text order by 1), ', '), '')
            || coalesce(' comment ' || col_description(c.oid, a.attnum), ''),
            E'\\n' order by a.attnum)
          from (select a.*, row_number() over (order by a.attnum) from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) a
          join pg_type t on t.oid = a.atttypid
          left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum)
      ) as def
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${SKIP_SCHEMAS} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${NOT_EXTENSION_MEMBER('pg_class', 'c.oid')}`,
  constraints: `
    select format('constraint %s %I', c.conrelid::regclass, c.conname) as key,
      pg_get_constraintdef(c.oid) || case when c.condeferrable then ' deferrable' || case when c.condeferred then ' initially deferred' else '' end else '' end
        || coalesce(E'\\ncomment ' || obj_description(c.oid, 'pg_constraint'), '') as def
    from pg_constraint c join pg_class r on r.oid = c.conrelid join pg_namespace n on n.oid = r.relnamespace
    where ${SKIP_SCHEMAS} and ${NOT_EXTENSION_MEMBER('pg_class', 'r.oid')}`,
  indexes: `
    select format('index %I.%I on %s', n.nspname, i.relname, r.oid::regclass) as key, pg_get_indexdef(i.oid)
        || coalesce(E'\\ncomment ' || obj_description(i.oid, 'pg_class'), '') as def
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class r on r.oid = x.indrelid join pg_namespace n on n.oid = i.relnamespace
    where ${SKIP_SCHEMAS} and ${NOT_EXTENSION_MEMBER('pg_class', 'r.oid')}`,
  functions: `
    select 'function ' || p.oid::regprocedure::text as key,
      concat_ws(E'\\n', pg_get_functiondef(p.oid),
        'owner ' || pg_get_userbyid(p.proowner),
        'acl ' || coalesce(array_to_string(array(select unnest(p.proacl)::text order by 1), ', '), 'default'),
        'comment ' || obj_description(p.oid, 'pg_proc')) as def
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where ${SKIP_SCHEMAS} and p.prokind in ('f', 'p', 'w') and ${NOT_EXTENSION_MEMBER('pg_proc', 'p.oid')}`,
  aggregates: `
    select 'aggregate ' || p.oid::regprocedure::text as key, 'acl ' || coalesce(array_to_string(array(select unnest(p.proacl)::text order by 1), ', '), 'default') as def
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where ${SKIP_SCHEMAS} and p.prokind = 'a' and ${NOT_EXTENSION_MEMBER('pg_proc', 'p.oid')}`,
  triggers: `
    select format('trigger %s %I', t.tgrelid::regclass, t.tgname) as key,
      pg_get_triggerdef(t.oid, true) || case t.tgenabled when 'O' then '' else ' (enabled: ' || t.tgenabled::text || ')' end as def
    from pg_trigger t join pg_class r on r.oid = t.tgrelid join pg_namespace n on n.oid = r.relnamespace
    where not t.tgisinternal and ${SKIP_SCHEMAS}`,
  event_triggers: `
    select 'event trigger ' || evtname as key, concat_ws(' ', evtevent, evtfoid::regprocedure::text, evtenabled::text, array_to_string(evttags, ',')) as def
    from pg_event_trigger`,
  rules: `
    select format('rule %I.%I %I', schemaname, tablename, rulename) as key, definition as def
    from pg_rules where schemaname not in ('pg_catalog', 'information_schema')`,
  policies: `
    select format('policy %I.%I %I', schemaname, tablename, policyname) as key,
      concat_ws(E'\\n', lower(permissive) || ' for ' || lower(cmd) || ' to ' || array_to_string(array(select unnest(roles) order by 1), ', '),
        'using ' || qual, 'with check ' || with_check) as def
    from pg_policies`,
  publications: `
    select 'publication ' || p.pubname as key,
      concat_ws(E'\\n', concat_ws(' ', case when p.puballtables then 'all tables' end, 'insert ' || p.pubinsert, 'update ' || p.pubupdate, 'delete ' || p.pubdelete, 'truncate ' || p.pubtruncate),
        (select string_agg(format('table %I.%I', t.schemaname, t.tablename) || coalesce(' (' || array_to_string(t.attnames, ', ') || ')', '') || coalesce(' where ' || t.rowfilter, ''), E'\\n' order by t.schemaname, t.tablename)
           from pg_publication_tables t where t.pubname = p.pubname)) as def
    from pg_publication p`,
  default_privileges: `
    select format('default privileges for %s in %s on %s', pg_get_userbyid(d.defaclrole), coalesce(n.nspname, 'all schemas'), d.defaclobjtype) as key,
      array_to_string(array(select unnest(d.defaclacl)::text order by 1), ', ') as def
    from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace`,
};

/**
 * Every object as { key, def }: schemas, roles and other database-wide entries first, then each
 * table or view followed by what hangs on it, then functions. `client` is a connected pg client.
 */
export async function readSchema(client) {
  const { rows: before } = await client.query('show search_path');
  // names come out schema-qualified, whatever the session's path
  await client.query("select set_config('search_path', '', false)");
  const entries = [];
  try {
    for (const [name, sql] of Object.entries(QUERIES)) {
      const { rows } = await client.query(sql).catch((err) => {
        throw new Error(`reading ${name}: ${err.message}`);
      });
      for (const { key, def } of rows) entries.push({ key, def: def ?? '' });
    }
  } finally {
    await client.query("select set_config('search_path', $1, false)", [before[0].search_path]);
  }
  const order = ({ key }) => {
    const [kind, name, onName, indexTable] = key.split(' ');
    if (/^(table|view|sequence|materialized|foreign)$/.test(kind)) return `2 ${key.replace(/^(materialized view|foreign table|\w+) /, '')} 0`;
    if (/^(constraint|trigger|policy|rule)$/.test(kind)) return `2 ${name} 1 ${kind} ${onName}`;
    if (kind === 'index') return `2 ${indexTable} 1 index ${name}`;
    if (kind === 'type') return `1 ${key}`;
    if (/^(function|aggregate)$/.test(kind)) return `3 ${key}`;
    return `0 ${key}`;
  };
  const sorted = entries.map((e) => ({ e, o: order(e) }));
  sorted.sort((a, b) => (a.o < b.o ? -1 : a.o > b.o ? 1 : 0));
  return sorted.map(({ e }) => e);
}

/** The entries as one text: each key on a line of its own, its definition below it. */
export function formatSchema(entries, header = '') {
  return header + entries.map(({ key, def }) => `-- ${key}\n${def.trimEnd()}\n`).join('\n');
}

/**
 * The entries of `after` that `before` lacks or defines differently: what a set of migrations
 * made. Role settings belong to the cluster, not to one database, so they are always kept.
 */
export function schemaChanges(before, after) {
  const old = new Map(before.map((e) => [e.key, e.def]));
  return after.filter((e) => e.key.startsWith('role setting ') || old.get(e.key) !== e.def);
}

const HEADER = `-- The database schema: every object the migrations create, read from a freshly migrated
-- database's catalogs and sorted by name (a listing to read and diff, not a script to run).
-- Written by \`npm run db:schema\`; the database tests fail when it is out of date.

`;
export const SNAPSHOT_FILE = fileURLToPath(new URL('../supabase/schema.sql', import.meta.url));
export const OUT_OF_DATE = 'backend/supabase/schema.sql is out of date: run npm run db:schema';

/** The snapshot text: what `migrated` has beyond `platform` (a database with only the platform bootstrap). */
export async function schemaSnapshot(migrated, platform) {
  return formatSchema(schemaChanges(await readSchema(platform), await readSchema(migrated)), HEADER);
}

/** Null when `file` holds `snapshot`, else the message that says how to bring it up to date. */
export function snapshotProblem(snapshot, file = SNAPSHOT_FILE) {
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8') === snapshot ? null : OUT_OF_DATE;
}

// Two scratch databases on one throwaway cluster: the platform bootstrap alone, and bootstrap plus migrations.
async function freshSnapshot() {
  const { startScratchPostgres } = await import('../local/src/db/server.js');
  const { openDatabase } = await import('../local/src/db/index.js');
  const { prepareDatabase } = await import('../local/src/db/migrate.js');
  const { default: pg } = await import('pg');
  const cluster = await startScratchPostgres();
  const clients = [];
  try {
    const open = async (name, migrationsDir) => {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(cluster.url);
      url.pathname = `/${name}`;
      const db = await openDatabase({ databaseUrl: url.toString() });
      await prepareDatabase(db, { migrationsDir, fresh: true, seed: false, log: () => {} });
      await db.close();
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      clients.push(client);
      return client;
    };
    const platform = await open('platform_only', null);
    const migrated = await open('migrated', path.join(path.dirname(SNAPSHOT_FILE), 'migrations'));
    return await schemaSnapshot(migrated, platform);
  } finally {
    for (const client of clients) await client.end();
    await cluster.stop();
  }
}

// `node scripts/schema-dump.js` writes the snapshot; `--check` only compares (`--file` names another file).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const fileArg = args.indexOf('--file');
  const file = fileArg >= 0 ? path.resolve(args[fileArg + 1]) : SNAPSHOT_FILE;
  const snapshot = await freshSnapshot();
  if (args.includes('--check')) {
    const problem = snapshotProblem(snapshot, file);
    if (problem) {
      console.error(problem);
      process.exit(1);
    }
    console.log(`${path.relative(process.cwd(), file)} is current`);
  } else {
    fs.writeFileSync(file, snapshot);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}
