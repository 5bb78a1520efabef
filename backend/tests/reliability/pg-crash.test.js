// Durability: PostgreSQL 15 killed with SIGKILL in the middle of a burst of writes through the gateway.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bootStack, waitFor } from './helpers.js';

const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
const HAVE_PG15 = fs.existsSync(path.join(PG_BIN, 'initdb'));

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

function asPostgres(cmd, args, opts = {}) {
  const root = process.getuid?.() === 0;
  return execFileSync(
    root ? 'runuser' : cmd,
    root ? ['-u', 'postgres', '--', cmd, ...args] : args,
    { stdio: 'pipe', ...opts },
  );
}

function startCluster(dir, port) {
  try {
    asPostgres(path.join(PG_BIN, 'pg_ctl'), [
      '-D',
      path.join(dir, 'data'),
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`,
      'start',
    ]);
  } catch (err) {
    const log = fs.existsSync(path.join(dir, 'server.log'))
      ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8')
      : '';
    throw new Error(
      `PostgreSQL did not start: ${err.message}\n${log.split('\n').slice(-15).join('\n')}`,
    );
  }
}

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
    `PostgreSQL 15 killed with SIGKILL (${what}) during a burst of writes keeps every acknowledged write, whole`,
    {
      skip: HAVE_PG15 ? false : `PostgreSQL 15 not found in ${PG_BIN}`,
      timeout: 300_000,
    },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg15-crash-'));
      fs.chmodSync(dir, 0o755);
      if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
      const port = await freePort();
      asPostgres(path.join(PG_BIN, 'initdb'), [
        '-D',
        path.join(dir, 'data'),
        '-U',
        'postgres',
        '--auth=trust',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
      ]);
      // fsync stays on: durability of acknowledged commits is what is under test.
      startCluster(dir, port);
      const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
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
            await res.text();
            if (res.status === 201) acknowledged.add(batch);
            else {
              refused += 1;
              // Only "the database is unavailable" is acceptable; a 4xx would mean a malformed write.
              if (res.status < 500) unexpected.push(res.status);
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

        startCluster(dir, port);
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
        try {
          asPostgres(path.join(PG_BIN, 'pg_ctl'), [
            '-D',
            path.join(dir, 'data'),
            '-m',
            'immediate',
            'stop',
          ]);
        } catch {
          // not running
        }
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
}
