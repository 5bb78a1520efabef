// What Supabase's own clients expect of the gateway beyond single services: the API key on every
// endpoint, bucket updates that keep what they do not name, Storage's size units, list v2,
// custom metadata from info(), and GoTrue's admin pagination.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestStack, signedInClient } from './helpers.js';

let stack;
let alice;
before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  alice = await signedInClient(stack, 'alice.conformance@example.com');
});
after(async () => {
  await stack?.stop();
});

test('every API endpoint needs the project API key, as on hosted Supabase', async () => {
  for (const [method, path] of [
    ['GET', '/rest/v1/companies?select=name'],
    ['POST', '/rest/v1/rpc/add_numbers'],
    ['GET', '/auth/v1/user'],
    ['POST', '/auth/v1/token?grant_type=password'],
    ['GET', '/auth/v1/admin/users'],
    ['GET', '/storage/v1/bucket'],
    ['POST', '/storage/v1/object/list/documents'],
  ]) {
    const missing = await fetch(`${stack.apiUrl}${path}`, { method, headers: { authorization: `Bearer ${stack.serviceRoleKey}` } });
    assert.equal(missing.status, 401, `${method} ${path} without a key`);
    assert.equal((await missing.json()).message, 'No API key found in request');
    const wrong = await fetch(`${stack.apiUrl}${path}`, { method, headers: { apikey: 'not-a-project-key' } });
    assert.equal(wrong.status, 401, `${method} ${path} with another key`);
    assert.equal((await wrong.json()).message, 'Invalid API key');
  }
  // the key may also come as a query parameter
  const byQuery = await fetch(`${stack.apiUrl}/rest/v1/companies?select=name&apikey=${stack.anonKey}`);
  assert.equal(byQuery.status, 200);
  // e-mail links and the health check stay open
  const link = await fetch(`${stack.apiUrl}/auth/v1/verify?token=x&type=signup`, { redirect: 'manual' });
  assert.notEqual(link.status, 401);
  assert.equal((await fetch(`${stack.apiUrl}/health`)).status, 200);
});

test('updateBucket with one field keeps the others; sizes are in Storage units', async () => {
  const storage = stack.admin().storage;
  const created = await storage.createBucket('conformance-a', {
    public: false,
    fileSizeLimit: '20mb',
    allowedMimeTypes: ['image/png'],
  });
  assert.equal(created.error, null);
  assert.equal((await storage.getBucket('conformance-a')).data.file_size_limit, 20_000_000);
  const updated = await storage.updateBucket('conformance-a', { public: true });
  assert.equal(updated.error, null);
  const { data } = await storage.getBucket('conformance-a');
  assert.equal(data.public, true);
  assert.equal(data.file_size_limit, 20_000_000);
  assert.deepEqual(data.allowed_mime_types, ['image/png']);
  await storage.updateBucket('conformance-a', { public: true, fileSizeLimit: '1kb' });
  assert.equal((await storage.getBucket('conformance-a')).data.file_size_limit, 1000);
  const bad = await storage.updateBucket('conformance-a', { public: true, fileSizeLimit: 'lots' });
  assert.equal(bad.error?.statusCode, '400');
  assert.equal((await storage.getBucket('conformance-a')).data.file_size_limit, 1000);
});

test('list v2 pages by cursor and groups folders; info returns the custom metadata', async () => {
  const docs = alice.client.storage.from('documents');
  const base = alice.user.id;
  for (const name of ['a.txt', 'b.txt', 'c.txt', 'sub/d.txt', 'sub/e.txt']) {
    const up = await docs.upload(`${base}/${name}`, new Blob([name], { type: 'text/plain' }), {
      metadata: { label: name },
    });
    assert.equal(up.error, null, name);
  }
  const first = await docs.listV2({ prefix: `${base}/`, limit: 2 });
  assert.equal(first.error, null);
  assert.deepEqual(first.data.objects.map((o) => o.name), [`${base}/a.txt`, `${base}/b.txt`]);
  assert.equal(first.data.hasNext, true);
  const rest = await docs.listV2({ prefix: `${base}/`, limit: 10, cursor: first.data.nextCursor });
  assert.deepEqual(rest.data.objects.map((o) => o.name), [`${base}/c.txt`, `${base}/sub/d.txt`, `${base}/sub/e.txt`]);
  assert.equal(rest.data.hasNext, false);
  const grouped = await docs.listV2({ prefix: `${base}/`, with_delimiter: true });
  assert.deepEqual(grouped.data.folders.map((f) => f.name), [`${base}/sub/`]);
  assert.equal(grouped.data.objects.length, 3);

  const info = await docs.info(`${base}/sub/d.txt`);
  assert.equal(info.error, null);
  assert.deepEqual(info.data.metadata, { label: 'sub/d.txt' });
  assert.equal(info.data.size, 9);
  assert.equal(info.data.contentType, 'text/plain');
});

test('the admin API refuses page numbers GoTrue cannot read', async () => {
  for (const q of ['page=two', 'per_page=-1', 'page=1.5']) {
    const res = await fetch(`${stack.apiUrl}/auth/v1/admin/users?${q}`, {
      headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    assert.equal(res.status, 400, q);
    const body = await res.json();
    assert.equal(body.error_code ?? body.code, 'validation_failed', q);
    assert.match(body.msg ?? body.message, /^Bad Pagination Parameters/, q);
  }
  const { data, error } = await stack.admin().auth.admin.listUsers({ page: 1, perPage: 1 });
  assert.equal(error, null);
  assert.equal(data.users.length, 1);
  const invalid = await stack.admin().auth.admin.createUser({ email: 'not an address', password: 'Secret123' });
  assert.equal(invalid.error?.status, 400);
});
