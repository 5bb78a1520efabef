// What recording an audit entry adds to a write that is audited: p95 of the same candidate edit
// with the audit trigger on and off, measured in SQL (no HTTP around it, so the share is the
// largest it can be) on a throwaway database built from the migrations and the seed.
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../backend/local/src/db/index.js';
import { prepareDatabase } from '../backend/local/src/db/migrate.js';
import { startScratchPostgres } from '../backend/local/src/db/server.js';
import { ROOT } from './lib/bench-postgres.js';

const p95 = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)];

async function timeEdits(client, rounds) {
  const samples = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = process.hrtime.bigint();
    await client.query(
      "update public.candidates set phone = $1 where id = 'd0000000-0000-4000-8000-000000000001'",
      [`+1 555 ${String(i).padStart(4, '0')}`],
    );
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return samples;
}

export async function runAuditWrite({ rounds = 3000 } = {}) {
  const scratch = await startScratchPostgres();
  const db = await openDatabase({ databaseUrl: scratch.url });
  const client = new pg.Client({ connectionString: scratch.url });
  try {
    await prepareDatabase(db, {
      migrationsDir: path.join(ROOT, 'backend/supabase/migrations'),
      seedFile: path.join(ROOT, 'backend/supabase/seed.sql'),
      seed: true,
      fresh: true,
      log: () => {},
    });
    await client.connect();
    // The candidate edits their own record, as through the API.
    await client.query("select set_config('request.jwt.claims', $1, false)", [
      JSON.stringify({ sub: 'a0000000-0000-4000-8000-000000000007', role: 'authenticated' }),
    ]);
    const with_ = [];
    const without = [];
    // Alternating blocks, so drift on a shared machine hits both the same.
    for (let block = 0; block < 6; block += 1) {
      await client.query('alter table public.candidates disable trigger audit_candidate_edit');
      without.push(...(await timeEdits(client, rounds / 6)));
      await client.query('alter table public.candidates enable trigger audit_candidate_edit');
      with_.push(...(await timeEdits(client, rounds / 6)));
    }
    const on = p95(with_);
    const off = p95(without);
    return { rounds, p95With: on, p95Without: off, overhead: (on - off) / off };
  } finally {
    await client.end().catch(() => {});
    await db.close();
    await scratch.stop();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  console.log(JSON.stringify(await runAuditWrite()));
}
