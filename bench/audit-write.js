// What recording an audit entry adds to a write that is audited: p95 of the same candidate edit
// with the audit trigger on and off, measured twice on a throwaway stack built from the migrations
// and the seed: in SQL alone (no HTTP around it, so the share is the largest it can be), and as the
// front end makes it, a PATCH through the gateway and PostgREST with the candidate's own token.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startStack } from '../backend/local/src/stack.js';

const CANDIDATE_ID = 'd0000000-0000-4000-8000-000000000001';
const CANDIDATE_USER = 'a0000000-0000-4000-8000-000000000007';
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET) || 0;
const PORTS = { api: 56341 + PORT_OFFSET, db: 56342 + PORT_OFFSET, mail: 56344 + PORT_OFFSET, smtp: 56345 + PORT_OFFSET };

const p95 = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)];

async function timed(rounds, edit) {
  const samples = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = process.hrtime.bigint();
    await edit(`+1 555 ${String(i).padStart(4, '0')}`);
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return samples;
}

/** Alternating blocks with the trigger off and on, so drift on a shared machine hits both alike. */
async function onAndOff(admin, rounds, edit) {
  const on = [];
  const off = [];
  for (let block = 0; block < 6; block += 1) {
    await admin.query('alter table public.candidates disable trigger audit_candidate_edit');
    off.push(...(await timed(rounds / 6, edit)));
    await admin.query('alter table public.candidates enable trigger audit_candidate_edit');
    on.push(...(await timed(rounds / 6, edit)));
  }
  const p95With = p95(on);
  const p95Without = p95(off);
  return { rounds, p95With, p95Without, overhead: (p95With - p95Without) / p95Without };
}

async function signIn(apiUrl, anonKey) {
  const res = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'candidate@example.com', password: 'DemoPass123' }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

export async function runAuditWrite({ sqlRounds = 3000, apiRounds = 1200 } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-audit-'));
  const stack = await startStack({ dataDir, reset: true, ports: PORTS, quiet: true, durable: false });
  const admin = new pg.Client({ connectionString: stack.dbUrl });
  const asCandidate = new pg.Client({ connectionString: stack.dbUrl });
  try {
    await admin.connect();
    await asCandidate.connect();
    // The candidate edits their own record, as through the API.
    await asCandidate.query("select set_config('request.jwt.claims', $1, false)", [
      JSON.stringify({ sub: CANDIDATE_USER, role: 'authenticated' }),
    ]);
    const sql = await onAndOff(admin, sqlRounds, (phone) =>
      asCandidate.query('update public.candidates set phone = $1 where id = $2', [phone, CANDIDATE_ID]),
    );

    const token = await signIn(stack.apiUrl, stack.anonKey);
    const url = `${stack.apiUrl}/rest/v1/candidates?id=eq.${CANDIDATE_ID}`;
    const headers = {
      apikey: stack.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    };
    const api = await onAndOff(admin, apiRounds, async (phone) => {
      const res = await fetch(url, { method: 'PATCH', headers, body: JSON.stringify({ phone }) });
      if (res.status !== 204) throw new Error(`candidate edit: ${res.status} ${await res.text()}`);
    });
    // Every audited edit left its entry: the figures above are of writes that really audit.
    const { rows } = await admin.query(
      "select count(*)::int as n from audit.entries where action = 'candidate.updated' and target_id = $1",
      [CANDIDATE_ID],
    );
    if (rows[0].n < (sqlRounds + apiRounds) / 2) throw new Error(`only ${rows[0].n} audit entries written`);
    return { sql, api };
  } finally {
    await admin.end().catch(() => {});
    await asCandidate.end().catch(() => {});
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  console.log(JSON.stringify(await runAuditWrite()));
}
