import {
  callerReadError,
  callerReadSql,
  statusOfSqlError,
  verifiedClaims,
} from './caller-reads.ts';
import { assert, assertEquals, assertThrowsStatus } from './test-assert.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const part = (value: unknown) => base64Url(new TextEncoder().encode(JSON.stringify(value)));

async function sign(payload: unknown, secret = SECRET, header: unknown = { alg: 'HS256', typ: 'JWT' }) {
  const input = `${part(header)}.${part(payload)}`;
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(input)));
  return `${input}.${base64Url(signature)}`;
}

const NOW = 1_900_000_000;
const user = { sub: 'u1', role: 'authenticated', email: 'a@example.com', exp: NOW + 60 };

Deno.test('a token signed with the secret yields its claims until it expires', async () => {
  const token = await sign(user);
  assertEquals(await verifiedClaims(token, SECRET, NOW), user);
  // Remembered after the first check, yet expiry still applies.
  assertEquals(await verifiedClaims(token, SECRET, NOW + 61), null);
});

Deno.test('tokens with another secret, another algorithm, a changed payload or no shape are refused', async () => {
  assertEquals(await verifiedClaims(await sign(user, 'another-secret-of-enough-length-here'), SECRET, NOW), null);
  assertEquals(await verifiedClaims(await sign(user, SECRET, { alg: 'none' }), SECRET, NOW), null);
  const [header, , signature] = (await sign(user)).split('.');
  const admin = part({ ...user, sub: 'someone-else' });
  assertEquals(await verifiedClaims(`${header}.${admin}.${signature}`, SECRET, NOW), null);
  assertEquals(await verifiedClaims('x.y.z', SECRET, NOW), null);
  assertEquals(await verifiedClaims('not-a-token', SECRET, NOW), null);
  assertEquals(await verifiedClaims(await sign([1, 2]), SECRET, NOW), null);
});

Deno.test('a token remembered under one secret is checked again under another', async () => {
  const token = await sign({ ...user, sub: 'u2' });
  assert(await verifiedClaims(token, SECRET, NOW));
  assertEquals(await verifiedClaims(token, 'another-secret-of-enough-length-here', NOW), null);
});

Deno.test('a read takes the role and claims before it reads, read-only, with values as literals', () => {
  const literal = (v: string) => `'${v.replace(/'/g, "''")}'`;
  const sql = callerReadSql(
    { ...user, email: "o'brien@example.com" },
    'get_candidate_application_detail',
    { p_user_id: 'u1', p_application_id: "x'); drop table jobs; --" },
    literal,
  );
  const statements = sql.split(';\n');
  assertEquals(statements[0], 'begin read only');
  assert(statements[1].startsWith("select set_config('role', 'authenticated', true)"), statements[1]);
  assert(statements[1].includes(`'{"sub":"u1","role":"authenticated","email":"o''brien@example.com"`));
  assertEquals(
    statements[2],
    "select public.get_candidate_application_detail(p_user_id => 'u1', p_application_id => 'x''); drop table jobs; --')::text as body",
  );
  assertEquals(statements[3], 'commit');
});

Deno.test('rpc and parameter names that are not plain identifiers are refused', () => {
  const literal = (v: string) => `'${v}'`;
  for (const [fn, arg] of [['x; drop table jobs', 'a'], ['get_x', 'a => 1, b'], ['Get', 'a']]) {
    let refused = false;
    try {
      callerReadSql(user, fn, { [arg]: '1' }, literal);
    } catch {
      refused = true;
    }
    assert(refused, `${fn} / ${arg} was accepted`);
  }
});

Deno.test('SQL refusals answer as the API would: 403 with the check, 401 otherwise', () => {
  assertEquals(statusOfSqlError('42501'), 403);
  assertEquals(statusOfSqlError('PT401'), 401);
  assertEquals(statusOfSqlError('22023'), 400);
  const checks = ['You can only access your own data'];
  assertThrowsStatus(
    () => callerReadError(403, { code: '42501', message: 'You can only access your own data' }, checks),
    403,
    'You can only access your own data',
  );
  assertThrowsStatus(
    () => callerReadError(403, { code: '42501', message: 'You must be signed in' }, checks),
    401,
    'Invalid or expired session',
  );
  assertThrowsStatus(
    () => callerReadError(401, { code: 'PT401', message: 'Invalid or expired session' }, checks),
    401,
  );
  assertThrowsStatus(() => callerReadError(500, { message: 'socket closed' }, checks), 500);
  assertEquals(callerReadError(400, { code: '22023', message: 'Invalid page' }, checks), {
    text: null,
    error: { code: '22023', message: 'Invalid page' },
  });
});
