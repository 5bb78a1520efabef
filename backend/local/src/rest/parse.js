// Parsers for PostgREST's URL grammar: select lists, filters, logic trees and order.
import { RestError } from './errors.js';

const parseError = (message, details = null) => new RestError(400, 'PGRST100', message, details);

// Splits on top-level commas, keeping parentheses and double-quoted strings intact.
export function splitTop(str, sep = ',') {
  const out = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (let i = 0; i < str.length; i += 1) {
    const ch = str[i];
    if (quoted) {
      cur += ch;
      if (ch === '\\' && i + 1 < str.length) {
        cur += str[i + 1];
        i += 1;
      } else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth += 1;
    else if (ch === ')') {
      depth -= 1;
      if (depth < 0) throw parseError(`"failed to parse" unbalanced parentheses`, str);
    } else if (ch === sep && depth === 0) {
      out.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  if (quoted || depth !== 0) throw parseError('"failed to parse" unbalanced parentheses or quotes', str);
  out.push(cur);
  return out;
}

const IDENT = /^[^\s.,:()!"'\\;]+$/u;
const CAST = /^[a-zA-Z_][a-zA-Z0-9_]*(\[\])?$/;

export function parseColumnRef(raw) {
  const parts = raw.split(/(->>|->)/);
  const name = parts[0].trim();
  if (!IDENT.test(name)) throw parseError(`"failed to parse column (${raw})"`, raw);
  const path = [];
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i + 1];
    if (key === undefined || key === '' || /[\s,()"'\\;]/.test(key)) throw parseError(`"failed to parse json path (${raw})"`, raw);
    path.push({ op: parts[i], key });
  }
  return { name, path };
}

export function parseSelect(str) {
  if (str === undefined || str === null || str.trim() === '') return [{ type: 'star' }];
  const items = [];
  for (const rawItem of splitTop(str)) {
    const item = rawItem.trim();
    if (!item) throw parseError(`"failed to parse select parameter (${str})"`, str);
    if (item === '*') {
      items.push({ type: 'star' });
      continue;
    }
    const open = item.indexOf('(');
    if (open > 0 && item.endsWith(')')) {
      let head = item.slice(0, open);
      const inner = item.slice(open + 1, -1);
      let spread = false;
      if (head.startsWith('...')) {
        spread = true;
        head = head.slice(3);
      }
      let alias = null;
      const colon = head.indexOf(':');
      if (colon >= 0) {
        alias = head.slice(0, colon);
        head = head.slice(colon + 1);
      }
      if (head === 'count' && inner === '') {
        items.push({ type: 'count', alias: alias ?? 'count' });
        continue;
      }
      const [name, ...mods] = head.split('!');
      let hint = null;
      let inner_ = false;
      for (const m of mods) {
        if (m === 'inner') inner_ = true;
        else if (m === 'left') inner_ = false;
        else if (!hint) hint = m;
        else throw parseError(`"failed to parse select parameter (${item})"`, item);
      }
      if (!IDENT.test(name) || (alias !== null && !IDENT.test(alias)) || (hint && !IDENT.test(hint))) {
        throw parseError(`"failed to parse select parameter (${item})"`, item);
      }
      const children = inner.trim() === '' ? [{ type: 'star' }] : parseSelect(inner);
      items.push({ type: 'embed', name, alias, hint, inner: inner_, spread, children });
      continue;
    }
    const m = /^(?:([^:]+):(?!:))?(.+?)(?:::([^:]+))?$/.exec(item);
    if (!m) throw parseError(`"failed to parse select parameter (${item})"`, item);
    const [, alias, colPart, cast] = m;
    if (alias !== undefined && !IDENT.test(alias)) throw parseError(`"failed to parse select parameter (${item})"`, item);
    if (cast !== undefined && !CAST.test(cast)) throw parseError(`"failed to parse select parameter (${item})"`, item);
    if (colPart === 'count()' || colPart === 'count') {
      items.push({ type: 'count', alias: alias ?? 'count' });
      continue;
    }
    const ref = parseColumnRef(colPart);
    items.push({ type: 'col', ...ref, alias: alias ?? null, cast: cast ?? null });
  }
  return items;
}

const OPS = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'in', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxl', 'nxr', 'adj', 'fts', 'plfts', 'phfts', 'wfts']);

function unquote(v) {
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) return v.slice(1, -1).replace(/\\(.)/g, '$1');
  return v;
}

// "[not.]op[(mod)].value" -> { neg, op, value, config }
export function parseOperation(expr, inLogic = false) {
  let rest = expr;
  let neg = false;
  if (rest.startsWith('not.')) {
    neg = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseError(`"failed to parse filter (${expr})"`, expr);
  let op = rest.slice(0, dot);
  let value = rest.slice(dot + 1);
  let config = null;
  const fm = /^(fts|plfts|phfts|wfts)\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(op);
  if (fm) {
    op = fm[1];
    config = fm[2];
  }
  if (!OPS.has(op)) throw parseError(`"failed to parse filter (${expr})"`, `unknown operator "${op}"`);
  if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) throw parseError(`"failed to parse filter (${expr})"`, 'in requires a list: in.(a,b)');
    const inner = value.slice(1, -1);
    value = inner === '' ? [] : splitTop(inner).map((v) => unquote(v.trim()));
  } else if (op === 'is') {
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
      throw parseError(`"failed to parse filter (${expr})"`, 'is accepts null, not_null, true, false or unknown');
    }
    value = value.toLowerCase();
  } else if (inLogic) {
    value = unquote(value);
  }
  return { neg, op, value, config };
}

// Logic tree "(a.eq.1,and(b.gt.2,c.is.null))" -> { type: 'and'|'or', neg, children }
export function parseLogic(type, neg, str) {
  if (!str.startsWith('(') || !str.endsWith(')')) throw parseError(`"failed to parse logic tree (${str})"`, str);
  const children = splitTop(str.slice(1, -1)).map((raw) => {
    const item = raw.trim();
    const lm = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (lm) return parseLogic(lm[2], Boolean(lm[1]), lm[3]);
    const dot = item.indexOf('.');
    if (dot <= 0) throw parseError(`"failed to parse logic tree (${str})"`, item);
    const col = parseColumnRef(item.slice(0, dot));
    return { type: 'filter', ...col, ...parseOperation(item.slice(dot + 1), true) };
  });
  if (!children.length) throw parseError(`"failed to parse logic tree (${str})"`, str);
  return { type, neg, children };
}

// "a.desc.nullslast,embed(b).asc" -> [{ name, path, embed, dir, nulls }]
export function parseOrder(str) {
  return splitTop(str).map((raw) => {
    const item = raw.trim();
    let embed = null;
    let target = item;
    const em = /^([^.()]+)\(([^()]+)\)(.*)$/.exec(item);
    if (em) {
      embed = em[1];
      target = em[2] + em[3];
    }
    const segs = target.split('.');
    const ref = parseColumnRef(segs[0]);
    let dir = null;
    let nulls = null;
    for (const s of segs.slice(1)) {
      if (s === 'asc' || s === 'desc') dir = s;
      else if (s === 'nullsfirst' || s === 'nullslast') nulls = s;
      else throw parseError(`"failed to parse order (${str})"`, item);
    }
    return { ...ref, embed, dir, nulls };
  });
}
