// PostgREST-compatible service: /rest/v1/<table> and /rest/v1/rpc/<fn>.
import { readBody, send } from '../lib/http.js';
import { requestAuth, applyRequestContext, requestContextStatement, RequestAuthError } from '../lib/request-auth.js';
import { RestError, fromDatabaseError } from './errors.js';
import { parseSelect, parseOperation, parseLogic, parseOrder, parseColumnRef, splitTop } from './parse.js';
import { Builder, q } from './build.js';

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const SINGLE = 'application/vnd.pgrst.object+json';

function parsePrefer(header) {
  const prefs = {};
  for (const part of String(header ?? '').split(',')) {
    const [k, v] = part.split('=').map((s) => s?.trim());
    if (k) prefs[k] = v ?? true;
  }
  return prefs;
}

function nonNegativeInt(value, name) {
  if (!/^\d+$/.test(String(value))) throw new RestError(400, 'PGRST100', `"failed to parse ${name} parameter (${value})"`);
  return Number(value);
}

// Applies filters, logic trees, order and paging from the query string to the request tree.
function applyQuery(b, root, params, skip = new Set()) {
  for (const [key, value] of params) {
    if (skip.has(key) || RESERVED.has(key)) continue;
    const segs = key.split('.');
    const last = segs[segs.length - 1];
    let path;
    let target;
    if (last === 'or' || last === 'and') {
      const neg = segs[segs.length - 2] === 'not';
      path = segs.slice(0, neg ? -2 : -1);
      target = walk(b, root, path);
      target.logic.push(parseLogic(last, neg, value));
      continue;
    }
    if (segs.length > 1 && (last === 'order' || last === 'limit' || last === 'offset')) {
      target = walk(b, root, segs.slice(0, -1));
      if (last === 'order') target.order.push(...parseOrder(value));
      else target[last] = nonNegativeInt(value, last);
      continue;
    }
    // column names may carry JSON arrows but never dots, so the last segment is the column
    target = walk(b, root, segs.slice(0, -1));
    const ref = parseColumnRef(last);
    target.filters.push({ ...ref, ...parseOperation(value) });
  }
  if (params.has('order')) root.order.push(...parseOrder(params.get('order')));
  if (params.has('limit')) root.limit = nonNegativeInt(params.get('limit'), 'limit');
  if (params.has('offset')) root.offset = nonNegativeInt(params.get('offset'), 'offset');
}

function walk(b, root, path) {
  let node = root;
  for (const key of path) node = b.findChild(node, key);
  return node;
}

function rangeFromHeader(req, root) {
  const range = req.headers.range;
  if (!range) return;
  const m = /^(?:items=)?(\d+)-(\d*)$/.exec(String(range).trim());
  if (!m) return;
  const from = Number(m[1]);
  root.offset = root.offset ?? from;
  if (m[2] !== '') root.limit = Math.min(root.limit ?? Infinity, Number(m[2]) - from + 1);
}

export function createRestService({ db, config, getCache, reloadCache }) {
  async function withRelation(name) {
    let cache = getCache();
    if (!cache.relations.has(name) && !cache.functions.has(name)) cache = await reloadCache({ ifStale: true });
    return cache;
  }

  const requestMeta = (req) => ({
    method: req.method,
    path: req.url.split('?')[0],
    headers: { 'content-type': req.headers['content-type'] ?? null, prefer: req.headers.prefer ?? null, origin: req.headers.origin ?? null },
  });

  async function run(req, auth, readOnly, fn) {
    try {
      return await db.tx(
        async (c) => {
          await applyRequestContext(c, auth, requestMeta(req));
          return fn(c);
        },
        { readOnly },
      );
    } catch (err) {
      throw fromDatabaseError(err, auth.role);
    }
  }

  // Statements that do not depend on each other's results go to the database in one round trip.
  async function runBatch(req, auth, readOnly, statements) {
    try {
      const [, ...results] = await db.batch([requestContextStatement(auth, requestMeta(req)), ...statements], { readOnly });
      return results;
    } catch (err) {
      throw fromDatabaseError(err, auth.role);
    }
  }

  function contentRange(offset, n, total) {
    const t = total === null || total === undefined ? '*' : total;
    return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
  }

  function respondRows(req, res, { body, n, total, offset, status, prefs, single, extraHeaders = {} }) {
    const headers = { 'content-type': 'application/json; charset=utf-8', ...extraHeaders };
    if (total !== undefined || req.method === 'GET' || req.method === 'HEAD') headers['content-range'] = contentRange(offset, n, total ?? null);
    const applied = [];
    if (prefs.count) applied.push(`count=${prefs.count}`);
    if (prefs.return) applied.push(`return=${prefs.return}`);
    if (prefs.resolution) applied.push(`resolution=${prefs.resolution}`);
    if (applied.length) headers['preference-applied'] = applied.join(', ');
    if (single) {
      const rows = JSON.parse(body);
      return send(res, status, JSON.stringify(rows[0] ?? null), headers);
    }
    send(res, status, body, headers);
  }

  function singleError(n) {
    return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
  }

  async function read(req, res, name, url, auth, prefs, single) {
    const cache = await withRelation(name);
    const b = new Builder(cache);
    const rel = b.relation(name);
    const root = b.node(name, rel, parseSelect(url.searchParams.get('select')));
    applyQuery(b, root, url.searchParams);
    rangeFromHeader(req, root);
    const { list, groupBy } = b.selectList(root);
    const where = b.where(root);
    const whereSql = where.length ? ` where ${where.join(' and ')}` : '';
    const sql = `select coalesce(json_agg(_s), '[]'::json)::text as body, count(*)::int as n from (select ${list} from ${b.table(name)} as ${root.alias}${whereSql}${groupBy}${b.orderSql(root)}${b.pageSql(root)}) _s`;
    let countSql = null;
    let countParams = null;
    if (prefs.count) {
      // the tree is only read while building, so a second builder numbers the count's own parameters
      const cb = new Builder(cache);
      const w2 = cb.where(root);
      countSql = `select count(*)::int as total from ${cb.table(name)} as ${root.alias}${w2.length ? ` where ${w2.join(' and ')}` : ''}`;
      countParams = cb.params;
    }
    const [page, count] = await runBatch(req, auth, true, [
      { text: sql, params: b.params },
      ...(countSql ? [{ text: countSql, params: countParams }] : []),
    ]);
    const result = { body: page.rows[0].body, n: page.rows[0].n, total: count?.rows[0].total };
    const offset = root.offset ?? 0;
    if (single && result.n !== 1) throw singleError(result.n);
    if (result.total !== undefined && offset > result.total) {
      throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${result.total} rows.`);
    }
    const partial = result.total !== undefined && result.n < result.total && !single;
    respondRows(req, res, { ...result, offset, status: partial ? 206 : 200, prefs, single });
  }

  async function parseJsonBody(req) {
    const buf = await readBody(req, 20 * 1024 * 1024);
    if (!buf.length) return null;
    try {
      return JSON.parse(buf.toString('utf8'));
    } catch (err) {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json', err.message);
    }
  }

  function representation(b, root, cteSql) {
    const { list } = b.selectList(root);
    return `with _w as (${cteSql}) select coalesce(json_agg(_s), '[]'::json)::text as body, (select count(*)::int from _w) as n from (select ${list} from _w as ${root.alias}${b.orderSql(root)}) _s`;
  }

  async function write(req, res, name, url, auth, prefs, single) {
    const cache = await withRelation(name);
    const b = new Builder(cache);
    const rel = b.relation(name);
    const root = b.node(name, rel, parseSelect(url.searchParams.get('select')));
    const method = req.method;
    const body = method === 'DELETE' ? null : await parseJsonBody(req);
    if (method !== 'POST') applyQuery(b, root, url.searchParams);
    else if (url.searchParams.has('order')) root.order.push(...parseOrder(url.searchParams.get('order')));
    const returnRep = prefs.return === 'representation';
    let statement;

    if (method === 'POST') {
      if (body === null || typeof body !== 'object') throw new RestError(400, 'PGRST102', 'Empty or invalid json');
      const rows = Array.isArray(body) ? body : [body];
      if (rows.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))) {
        throw new RestError(400, 'PGRST102', 'All object keys must match');
      }
      let cols;
      if (url.searchParams.has('columns')) {
        cols = splitTop(url.searchParams.get('columns')).map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
      } else {
        cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
      }
      for (const col of cols) {
        if (!rel.columns.has(col)) {
          throw new RestError(400, 'PGRST204', `Could not find the '${col}' column of '${name}' in the schema cache`);
        }
      }
      if (!rows.length) return respondRows(req, res, { body: '[]', n: 0, offset: 0, status: 201, prefs, single: false, total: undefined });
      const colList = cols.map(q).join(', ');
      let insert = cols.length
        ? `insert into ${b.table(name)} as ${root.alias} (${colList}) select ${colList} from json_populate_recordset(null::${b.table(name)}, ${b.p(JSON.stringify(rows))}::json) as _r`
        : `insert into ${b.table(name)} as ${root.alias} default values`;
      if (!cols.length && rows.length > 1) throw new RestError(400, 'PGRST102', 'All object keys must match');
      if (prefs.resolution === 'merge-duplicates' || prefs.resolution === 'ignore-duplicates') {
        const conflict = url.searchParams.has('on_conflict')
          ? url.searchParams.get('on_conflict').split(',').map((c) => c.trim())
          : rel.pk;
        if (!conflict.length) throw new RestError(400, 'PGRST100', `Upsert on '${name}' needs on_conflict: the relation has no primary key`);
        for (const col of conflict) {
          if (!rel.columns.has(col)) throw new RestError(400, '42703', `column ${name}.${col} does not exist`);
        }
        const updates = cols.filter((c) => !conflict.includes(c));
        insert +=
          prefs.resolution === 'merge-duplicates' && updates.length
            ? ` on conflict (${conflict.map(q).join(', ')}) do update set ${updates.map((c) => `${q(c)} = excluded.${q(c)}`).join(', ')}`
            : ` on conflict (${conflict.map(q).join(', ')}) do nothing`;
      }
      statement = insert;
    } else if (method === 'PATCH') {
      if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
      const cols = Object.keys(body);
      for (const col of cols) {
        if (!rel.columns.has(col)) {
          throw new RestError(400, 'PGRST204', `Could not find the '${col}' column of '${name}' in the schema cache`);
        }
      }
      if (!cols.length) return respondRows(req, res, { body: '[]', n: 0, offset: 0, status: returnRep ? 200 : 204, prefs, single: false });
      const where = b.where(root);
      statement = `update ${b.table(name)} as ${root.alias} set ${cols.map((c) => `${q(c)} = _r.${q(c)}`).join(', ')} from (select * from json_populate_record(null::${b.table(name)}, ${b.p(JSON.stringify(body))}::json)) as _r${where.length ? ` where ${where.join(' and ')}` : ''}`;
    } else {
      const where = b.where(root);
      statement = `delete from ${b.table(name)} as ${root.alias}${where.length ? ` where ${where.join(' and ')}` : ''}`;
    }

    const result = await run(req, auth, false, async (c) => {
      if (returnRep || single) {
        const { rows } = await c.query(representation(b, root, `${statement} returning ${root.alias}.*`), b.params);
        if (single && rows[0].n !== 1) throw singleError(rows[0].n);
        return { body: rows[0].body, n: rows[0].n };
      }
      const r = await c.query(statement, b.params);
      return { body: null, n: r.rowCount };
    });
    const status = method === 'POST' ? 201 : returnRep ? 200 : 204;
    const total = prefs.count ? result.n : undefined;
    if (!returnRep) {
      const headers = { 'content-range': `*/${total ?? '*'}` };
      if (prefs.return) headers['preference-applied'] = `return=${prefs.return}`;
      return send(res, status, null, headers);
    }
    respondRows(req, res, { body: result.body, n: result.n, total, offset: 0, status, prefs, single, extraHeaders: {} });
  }

  async function rpc(req, res, fnName, url, auth, prefs, single) {
    const cache = await withRelation(fnName);
    const overloads = cache.functions.get(fnName);
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    let args = {};
    if (readOnly) {
      const names = new Set((overloads ?? []).flatMap((f) => f.args.map((a) => a.name)));
      for (const [k, v] of url.searchParams) if (names.has(k)) args[k] = v;
    } else {
      const body = await parseJsonBody(req);
      if (body !== null && (typeof body !== 'object' || Array.isArray(body))) {
        throw new RestError(400, 'PGRST102', 'Empty or invalid json');
      }
      args = body ?? {};
    }
    const keys = Object.keys(args);
    const fn = (overloads ?? []).find(
      (f) => keys.every((k) => f.args.some((a) => a.name === k)) && f.args.every((a) => !a.required || keys.includes(a.name)),
    );
    if (!fn) {
      throw new RestError(
        404,
        'PGRST202',
        `Could not find the function ${cache.schema}.${fnName}${keys.length ? `(${keys.join(', ')})` : ' without parameters'} in the schema cache`,
        `Searched for the function ${cache.schema}.${fnName}${keys.length ? ` with parameters ${keys.join(', ')}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      );
    }
    const b = new Builder(cache);
    const used = fn.args.filter((a) => keys.includes(a.name));
    const argSql = used.map((a) => `${q(a.name)} => _a.${q(a.name)}`).join(', ');
    const call = `${b.table(fnName)}(${argSql})`;
    const argValues = {};
    for (const a of used) argValues[a.name] = args[a.name];
    const from = used.length
      ? `json_to_record(${b.p(JSON.stringify(argValues))}::json) as _a(${used.map((a) => `${q(a.name)} ${a.type}`).join(', ')})`
      : null;
    const skip = new Set(readOnly ? keys : []);
    let sql;
    let unwrap = false;
    let rowsetRel = null;
    if (fn.returnType === 'void') {
      sql = `select ${call}::text as body, 0 as n${from ? ` from ${from}` : ''}`;
    } else if (fn.retset || fn.composite) {
      rowsetRel = fn.returnRel
        ? cache.relations.get(fn.returnRel)
        : fn.outCols.length
          ? { columns: new Map(fn.outCols.map((c) => [c.name, { name: c.name, type: c.type }])) }
          : null;
      const scalarSet = !fn.composite;
      if (scalarSet) {
        sql = `select coalesce(json_agg(_t0.v), '[]'::json)::text as body, count(*)::int as n from ${from ? `${from}, lateral ` : ''}${call} as _t0(v)`;
      } else {
        const root = b.node(fn.returnRel, rowsetRel, parseSelect(url.searchParams.get('select')));
        applyQuery(b, root, url.searchParams, skip);
        const { list } = b.selectList(root);
        const where = b.where(root);
        sql = `select coalesce(json_agg(_s), '[]'::json)::text as body, count(*)::int as n from (select ${list} from ${from ? `${from}, lateral ` : ''}${call} as ${root.alias}${where.length ? ` where ${where.join(' and ')}` : ''}${b.orderSql(root)}${b.pageSql(root)}) _s`;
      }
      unwrap = !fn.retset;
    } else {
      sql = `select to_json(${call})::text as body, 1 as n${from ? ` from ${from}` : ''}`;
    }
    const [{ rows }] = await runBatch(req, auth, readOnly, [{ text: sql, params: b.params }]);
    const result = rows[0];
    if (fn.returnType === 'void') return send(res, 204, null, {});
    let body = result.body ?? 'null';
    if (unwrap) {
      const rows = JSON.parse(body);
      body = JSON.stringify(rows[0] ?? null);
    } else if (single) {
      if (!fn.retset) {
        // scalar results are already single values
      } else {
        if (result.n !== 1) throw singleError(result.n);
        body = JSON.stringify(JSON.parse(body)[0]);
      }
    }
    const headers = { 'content-type': 'application/json; charset=utf-8' };
    if (fn.retset) headers['content-range'] = contentRange(0, result.n, prefs.count ? result.n : null);
    send(res, 200, body, headers);
  }

  return async function handle(req, res, sub, url) {
    const profile = req.headers['accept-profile'] ?? req.headers['content-profile'];
    try {
      if (profile && profile !== 'public') {
        throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
      }
      let auth;
      try {
        auth = requestAuth(req, config.jwtSecret);
      } catch (err) {
        if (err instanceof RequestAuthError) {
          const e = new RestError(401, err.code, err.message);
          e.headers = { 'www-authenticate': `Bearer error="invalid_token", error_description="${err.message.replace(/"/g, "'")}"` };
          throw e;
        }
        throw err;
      }
      const prefs = parsePrefer(req.headers.prefer);
      const single = String(req.headers.accept ?? '').includes(SINGLE);
      const path = decodeURIComponent(sub.replace(/^\/+/, '').replace(/\/+$/, ''));
      if (path === '') {
        return send(res, 200, { message: 'PostgREST-compatible API for the public schema' });
      }
      const rpcMatch = /^rpc\/([^/]+)$/.exec(path);
      if (rpcMatch) {
        if (!['GET', 'HEAD', 'POST'].includes(req.method)) throw new RestError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for functions');
        return await rpc(req, res, rpcMatch[1], url, auth, prefs, single);
      }
      if (path.includes('/')) throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
      if (req.method === 'GET' || req.method === 'HEAD') return await read(req, res, path, url, auth, prefs, single);
      if (['POST', 'PATCH', 'DELETE'].includes(req.method)) return await write(req, res, path, url, auth, prefs, single);
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
    } catch (err) {
      const e = err instanceof RestError ? err : fromDatabaseError(err, 'anon');
      if (e.status >= 500 && config.log) config.log({ level: 'error', msg: 'rest error', error: err.message });
      send(res, e.status, e.toJSON(), { 'content-type': 'application/json; charset=utf-8', ...(e.headers ?? {}) });
    }
  };
}
