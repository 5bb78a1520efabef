// One hostile request cannot stall the database for others: a nested embed that multiplies rows
// is cut at max_rows and at the role's statement timeout, while other users' reads go on.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { bootStack } from './helpers.js';

const EXTRA_JOBS = 4000;
let env;
before(async () => {
  env = await bootStack();
  const db = new pg.Client({ connectionString: env.dbUrl });
  await db.connect();
  try {
    // draft jobs straight into the table, past the triggers that keep the demo's counts
    await db.query('set session_replication_role = replica');
    await db.query(
      `insert into public.jobs (company_id, title, status)
       select c.id, 'Load job ' || g, 'draft' from public.companies c, generate_series(1, $1) g
       where c.name = 'Acme Corp'`,
      [EXTRA_JOBS],
    );
    await db.query('analyze public.jobs');
  } finally {
    await db.end();
  }
});
after(async () => {
  await env?.stop();
});

test('while a nested embed of every job under every job runs, another user reads in under 1 s', { timeout: 60_000 }, async () => {
  const owner = await env.signIn('owner@example.com');
  const candidate = await env.signIn('candidate@example.com');
  let hostileDone = false;
  const started = Date.now();
  const hostile = fetch(`${env.apiUrl}/rest/v1/jobs?select=id,companies(id,jobs(id))`, {
    headers: { apikey: env.anonKey, authorization: `Bearer ${owner.session.access_token}` },
  }).then(async (res) => {
    const body = await res.json();
    hostileDone = true;
    return { status: res.status, body, ms: Date.now() - started };
  });
  await new Promise((r) => setTimeout(r, 500));
  const reads = [];
  for (let i = 0; i < 3; i += 1) {
    const t = Date.now();
    const { data, error } = await candidate.client.from('candidates').select('id').limit(1);
    assert.equal(error, null);
    assert.equal(data.length, 1);
    reads.push({ ms: Date.now() - t, whileHostileRan: !hostileDone });
  }
  const result = await hostile;
  assert.ok(reads[0].whileHostileRan, `the hostile request was still running (it took ${result.ms} ms)`);
  for (const r of reads) assert.ok(r.ms < 1000, `a simple read took ${r.ms} ms`);
  // cut by the statement timeout (8 s for authenticated), or answered within max_rows
  if (result.status === 200) assert.ok(result.body.length <= 1000);
  else assert.equal(result.body.code, '57014');
  assert.ok(result.ms < 12_000, `the hostile request held on for ${result.ms} ms`);
});
