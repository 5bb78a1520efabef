import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { startTestStack } from './helpers.js';

let stack;
before(async () => {
  stack = await startTestStack();
});
after(async () => {
  await stack?.stop();
});

test('startStack returns the URLs and keys other tools need', async () => {
  assert.match(stack.apiUrl, /^http:\/\/localhost:\d+$/);
  assert.match(stack.dbUrl, /^postgres(ql)?:\/\//);
  assert.match(stack.mailUrl, /^http:\/\/localhost:\d+$/);
  for (const [key, role] of [[stack.anonKey, 'anon'], [stack.serviceRoleKey, 'service_role']]) {
    assert.equal(JSON.parse(Buffer.from(key.split('.')[1], 'base64url')).role, role);
  }
  assert.equal(typeof stack.jwtSecret, 'string');
});

test('the database accepts Postgres wire connections with migrations recorded like the CLI', async () => {
  const client = new pg.Client({ connectionString: stack.dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select version, name from supabase_migrations.schema_migrations order by version');
    assert.deepEqual(rows, [
      { version: '20240101000000', name: 'schema' },
      { version: '20240102000000', name: 'slow_requests' },
    ]);
    const seeded = await client.query('select count(*)::int as n from public.companies');
    assert.equal(seeded.rows[0].n, 3);
  } finally {
    await client.end();
  }
});

test('mail catcher lists, filters, shows and clears messages', async () => {
  await stack.client().auth.signUp({ email: 'mailbox@example.com', password: 'Secret123' });
  const all = await (await fetch(`${stack.mailUrl}/api/messages`)).json();
  assert.ok(all.length >= 1);
  const [message] = await stack.mailTo('mailbox@example.com');
  assert.deepEqual(Object.keys(message).sort(), ['attachments', 'date', 'from', 'html', 'id', 'subject', 'text', 'to']);
  assert.deepEqual(message.to, ['mailbox@example.com']);
  assert.equal(message.subject, 'Confirm your signup');
  const one = await (await fetch(`${stack.mailUrl}/api/messages/${message.id}`)).json();
  assert.equal(one.id, message.id);
  const page = await fetch(stack.mailUrl);
  assert.match(await page.text(), /Confirm your signup/);
  assert.equal((await fetch(`${stack.mailUrl}/api/messages`, { method: 'DELETE' })).status, 200);
  assert.deepEqual(await (await fetch(`${stack.mailUrl}/api/messages`)).json(), []);
});

test('CORS headers for the portal origins and a health endpoint', async () => {
  const res = await fetch(`${stack.apiUrl}/rest/v1/companies?select=name`, {
    headers: { apikey: stack.anonKey, origin: 'http://localhost:3002' },
  });
  assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:3002');
  assert.match(res.headers.get('access-control-expose-headers'), /content-range/);
  const preflight = await fetch(`${stack.apiUrl}/storage/v1/object/documents/a.txt`, {
    method: 'OPTIONS',
    headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, x-upsert' },
  });
  assert.equal(preflight.status, 200);
  assert.match(preflight.headers.get('access-control-allow-headers'), /x-upsert/);
  assert.deepEqual(await (await fetch(`${stack.apiUrl}/health`)).json(), { status: 'ok' });
});
