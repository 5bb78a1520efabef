// Applications of one company written at once from several connections: candidates apply and
// withdraw while withdrawn applications are deleted. Every path must take the company's shared rows
// (application counts, report rows) in one order, so none of them deadlocks and no count drifts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startScratchPostgres } from '../../local/src/db/server.js';
import { openDatabase } from '../../local/src/db/index.js';
import { prepareDatabase } from '../../local/src/db/migrate.js';

const SUPABASE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../supabase');
const ACME = 'c0000000-0000-4000-8000-000000000001';
const WORKERS = 8;
const ROUNDS = 12;
const JOBS = 6;

let cluster;

before(async () => {
  cluster = await startScratchPostgres();
  const db = await openDatabase({ databaseUrl: cluster.url });
  try {
    await prepareDatabase(db, {
      migrationsDir: path.join(SUPABASE, 'migrations'),
      seedFile: path.join(SUPABASE, 'seed.sql'),
      seed: true,
      fresh: db.fresh,
      log: () => {},
    });
    // One candidate per connection, ready to apply, and a handful of open jobs at one company.
    await db.exec(`
      insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                              raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
      select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
             'racer' || n || '@example.net', '', now(), '{"provider": "email"}', '{"role": "candidate"}', now(), now()
      from generate_series(1, ${WORKERS}) n;
      update public.candidates c set first_name = 'Racer', last_name = 'Number ' || u.email, phone = '+1206555' || lpad(substr(u.email, 6, 2), 4, '0')
      from auth.users u where u.id = c.user_id and u.email like 'racer%@example.net';
      insert into public.jobs (company_id, title, status)
      select '${ACME}', 'Concurrent opening ' || n, 'published' from generate_series(1, ${JOBS}) n;
    `);
  } finally {
    await db.close();
  }
});

after(async () => {
  await cluster?.stop();
});

async function connect() {
  const client = new pg.Client({ connectionString: cluster.url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

async function asCandidate(client, email, sql, params) {
  await client.query('begin');
  try {
    await client.query(
      `select set_config('request.jwt.claims', json_build_object('sub', u.id, 'role', 'authenticated', 'email', u.email)::text, true),
              set_config('role', 'authenticated', true)
       from auth.users u where u.email = $1`,
      [email],
    );
    const result = await client.query(sql, params);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}

test('applies, withdrawals and deletes at one company from many connections never deadlock and keep every count exact', async () => {
  const setup = await connect();
  const { rows: jobs } = await setup.query(
    "select id from public.jobs where title like 'Concurrent opening %' order by title",
  );
  assert.equal(jobs.length, JOBS);

  const failures = [];
  const worker = async (w) => {
    const client = await connect();
    const email = `racer${w + 1}@example.net`;
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        const job = jobs[(w + round) % JOBS].id;
        try {
          const { rows } = await asCandidate(client, email, 'select public.apply_to_job($1) as r', [job]);
          const id = rows[0].r.application_id;
          assert.ok(id, `apply answered ${JSON.stringify(rows[0].r)}`);
          await asCandidate(client, email, 'select public.withdraw_application($1, null)', [id]);
          // The clean-up of a withdrawn application, as the platform's own connection does it.
          await client.query('delete from public.applications where id = $1', [id]);
        } catch (err) {
          failures.push(`${err.code ?? ''} ${err.message}`);
        }
      }
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));

  try {
    assert.deepEqual(failures, [], 'no round failed (no deadlock 40P01)');
    const { rows: [counts] } = await setup.query(
      `select (select count(*)::int from public.applications where company_id = $1) as actual,
              (select applications from private.company_application_counts where company_id = $1) as kept,
              (select count(*)::int from public.applications a where a.job_id = any($2::uuid[])) as on_jobs,
              (select count(*)::int from private.job_application_counts c where c.job_id = any($2::uuid[]) and c.applications <> 0) as jobs_counted,
              (select coalesce(sum(applied), 0)::int from private.report_company_daily where company_id = $1) as company_report,
              (select count(*)::int from private.application_report_facts where company_id = $1) as company_facts,
              (select coalesce(sum(applied), 0)::int from private.report_job_daily where job_id = any($2::uuid[])) as job_report`,
      [ACME, jobs.map((j) => j.id)],
    );
    assert.equal(counts.kept, counts.actual, "the company's kept application count equals its applications");
    assert.equal(counts.on_jobs, 0, 'every application made in the rounds was deleted again');
    assert.equal(counts.jobs_counted, 0, "the jobs' kept counts are back at zero");
    assert.equal(counts.company_report, counts.company_facts, "the company's report counts every application it has, once");
    assert.equal(counts.job_report, 0, "the jobs' report rows are back at zero");
    const { rows: [history] } = await setup.query(
      `select count(*)::int as n from public.application_stage_history h
       where not exists (select 1 from public.applications a where a.id = h.application_id)`,
    );
    assert.equal(history.n, 0, 'no stage history is left of the deleted applications');
  } finally {
    await setup.end();
  }
});
