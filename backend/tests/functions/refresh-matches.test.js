// The kept best matches follow a change within seconds: the scheduler runs refresh-matches every
// 2 s, and a new candidate of the company shows among a job's suggestions without anyone asking.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootStack, call, rawCall, sleep } from './helpers.js';
import { COMPANY, JOB } from './ids.js';

let env;

before(async () => {
  env = await bootStack({ reset: true });
});
after(async () => {
  await env?.stop();
});

async function suggestedNames(client) {
  const { data, error } = await client.rpc('get_job_suggestions', { p_job_id: JOB.frontend, p_limit: 50 });
  assert.ifError(error);
  return data.map((s) => `${s.first_name} ${s.last_name} ${s.score}`);
}

test('a new candidate reaches the kept suggestions of a job within seconds', async () => {
  // the seed's queue worked through: the job reads its kept list from here on
  for (let i = 0; i < 20; i += 1) {
    const run = await rawCall(env, 'refresh-matches', '{}', env.serviceRoleKey);
    assert.equal(run.status, 200);
    if (run.body.remaining === 0) break;
  }
  const { client: owner } = await env.as('owner');
  const created = await owner
    .from('candidates')
    .insert({
      first_name: 'Quinn',
      last_name: 'Keptlist',
      email: 'quinn.keptlist@example.com',
      skills: ['ReactJS', 'TS', 'CSS'],
      managing_company_id: COMPANY.acme,
      is_managed_by_company: true,
    })
    .select('id')
    .single();
  assert.ifError(created.error);

  const started = Date.now();
  let names = [];
  while (Date.now() - started < 10_000) {
    names = await suggestedNames(owner);
    if (names.some((n) => n.startsWith('Quinn Keptlist'))) break;
    await sleep(200);
  }
  assert.ok(names.includes('Quinn Keptlist 83'), `suggestions were ${names.join(', ')}`);
  assert.ok(Date.now() - started < 6_000, 'within a few seconds of the change');
});

test('only the service role may refresh matches', async () => {
  const { client } = await env.as('owner');
  assert.equal((await call(client, 'refresh-matches', {})).status, 401);
  assert.equal((await rawCall(env, 'refresh-matches', '{}', env.anonKey)).status, 401);
  const res = await rawCall(env, 'refresh-matches', '{}', env.serviceRoleKey);
  assert.equal(res.status, 200);
  assert.equal(typeof res.body.remaining, 'number');
});
