import { test } from 'node:test';
import { bootStack, call } from './helpers.js';
test('x', async () => {
  const env = await bootStack();
  const { client } = await env.as('vendor');
  const res = await call(client, 'manage-vendor-recruiter-invitation', { action: 'revoke', vendor_id: 'b0000000-0000-4000-8000-000000000001', user_id: 'a0000000-0000-4000-8000-000000000009' });
  process.stderr.write('DBG '+res.status, JSON.stringify(res.body)+'\n');
  await env.stop();
});
