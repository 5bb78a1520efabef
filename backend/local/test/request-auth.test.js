// A verified token is remembered, but never past its expiry, for another secret or another token.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { signJwt } from '../src/lib/jwt.js';
import { requestAuth, RequestAuthError } from '../src/lib/request-auth.js';

const SECRET = 'a-secret-for-the-request-auth-tests-32-chars';
const asRequest = (token) => ({ headers: { authorization: `Bearer ${token}` } });

test('a remembered token is refused once it expires', (t) => {
  const now = Date.now();
  const token = signJwt({ role: 'authenticated', sub: 'u1', exp: Math.floor(now / 1000) + 60 }, SECRET);
  assert.equal(requestAuth(asRequest(token), SECRET).claims.sub, 'u1');
  assert.equal(requestAuth(asRequest(token), SECRET).claims.sub, 'u1');
  t.mock.method(Date, 'now', () => now + 61_000);
  assert.throws(
    () => requestAuth(asRequest(token), SECRET),
    (err) => err instanceof RequestAuthError && err.code === 'PGRST303' && err.message === 'JWT expired',
  );
});

test('a remembered token does not vouch for a tampered one or for another secret', () => {
  const token = signJwt({ role: 'authenticated', sub: 'u2' }, SECRET);
  requestAuth(asRequest(token), SECRET);
  const [header, , sig] = token.split('.');
  const forged = `${header}.${Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url')}.${sig}`;
  assert.throws(() => requestAuth(asRequest(forged), SECRET), (err) => err.code === 'PGRST301');
  const badSig = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
  assert.throws(() => requestAuth(asRequest(badSig), SECRET), (err) => err.code === 'PGRST301');
  assert.throws(() => requestAuth(asRequest(token), `${SECRET}-rotated`), (err) => err.code === 'PGRST301');
});

test('changing one request\'s claims does not leak into the next', () => {
  const token = signJwt({ role: 'authenticated', sub: 'u3' }, SECRET);
  const first = requestAuth(asRequest(token), SECRET);
  first.claims.sub = 'someone-else';
  first.claims.role = 'service_role';
  const second = requestAuth(asRequest(token), SECRET);
  assert.equal(second.claims.sub, 'u3');
  assert.equal(second.role, 'authenticated');
});
