// Notification e-mails: the stack's schedule mails new notifications through the mail catcher,
// honouring each user's e-mail preference; only the scheduler may run the function.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootStack, call, rawCall, sleep } from './helpers.js';

const BACKEND_APPLICATION = 'f4000000-0000-4000-8000-000000000002';
let env;

before(async () => {
  env = await bootStack({ reset: true });
});
after(async () => {
  await env?.stop();
});

async function until(check, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(250);
  }
}

async function moveTo(status) {
  const { client } = await env.as('manager');
  const { data: current } = await client.from('applications').select('status').eq('id', BACKEND_APPLICATION).single();
  const { error } = await client.rpc('move_applications', {
    p_application_ids: [BACKEND_APPLICATION],
    p_expected_statuses: [current.status],
    p_to_status: status,
  });
  assert.ifError(error);
}

async function notificationOf(status) {
  const { data } = await env
    .service()
    .from('notifications')
    .select('id, emailed_at')
    .eq('user_id', 'a0000000-0000-4000-8000-000000000007')
    .eq('type', 'application_update')
    .contains('data', { status });
  return data?.[0] ?? null;
}

test('a stage change is mailed to the candidate within seconds', async () => {
  await moveTo('interview');
  const [mail] = await until(async () => {
    const mails = await env.mailTo('candidate@example.com');
    return mails.some((m) => m.subject === 'Application update') ? mails.filter((m) => m.subject === 'Application update') : null;
  });
  assert.match(mail.text, /Your application for Backend Engineer \(Node\.js\) is now Interview\./);
  assert.match(mail.text, new RegExp(`/candidate/application/${BACKEND_APPLICATION}`));
  assert.ok((await notificationOf('interview')).emailed_at);
});

test('a user who turned e-mail off for the type gets the notification but no mail', async () => {
  const { client } = await env.as('candidate');
  const { error } = await client.from('notification_preferences').upsert({
    user_id: 'a0000000-0000-4000-8000-000000000007',
    type: 'application_update',
    email: false,
  });
  assert.ifError(error);
  await moveTo('offered');
  await until(async () => (await notificationOf('offered'))?.emailed_at);
  const mails = await env.mailTo('candidate@example.com');
  assert.equal(mails.filter((m) => m.subject === 'Application update').length, 1);
});

test('only the service role may run the mailing', async () => {
  const { client } = await env.as('admin');
  assert.equal((await call(client, 'send-notification-emails', {})).status, 401);
  assert.equal((await rawCall(env, 'send-notification-emails', '{}', env.anonKey)).status, 401);
});
