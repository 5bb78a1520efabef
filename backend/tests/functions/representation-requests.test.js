// Candidate confirmation of vendor submissions: while a company asks for it, a vendor's submission
// is held, the scheduled send-representation-requests mails the candidate a signed link through
// the mail catcher, and confirming through it (signed out) makes the application the company sees.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootStack, call, rawCall } from './helpers.js';
import { JOB, VENDOR } from './ids.js';

const EMAIL = 'casey.confirm@example.org';
let env;

before(async () => {
  env = await bootStack({ reset: true });
});
after(async () => {
  await env?.stop();
});

const runMailer = () => rawCall(env, 'send-representation-requests', '{}', env.serviceRoleKey);

test('a held submission reaches the company only after the candidate confirms through the mailed link', async () => {
  const { client: owner } = await env.as('owner');
  const saved = await owner.rpc('save_ownership_settings', {
    p_window_months: 6,
    p_confirm_vendor_submissions: true,
  });
  assert.ifError(saved.error);

  const { client: vendor } = await env.as('vendorRecruiter');
  const added = await vendor
    .from('candidates')
    .insert({
      first_name: 'Casey',
      last_name: 'Confirm',
      email: EMAIL,
      created_by_vendor_id: VENDOR.staffing,
    })
    .select('id')
    .single();
  assert.ifError(added.error);
  const submitted = await vendor.rpc('submit_vendor_candidate', {
    p_job_id: JOB.frontend,
    p_candidate_id: added.data.id,
    p_answers: [{ question_id: 'f1000000-0000-4000-8000-000000000001', answer: 'Keen to join' }],
  });
  assert.ifError(submitted.error);

  const before = await owner.from('applications').select('id').eq('candidate_id', added.data.id);
  assert.deepEqual(before.data, [], 'the company sees nothing while the submission is held');

  const run = await runMailer();
  assert.equal(run.status, 200);
  assert.equal(run.body.sent, 1);
  assert.equal((await runMailer()).body.claimed, 0, 'each request is mailed once');

  const [mail] = await env.mailTo(EMAIL);
  assert.equal(mail.subject, 'Confirm your representation for Senior Frontend Engineer');
  assert.match(
    mail.text,
    /Staffing Partners \(Riley Vendorson\) would like to put you forward for Senior Frontend Engineer at Acme Corp/,
  );
  const token = mail.text.match(/\/confirm-representation\?token=(\S+)/)?.[1];
  assert.ok(token, 'the mail carries the link');

  const visitor = env.client();
  const shown = await visitor.rpc('get_representation_request', {
    p_token: decodeURIComponent(token),
  });
  assert.ifError(shown.error);
  assert.equal(shown.data.job_title, 'Senior Frontend Engineer');
  const confirmed = await visitor.rpc('respond_to_representation_request', {
    p_token: decodeURIComponent(token),
    p_confirm: true,
  });
  assert.ifError(confirmed.error);
  assert.equal(confirmed.data.status, 'confirmed');

  const seen = await owner
    .from('applications')
    .select('source_label')
    .eq('candidate_id', added.data.id);
  assert.deepEqual(seen.data, [{ source_label: 'Staffing Partners · Riley Vendorson' }]);

  const again = await visitor.rpc('respond_to_representation_request', {
    p_token: decodeURIComponent(token),
    p_confirm: false,
  });
  assert.equal(again.error?.message, 'This confirmation link has already been used');
});

test('a malformed link is refused with a clear message', async () => {
  const { error } = await env.client().rpc('get_representation_request', { p_token: 'nope' });
  assert.equal(error?.message, 'This confirmation link is not valid');
});

test('only the service role may run the mailing', async () => {
  const { client } = await env.as('admin');
  assert.equal((await call(client, 'send-representation-requests', {})).status, 401);
  assert.equal((await rawCall(env, 'send-representation-requests', '{}', env.anonKey)).status, 401);
});
