// Restarting the stack on the same data changes no privilege: the platform bootstrap runs once,
// so its grants never undo what the migrations revoked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT, startStack } from '../src/stack.js';

const LINT = path.join(REPO_ROOT, 'backend/supabase/tests/lint/security-lint.sql');

// Every privilege on the API schemas' tables, views, sequences and functions, and on the schemas.
const ACL_SNAPSHOT = `
  select 'rel ' || c.oid::regclass::text || ' ' || coalesce(c.relacl::text, 'default') as line
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname in ('public', 'private', 'storage', 'auth') and c.relkind in ('r', 'p', 'v', 'm', 'S')
  union all
  select 'fn ' || p.oid::regprocedure::text || ' ' || coalesce(p.proacl::text, 'default')
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname in ('public', 'private', 'storage', 'auth')
  union all
  select 'schema ' || nspname || ' ' || coalesce(nspacl::text, 'default') from pg_namespace
  where nspname in ('public', 'private', 'storage', 'auth', 'extensions')
  order by 1`;

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  client.on('notice', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function lintFailures(client) {
  await client.query('create extension if not exists pgtap with schema extensions');
  const results = await client.query(fs.readFileSync(LINT, 'utf8'));
  const lines = results.flatMap((r) => (r.rows ?? []).flatMap((row) => Object.values(row).map(String)));
  const verdicts = lines.filter((l) => /^(ok|not ok) \d+/.test(l));
  assert.ok(verdicts.length > 0, 'the lint ran');
  return verdicts.filter((l) => l.startsWith('not ok'));
}

test('restarting the stack twice leaves privileges exactly as migrated and the lint clean', { timeout: 180_000 }, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restart-test-'));
  const start = (reset) =>
    startStack({ dataDir, reset, quiet: true, durable: false, ports: { api: 0, db: 0, mail: 0, smtp: 0 } });
  try {
    let stack = await start(true);
    const migrated = await withClient(stack.dbUrl, async (c) => (await c.query(ACL_SNAPSHOT)).rows.map((r) => r.line));
    await stack.stop();
    for (let i = 0; i < 2; i += 1) {
      stack = await start(false);
      if (i === 0) await stack.stop();
    }
    try {
      await withClient(stack.dbUrl, async (c) => {
        assert.deepEqual((await c.query(ACL_SNAPSHOT)).rows.map((r) => r.line), migrated);
        const { rows } = await c.query(`select
          has_table_privilege('anon', 'public.jobs', 'select') as anon_reads_jobs,
          has_function_privilege('anon', 'public.get_caller_context()', 'execute') as anon_runs_caller_context`);
        assert.deepEqual(rows[0], { anon_reads_jobs: false, anon_runs_caller_context: false });
        assert.deepEqual(await lintFailures(c), []);
      });
      // and through the API: anon reads no job table rows it was never granted
      const res = await fetch(`${stack.apiUrl}/rest/v1/rpc/get_caller_context`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: '{}',
      });
      assert.ok([401, 403, 404].includes(res.status), `anon calling get_caller_context: ${res.status}`);
    } finally {
      await stack.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
