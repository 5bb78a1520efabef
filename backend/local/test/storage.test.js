import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestStack, signedInClient } from './helpers.js';

let stack;
let alice;
let bob;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  alice = await signedInClient(stack, 'alice@example.com');
  bob = await signedInClient(stack, 'bob@example.com');
});
after(async () => {
  await stack?.stop();
});

test('upload, download, list and remove under row-level security', async () => {
  const docs = alice.client.storage.from('documents');
  const path = `${alice.user.id}/cv.pdf`;
  const up = await docs.upload(path, new Blob(['%PDF-1.4 resume'], { type: 'application/pdf' }));
  assert.equal(up.error, null);
  assert.equal(up.data.path, path);
  assert.equal(up.data.fullPath, `documents/${path}`);

  const again = await docs.upload(path, new Blob(['%PDF-1.4 v2'], { type: 'application/pdf' }));
  assert.equal(again.error.statusCode, '409');
  const upsert = await docs.upload(path, new Blob(['%PDF-1.4 v2'], { type: 'application/pdf' }), { upsert: true });
  assert.equal(upsert.error, null);

  const down = await docs.download(path);
  assert.equal(down.error, null);
  assert.equal(await down.data.text(), '%PDF-1.4 v2');

  await docs.upload(`${alice.user.id}/letters/one.txt`, new Blob(['hello'], { type: 'text/plain' }));
  const { data: listed } = await docs.list(alice.user.id, { sortBy: { column: 'name', order: 'asc' } });
  assert.deepEqual(listed.map((e) => [e.name, e.id === null]), [['cv.pdf', false], ['letters', true]]);
  const { data: searched } = await docs.list(alice.user.id, { search: 'cv' });
  assert.deepEqual(searched.map((e) => e.name), ['cv.pdf']);

  // Bob can neither read, list, overwrite nor delete Alice's files, nor write into her folder.
  const bobDocs = bob.client.storage.from('documents');
  assert.ok((await bobDocs.download(path)).error);
  assert.deepEqual((await bobDocs.list(alice.user.id)).data, []);
  const intrude = await bobDocs.upload(`${alice.user.id}/evil.pdf`, new Blob(['x'], { type: 'application/pdf' }));
  assert.equal(intrude.error.statusCode, '403');
  assert.deepEqual((await bobDocs.remove([path])).data, []);
  const anonDownload = await stack.client().storage.from('documents').download(path);
  assert.ok(anonDownload.error);

  const moved = await docs.move(`${alice.user.id}/letters/one.txt`, `${alice.user.id}/letters/two.txt`);
  assert.equal(moved.error, null);
  const copied = await docs.copy(`${alice.user.id}/letters/two.txt`, `${alice.user.id}/letters/three.txt`);
  assert.equal(copied.error, null);
  const { data: removed } = await docs.remove([path, `${alice.user.id}/letters/two.txt`, `${alice.user.id}/letters/three.txt`]);
  assert.equal(removed.length, 3);
  assert.ok((await docs.download(path)).error);
});

test('signed URLs work until they expire and are bound to their object', async () => {
  const docs = alice.client.storage.from('documents');
  const path = `${alice.user.id}/signed.pdf`;
  await docs.upload(path, new Blob(['%PDF signed'], { type: 'application/pdf' }));
  const { data, error } = await docs.createSignedUrl(path, 60);
  assert.equal(error, null);
  const res = await fetch(data.signedUrl);
  assert.equal(res.status, 200);
  assert.equal(await res.text(), '%PDF signed');
  assert.equal(res.headers.get('content-type'), 'application/pdf');

  const { data: batch } = await docs.createSignedUrls([path, `${alice.user.id}/missing.pdf`], 60);
  assert.ok(batch[0].signedUrl);
  assert.equal(batch[1].signedUrl, null);
  assert.ok(batch[1].error);

  const tampered = data.signedUrl.replace('signed.pdf', 'other.pdf');
  assert.notEqual((await fetch(tampered)).status, 200);
  const forged = `${data.signedUrl.split('?')[0]}?token=abc.def.ghi`;
  assert.notEqual((await fetch(forged)).status, 200);
  const bobSign = await bob.client.storage.from('documents').createSignedUrl(path, 60);
  assert.ok(bobSign.error);

  const { data: short } = await docs.createSignedUrl(path, 1);
  await new Promise((r) => setTimeout(r, 2100));
  const expired = await fetch(short.signedUrl);
  assert.equal(expired.status, 400);
  assert.match((await expired.json()).message, /expired/);
});

test('public URLs only for public buckets; size and type limits are enforced', async () => {
  const avatars = alice.client.storage.from('avatars');
  const path = `${alice.user.id}/me.png`;
  assert.equal((await avatars.upload(path, new Blob([PNG], { type: 'image/png' }))).error, null);
  const publicUrl = avatars.getPublicUrl(path).data.publicUrl;
  const res = await fetch(publicUrl);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'image/png');
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(res.headers.get('content-disposition'), null);

  const privateUrl = alice.client.storage.from('documents').getPublicUrl(`${alice.user.id}/cv.pdf`).data.publicUrl;
  assert.equal((await fetch(privateUrl)).status, 400);

  const tooBig = await avatars.upload(`${alice.user.id}/big.png`, new Blob([Buffer.alloc(2048)], { type: 'image/png' }));
  assert.equal(tooBig.error.statusCode, '413');
  const wrongType = await avatars.upload(`${alice.user.id}/page.html`, new Blob(['<script>alert(1)</script>'], { type: 'text/html' }));
  assert.equal(wrongType.error.statusCode, '415');
});

test('active content is served as an attachment', async () => {
  const docs = alice.client.storage.from('documents');
  const path = `${alice.user.id}/page.html`;
  await docs.upload(path, new Blob(['<script>alert(1)</script>'], { type: 'text/html' }));
  const { data } = await docs.createSignedUrl(path, 60);
  const res = await fetch(data.signedUrl);
  assert.equal(res.headers.get('content-type'), 'text/html');
  assert.match(res.headers.get('content-disposition'), /^attachment/);
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
});

test('buckets are listed and created by the service role only', async () => {
  const admin = stack.admin();
  const { data: buckets } = await admin.storage.listBuckets();
  assert.deepEqual(buckets.map((b) => b.id).sort(), ['avatars', 'documents']);
  const avatars = await admin.storage.getBucket('avatars');
  assert.equal(avatars.data.public, true);
  assert.equal(avatars.data.file_size_limit, 1024);
  assert.equal((await admin.storage.createBucket('logos', { public: true, allowedMimeTypes: ['image/*'] })).error, null);
  const denied = await alice.client.storage.createBucket('mine');
  assert.ok(denied.error);
  const missing = await admin.storage.from('nope').upload('a.txt', new Blob(['x']));
  assert.equal(missing.error.statusCode, '404');
});

test('signed upload URLs upload once as their creator and only where the creator may write', async () => {
  const docs = alice.client.storage.from('documents');
  const path = `${alice.user.id}/via-signed-upload.pdf`;
  const { data, error } = await docs.createSignedUploadUrl(path);
  assert.equal(error, null);
  const uploaded = await stack.client().storage.from('documents').uploadToSignedUrl(path, data.token, new Blob(['%PDF signed upload'], { type: 'application/pdf' }));
  assert.equal(uploaded.error, null);
  assert.equal(await (await docs.download(path)).data.text(), '%PDF signed upload');
  const { data: rows } = await stack.admin().storage.from('documents').list(alice.user.id, { search: 'via-signed' });
  assert.equal(rows.length, 1);
  const replay = await stack.client().storage.from('documents').uploadToSignedUrl(path, data.token, new Blob(['again'], { type: 'application/pdf' }));
  assert.equal(replay.error.statusCode, '409');
  const foreign = await bob.client.storage.from('documents').createSignedUploadUrl(`${alice.user.id}/intrude.pdf`);
  assert.equal(foreign.error.statusCode, '403');
});
