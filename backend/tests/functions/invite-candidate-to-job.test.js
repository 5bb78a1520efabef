// Inviting a suggested candidate to apply: the job's hiring team only, once per candidate and job,
// with an e-mail through the mail catcher linking to the job.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootStack, call } from './helpers.js';
import { COMPANY, JOB } from './ids.js';

let env;
let candidateId;
const EMAIL = 'dana.invitee@example.com';

before(async () => {
  env = await bootStack({ reset: true });
  const { client: owner } = await env.as('owner');
  const created = await owner
    .from('candidates')
    .insert({
      first_name: 'Dana',
      last_name: 'Invitee',
      email: EMAIL,
      skills: ['React', 'TypeScript'],
      managing_company_id: COMPANY.acme,
      is_managed_by_company: true,
    })
    .select('id')
    .single();
  assert.ifError(created.error);
  candidateId = created.data.id;
});
after(async () => {
  await env?.stop();
});

test('the hiring team invites a candidate once, and the invitation is e-mailed with the job link', async () => {
  const { client: recruiter } = await env.as('recruiter');
  const res = await call(recruiter, 'invite-candidate-to-job', { jobId: JOB.frontend, candidateId });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.deepEqual(res.body, { invited: true, emailed: true, notified: false });

  const mails = await env.mailTo(EMAIL);
  const mail = mails.find((m) => m.subject === 'Acme Corp invites you to apply: Senior Frontend Engineer');
  assert.ok(mail, `mails were ${mails.map((m) => m.subject).join(', ')}`);
  assert.match(mail.text, new RegExp(`/jobs/${JOB.frontend}`));

  const again = await call(recruiter, 'invite-candidate-to-job', { jobId: JOB.frontend, candidateId });
  assert.equal(again.status, 409);
  assert.equal(again.body.error, 'This candidate was already invited to this job');
});

test('no one outside the hiring team may invite, and a bad request changes nothing', async () => {
  const { client: vendor } = await env.as('vendor');
  const refused = await call(vendor, 'invite-candidate-to-job', { jobId: JOB.backend, candidateId });
  assert.equal(refused.status, 403);
  assert.equal(refused.body.error, 'Only the hiring team of this job can invite candidates to it');

  const { client: owner } = await env.as('owner');
  const bad = await call(owner, 'invite-candidate-to-job', { jobId: 'not-a-job', candidateId });
  assert.equal(bad.status, 400);
  const { count } = await env
    .service()
    .from('job_invitations')
    .select('id', { count: 'exact', head: true })
    .eq('candidate_id', candidateId);
  assert.equal(count, 1);
});
