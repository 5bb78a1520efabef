// TypeScript types for the exposed schema, in the shape `supabase gen types typescript` emits.
const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING = new Set([
  'bytea', 'bpchar', 'varchar', 'date', 'text', 'citext', 'time', 'timetz', 'timestamp', 'timestamptz', 'uuid', 'vector',
  'inet', 'cidr', 'macaddr', 'interval', 'money', 'tsvector', 'tsquery', 'name', 'char', 'xml', 'point', 'int4range',
  'int8range', 'numrange', 'tsrange', 'tstzrange', 'daterange', 'bit', 'varbit',
]);

const key = (name) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));

export async function introspect(db, schema = 'public') {
  return db.tx(async (c) => {
    const q = async (sql, params = [schema]) => (await c.query(sql, params)).rows;
    const types = await q(`
      select t.oid::int as oid, t.typname as name, n.nspname as schema, t.typtype::text as kind,
             t.typelem::int as elem, t.typrelid::int as relid, t.typbasetype::int as base
      from pg_type t join pg_namespace n on n.oid = t.typnamespace`, []);
    const enums = await q(`
      select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder)::text[] as labels
      from pg_enum e join pg_type t on t.oid = e.enumtypid join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = $1 group by t.typname order by t.typname`);
    const relations = await q(`
      select c.oid::int as oid, c.relname as name, c.relkind::text as kind,
             pg_relation_is_updatable(c.oid::regclass, false) as updatable
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f') order by c.relname`);
    const columns = await q(`
      select c.relname as rel, a.attname as name, a.atttypid::int as type, not a.attnotnull as nullable,
             a.atthasdef as has_default, a.attidentity::text as identity, a.attgenerated::text as generated
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`);
    const fks = await q(`
      select con.conname as name, c.relname as rel, fc.relname as ref_rel, fn.nspname as ref_schema,
             (select array_agg(a.attname::text order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
                join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum)::text[] as cols,
             (select array_agg(a.attname::text order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
                join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum)::text[] as ref_cols,
             exists (select 1 from pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                     and (select array_agg(x order by x) from unnest(u.conkey) x) = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
      join pg_class fc on fc.oid = con.confrelid join pg_namespace fn on fn.oid = fc.relnamespace
      where con.contype = 'f' and n.nspname = $1
      order by c.relname, con.conname`);
    const functions = await q(`
      select p.proname as name, p.proretset as retset, p.prorettype::int as rettype, p.pronargdefaults::int as ndefaults,
             coalesce(p.proargnames, '{}')::text[] as arg_names,
             coalesce(p.proargmodes::text[], '{}')::text[] as arg_modes,
             coalesce(p.proallargtypes::int[], p.proargtypes::int[])::int[] as arg_types,
             pg_get_function_identity_arguments(p.oid) as identity
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype and p.prorettype <> 'event_trigger'::regtype
      order by p.proname, pg_get_function_identity_arguments(p.oid)`);
    const composites = await q(`
      select t.typname as name, t.typrelid::int as relid
      from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_class c on c.oid = t.typrelid
      where n.nspname = $1 and t.typtype = 'c' and c.relkind = 'c' order by t.typname`);
    const compositeAttrs = await q(`
      select c.oid::int as relid, a.attname as name, a.atttypid::int as type
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind = 'c' and a.attnum > 0 and not a.attisdropped order by c.oid, a.attnum`);
    return { schema, types, enums, relations, columns, fks, functions, composites, compositeAttrs };
  });
}

export function generateTypes(info) {
  const { schema } = info;
  const typeById = new Map(info.types.map((t) => [t.oid, t]));
  const relById = new Map(info.relations.map((r) => [r.oid, r]));
  const colsByRel = new Map();
  for (const c of info.columns) {
    if (!colsByRel.has(c.rel)) colsByRel.set(c.rel, []);
    colsByRel.get(c.rel).push(c);
  }
  const S = JSON.stringify(schema);

  function tsType(oid) {
    const t = typeById.get(oid);
    if (!t) return 'unknown';
    if (t.kind === 'd') return tsType(t.base);
    if (t.name.startsWith('_') && t.elem) return `${tsType(t.elem)}[]`;
    if (t.kind === 'e') return t.schema === schema ? `Database[${S}]["Enums"][${JSON.stringify(t.name)}]` : 'string';
    if (t.kind === 'c') {
      const rel = relById.get(t.relid);
      if (rel) return `Database[${S}]["Tables"][${JSON.stringify(rel.name)}]["Row"]`;
      return t.schema === schema ? `Database[${S}]["CompositeTypes"][${JSON.stringify(t.name)}]` : 'unknown';
    }
    if (t.name === 'bool') return 'boolean';
    if (NUMBER.has(t.name)) return 'number';
    if (STRING.has(t.name)) return 'string';
    if (t.name === 'json' || t.name === 'jsonb') return 'Json';
    if (t.name === 'void') return 'undefined';
    if (t.name === 'record') return 'Record<string, unknown>';
    return 'unknown';
  }

  const out = [];
  const line = (indent, text) => out.push(`${'  '.repeat(indent)}${text}`);

  function relationBlock(rel, isView) {
    const cols = colsByRel.get(rel.name) ?? [];
    line(3, `${key(rel.name)}: {`);
    line(4, 'Row: {');
    for (const c of cols) line(5, `${key(c.name)}: ${tsType(c.type)}${c.nullable || isView ? ' | null' : ''}`);
    line(4, '}');
    if (!isView || rel.updatable) {
      line(4, 'Insert: {');
      for (const c of cols) {
        if (c.generated === 's' || c.identity === 'a') line(5, `${key(c.name)}?: never`);
        else {
          const optional = isView || c.nullable || c.has_default || c.identity === 'd';
          line(5, `${key(c.name)}${optional ? '?' : ''}: ${tsType(c.type)}${c.nullable || isView ? ' | null' : ''}`);
        }
      }
      line(4, '}');
      line(4, 'Update: {');
      for (const c of cols) {
        if (c.generated === 's' || c.identity === 'a') line(5, `${key(c.name)}?: never`);
        else line(5, `${key(c.name)}?: ${tsType(c.type)}${c.nullable || isView ? ' | null' : ''}`);
      }
      line(4, '}');
    }
    const rels = info.fks.filter((f) => f.rel === rel.name && f.ref_schema === schema);
    if (!rels.length) line(4, 'Relationships: []');
    else {
      line(4, 'Relationships: [');
      for (const f of rels) {
        line(5, '{');
        line(6, `foreignKeyName: ${JSON.stringify(f.name)}`);
        line(6, `columns: [${f.cols.map((c) => JSON.stringify(c)).join(', ')}]`);
        line(6, `isOneToOne: ${f.one_to_one}`);
        line(6, `referencedRelation: ${JSON.stringify(f.ref_rel)}`);
        line(6, `referencedColumns: [${f.ref_cols.map((c) => JSON.stringify(c)).join(', ')}]`);
        line(5, '},');
      }
      line(4, ']');
    }
    line(3, '}');
  }

  function functionSignature(f, indent) {
    const modes = f.arg_modes.length ? f.arg_modes : f.arg_types.map(() => 'i');
    const inArgs = [];
    const outArgs = [];
    f.arg_types.forEach((type, i) => {
      const m = modes[i];
      const name = f.arg_names[i] ?? '';
      if (m === 'i' || m === 'b' || m === 'v') inArgs.push({ name, type });
      if (m === 'o' || m === 'b' || m === 't') outArgs.push({ name, type });
    });
    const firstDefault = inArgs.length - f.ndefaults;
    line(indent, '{');
    if (!inArgs.length) line(indent + 1, 'Args: never');
    else {
      line(indent + 1, 'Args: {');
      inArgs.forEach((a, i) => line(indent + 2, `${key(a.name || `arg${i}`)}${i >= firstDefault ? '?' : ''}: ${tsType(a.type)}`));
      line(indent + 1, '}');
    }
    let returns;
    if (outArgs.length > 1 || (outArgs.length === 1 && modes.includes('t'))) {
      returns = `{\n${outArgs.map((a) => `${'  '.repeat(indent + 2)}${key(a.name)}: ${tsType(a.type)}`).join('\n')}\n${'  '.repeat(indent + 1)}}${f.retset ? '[]' : ''}`;
    } else {
      returns = `${tsType(f.rettype)}${f.retset ? '[]' : ''}`;
    }
    line(indent + 1, `Returns: ${returns}`);
    line(indent, '}');
  }

  line(0, 'export type Json =');
  line(1, '| string');
  line(1, '| number');
  line(1, '| boolean');
  line(1, '| null');
  line(1, '| { [key: string]: Json | undefined }');
  line(1, '| Json[]');
  line(0, '');
  line(0, 'export type Database = {');
  line(1, `${key(schema)}: {`);
  const tables = info.relations.filter((r) => r.kind === 'r' || r.kind === 'p' || r.kind === 'f');
  const views = info.relations.filter((r) => r.kind === 'v' || r.kind === 'm');
  line(2, 'Tables: {');
  tables.forEach((r) => relationBlock(r, false));
  if (!tables.length) line(3, '[_ in never]: never');
  line(2, '}');
  line(2, 'Views: {');
  views.forEach((r) => relationBlock(r, true));
  if (!views.length) line(3, '[_ in never]: never');
  line(2, '}');
  line(2, 'Functions: {');
  const byName = new Map();
  for (const f of info.functions) {
    if (!byName.has(f.name)) byName.set(f.name, []);
    byName.get(f.name).push(f);
  }
  for (const [name, overloads] of byName) {
    if (overloads.length === 1) {
      const start = out.length;
      functionSignature(overloads[0], 3);
      out[start] = `${'  '.repeat(3)}${key(name)}: {`;
    } else {
      line(3, `${key(name)}:`);
      overloads.forEach((f) => {
        const start = out.length;
        functionSignature(f, 4);
        out[start] = `${'  '.repeat(4)}| {`;
      });
    }
  }
  if (!byName.size) line(3, '[_ in never]: never');
  line(2, '}');
  line(2, 'Enums: {');
  for (const e of info.enums) line(3, `${key(e.name)}: ${e.labels.map((l) => JSON.stringify(l)).join(' | ')}`);
  if (!info.enums.length) line(3, '[_ in never]: never');
  line(2, '}');
  line(2, 'CompositeTypes: {');
  for (const ct of info.composites) {
    line(3, `${key(ct.name)}: {`);
    for (const a of info.compositeAttrs.filter((x) => x.relid === ct.relid)) line(4, `${key(a.name)}: ${tsType(a.type)} | null`);
    line(3, '}');
  }
  if (!info.composites.length) line(3, '[_ in never]: never');
  line(2, '}');
  line(1, '}');
  line(0, '}');
  out.push(HELPERS.replace(/__SCHEMA__/g, S));
  out.push('export const Constants = {');
  out.push(`  ${key(schema)}: {`);
  out.push('    Enums: {');
  for (const e of info.enums) out.push(`      ${key(e.name)}: [${e.labels.map((l) => JSON.stringify(l)).join(', ')}],`);
  out.push('    },');
  out.push('  },');
  out.push('} as const');
  return `${out.join('\n')}\n`;
}

// TablesInsert and TablesUpdate differ only in the part of the table type they pick.
function writeHelper(name, part, letter) {
  return `export type ${name}<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      ${part}: infer ${letter}
    }
    ? ${letter}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        ${part}: infer ${letter}
      }
      ? ${letter}
      : never
    : never

`;
}

// Enums and CompositeTypes look a name up the same way, under the names the Supabase CLI gives.
function lookupHelper(kind, options, key) {
  return `export type ${kind}<
  ${options} extends
    | keyof DefaultSchema["${kind}"]
    | { schema: keyof DatabaseWithoutInternals },
  ${key} extends ${options} extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[${options}["schema"]]["${kind}"]
    : never = never,
> = ${options} extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[${options}["schema"]]["${kind}"][${key}]
  : ${options} extends keyof DefaultSchema["${kind}"]
    ? DefaultSchema["${kind}"][${options}]
    : never
`;
}

const HELPERS = `
type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, __SCHEMA__>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

${writeHelper('TablesInsert', 'Insert', 'I')}${writeHelper('TablesUpdate', 'Update', 'U')}${lookupHelper('Enums', 'DefaultSchemaEnumNameOrOptions', 'EnumName')}
${lookupHelper('CompositeTypes', 'PublicCompositeTypeNameOrOptions', 'CompositeTypeName')}`;
