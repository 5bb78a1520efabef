// Server-side paging of the candidate's lists, as the portal reads them through the API: pages best
// match first, then newest, with the total, applied, expired and unapproved-company jobs left out of
// both, and validated paging input.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootStack } from './helpers.js';
import { CANDIDATE, COMPANY, JOB, USER } from './ids.js';

const SEEDED = 25;
// Open jobs in the demo seed the demo candidate has not applied to (designer, devops, globex).
const DEMO_OPEN = 3;
const jobId = (n) => `f1000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const applicationId = (n) => `f5000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const minutesAgo = (n) => new Date(Date.now() - n * 60_000).toISOString();

let env;
before(async () => {
  env = await bootStack();
  const service = env.service();
  // Job n is n minutes old, so newest first is job 1, 2, 3, ...
  const job = (n, title, over = {}) => ({
    id: jobId(n),
    company_id: COMPANY.globex,
    title,
    description: 'A role for paging tests.',
    location: 'Remote',
    job_type: 'FULL_TIME',
    experience_level: 'mid_level',
    status: 'published',
    expires_at: null,
    created_at: minutesAgo(n),
    ...over,
  });
  const jobs = Array.from({ length: SEEDED }, (_, i) =>
    job(i + 1, `Paged Role ${String(i + 1).padStart(2, '0')}`),
  );
  const extra = [
    // Never offered, though newest: expired, and published by a company that is not approved.
    job(90, 'Expired role', { expires_at: minutesAgo(2 * 24 * 60), created_at: minutesAgo(0) }),
    job(91, 'Unapproved company role', { company_id: COMPANY.pending, created_at: minutesAgo(0) }),
  ];
  const { error } = await service.from('jobs').insert([...jobs, ...extra]);
  assert.equal(error, null, error?.message);
});
after(async () => {
  await env?.stop();
});

const LISTS = {
  'potential-jobs': 'get_candidate_potential_jobs',
  applications: 'get_candidate_applications',
};

/** One list read as the signed-in candidate: the HTTP status and the body or the error's message. */
const op = async (list, { page = 1, pageSize = 20, minMatch = 0 } = {}, who = 'candidate') => {
  const { client, user } = await env.as(who);
  const args = { p_user_id: user.id, p_page: page, p_page_size: pageSize };
  if (list === 'potential-jobs') args.p_min_score = minMatch;
  const { data, error, status } = await client.rpc(LISTS[list], args);
  return { status, body: error ? { error: error.message } : data };
};

describe('potential jobs paging', () => {
  test('returns one page best match first, then newest, with the total of open jobs not applied to', async () => {
    const res = await op('potential-jobs', { page: 1, pageSize: 10 });
    assert.equal(res.status, 200);
    assert.equal(res.body.total, SEEDED + DEMO_OPEN);
    assert.equal(res.body.page, 1);
    assert.equal(res.body.pageSize, 10);
    // The demo DevOps role shares AWS with the candidate (63); the paged roles list no skills (48).
    assert.deepEqual(
      res.body.jobs.map((j) => j.id),
      [JOB.devops, ...Array.from({ length: 9 }, (_, i) => jobId(i + 1))],
    );
    assert.equal(res.body.jobs[1].company_name, 'Globex Industries');
    assert.equal(res.body.jobs[1].posted_at, res.body.jobs[1].created_at);
    assert.equal(res.body.jobs[1].companies, undefined);
  });

  test('pages are disjoint and together hold every offered job once', async () => {
    const jobs = [];
    for (let page = 1; page <= 3; page++) {
      const res = await op('potential-jobs', { page, pageSize: 10 });
      assert.equal(res.body.total, SEEDED + DEMO_OPEN);
      jobs.push(...res.body.jobs);
    }
    const seen = jobs.map((j) => j.id);
    const devops = jobs.find((j) => j.id === JOB.devops);
    assert.equal(devops.company_name, 'Acme Corp');
    assert.deepEqual(devops.company, { name: 'Acme Corp' });
    assert.deepEqual(devops.assigned_to, { first_name: 'Pat', last_name: 'Partner' });
    assert.equal(devops.job_assignments, undefined);
    assert.equal(seen.length, SEEDED + DEMO_OPEN);
    assert.equal(new Set(seen).size, seen.length);
    for (const id of [JOB.designer, JOB.devops, JOB.globex]) assert.ok(seen.includes(id), id);
    for (const id of [JOB.frontend, JOB.backend, JOB.intern, JOB.qa, jobId(90), jobId(91)]) {
      assert.ok(!seen.includes(id), `${id} must not be offered`);
    }
  });

  test('a page of 20 holds 20; past the end the page is empty', async () => {
    const first = await op('potential-jobs');
    assert.equal(first.status, 200);
    assert.equal(first.body.jobs.length, 20);
    assert.equal(first.body.pageSize, 20);
    const beyond = await op('potential-jobs', { page: 9, pageSize: 10 });
    assert.equal(beyond.status, 200);
    assert.deepEqual(beyond.body.jobs, []);
    assert.equal(beyond.body.total, SEEDED + DEMO_OPEN);
  });

  test('a minimum match keeps only the jobs scoring at least that, best first', async () => {
    // The paged roles list no skills (0 + 5), are one level below the candidate's six years (8),
    // remote (15), full time (10) with no salary wish (10): 48. The demo DevOps role scores 63, the
    // designer role 43.
    const res = await op('potential-jobs', { page: 1, pageSize: 50, minMatch: 45 });
    assert.equal(res.status, 200);
    assert.equal(res.body.total, SEEDED + 1);
    assert.equal(res.body.scores[JOB.devops], 63);
    assert.ok(res.body.jobs.slice(1).every((j) => res.body.scores[j.id] === 48));
    const all = await op('potential-jobs', { page: 1, pageSize: 50 });
    const scores = all.body.jobs.map((j) => all.body.scores[j.id]);
    assert.deepEqual(
      scores,
      [...scores].sort((a, b) => b - a),
    );
    assert.equal(all.body.scores[JOB.devops], 63);
    const refused = await op('potential-jobs', { minMatch: 101 });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'Minimum match must be between 0 and 100');
  });

  test('malformed paging is refused with a clear message', async () => {
    const cases = [
      [{ page: 0 }, 'Invalid page'],
      [{ page: 1.5 }, 'invalid input syntax for type bigint: "1.5"'],
      [{ pageSize: 0 }, 'Invalid page'],
      [{ pageSize: 101 }, 'Invalid page'],
    ];
    for (const [paging, message] of cases) {
      const res = await op('potential-jobs', paging);
      assert.equal(res.status, 400, JSON.stringify(paging));
      assert.equal(res.body.error, message);
    }
    const tooLong = await op('applications', { pageSize: 51 });
    assert.deepEqual([tooLong.status, tooLong.body.error], [400, 'Invalid page']);
  });
});

describe('applications paging', () => {
  before(async () => {
    // The demo candidate applies to the twelve newest seeded jobs, the newest application last;
    // one of them reached the interview stage.
    const rows = Array.from({ length: 12 }, (_, i) => ({
      id: applicationId(i + 1),
      job_id: jobId(i + 1),
      candidate_id: CANDIDATE.jordan,
      status: i === 0 ? 'interview' : 'applied',
      source: 'candidate',
      applied_by_user_id: USER.candidate,
      applied_at: minutesAgo(12 - i),
    }));
    const { error } = await env.service().from('applications').insert(rows);
    assert.equal(error, null, error?.message);
  });

  test('lists one page of applications newest first with the total and interviews', async () => {
    const first = await op('applications', { page: 1, pageSize: 5 });
    assert.equal(first.status, 200);
    assert.equal(first.body.total, 14);
    assert.equal(first.body.interviewCount, 1);
    assert.deepEqual(
      first.body.applications.map((a) => a.id),
      [12, 11, 10, 9, 8].map(applicationId),
    );
    assert.equal(first.body.applications[0].job.title, 'Paged Role 12');
    const last = await op('applications', { page: 3, pageSize: 5 });
    assert.equal(last.body.applications.length, 4);
    const beyond = await op('applications', { page: 4, pageSize: 5 });
    assert.equal(beyond.status, 200);
    assert.deepEqual(beyond.body.applications, []);
    assert.equal(beyond.body.total, 14);
  });

  test('jobs applied to leave the offered jobs and their total', async () => {
    const res = await op('potential-jobs', { page: 1, pageSize: 10 });
    assert.equal(res.body.total, SEEDED - 12 + DEMO_OPEN);
    assert.deepEqual(
      res.body.jobs.map((j) => j.id),
      [JOB.devops, ...Array.from({ length: 9 }, (_, i) => jobId(i + 13))],
    );
  });
});
