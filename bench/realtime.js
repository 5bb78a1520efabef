#!/usr/bin/env node
// Realtime bench: N clients (default 500) hold a websocket each, joined to their own private
// `user:<id>` topic (authorised by the project's RLS policy) and to one shared topic. The database
// then sends changes the way triggers do (realtime.send): to the shared topic (every client gets
// it) and to each user's topic. Latency is from the sending statement's commit to each client's
// receipt. Target: p95 <= 500 ms. The stack (PostgreSQL 17, PostgREST and the gateway, the same
// parts `npm start` runs) runs in a child process, so its memory per process is its own.
//
//   node bench/realtime.js [--clients 500] [--rounds 20]
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { signJwt } from '../backend/local/src/lib/jwt.js';
import { peakTreeMemory, treeMemory } from './lib/process-memory.js';
import { summarize } from './lib/stats.js';
import { startStackProcess, stopStackProcess } from './lib/stack-process.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
export const TARGET_P95_MS = 500;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function connect(apiUrl, anonKey, token, userId, onBroadcast) {
  const ws = new WebSocket(
    `${apiUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=1.0.0`,
  );
  let ref = 0;
  const pending = new Map();
  ws.on('message', (data) => {
    const msg = JSON.parse(data.toString());
    if (msg.event === 'phx_reply') pending.get(msg.ref)?.(msg.payload);
    else if (msg.event === 'broadcast') onBroadcast(msg.payload.payload);
  });
  const push = (topic, event, payload) =>
    new Promise((resolve) => {
      ref += 1;
      pending.set(String(ref), resolve);
      ws.send(JSON.stringify({ topic, event, payload, ref: String(ref), join_ref: String(ref) }));
    });
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', async () => {
      const mine = await push(`realtime:user:${userId}`, 'phx_join', {
        config: { private: true },
        access_token: token,
      });
      const shared = await push('realtime:bench:all', 'phx_join', {
        config: {},
        access_token: token,
      });
      if (mine.status !== 'ok' || shared.status !== 'ok')
        return reject(new Error(JSON.stringify(mine.response)));
      // Phoenix heartbeat, as the client sends it.
      const beat = setInterval(
        () =>
          ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: 'hb' })),
        30_000,
      );
      ws.once('close', () => clearInterval(beat));
      resolve(ws);
    });
  });
}

export async function runRealtime({ clients = 500, rounds = 20 } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realtime-bench-'));
  const stack = await startStackProcess(dataDir);
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  const latencies = [];
  let expected = 0;
  const sockets = [];
  try {
    const memoryIdle = treeMemory(stack.pid);
    const users = Array.from({ length: clients }, () => crypto.randomUUID());
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const joinStarted = Date.now();
    for (let i = 0; i < users.length; i += 50) {
      const batch = users.slice(i, i + 50).map((id) =>
        connect(
          stack.apiUrl,
          stack.anonKey,
          signJwt({ sub: id, role: 'authenticated', aud: 'authenticated', exp }, stack.jwtSecret),
          id,
          (payload) => {
            latencies.push(Date.now() - payload.sent_at);
          },
        ),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    const joinSeconds = (Date.now() - joinStarted) / 1000;
    const memoryConnected = treeMemory(stack.pid);
    const stopSampling = peakTreeMemory(stack.pid, 500);

    for (let round = 0; round < rounds; round += 1) {
      // One change every client subscribes to.
      await db.query(
        `select realtime.send(jsonb_build_object('sent_at', $1::bigint), 'change', 'bench:all', false)`,
        [Date.now()],
      );
      expected += clients;
      await sleep(100);
      // One change per user, on their private topic, in one transaction (a bulk update's triggers).
      await db.query(
        `select realtime.send(jsonb_build_object('sent_at', $1::bigint), 'change', 'user:' || u, true) from unnest($2::uuid[]) as u`,
        [Date.now(), users],
      );
      expected += clients;
      await sleep(400);
    }
    for (let i = 0; i < 50 && latencies.length < expected; i += 1) await sleep(100);
    const memoryPeak = stopSampling();
    const stats = summarize(latencies, expected - latencies.length);
    const result = {
      clients,
      joinSeconds,
      deliveries: latencies.length,
      missed: expected - latencies.length,
      p50: stats.p50,
      p95: stats.p95,
      p99: stats.p99,
      // proportional set size per program (shared pages counted once)
      memoryMb: { idle: memoryIdle, connected: memoryConnected, peak: memoryPeak },
      met: stats.p95 <= TARGET_P95_MS && latencies.length === expected,
    };
    return result;
  } finally {
    for (const ws of sockets) ws.terminate();
    await db.end();
    await stopStackProcess(stack);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runRealtime({ clients: arg('clients', 500), rounds: arg('rounds', 20) })
    .then((result) => {
      console.log(JSON.stringify(result, null, 2));
      process.exitCode = result.met ? 0 : 1;
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
