// Supabase's role limits: a request past its role's statement timeout ends with PostgREST's error,
// changes nothing, and holds no one else up meanwhile.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestStack, signedInClient, rest } from './helpers.js';

let stack;
let alice;
before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  alice = await signedInClient(stack, 'alice.timeouts@example.com');
});
after(async () => {
  await stack?.stop();
});

const marks = async (label) => (await stack.admin().from('slow_marks').select('label').eq('label', label)).data;

test('anon is stopped after 3 s with SQLSTATE 57014 and its write is rolled back', { timeout: 30_000 }, async () => {
  const started = Date.now();
  const slow = stack.client().rpc('mark_then_wait', { label: 'anon-slow', seconds: 5 });
  // meanwhile another caller is served at once
  await new Promise((r) => setTimeout(r, 300));
  const t = Date.now();
  const quick = await rest(stack, 'companies?select=name&limit=1');
  assert.equal(quick.status, 200);
  assert.ok(Date.now() - t < 1000, 'a simple read waits for no one');
  const { error, status } = await slow;
  const elapsed = Date.now() - started;
  assert.equal(status, 500);
  assert.equal(error.code, '57014');
  assert.match(error.message, /statement timeout/);
  assert.ok(elapsed >= 2900 && elapsed < 4900, `stopped after ${elapsed} ms`);
  assert.deepEqual(await marks('anon-slow'), []);
});

test('authenticated may run up to 8 s', { timeout: 30_000 }, async () => {
  const { data, error } = await alice.client.rpc('mark_then_wait', { label: 'signed-in-4s', seconds: 4 });
  assert.equal(error, null);
  assert.equal(data, 'signed-in-4s');
  assert.deepEqual(await marks('signed-in-4s'), [{ label: 'signed-in-4s' }]);
  const cut = await alice.client.rpc('mark_then_wait', { label: 'signed-in-9s', seconds: 9 });
  assert.equal(cut.error?.code, '57014');
  assert.deepEqual(await marks('signed-in-9s'), []);
});

test('a list without a range gets at most max_rows rows', async () => {
  await stack.db.exec('insert into public.slow_marks (label) select $$bulk$$ from generate_series(1, 1100)');
  const res = await rest(stack, 'slow_marks?select=id&label=eq.bulk', { headers: { prefer: 'count=exact' } });
  assert.equal(res.status, 206);
  assert.equal((await res.json()).length, 1000);
  assert.equal(res.headers.get('content-range'), '0-999/1100');
});
