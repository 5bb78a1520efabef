// The live path the portal's screens use, with the demo accounts and the real migrations: a
// candidate's supabase-js client joins its private topic right after signing in, a manager moves
// one of the candidate's applications through the API, and the candidate hears of the new status
// and of the notification; other users' topics stay closed to them.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootStack } from './helpers.js';

const BACKEND_APPLICATION = 'f4000000-0000-4000-8000-000000000002';
const CANDIDATE_ID = 'a0000000-0000-4000-8000-000000000007';
const ACME = 'c0000000-0000-4000-8000-000000000001';
let env;

before(async () => {
  env = await bootStack({ reset: true });
});
after(async () => {
  await env?.stop();
});

function joined(channel) {
  return new Promise((resolve) => {
    channel.subscribe((status, err) => {
      if (status !== 'CLOSED') resolve({ status, err });
    });
  });
}

test('a stage change reaches the candidate as a status change and a notification', async () => {
  const { client } = await env.as('candidate');
  const channel = client.channel(`user:${CANDIDATE_ID}`, { config: { private: true } });
  const seen = [];
  channel.on('broadcast', { event: '*' }, (message) => seen.push(message));
  assert.equal((await joined(channel)).status, 'SUBSCRIBED');

  const { client: manager } = await env.as('manager');
  const { data: current } = await manager.from('applications').select('status').eq('id', BACKEND_APPLICATION).single();
  const { error } = await manager.rpc('move_applications', {
    p_application_ids: [BACKEND_APPLICATION],
    p_expected_statuses: [current.status],
    p_to_status: 'interview',
  });
  assert.ifError(error);
  for (let i = 0; i < 100 && seen.length < 2; i += 1) await new Promise((r) => setTimeout(r, 50));

  const change = seen.find((m) => m.event === 'change');
  const note = seen.find((m) => m.event === 'notification');
  assert.deepEqual(change.payload, { table: 'applications', operation: 'UPDATE', id: BACKEND_APPLICATION, status: 'interview' });
  assert.equal(note.payload.record.title, 'Application update');
  assert.equal(note.payload.record.link, `/candidate/application/${BACKEND_APPLICATION}`);
  await client.removeChannel(channel);
});

test("staff join their company's topic; a candidate and a vendor cannot", async () => {
  const cases = [
    ['recruiter', `company:${ACME}`, 'SUBSCRIBED'],
    ['candidate', `company:${ACME}`, 'CHANNEL_ERROR'],
    ['vendor', `company:${ACME}`, 'CHANNEL_ERROR'],
    ['vendor', 'vendor:b0000000-0000-4000-8000-000000000001', 'SUBSCRIBED'],
    ['candidate', 'vendor:b0000000-0000-4000-8000-000000000001', 'CHANNEL_ERROR'],
    ['vendorRecruiter', `user:${CANDIDATE_ID}`, 'CHANNEL_ERROR'],
  ];
  for (const [who, topic, expected] of cases) {
    const { client } = await env.as(who);
    const channel = client.channel(topic, { config: { private: true } });
    assert.equal((await joined(channel)).status, expected, `${who} on ${topic}`);
    await client.removeChannel(channel);
  }
});
