#!/usr/bin/env node
// Realtime bench: N clients (default 500) hold a websocket each, joined to their own private
// `user:<id>` topic (authorised by the project's RLS policy) and to one shared topic. The database
// then sends changes the way triggers do (realtime.send): to the shared topic (every client gets
// it) and to each user's topic. Latency is from the sending statement's commit to each client's
// receipt. Target: p95 <= 500 ms. The stack runs in a child process so its memory is its own.
//
//   node bench/realtime.js [--clients 500] [--rounds 20]
import crypto from 'node:crypto';
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { signJwt } from '../backend/local/src/lib/jwt.js';
import { summarize } from './lib/stats.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CLIENTS = arg('clients', 500);
const ROUNDS = arg('rounds', 20);
const TARGET_P95_MS = 500;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the stack in a child process; resolves with its URLs, keys and pid. */
function startStackProcess(dataDir) {
  const child = fork(fileURLToPath(new URL('./lib/realtime-stack.js', import.meta.url)), [dataDir], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (info) => resolve({ ...info, child }));
    child.once('exit', (code) => reject(new Error(`stack exited with ${code}`)));
  });
}

function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
}

function connect(apiUrl, anonKey, token, userId, onBroadcast) {
  const ws = new WebSocket(`${apiUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=1.0.0`);
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
      const mine = await push(`realtime:user:${userId}`, 'phx_join', { config: { private: true }, access_token: token });
      const shared = await push('realtime:bench:all', 'phx_join', { config: {}, access_token: token });
      if (mine.status !== 'ok' || shared.status !== 'ok') return reject(new Error(JSON.stringify(mine.response)));
      // Phoenix heartbeat, as the client sends it.
      const beat = setInterval(() => ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: 'hb' })), 30_000);
      ws.once('close', () => clearInterval(beat));
      resolve(ws);
    });
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realtime-bench-'));
  const stack = await startStackProcess(dataDir);
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  const latencies = [];
  let expected = 0;
  const sockets = [];
  try {
    const rssIdle = rssOf(stack.pid);
    const users = Array.from({ length: CLIENTS }, () => crypto.randomUUID());
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const joinStarted = Date.now();
    for (let i = 0; i < users.length; i += 50) {
      const batch = users.slice(i, i + 50).map((id) =>
        connect(stack.apiUrl, stack.anonKey, signJwt({ sub: id, role: 'authenticated', aud: 'authenticated', exp }, stack.jwtSecret), id, (payload) => {
          latencies.push(Date.now() - payload.sent_at);
        }),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    const joinSeconds = (Date.now() - joinStarted) / 1000;
    const rssConnected = rssOf(stack.pid);

    for (let round = 0; round < ROUNDS; round += 1) {
      // One change every client subscribes to.
      await db.query(`select realtime.send(jsonb_build_object('sent_at', $1::bigint), 'change', 'bench:all', false)`, [Date.now()]);
      expected += CLIENTS;
      await sleep(100);
      // One change per user, on their private topic, in one transaction (a bulk update's triggers).
      await db.query(
        `select realtime.send(jsonb_build_object('sent_at', $1::bigint), 'change', 'user:' || u, true) from unnest($2::uuid[]) as u`,
        [Date.now(), users],
      );
      expected += CLIENTS;
      await sleep(400);
    }
    for (let i = 0; i < 50 && latencies.length < expected; i += 1) await sleep(100);
    const stats = summarize(latencies, expected - latencies.length);
    const result = {
      clients: CLIENTS,
      joinSeconds,
      deliveries: latencies.length,
      missed: expected - latencies.length,
      p50: stats.p50,
      p95: stats.p95,
      p99: stats.p99,
      stackRssMb: { idle: Math.round(rssIdle / 2 ** 20), connected: Math.round(rssConnected / 2 ** 20), peak: Math.round(rssOf(stack.pid) / 2 ** 20) },
      met: stats.p95 <= TARGET_P95_MS && latencies.length === expected,
    };
    console.log(JSON.stringify(result, null, 2));
    process.exitCode = result.met ? 0 : 1;
  } finally {
    for (const ws of sockets) ws.terminate();
    await db.end();
    stack.child.kill('SIGTERM');
    await new Promise((resolve) => stack.child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
