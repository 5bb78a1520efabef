// Writes bound parameters into a statement as SQL literals, so several statements can travel to
// the server in one simple-query round trip. Only `$n` outside quoted identifiers and string
// literals is a parameter; values become standard string literals (quotes doubled), which the
// server types from their context exactly as it types an untyped bound parameter.
import pgUtils from 'pg/lib/utils.js';

/** A value that cannot be written as a literal (a NUL byte ends a simple query's text). */
export class NotInlinable extends Error {}

function literal(value) {
  const prepared = pgUtils.prepareValue(value);
  if (prepared === null || prepared === undefined) return 'NULL';
  if (Buffer.isBuffer(prepared)) return `'\\x${prepared.toString('hex')}'`;
  const text = String(prepared);
  if (text.includes('\0')) throw new NotInlinable('NUL byte in a parameter');
  return `'${text.replaceAll("'", "''")}'`;
}

export function inlineParams(text, params = []) {
  if (!params.length) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"' || ch === "'") {
      // Copy the quoted identifier or literal whole; a doubled quote stays inside it.
      let j = i + 1;
      for (;;) {
        const k = text.indexOf(ch, j);
        if (k === -1) throw new NotInlinable('unterminated quote');
        if (text[k + 1] === ch) {
          j = k + 2;
          continue;
        }
        j = k + 1;
        break;
      }
      out += text.slice(i, j);
      i = j;
      continue;
    }
    if (ch === '$' && /[0-9]/.test(text[i + 1] ?? '')) {
      let j = i + 1;
      while (/[0-9]/.test(text[j] ?? '')) j += 1;
      const n = Number(text.slice(i + 1, j));
      if (n < 1 || n > params.length) throw new NotInlinable(`no parameter $${n}`);
      out += literal(params[n - 1]);
      i = j;
      continue;
    }
    if (ch === '$' || (ch === '-' && text[i + 1] === '-') || (ch === '/' && text[i + 1] === '*')) {
      // Dollar quoting and comments never occur in generated statements; do not guess.
      throw new NotInlinable('dollar quote or comment in statement');
    }
    out += ch;
    i += 1;
  }
  return out;
}
