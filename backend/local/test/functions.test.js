import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestStack, signedInClient } from './helpers.js';

let stack;
before(async () => {
  stack = await startTestStack({ autoconfirm: true, functionTimeoutMs: 3000 });
});
after(async () => {
  await stack?.stop();
});

test('a function runs in Deno and calls back into the gateway as the caller', async () => {
  const anon = await stack.client().functions.invoke('hello', { body: { name: 'Ann' } });
  assert.equal(anon.error, null);
  assert.deepEqual(anon.data, { greeting: 'Hello Ann', whoami: 'anonymous:anon', error: null });
  const { client, user } = await signedInClient(stack, 'fn@example.com');
  const signedIn = await client.functions.invoke('hello', { body: {} });
  assert.equal(signedIn.data.whoami, `${user.id}:authenticated`);
});

test('JWT verification, verify_jwt = false, CORS preflight and missing functions', async () => {
  const url = `${stack.apiUrl}/functions/v1`;
  const noAuth = await fetch(`${url}/hello`, { method: 'POST', body: '{}' });
  assert.equal(noAuth.status, 401);
  const badAuth = await fetch(`${url}/hello`, { method: 'POST', headers: { authorization: 'Bearer nope' }, body: '{}' });
  assert.equal(badAuth.status, 401);
  const open = await fetch(`${url}/open`);
  assert.deepEqual(await open.json(), { open: true });
  const preflight = await fetch(`${url}/hello`, {
    method: 'OPTIONS',
    headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, x-client-info, apikey, content-type' },
  });
  assert.equal(preflight.status, 200);
  assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://localhost:3001');
  assert.match(preflight.headers.get('access-control-allow-headers'), /authorization/);
  const missing = await stack.client().functions.invoke('does-not-exist');
  assert.equal(missing.error.context.status, 404);
  const traversal = await fetch(`${url}/..%2Fhello`, { headers: { authorization: `Bearer ${stack.anonKey}` } });
  assert.equal(traversal.status, 404);
});

test('a crashing or hanging function answers with JSON errors and the gateway keeps serving', async () => {
  const thrown = await stack.client().functions.invoke('crash');
  assert.equal(thrown.error.context.status, 500);
  const exited = await fetch(`${stack.apiUrl}/functions/v1/crash?exit=1`, { headers: { authorization: `Bearer ${stack.anonKey}` } });
  assert.equal(exited.status, 500);
  assert.equal((await exited.json()).code, 'WORKER_ERROR');
  const slow = await fetch(`${stack.apiUrl}/functions/v1/slow`, { headers: { authorization: `Bearer ${stack.anonKey}` } });
  assert.equal(slow.status, 504);
  assert.equal((await slow.json()).code, 'WORKER_TIMEOUT');
  const healthy = await stack.client().functions.invoke('hello', { body: { name: 'again' } });
  assert.equal(healthy.data.greeting, 'Hello again');
});
