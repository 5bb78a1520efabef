// Turns parsed PostgREST requests into one parameterised SQL statement. Identifiers are quoted and
// checked against the schema cache; every value is a bound parameter.
import { RestError } from './errors.js';

export const q = (id) => `"${String(id).replace(/"/g, '""')}"`;

const COMPARE = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxl: '&<', nxr: '&>', adj: '-|-' };
const FTS = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };

const arrayLiteral = (values) =>
  `{${values.map((v) => `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

export class Builder {
  constructor(cache) {
    this.cache = cache;
    this.schema = cache.schema;
    this.params = [];
    this.aliasCount = 0;
  }

  p(value) {
    this.params.push(value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value));
    return `$${this.params.length}`;
  }

  table(name) {
    return `${q(this.schema)}.${q(name)}`;
  }

  relation(name) {
    const rel = this.cache.relations.get(name);
    if (!rel) {
      throw new RestError(404, 'PGRST205', `Could not find the table '${this.schema}.${name}' in the schema cache`);
    }
    return rel;
  }

  // A node is one relation in the request tree: the target plus every embedded resource.
  node(relName, rel, select) {
    const node = { relName, rel, alias: `_t${this.aliasCount++}`, select, filters: [], logic: [], order: [], limit: null, offset: null, children: [] };
    for (const item of select) {
      if (item.type !== 'embed') continue;
      if (item.spread) throw new RestError(400, 'PGRST100', 'Spread embedding is not supported by this gateway');
      const link = this.resolveRelationship(relName, item.name, item.hint);
      const target = this.relation(link.target);
      const child = this.node(link.target, target, item.children);
      child.item = item;
      child.key = item.alias ?? item.name;
      child.link = link;
      child.inner = item.inner;
      node.children.push(child);
    }
    return node;
  }

  resolveRelationship(parent, name, hint) {
    const { relations, foreignKeys } = this.cache;
    let cands = [];
    if (relations.has(name)) {
      for (const fk of foreignKeys) {
        if (fk.from === parent && fk.to === name) cands.push({ kind: 'one', target: name, fk, pairs: fk.fromCols.map((c, i) => [c, fk.toCols[i]]) });
        if (fk.to === parent && fk.from === name && !(fk.from === fk.to && cands.some((x) => x.fk === fk))) {
          cands.push({ kind: 'many', target: name, fk, pairs: fk.toCols.map((c, i) => [c, fk.fromCols[i]]) });
        }
      }
      if (!cands.length) {
        // many-to-many through a junction table that references both sides
        for (const a of foreignKeys) {
          if (a.to !== parent || a.from === parent || a.from === name) continue;
          for (const b of foreignKeys) {
            if (b.from !== a.from || b.to !== name || b === a) continue;
            cands.push({ kind: 'many', target: name, fk: a, fk2: b, junction: a.from });
          }
        }
      }
    } else {
      for (const fk of foreignKeys) {
        const byCol = fk.fromCols.length === 1 && fk.fromCols[0] === name;
        if (fk.from === parent && (fk.name === name || byCol)) {
          cands.push({ kind: 'one', target: fk.to, fk, pairs: fk.fromCols.map((c, i) => [c, fk.toCols[i]]) });
        } else if (fk.to === parent && fk.name === name) {
          cands.push({ kind: 'many', target: fk.from, fk, pairs: fk.toCols.map((c, i) => [c, fk.fromCols[i]]) });
        }
      }
    }
    if (hint) {
      cands = cands.filter(
        (c) =>
          c.fk.name === hint ||
          c.fk2?.name === hint ||
          c.junction === hint ||
          (c.fk.fromCols.length === 1 && c.fk.fromCols[0] === hint) ||
          (c.kind === 'one' && c.fk.toCols.length === 1 && c.fk.toCols[0] === hint),
      );
    }
    if (!cands.length) {
      throw new RestError(
        400,
        'PGRST200',
        `Could not find a relationship between '${parent}' and '${name}' in the schema cache`,
        `Searched for a foreign key relationship between '${parent}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${this.schema}', but no matches were found.`,
      );
    }
    if (cands.length > 1) {
      throw new RestError(
        300,
        'PGRST201',
        `Could not embed because more than one relationship was found for '${parent}' and '${name}'`,
        cands.map((c) => ({ cardinality: c.kind === 'one' ? 'many-to-one' : 'one-to-many', relationship: `${c.fk.name} using ${c.fk.from}(${c.fk.fromCols.join(', ')}) and ${c.fk.to}(${c.fk.toCols.join(', ')})`, embedding: `${parent} with ${name}` })),
        `Try changing '${name}' to one of the following: ${cands.map((c) => `'${name}!${c.fk.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
      );
    }
    return cands[0];
  }

  joinSql(parent, child) {
    const link = child.link;
    if (link.junction) {
      const j = `${child.alias}_j`;
      const toParent = link.fk.fromCols.map((c, i) => `${j}.${q(c)} = ${parent.alias}.${q(link.fk.toCols[i])}`);
      const toChild = link.fk2.fromCols.map((c, i) => `${j}.${q(c)} = ${child.alias}.${q(link.fk2.toCols[i])}`);
      return `exists (select 1 from ${this.table(link.junction)} as ${j} where ${[...toParent, ...toChild].join(' and ')})`;
    }
    return link.pairs.map(([pc, cc]) => `${child.alias}.${q(cc)} = ${parent.alias}.${q(pc)}`).join(' and ');
  }

  findChild(node, key) {
    const child = node.children.find((c) => c.key === key) ?? node.children.find((c) => c.item.name === key);
    if (!child) throw new RestError(400, 'PGRST108', `'${key}' is not an embedded resource in this request`, null, `Verify that '${key}' is included in the 'select' query parameter.`);
    return child;
  }

  column(node, ref) {
    let type = null;
    if (node.rel) {
      const col = node.rel.columns.get(ref.name);
      if (!col) {
        throw new RestError(400, '42703', `column ${node.relName ? `${node.relName}.` : ''}${ref.name} does not exist`);
      }
      type = col.type;
    }
    let sql = `${node.alias}.${q(ref.name)}`;
    for (const { op, key } of ref.path ?? []) {
      const k = /^-?\d+$/.test(key) ? `(${Number(key)})` : `${this.p(key)}::text`;
      sql = `(${sql}${op}${k})`;
      type = op === '->>' ? 'text' : type === 'json' ? 'json' : 'jsonb';
    }
    return { sql, type };
  }

  filter(node, f) {
    const { sql: col, type } = this.column(node, f);
    const typed = (v) => (type ? `(${this.p(v)}::text)::${type}` : `${this.p(v)}::text`);
    const lhs = type ? col : `${col}::text`;
    let cond;
    switch (f.op) {
      case 'like':
      case 'ilike':
        cond = `${col}::text ${f.op} ${this.p(String(f.value).replace(/\*/g, '%'))}::text`;
        break;
      case 'match':
        cond = `${col}::text ~ ${this.p(f.value)}::text`;
        break;
      case 'imatch':
        cond = `${col}::text ~* ${this.p(f.value)}::text`;
        break;
      case 'is':
        cond = `${col} is ${{ null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[f.value]}`;
        break;
      case 'isdistinct':
        cond = `${lhs} is distinct from ${typed(f.value)}`;
        break;
      case 'in':
        cond = type
          ? `${col} = any((${this.p(arrayLiteral(f.value))}::text)::${type}[])`
          : `${col}::text = any(${this.p(arrayLiteral(f.value))}::text[])`;
        break;
      case 'fts':
      case 'plfts':
      case 'phfts':
      case 'wfts': {
        const cfg = f.config ? `${this.p(f.config)}::text::regconfig, ` : '';
        cond = `${col} @@ ${FTS[f.op]}(${cfg}${this.p(f.value)}::text)`;
        break;
      }
      default:
        cond = `${lhs} ${COMPARE[f.op]} ${typed(f.value)}`;
    }
    return f.neg ? `not (${cond})` : cond;
  }

  logic(node, tree) {
    const parts = tree.children.map((c) => (c.type === 'filter' ? this.filter(node, c) : this.logic(node, c)));
    const sql = `(${parts.join(tree.type === 'or' ? ' or ' : ' and ')})`;
    return tree.neg ? `not ${sql}` : sql;
  }

  where(node) {
    const parts = [...node.filters.map((f) => this.filter(node, f)), ...node.logic.map((t) => this.logic(node, t))];
    for (const child of node.children) {
      if (!child.inner) continue;
      const cond = [this.joinSql(node, child), ...this.where(child)];
      parts.push(`exists (select 1 from ${this.table(child.relName)} as ${child.alias} where ${cond.join(' and ')})`);
    }
    return parts;
  }

  orderSql(node) {
    if (!node.order.length) return '';
    const items = node.order.map((o) => {
      let expr;
      if (o.embed) {
        const child = this.findChild(node, o.embed);
        if (child.link.kind !== 'one') throw new RestError(400, 'PGRST118', `A related order on '${o.embed}' is not possible`, `'${node.relName}' and '${o.embed}' do not form a many-to-one or one-to-one relationship`);
        const { sql } = this.column(child, o);
        expr = `(select ${sql} from ${this.table(child.relName)} as ${child.alias} where ${this.joinSql(node, child)} limit 1)`;
      } else {
        expr = this.column(node, o).sql;
      }
      return `${expr} ${o.dir ?? 'asc'}${o.nulls ? ` ${o.nulls === 'nullsfirst' ? 'nulls first' : 'nulls last'}` : ''}`;
    });
    return ` order by ${items.join(', ')}`;
  }

  pageSql(node) {
    let s = '';
    if (node.limit !== null) s += ` limit ${Number(node.limit)}`;
    if (node.offset !== null) s += ` offset ${Number(node.offset)}`;
    return s;
  }

  selectList(node) {
    const parts = [];
    const groupBy = [];
    let aggregate = false;
    for (const item of node.select) {
      if (item.type === 'star') {
        parts.push(`${node.alias}.*`);
      } else if (item.type === 'col') {
        let { sql } = this.column(node, item);
        if (item.cast) sql = `(${sql})::${item.cast}`;
        const key = item.alias ?? (item.path.length ? item.path[item.path.length - 1].key : item.name);
        parts.push(`${sql} as ${q(key)}`);
        groupBy.push(sql);
      } else if (item.type === 'count') {
        aggregate = true;
        parts.push(`count(*) as ${q(item.alias)}`);
      }
    }
    for (const child of node.children) parts.push(`${this.embed(node, child)} as ${q(child.key)}`);
    if (aggregate && (node.children.length || node.select.some((i) => i.type === 'star'))) {
      throw new RestError(400, 'PGRST100', 'count() can only be combined with plain columns');
    }
    return { list: parts.length ? parts.join(', ') : `${node.alias}.*`, groupBy: aggregate && groupBy.length ? ` group by ${groupBy.join(', ')}` : '' };
  }

  embed(parent, child) {
    const { list, groupBy } = this.selectList(child);
    const where = [this.joinSql(parent, child), ...this.where(child)];
    const inner = `select ${list} from ${this.table(child.relName)} as ${child.alias} where ${where.join(' and ')}${groupBy}`;
    if (child.link.kind === 'one') return `(select row_to_json(_s) from (${inner} limit 1) _s)`;
    return `coalesce((select json_agg(_s) from (${inner}${this.orderSql(child)}${this.pageSql(child)}) _s), '[]'::json)`;
  }
}
