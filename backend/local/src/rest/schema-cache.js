// PostgREST-style schema cache for the exposed schema: relations, columns, foreign keys, functions.
export async function loadSchemaCache(db, schema = 'public') {
  return db.tx(async (c) => {
    const rels = await c.query(
      `select c.oid::int as oid, c.relname as name, c.relkind::text as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r','v','m','p','f')`,
      [schema],
    );
    const cols = await c.query(
      `select c.relname as rel, a.attname as name, format_type(a.atttypid, null) as type,
              t.typcategory::text as category, not a.attnotnull as nullable, a.atthasdef as has_default,
              a.attgenerated::text <> '' as generated, a.attidentity::text <> '' as identity, a.attnum::int as num
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       where n.nspname = $1 and c.relkind in ('r','v','m','p','f') and a.attnum > 0 and not a.attisdropped
       order by c.relname, a.attnum`,
      [schema],
    );
    const pks = await c.query(
      `select c.relname as rel, array_agg(a.attname::text order by k.ord)::text[] as cols
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       cross join lateral unnest(con.conkey) with ordinality as k(attnum, ord)
       join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
       where n.nspname = $1 and con.contype = 'p'
       group by c.relname`,
      [schema],
    );
    const fks = await c.query(
      `select con.conname as name, c.relname as from_rel, fc.relname as to_rel,
              (select array_agg(a.attname::text order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum)::text[] as from_cols,
              (select array_agg(a.attname::text order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum)::text[] as to_cols
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class fc on fc.oid = con.confrelid join pg_namespace fn on fn.oid = fc.relnamespace
       where con.contype = 'f' and n.nspname = $1 and fn.nspname = $1`,
      [schema],
    );
    const fns = await c.query(
      `select p.oid::int as oid, p.proname as name, p.proretset as retset, p.provolatile::text as volatility,
              format_type(p.prorettype, null) as return_type, rt.typtype::text as return_kind,
              rt.typrelid::int as return_relid, p.pronargs::int as nargs, p.pronargdefaults::int as nargdefaults,
              coalesce(p.proargnames, '{}')::text[] as arg_names,
              coalesce(p.proargmodes::text[], '{}')::text[] as arg_modes,
              coalesce((select array_agg(format_type(t, null) order by i)
                        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, i)), '{}')::text[] as arg_types
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
       where n.nspname = $1 and p.prokind = 'f'`,
      [schema],
    );
    const relnameByOid = new Map(rels.rows.map((r) => [r.oid, r.name]));

    const relations = new Map();
    for (const r of rels.rows) {
      relations.set(r.name, { name: r.name, kind: r.kind, columns: new Map(), columnList: [], pk: [] });
    }
    for (const col of cols.rows) {
      const rel = relations.get(col.rel);
      if (!rel) continue;
      const info = {
        name: col.name,
        type: col.type,
        category: col.category,
        nullable: col.nullable,
        hasDefault: col.has_default,
        generated: col.generated,
        identity: col.identity,
      };
      rel.columns.set(col.name, info);
      rel.columnList.push(info);
    }
    for (const pk of pks.rows) {
      const rel = relations.get(pk.rel);
      if (rel) rel.pk = pk.cols;
    }
    const foreignKeys = fks.rows.map((f) => ({
      name: f.name,
      from: f.from_rel,
      to: f.to_rel,
      fromCols: f.from_cols,
      toCols: f.to_cols,
    }));
    const functions = new Map();
    for (const f of fns.rows) {
      const modes = f.arg_modes.length ? f.arg_modes : f.arg_types.map(() => 'i');
      const inArgs = [];
      const outCols = [];
      f.arg_types.forEach((type, i) => {
        const mode = modes[i];
        const name = f.arg_names[i] ?? '';
        if (mode === 'i' || mode === 'b' || mode === 'v') inArgs.push({ name, type, variadic: mode === 'v' });
        if (mode === 'o' || mode === 'b' || mode === 't') outCols.push({ name, type });
      });
      const required = inArgs.length - f.nargdefaults;
      inArgs.forEach((a, i) => {
        a.required = i < required;
      });
      const entry = {
        name: f.name,
        retset: f.retset,
        volatility: f.volatility,
        returnType: f.return_type,
        // composite results (a table row type, returns table(...) or out parameters) become JSON objects
        composite: f.return_kind === 'c' || outCols.length > 1 || (f.return_kind === 'p' && outCols.length > 0),
        returnRel: relnameByOid.get(f.return_relid) ?? null,
        outCols,
        args: inArgs,
      };
      if (!functions.has(f.name)) functions.set(f.name, []);
      functions.get(f.name).push(entry);
    }
    return { schema, relations, foreignKeys, functions };
  });
}

// Cheap fingerprint of the exposed schema, polled so DDL from psql or pg_prove is picked up.
export async function schemaFingerprint(db, schema = 'public') {
  const { rows } = await db.query(
    `select concat_ws(':',
       (select count(*) from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = $1 and a.attnum > 0 and not a.attisdropped),
       (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1),
       (select count(*) from pg_constraint co join pg_namespace n on n.oid = co.connamespace where n.nspname = $1),
       (select max(oid::int8) from pg_class),
       (select max(oid::int8) from pg_proc)) as fp`,
    [schema],
  );
  return rows[0].fp;
}
