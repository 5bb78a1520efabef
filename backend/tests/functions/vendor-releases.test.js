// Timed release to vendor tiers: a tier 2 vendor hears nothing when the job is assigned; once the
// company's tier 2 delay has passed, the scheduled announce-vendor-releases tells the vendor's admin.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootStack, call, rawCall } from './helpers.js';
import { JOB, VENDOR } from './ids.js';

let env;

before(async () => {
  env = await bootStack({ reset: true });
});
after(async () => {
  await env?.stop();
});

const announce = () => rawCall(env, 'announce-vendor-releases', '{}', env.serviceRoleKey);

async function releaseNotes(client) {
  const { data, error } = await client
    .from('notifications')
    .select('title, message')
    .eq('type', 'job_assignment')
    .like('message', '%Backend Engineer%');
  assert.ifError(error);
  return data;
}

test('a tier 2 vendor is told of the job when its release time arrives, not before', async () => {
  const { client: owner } = await env.as('owner');
  const { client: vendor } = await env.as('vendor');
  const assigned = await owner
    .from('vendor_job_assignments')
    .insert({ job_id: JOB.backend, vendor_id: VENDOR.staffing, tier: 2 })
    .select('id')
    .single();
  assert.ifError(assigned.error);
  assert.equal((await announce()).status, 200);
  assert.deepEqual(await releaseNotes(vendor), []);
  assert.equal((await vendor.from('jobs').select('id').eq('id', JOB.backend)).data.length, 0);

  // The company shortens its tier 2 delay to nothing: the job is released at once.
  const saved = await owner.rpc('set_vendor_tier_delays', { p_tier2_hours: 0, p_tier3_hours: 48 });
  assert.ifError(saved.error);
  // The stack's own scheduler may get there first; either way the vendor is told once.
  assert.equal((await announce()).status, 200);
  assert.deepEqual(await releaseNotes(vendor), [
    {
      title: 'Job released to your agency',
      message: 'Acme Corp released Backend Engineer (Node.js) to your agency (tier 2).',
    },
  ]);
  assert.deepEqual((await announce()).body, { announced: 0 });
});

test('only the scheduler announces releases', async () => {
  const { client } = await env.as('owner');
  assert.equal((await call(client, 'announce-vendor-releases', {})).status, 403);
  assert.equal((await rawCall(env, 'announce-vendor-releases', '{}', env.anonKey)).status, 403);
});
