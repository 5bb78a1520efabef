// How get-candidate-data reads as the caller: it reads the database itself under the caller's role
// and claims, and answers what the API answers.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { bootStack, call } from './helpers.js';
import { APPLICATION } from './ids.js';

let env;
before(async () => {
  env = await bootStack();
});
after(async () => {
  await env?.stop();
});

test('application detail and potential jobs answer what the rpcs answer the caller through the API', async () => {
  const { client, user } = await env.as('candidate');
  const detail = await call(client, 'get-candidate-data', {
    userId: user.id,
    operation: 'application-detail',
    applicationId: APPLICATION.candidateBackend,
  });
  assert.equal(detail.status, 200);
  const viaApi = await client.rpc('get_candidate_application_detail', {
    p_user_id: user.id,
    p_application_id: APPLICATION.candidateBackend,
  });
  assert.equal(viaApi.error, null);
  assert.deepEqual(detail.body.application, viaApi.data);

  const jobs = await call(client, 'get-candidate-data', {
    userId: user.id,
    operation: 'potential-jobs',
    page: 1,
    pageSize: 2,
  });
  assert.equal(jobs.status, 200);
  const jobsViaApi = await client.rpc('get_candidate_potential_jobs', {
    p_user_id: user.id,
    p_page: 1,
    p_page_size: 2,
  });
  assert.deepEqual(jobs.body, jobsViaApi.data);
});

test('the function reads with its own connections, which hold no open transaction', async () => {
  const { client, user } = await env.as('candidate');
  const res = await call(client, 'get-candidate-data', { userId: user.id, operation: 'potential-jobs' });
  assert.equal(res.status, 200);
  const db = new pg.Client({ connectionString: env.dbUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      "select state from pg_stat_activity where application_name = 'edge-functions'",
    );
    assert.ok(rows.length > 0, 'no connection of the functions');
    assert.ok(rows.every((r) => r.state === 'idle'), JSON.stringify(rows));
  } finally {
    await db.end();
  }
});
