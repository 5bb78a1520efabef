#!/usr/bin/env node
// Recomputes every chain of the audit trail outside the database and exits non-zero naming the
// first broken entry. Reads DATABASE_URL, or the local stack's database.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ZERO_HASH = '0'.repeat(64);
const BATCH = 20000;
const SEP = '\x1f';

// The same canonical text as audit.canonical(); columns arrive as PostgreSQL prints them.
function entryHash(row) {
  const canonical = [
    row.chain,
    row.seq,
    row.occurred_at,
    row.actor_id ?? '',
    row.action,
    row.target_type ?? '',
    row.target_id ?? '',
    row.company_id ?? '',
    row.details,
  ].join(SEP);
  return createHash('sha256').update(`${row.prev_hash}${SEP}${canonical}`).digest('hex');
}

/**
 * Walks every chain in order. Returns { ok, checked, chains, firstBroken } where firstBroken is
 * the broken entry with the lowest id ({ id, chain, seq, reason }) or null.
 */
export async function verifyAuditTrail(client) {
  const heads = new Map(
    (await client.query('select chain, seq::text, hash from audit.chain_heads where seq > 0')).rows.map(
      (r) => [r.chain, r],
    ),
  );
  const broken = [];
  let checked = 0;
  let chain = null;
  let prevHash = ZERO_HASH;
  let prevSeq = 0n;
  let chainBroken = false;
  const seen = new Set();
  const closeChain = () => {
    if (chain === null) return;
    const head = heads.get(chain);
    if (!chainBroken && head && (BigInt(head.seq) !== prevSeq || head.hash !== prevHash)) {
      broken.push({ id: null, chain, seq: String(prevSeq + 1n), reason: 'entries at the end of the chain are missing' });
    }
  };
  let after = ['', -1n];
  for (;;) {
    const { rows } = await client.query(
      `select id::text, chain, e.seq::text as seq,
              to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as occurred_at,
              actor_id::text, action, target_type, target_id, company_id::text, details::text,
              prev_hash, hash
       from audit.entries e where (e.chain, e.seq) > ($1, $2::bigint) order by e.chain, e.seq limit ${BATCH}`,
      [after[0], after[1].toString()],
    );
    for (const row of rows) {
      checked += 1;
      const seq = BigInt(row.seq);
      if (row.chain !== chain) {
        closeChain();
        chain = row.chain;
        seen.add(chain);
        prevHash = ZERO_HASH;
        prevSeq = 0n;
        chainBroken = false;
      }
      if (!chainBroken) {
        let reason = null;
        if (entryHash(row) !== row.hash) reason = 'its hash does not match its contents';
        else if (row.prev_hash !== prevHash) reason = 'it does not link to the previous entry';
        else if (seq !== prevSeq + 1n) reason = 'an entry before it is missing';
        if (reason) {
          broken.push({ id: row.id, chain, seq: row.seq, reason });
          chainBroken = true;
        }
      }
      prevHash = row.hash;
      prevSeq = seq;
    }
    if (rows.length < BATCH) break;
    const last = rows[rows.length - 1];
    after = [last.chain, BigInt(last.seq)];
  }
  closeChain();
  for (const [name, head] of heads) {
    if (!seen.has(name)) {
      broken.push({ id: null, chain: name, seq: '1', reason: `the chain's ${head.seq} entries are missing` });
    }
  }
  broken.sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : Number(BigInt(a.id) - BigInt(b.id))));
  return { ok: broken.length === 0, checked, chains: seen.size, firstBroken: broken[0] ?? null };
}

export function describe(result) {
  if (result.ok) {
    return `Audit trail intact: ${result.checked} entries in ${result.chains} chains verified.`;
  }
  const b = result.firstBroken;
  const where = b.id === null ? `entry #${b.seq} of chain ${b.chain}` : `entry ${b.id} (chain ${b.chain}, #${b.seq})`;
  return `Audit trail broken at ${where}: ${b.reason}.`;
}

async function main() {
  const client = new pg.Client({
    connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54322/postgres',
  });
  await client.connect();
  try {
    const started = Date.now();
    const result = await verifyAuditTrail(client);
    const line = `${describe(result)} (${((Date.now() - started) / 1000).toFixed(1)} s)`;
    if (result.ok) console.log(line);
    else {
      console.error(line);
      process.exitCode = 1;
    }
  } finally {
    await client.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`Audit trail check failed to run: ${err.message}`);
    process.exitCode = 2;
  });
}
