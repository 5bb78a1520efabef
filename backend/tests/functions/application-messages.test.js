// Stage e-mails: a move that chooses to e-mail the candidate queues the company's template, and the
// scheduled send-application-messages mails it through the mail catcher exactly once.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootStack, call, rawCall, sleep } from './helpers.js';
import { APPLICATION, COMPANY } from './ids.js';

const SUBJECT = 'Next step at Acme Corp';
let env;

before(async () => {
  env = await bootStack({ reset: true });
});
after(async () => {
  await env?.stop();
});

async function mailsWithSubject() {
  return (await env.mailTo('candidate@example.com')).filter((m) => m.subject === SUBJECT);
}

const runMailer = () => rawCall(env, 'send-application-messages', '{}', env.serviceRoleKey);

test("a move with e-mail queues the company's template and the mailer sends it once, filled in", async () => {
  const { client: owner } = await env.as('owner');
  const saved = await owner.from('stage_email_templates').upsert(
    {
      company_id: COMPANY.acme,
      status: 'interview',
      subject: 'Next step at {{company_name}}',
      body: 'Hi {{candidate_first_name}},\n\nwe would like to interview you for {{job_title}}.',
    },
    { onConflict: 'company_id,status' },
  );
  assert.ifError(saved.error);

  const { client: manager } = await env.as('manager');
  const moved = await manager.rpc('move_applications', {
    p_application_ids: [APPLICATION.candidateBackend],
    p_expected_statuses: ['applied'],
    p_to_status: 'interview',
    p_send_email: true,
  });
  assert.ifError(moved.error);
  assert.equal(moved.data[0].emails_queued, 1);

  const queued = await env
    .service()
    .from('application_messages')
    .select('subject, body, recipient')
    .eq('application_id', APPLICATION.candidateBackend);
  assert.deepEqual(queued.data, [
    {
      subject: SUBJECT,
      body: 'Hi Jordan,\n\nwe would like to interview you for Backend Engineer (Node.js).',
      recipient: 'candidate@example.com',
    },
  ]);

  const first = await runMailer();
  assert.equal(first.status, 200, JSON.stringify(first.body));
  // The stack's schedule may have claimed it a moment earlier; either run delivers it.
  let mails = await mailsWithSubject();
  for (let i = 0; i < 40 && mails.length === 0; i += 1) {
    await sleep(250);
    mails = await mailsWithSubject();
  }
  assert.equal(mails.length, 1);
  assert.match(mails[0].text, /^Hi Jordan,\s+we would like to interview you for Backend Engineer \(Node\.js\)\./);
  assert.doesNotMatch(`${mails[0].subject} ${mails[0].text} ${mails[0].html}`, /\{\{/);

  const sentAt = async () =>
    (await manager.from('application_messages').select('sent_at').eq('application_id', APPLICATION.candidateBackend))
      .data[0].sent_at;
  for (let i = 0; i < 40 && !(await sentAt()); i += 1) await sleep(250);
  assert.ok(await sentAt(), 'the application lists the message as sent');

  // Another run, and the stack's own schedule after it, find nothing left to send.
  const second = await runMailer();
  assert.equal(second.status, 200);
  assert.deepEqual(second.body, { claimed: 0, sent: 0, failed: 0 });
  await sleep(6_000);
  assert.equal((await mailsWithSubject()).length, 1);
});

test('a move without e-mail queues nothing', async () => {
  const { client: manager } = await env.as('manager');
  const moved = await manager.rpc('move_applications', {
    p_application_ids: [APPLICATION.candidateBackend],
    p_expected_statuses: ['interview'],
    p_to_status: 'offered',
  });
  assert.ifError(moved.error);
  assert.equal(moved.data[0].emails_queued, 0);
  const { count } = await env
    .service()
    .from('application_messages')
    .select('id', { count: 'exact', head: true })
    .eq('application_id', APPLICATION.candidateBackend)
    .eq('stage', 'offered');
  assert.equal(count, 0);
});

test('only the service role may run the mailer', async () => {
  const { client } = await env.as('owner');
  assert.equal((await call(client, 'send-application-messages', {})).status, 401);
  assert.equal((await rawCall(env, 'send-application-messages', '{}', env.anonKey)).status, 401);
});
