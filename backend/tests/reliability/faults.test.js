// Fault injection: a hanging edge function and a stack restart under a connected supabase-js client.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bootStack, HERE } from './helpers.js';

const FIXTURES = path.join(HERE, 'fixtures');

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function timed(promise) {
  const started = Date.now();
  const value = await Promise.resolve(promise);
  return { value, ms: Date.now() - started };
}

// The fixture functions run under a short timeout; `hang` never answers.
const timeoutMs = 3000;

function fixtureStack() {
  return bootStack({
    functionsDir: path.join(FIXTURES, 'functions'),
    configFile: path.join(FIXTURES, 'config.toml'),
    functionTimeoutMs: timeoutMs,
  });
}

/** Posts an empty body to a fixture function as the anonymous client. */
function postTo(env, name) {
  return fetch(`${env.apiUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: env.anonKey,
      authorization: `Bearer ${env.anonKey}`,
      'content-type': 'application/json',
    },
    body: '{}',
    signal: AbortSignal.timeout(timeoutMs * 4),
  });
}

const statusAndBody = async (r) => ({ status: r.status, body: await r.json() });

/** Resolves with the promise's value, or rejects if it takes longer than ms: a hang is a failure. */
function within(ms, promise, what) {
  let timer;
  return Promise.race([
    Promise.resolve(promise).finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not settle within ${ms} ms`)), ms);
    }),
  ]);
}

test(
  'a hanging edge function answers 504 within the timeout while the gateway keeps serving',
  { timeout: 180_000 },
  async () => {
    const env = await fixtureStack();
    try {
      const call = (name) => postTo(env, name);
      // Boot both workers first so the measured times are the timeout, not Deno's start-up.
      assert.equal((await call('ping')).status, 200);
      await (await call('hang')).text();

      const hanging = timed(call('hang').then(statusAndBody));
      await new Promise((r) => setTimeout(r, 300));
      // While a request is stuck, everything else answers promptly.
      const health = await timed(fetch(`${env.apiUrl}/health`));
      assert.equal(health.value.status, 200);
      assert.ok(health.ms < 1000, `health took ${health.ms} ms`);
      const restRead = await timed(
        env.client(env.serviceRoleKey).from('jobs').select('id').limit(1),
      );
      assert.equal(restRead.value.error, null);
      assert.ok(restRead.ms < 1000, `REST took ${restRead.ms} ms`);
      const ping = await timed(call('ping'));
      assert.equal(ping.value.status, 200);
      assert.ok(ping.ms < 1000, `another function took ${ping.ms} ms`);

      const { value, ms } = await hanging;
      assert.equal(value.status, 504);
      assert.equal(value.body.code, 'WORKER_TIMEOUT');
      assert.match(value.body.message, /did not respond within 3 s/);
      assert.ok(ms >= timeoutMs - 100 && ms < timeoutMs + 2000, `504 after ${ms} ms`);

      // The stuck worker is replaced: the next call times out the same way instead of queueing forever.
      const again = await timed(call('hang'));
      assert.equal(again.value.status, 504);
      assert.ok(again.ms < timeoutMs + 15_000, `second 504 after ${again.ms} ms`);
      const { data, error } = await env.client().functions.invoke('ping');
      assert.equal(error, null);
      assert.deepEqual(data, { pong: true });
    } finally {
      await env.stop();
    }
  },
);

test(
  'supabase-js calls fail cleanly while the stack restarts and succeed again afterwards',
  { timeout: 240_000 },
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-restart-'));
    const ports = {
      api: await freePort(),
      db: await freePort(),
      mail: await freePort(),
      smtp: await freePort(),
    };
    let env = await bootStack({ dataDir, ports });
    try {
      const { client } = await env.signIn('candidate@example.com');
      const first = await client.from('candidates').select('id');
      assert.equal(first.error, null);
      assert.equal(first.data.length, 1);

      await env.stop({ keepData: true });
      // Every kind of call settles promptly with an error object; nothing throws or hangs.
      const rest = await within(10_000, client.from('candidates').select('id'), 'REST call');
      assert.ok(rest.error, 'REST reports an error');
      assert.equal(rest.data, null);
      assert.ok(rest.error.message);
      const rpc = await within(10_000, client.rpc('admin_dashboard_stats'), 'rpc call');
      assert.ok(rpc.error);
      const fn = await within(
        10_000,
        client.functions.invoke('get-user-company-id-direct', { body: {} }),
        'function call',
      );
      assert.ok(fn.error);
      const user = await within(10_000, client.auth.getUser(), 'auth call');
      assert.ok(user.error);
      const file = await within(
        10_000,
        client.storage.from('candidate_resumes').list(),
        'storage call',
      );
      assert.ok(file.error);

      env = await bootStack({ dataDir, ports, reset: false });
      // The same client and session carry on once the stack is back, without signing in again.
      const back = await within(
        20_000,
        client.from('candidates').select('id'),
        'REST call after restart',
      );
      assert.equal(back.error, null);
      assert.equal(back.data.length, 1);
      const { data: me, error } = await client.auth.getUser();
      assert.equal(error, null);
      assert.equal(me.user.email, 'candidate@example.com');
    } finally {
      await env.stop();
    }
  },
);

test(
  'every request stuck in a hanging function gets its own 504, not only the first',
  { timeout: 180_000 },
  async () => {
    const env = await fixtureStack();
    try {
      const call = () => timed(postTo(env, 'hang').then(statusAndBody));
      await (await fetch(`${env.apiUrl}/functions/v1/ping`)).text();
      const first = call();
      await new Promise((r) => setTimeout(r, 1000));
      const second = call();
      for (const { value, ms } of [await first, await second]) {
        assert.equal(value.status, 504);
        assert.equal(value.body.code, 'WORKER_TIMEOUT');
        assert.ok(ms >= timeoutMs - 100, `504 after ${ms} ms, before the timeout`);
      }
    } finally {
      await env.stop();
    }
  },
);
