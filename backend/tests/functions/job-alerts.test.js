// The daily job alert: the scheduler's call e-mails each candidate the jobs posted since their
// saved search's last alert, once; nobody else may trigger it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { bootStack, call } from './helpers.js';
import { msUntilDaily } from '../../local/src/functions/schedule.js';

let env;
before(async () => {
  env = await bootStack();
});
after(async () => {
  await env?.stop();
});

const DAY = 24 * 60 * 60 * 1000;

test('the scheduler runs each function once a day at its time (UTC)', () => {
  const now = new Date('2026-11-25T07:59:00Z');
  assert.equal(msUntilDaily('08:00', now), 60_000);
  assert.equal(msUntilDaily('08:00', new Date('2026-11-25T08:00:00Z')), DAY);
});

test('a saved search gets one e-mail with the jobs posted since its last alert', async () => {
  const { client } = await env.as('candidate');
  const { data: saved, error } = await client
    .from('saved_searches')
    .insert({ name: 'Engineering', query: 'engineer' })
    .select('id')
    .single();
  assert.equal(error, null);
  // As if the last alert went out nine days ago: of the engineering jobs only DevOps Engineer
  // (posted eight days ago) is newer.
  const { error: backdate } = await env
    .service()
    .from('saved_searches')
    .update({ last_alerted_at: new Date(Date.now() - 9 * DAY).toISOString() })
    .eq('id', saved.id);
  assert.equal(backdate, null);

  const first = await call(env.service(), 'send-job-alerts', {});
  assert.equal(first.status, 200);
  assert.deepEqual(first.body, { searches: 1, emails: 1, failed: 0 });
  const [mail] = (await env.mailTo('candidate@example.com')).filter((m) => m.subject.includes('Engineering'));
  assert.equal(mail.subject, 'New jobs for your search "Engineering"');
  assert.match(mail.text, /DevOps Engineer at Acme Corp, Remote: http:\/\/localhost:3000\/jobs\/f0000000-0000-4000-8000-000000000006/);
  assert.doesNotMatch(mail.text, /Senior Frontend Engineer/);

  // The next run the same day sends nothing.
  const second = await call(env.service(), 'send-job-alerts', {});
  assert.deepEqual(second.body, { searches: 0, emails: 0, failed: 0 });

  // The e-mail's link turns this search's alert off for whoever opens it, signed in or not.
  const link = mail.text.match(/To stop these e-mails for "Engineering", open (\S+)/)?.[1];
  assert.match(link ?? '', /^http:\/\/localhost:3000\/job-alerts\/unsubscribe\?token=/);
  assert.match(mail.html, /<a href="http:\/\/localhost:3000\/job-alerts\/unsubscribe\?token=[^"]+">Turn off this job alert<\/a>/);
  const token = new URL(link).searchParams.get('token');
  const visitor = env.client();
  const tampered = await visitor.rpc('turn_off_job_alert', { p_token: `${token.slice(0, -2)}xx` });
  assert.equal(tampered.error?.message, 'This unsubscribe link is not valid');
  const alertsOn = async () =>
    (await env.service().from('saved_searches').select('alerts_enabled').eq('id', saved.id).single()).data
      .alerts_enabled;
  assert.equal(await alertsOn(), true);
  const { data: turnedOff, error: offError } = await visitor.rpc('turn_off_job_alert', { p_token: token });
  assert.equal(offError, null);
  assert.deepEqual(turnedOff, { name: 'Engineering' });
  assert.equal(await alertsOn(), false);

  // With its alert off the search gets no more e-mails, however many new jobs there are.
  await env
    .service()
    .from('saved_searches')
    .update({ last_alerted_at: new Date(Date.now() - 9 * DAY).toISOString() })
    .eq('id', saved.id);
  const third = await call(env.service(), 'send-job-alerts', {});
  assert.deepEqual(third.body, { searches: 0, emails: 0, failed: 0 });
});

test('only the scheduler may send job alerts', async () => {
  const { client } = await env.as('candidate');
  for (const caller of [client, env.client()]) {
    const res = await call(caller, 'send-job-alerts', {});
    assert.equal(res.status, 403);
    assert.deepEqual(res.body, { error: 'Only the scheduler sends job alerts' });
  }
});
