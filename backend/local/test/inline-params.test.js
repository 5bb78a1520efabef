// Statements sent in one round trip carry their parameters as literals: values must stay values.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inlineParams, NotInlinable } from '../src/db/inline-params.js';

test('parameters become standard string literals with their quotes doubled', () => {
  assert.equal(
    inlineParams('select * from t where a = $1 and b = $2::int', ["O'Brien'; drop table t; --", 5]),
    "select * from t where a = 'O''Brien''; drop table t; --' and b = '5'::int",
  );
});

test('$10 is the tenth parameter, not the first followed by a zero', () => {
  const params = Array.from({ length: 10 }, (_, i) => `v${i + 1}`);
  assert.equal(inlineParams('select $1, $10', params), "select 'v1', 'v10'");
});

test('quoted identifiers and literals are copied untouched, even when they look like parameters', () => {
  assert.equal(
    inlineParams(`select $1 as "alias $1 ""quoted""", '$2 it''s' from t`, ['x"y', 'z']),
    `select 'x"y' as "alias $1 ""quoted""", '$2 it''s' from t`,
  );
});

test('null, arrays, objects and bytes take their Postgres text forms', () => {
  assert.equal(
    inlineParams('select $1, $2, $3, $4', [null, ['a', "b'c"], { k: "it's" }, Buffer.from([1, 255])]),
    `select NULL, '{"a","b''c"}', '{"k":"it''s"}', '\\x01ff'`,
  );
});

test('what cannot be written as a literal is refused, so the caller binds it instead', () => {
  assert.throws(() => inlineParams('select $1', ['a\0b']), NotInlinable);
  assert.throws(() => inlineParams('select $2', ['a']), NotInlinable);
  assert.throws(() => inlineParams('select $$x$$, $1', ['a']), NotInlinable);
  assert.throws(() => inlineParams('select $1 -- note', ['a']), NotInlinable);
});
