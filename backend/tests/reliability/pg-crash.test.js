// Durability: PostgreSQL 17 killed with SIGKILL in the middle of a burst of writes through the gateway.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startPostgres } from '../../local/src/db/server.js';
import { bootStack, waitFor } from './helpers.js';

function statFields(pid) {
  // fields after "pid (comm)": state, ppid, pgrp, session, ...
  return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
}

// A killed process may linger as a zombie until its parent reaps it; that counts as gone.
function alive(pid) {
  try {
    return statFields(pid)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The postmaster and every process it started, found through /proc. */
function clusterProcesses(postmaster) {
  return fs
    .readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .map(Number)
    .filter((p) => {
      try {
        const [state, ppid] = statFields(p);
        return state !== 'Z' && (p === postmaster || Number(ppid) === postmaster);
      } catch {
        return false;
      }
    });
}

/**
 * SIGKILLs the server: either the postmaster and every backend at once (an OOM kill of the whole
 * container) or only the postmaster, whose backends then notice and end their connections.
 */
async function killCluster(dir, { backendsToo }) {
  const pid = Number(
    fs.readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  // Freeze the postmaster first so it cannot fork or reap while its children are listed.
  process.kill(pid, 'SIGSTOP');
  const all = clusterProcesses(pid);
  for (const p of backendsToo ? all : [pid]) {
    try {
      process.kill(p, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  // Orphaned backends must be gone before a new postmaster can take over the data directory.
  await waitFor(() => all.every((p) => !alive(p)), { timeoutMs: 20_000, intervalMs: 20 });
  // A new postmaster refuses the data directory while the old PID still exists, even as a zombie,
  // so give init a moment to reap it.
  await waitFor(() => !fs.existsSync(`/proc/${pid}`), { timeoutMs: 10_000, intervalMs: 20 }).catch(
    () => {},
  );
  return all;
}

for (const [what, backendsToo] of [
  ['with all its backends', true],
  ['the postmaster alone', false],
]) {
  test(
    `PostgreSQL killed with SIGKILL (${what}) during a burst of writes keeps every acknowledged write, whole`,
    { timeout: 300_000 },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-crash-'));
      const port = await freePort();
      // fsync stays on: durability of acknowledged commits is what is under test.
      let server = await startPostgres({ dataDir: path.join(dir, 'data'), port });
      const databaseUrl = server.url;
      const env = await bootStack({ databaseUrl });
      const admin = (await env.signIn('admin@example.com')).user.id;
      const BATCH = 5;
      const acknowledged = new Set();
      let attempted = 0;
      let refused = 0;
      const unexpected = [];
      let stop = false;

      const writer = async (w) => {
        for (let i = 0; !stop; i += 1) {
          const batch = `${w}-${i}`;
          attempted += 1;
          const rows = Array.from({ length: BATCH }, (_, part) => ({
            user_id: admin,
            type: 'system',
            title: 'burst',
            message: `batch ${batch} part ${part}`,
            data: { batch, part },
          }));
          try {
            const res = await fetch(`${env.apiUrl}/rest/v1/notifications`, {
              method: 'POST',
              headers: {
                apikey: env.serviceRoleKey,
                authorization: `Bearer ${env.serviceRoleKey}`,
                'content-type': 'application/json',
                prefer: 'return=minimal',
              },
              body: JSON.stringify(rows),
              signal: AbortSignal.timeout(15_000),
            });
            const text = await res.text();
            if (res.status === 201) acknowledged.add(batch);
            else {
              refused += 1;
              // Only "the database is unavailable" is acceptable; a 4xx would mean a malformed write.
              if (res.status < 500) unexpected.push(`${res.status} ${text}`);
            }
          } catch {
            refused += 1;
          }
          if (!acknowledged.has(batch)) await new Promise((r) => setTimeout(r, 50));
        }
      };

      try {
        const writers = Array.from({ length: 8 }, (_, w) => writer(w));
        // Kill in the middle of the burst, once it is well under way.
        await waitFor(() => acknowledged.size >= 20, { timeoutMs: 60_000, intervalMs: 20 });
        const killed = await killCluster(dir, { backendsToo });
        assert.ok(killed.length > 3, 'the postmaster and its backends were killed');
        await new Promise((r) => setTimeout(r, 1500));
        // The gateway survives the outage and answers errors instead of hanging.
        const down = await fetch(`${env.apiUrl}/rest/v1/jobs?select=id`, {
          headers: { apikey: env.anonKey },
          signal: AbortSignal.timeout(15_000),
        });
        const downBody = await down.clone().text();
        assert.ok(down.status >= 500, `while the database is down: ${down.status} ${downBody}`);
        assert.ok((await down.json()).message);

        server = await startPostgres({ dataDir: path.join(dir, 'data'), port });
        // Writes succeed again without restarting the gateway.
        const resumedAt = acknowledged.size;
        await waitFor(() => acknowledged.size > resumedAt + 10, { timeoutMs: 60_000 });
        stop = true;
        await Promise.all(writers);
        assert.ok(refused > 0, 'some writes were refused while the server was down');
        assert.deepEqual(unexpected, []);

        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          const { rows } = await client.query(
            `select data->>'batch' as batch, count(*)::int as n, count(distinct (data->>'part'))::int as parts
             from public.notifications where title = 'burst' group by 1`,
          );
          const stored = new Map(rows.map((r) => [r.batch, r]));
          const lost = [...acknowledged].filter((b) => !stored.has(b));
          assert.deepEqual(lost, [], 'acknowledged batches missing after the crash');
          const partial = rows.filter((r) => r.n !== BATCH || r.parts !== BATCH);
          assert.deepEqual(partial, [], 'batches written only in part');
          // Batches the client never heard back about may or may not be there, but only whole.
          assert.ok(stored.size >= acknowledged.size);
          assert.ok(attempted >= stored.size);
        } finally {
          await client.end();
        }
      } finally {
        stop = true;
        await env.stop();
        await server.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
}
