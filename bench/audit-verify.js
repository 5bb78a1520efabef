// Verifying the audit trail at 1,000,000 entries: builds a throwaway database from the migrations,
// writes valid chains (one per company plus the platform's), and times `npm run audit:verify`'s
// check and the database's own check (the administration area's).
import { createHash } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../backend/local/src/db/index.js';
import { prepareDatabase } from '../backend/local/src/db/migrate.js';
import { startScratchPostgres } from '../backend/local/src/db/server.js';
import { verifyAuditTrail } from '../backend/scripts/audit-verify.js';
import { ROOT } from './lib/bench-postgres.js';

const SEP = '\x1f';
const sha = (text) => createHash('sha256').update(text).digest('hex');

export async function runAuditVerify({ entries = 1_000_000, chains = 200 } = {}) {
  const scratch = await startScratchPostgres();
  const db = await openDatabase({ databaseUrl: scratch.url });
  const client = new pg.Client({ connectionString: scratch.url });
  try {
    await prepareDatabase(db, {
      migrationsDir: path.join(ROOT, 'backend/supabase/migrations'),
      seed: false,
      fresh: true,
      log: () => {},
    });
    await client.connect();
    const names = Array.from({ length: chains }, (_, i) =>
      i === 0 ? ['platform', null] : [`company:${companyId(i)}`, companyId(i)],
    );
    const heads = names.map(() => ({ seq: 0, hash: '0'.repeat(64) }));
    const start = Date.parse('2026-01-01T00:00:00Z');
    const batch = 10000;
    for (let offset = 0; offset < entries; offset += batch) {
      const cols = { chain: [], seq: [], at: [], action: [], target: [], company: [], details: [], prev: [], hash: [] };
      for (let i = offset; i < Math.min(entries, offset + batch); i += 1) {
        const c = i % chains;
        const [chain, company] = names[c];
        const head = heads[c];
        const seq = head.seq + 1;
        const at = `${new Date(start + i * 1000).toISOString().slice(0, 19)}.000000Z`;
        const details = `{"n": ${i}}`;
        const canonical = [chain, seq, at, '', 'bench.event', 'company', company ?? '', company ?? '', details].join(SEP);
        const hash = sha(`${head.hash}${SEP}${canonical}`);
        Object.entries({ chain, seq, at, action: 'bench.event', target: company ?? '', company, details, prev: head.hash, hash }).forEach(
          ([k, v]) => cols[k].push(v),
        );
        head.seq = seq;
        head.hash = hash;
      }
      await client.query(
        `insert into audit.entries (chain, seq, occurred_at, action, target_type, target_id, company_id, details, prev_hash, hash)
         select chain, seq, at, action, 'company', nullif(target, ''), company, details, prev, hash
         from unnest($1::text[], $2::bigint[], $3::timestamptz[], $4::text[], $5::text[], $6::uuid[], $7::jsonb[], $8::text[], $9::text[])
           as t(chain, seq, at, action, target, company, details, prev, hash)`,
        Object.values(cols),
      );
    }
    await client.query(
      `insert into audit.chain_heads (chain, seq, hash) select * from unnest($1::text[], $2::bigint[], $3::text[])`,
      [names.map((n) => n[0]), heads.map((h) => h.seq), heads.map((h) => h.hash)],
    );
    await client.query('vacuum analyze audit.entries');

    let t = Date.now();
    const cli = await verifyAuditTrail(client);
    const cliSeconds = (Date.now() - t) / 1000;
    t = Date.now();
    const { rows } = await client.query('select audit.verify() as result');
    const sqlSeconds = (Date.now() - t) / 1000;
    if (!cli.ok || !rows[0].result.ok || cli.checked !== entries) {
      throw new Error(`the generated trail did not verify: ${JSON.stringify(cli.firstBroken ?? rows[0].result)}`);
    }
    return { entries, chains, cliSeconds, sqlSeconds };
  } finally {
    await client.end().catch(() => {});
    await db.close();
    await scratch.stop();
  }
}

function companyId(i) {
  return `c${String(i).padStart(7, '0')}-0000-4000-8000-000000000000`;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  console.log(JSON.stringify(await runAuditVerify()));
}
