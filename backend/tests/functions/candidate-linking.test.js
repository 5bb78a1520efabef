// A person who signs up with an e-mail a vendor already holds: their records are linked to the
// new account, they see who represents them and the application the vendor made, and applying to
// that job themselves is refused as already in process.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootStack } from './helpers.js';
import { APPLICATION, JOB, QUESTION, USER } from './ids.js';

const ALEX_VENDOR_RECORD = 'd0000000-0000-4000-8000-000000000005'; // Staffing Partners' Alex Kim

let env;
before(async () => {
  env = await bootStack();
});
after(async () => {
  await env?.stop();
});

describe('linking at sign-up', () => {
  let alex;
  before(async () => {
    // Written as people type it: the vendor's record has alex.kim@example.net.
    await env.register('Alex.Kim@Example.net', { role: 'candidate' });
    alex = await env.as('alex.kim@example.net');
  });

  test('the new account is the same person as the vendor record', async () => {
    const { data } = await env
      .service()
      .from('candidates')
      .select('id, user_id, person_id')
      .in('id', [ALEX_VENDOR_RECORD])
      .single();
    const own = await env.row('candidates', 'id, person_id', 'user_id', alex.user.id);
    assert.notEqual(own.id, ALEX_VENDOR_RECORD, 'the vendor keeps its own record');
    assert.equal(data.user_id, null);
    assert.equal(own.person_id, data.person_id);
  });

  test('the candidate sees who represents them', async () => {
    const { data, error } = await alex.client.rpc('get_my_representation');
    assert.equal(error, null);
    assert.equal(data.length, 1);
    assert.equal(data[0].kind, 'vendor');
    assert.equal(data[0].name, 'Staffing Partners');
    assert.equal(data[0].recruiter, 'Riley Vendorson');
    assert.deepEqual(
      data[0].jobs.map((j) => [j.application_id, j.status]),
      [[APPLICATION.vendorFrontend, 'applied']],
    );
  });

  test('the vendor-made application is in their applications and opens in detail', async () => {
    const list = await alex.client.rpc('get_candidate_applications', {
      p_user_id: alex.user.id,
      p_page: 1,
      p_page_size: 20,
    });
    assert.equal(list.error, null);
    assert.deepEqual(
      list.data.applications.map((a) => [a.id, a.job?.title]),
      [[APPLICATION.vendorFrontend, 'Senior Frontend Engineer']],
    );
    const detail = await alex.client.rpc('get_candidate_application_detail', {
      p_user_id: alex.user.id,
      p_application_id: APPLICATION.vendorFrontend,
    });
    assert.equal(detail.error, null);
    assert.equal(detail.data.submitted_by, 'Staffing Partners · Riley Vendorson');
  });

  test('applying directly to that job is refused as already in process, naming the application', async () => {
    const own = await env.row('candidates', 'id', 'user_id', alex.user.id);
    // The profile is complete, as applying needs.
    const saved = await alex.client
      .from('candidates')
      .update({ last_name: 'Kim', phone: '+1 555 0105' })
      .eq('id', own.id);
    assert.equal(saved.error, null);
    const { data, error } = await alex.client.rpc('apply_to_job', {
      p_job_id: JOB.frontend,
      p_answers: [{ question_id: QUESTION.whyAcme, answer: 'The product.' }],
    });
    assert.equal(data, null);
    assert.equal(error.code, '23505');
    assert.match(
      error.message,
      /^You are already in process for this job \(since [A-Z][a-z]{2} \d{1,2}, \d{4}\)$/,
    );
    assert.equal(error.hint, APPLICATION.vendorFrontend);
    const { count } = await env
      .service()
      .from('applications')
      .select('id', { count: 'exact', head: true })
      .eq('job_id', JOB.frontend)
      .eq('candidate_id', own.id);
    assert.equal(count, 0, 'nothing was added');
  });

  test('someone with another e-mail sees none of it', async () => {
    const { client } = await env.as('candidate');
    const { data } = await client.rpc('get_my_representation');
    assert.deepEqual(data, []);
    const { data: rows } = await client
      .from('applications')
      .select('id')
      .eq('id', APPLICATION.vendorFrontend);
    assert.deepEqual(rows, []);
    const list = await client.rpc('get_candidate_applications', {
      p_user_id: USER.candidate,
      p_page: 1,
      p_page_size: 20,
    });
    assert.equal(list.error, null);
    assert.ok(!list.data.applications.some((a) => a.id === APPLICATION.vendorFrontend));
  });
});
