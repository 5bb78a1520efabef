// What the one-active-application-per-person check costs a submission on the scale seed: p95 of
// the same submission (an application insert, rolled back) with the check's trigger on and off, for
// a different person each time, to the pipeline job that holds 2,000 applications. Alternating
// blocks, so drift on a shared machine hits both alike. Also the p95 of a refused submission (the
// person already in process), which is answered by the check alone.
import pg from 'pg';
import { benchPostgresUrl, startBenchPostgres } from './lib/bench-postgres.js';
import { PIPELINE_JOB_ID } from './seed-scale.js';

const TRIGGER = 'applications_single_active_per_person';
const p95 = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)];

async function submit(client, jobId, candidateId) {
  const started = process.hrtime.bigint();
  await client.query('begin');
  try {
    await client.query(
      "insert into public.applications (job_id, candidate_id, source) values ($1, $2, 'company')",
      [jobId, candidateId],
    );
  } catch (err) {
    if (err.code !== '23505') throw err;
  } finally {
    await client.query('rollback');
  }
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export async function runDuplicateCheck({ rounds = 1200 } = {}) {
  const stop = await startBenchPostgres();
  const client = new pg.Client({
    connectionString: process.env.DATABASE_URL ?? benchPostgresUrl(),
  });
  try {
    await client.connect();
    const fresh = await client.query(
      `select c.id from public.candidates c
       where not exists (select 1 from public.applications a where a.job_id = $1 and a.person_id = c.person_id)
       order by c.id limit $2`,
      [PIPELINE_JOB_ID, rounds],
    );
    const inProcess = await client.query(
      `select candidate_id as id from public.applications
       where job_id = $1 and status not in ('rejected', 'withdrawn') order by id limit $2`,
      [PIPELINE_JOB_ID, rounds],
    );
    if (fresh.rows.length < rounds)
      throw new Error('the scale seed is missing (npm run seed:scale)');
    const on = [];
    const off = [];
    const block = rounds / 6;
    for (let b = 0; b < 6; b += 1) {
      const ids = fresh.rows.slice(b * block, (b + 1) * block);
      await client.query(`alter table public.applications disable trigger ${TRIGGER}`);
      for (const { id } of ids) off.push(await submit(client, PIPELINE_JOB_ID, id));
      await client.query(`alter table public.applications enable trigger ${TRIGGER}`);
      for (const { id } of ids) on.push(await submit(client, PIPELINE_JOB_ID, id));
    }
    const refused = [];
    for (const { id } of inProcess.rows) refused.push(await submit(client, PIPELINE_JOB_ID, id));
    return {
      rounds,
      p95With: p95(on),
      p95Without: p95(off),
      p95Refused: p95(refused),
      refusedRounds: refused.length,
    };
  } finally {
    await client.query(`alter table public.applications enable trigger ${TRIGGER}`).catch(() => {});
    await client.end().catch(() => {});
    if (stop) await stop();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  console.log(JSON.stringify(await runDuplicateCheck()));
}
