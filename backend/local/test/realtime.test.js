// Realtime protocol conformance with the unmodified supabase-js client: private channels under
// RLS on realtime.messages, database events sent by triggers, token refresh and reconnects.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import { signJwt } from '../src/lib/jwt.js';
import { startStack } from '../src/stack.js';
import { freePort, startPostgres } from '../src/db/server.js';
import { startTestStack, signedInClient } from './helpers.js';

let stack;
let alice;
let bob;
const clients = [];

// Topics: `inbox:<user id>` readable by that user only; `room:<name>` readable and writable by
// the room's members. Rows in public.deliveries are sent to their user's inbox by a trigger.
const SCHEMA = `
  create table if not exists public.room_members (room text not null, user_id uuid not null, primary key (room, user_id));
  create table if not exists public.deliveries (id bigint generated always as identity primary key, user_id uuid not null, body text not null);
  drop policy if exists inbox_read on realtime.messages;
  create policy inbox_read on realtime.messages for select to authenticated
    using (realtime.topic() = 'inbox:' || (select auth.uid())::text);
  drop policy if exists room_read on realtime.messages;
  create policy room_read on realtime.messages for select to authenticated
    using (exists (select 1 from public.room_members m where 'room:' || m.room = realtime.topic() and m.user_id = (select auth.uid())));
  drop policy if exists room_write on realtime.messages;
  create policy room_write on realtime.messages for insert to authenticated
    with check (extension = 'broadcast' and exists (
      select 1 from public.room_members m where 'room:' || m.room = realtime.topic() and m.user_id = (select auth.uid())));
  create or replace function public.send_delivery() returns trigger language plpgsql security definer set search_path = '' as $$
  begin
    perform realtime.broadcast_changes('inbox:' || new.user_id, 'delivery', tg_op, tg_table_name, tg_table_schema, new, old);
    return null;
  end $$;
  create or replace trigger deliveries_send after insert on public.deliveries for each row execute function public.send_delivery();
`;

function track(client) {
  clients.push(client);
  return client;
}

before(async () => {
  stack = await startTestStack();
  await stack.db.exec(SCHEMA);
  alice = await signedInClient(stack, 'alice.rt@example.com');
  bob = await signedInClient(stack, 'bob.rt@example.com');
  track(alice.client);
  track(bob.client);
  await stack.db.query("insert into public.room_members (room, user_id) values ('ops', $1)", [alice.user.id]);
});

after(async () => {
  for (const c of clients) await c.removeAllChannels();
  await stack?.stop();
});

/** Subscribes and resolves with the first terminal status and its error. */
function subscribe(channel) {
  return new Promise((resolve) => {
    channel.subscribe((status, err) => {
      if (status !== 'CLOSED') resolve({ status, err });
    });
  });
}

function nextBroadcast(channel, event, ms = 3000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    channel.on('broadcast', { event }, (msg) => {
      clearTimeout(timer);
      resolve(msg);
    });
  });
}

function collect(channel, event) {
  const seen = [];
  channel.on('broadcast', { event }, (msg) => seen.push(msg));
  return seen;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

test('a private channel is joined when the SELECT policy allows its topic', async () => {
  const channel = alice.client.channel(`inbox:${alice.user.id}`, { config: { private: true } });
  const { status, err } = await subscribe(channel);
  assert.equal(status, 'SUBSCRIBED', err?.message);
  await alice.client.removeChannel(channel);
});

test("a private channel is refused with the server's reason when no policy allows it", async () => {
  const channel = bob.client.channel(`inbox:${alice.user.id}`, { config: { private: true } });
  const { status, err } = await subscribe(channel);
  assert.equal(status, 'CHANNEL_ERROR');
  assert.equal(err.message, `Unauthorized: You do not have permissions to read from this Channel topic: inbox:${alice.user.id}`);
  await bob.client.removeChannel(channel);
});

test('an anonymous client cannot join a private channel', async () => {
  const anon = track(stack.client());
  const { status, err } = await subscribe(anon.channel(`inbox:${alice.user.id}`, { config: { private: true } }));
  assert.equal(status, 'CHANNEL_ERROR');
  assert.match(err.message, /^Unauthorized: /);
});

test('a forged or expired token cannot join a private channel', async () => {
  const claims = { sub: alice.user.id, role: 'authenticated', aud: 'authenticated' };
  const forged = signJwt({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 }, 'not-the-project-secret-but-long-enough-to-look-real');
  const expired = signJwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, stack.jwtSecret);
  for (const [token, reason] of [[forged, /^InvalidJWTToken: Signature error$/], [expired, /^InvalidJWTToken: Token has expired \d+ seconds ago$/]]) {
    const client = track(stack.client());
    await client.realtime.setAuth(token);
    const { status, err } = await subscribe(client.channel(`inbox:${alice.user.id}`, { config: { private: true } }));
    assert.equal(status, 'CHANNEL_ERROR');
    assert.match(err.message, reason);
  }
});

test('a socket whose apikey is not a project key is refused at the upgrade', async () => {
  const ws = new WebSocket(`${stack.apiUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=nonsense&vsn=2.0.0`);
  const status = await new Promise((resolve) => {
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode));
    ws.on('open', () => resolve('open'));
  });
  assert.equal(status, 403);
});

test('a row trigger broadcast reaches the allowed user only', async () => {
  const mine = alice.client.channel(`inbox:${alice.user.id}`, { config: { private: true } });
  const received = nextBroadcast(mine, 'delivery');
  const bobs = bob.client.channel(`inbox:${bob.user.id}`, { config: { private: true } });
  const bobSaw = collect(bobs, 'delivery');
  // A public channel with the same topic is a different channel: private messages skip it.
  const open = bob.client.channel(`inbox:${alice.user.id}`);
  const openSaw = collect(open, 'delivery');
  for (const ch of [mine, bobs, open]) assert.equal((await subscribe(ch)).status, 'SUBSCRIBED');

  await stack.db.query("insert into public.deliveries (user_id, body) values ($1, 'for alice')", [alice.user.id]);
  const msg = await received;
  assert.equal(msg.type, 'broadcast');
  assert.equal(msg.event, 'delivery');
  assert.equal(msg.payload.operation, 'INSERT');
  assert.equal(msg.payload.table, 'deliveries');
  assert.equal(msg.payload.schema, 'public');
  assert.equal(msg.payload.record.body, 'for alice');
  assert.equal(msg.payload.old_record, null);
  await sleep(300);
  assert.deepEqual(bobSaw, []);
  assert.deepEqual(openSaw, []);
  for (const ch of [mine]) await alice.client.removeChannel(ch);
  for (const ch of [bobs, open]) await bob.client.removeChannel(ch);
});

test('realtime.send with private false reaches public channels of the topic', async () => {
  const listener = track(stack.client());
  const channel = listener.channel('news');
  const received = nextBroadcast(channel, 'headline');
  assert.equal((await subscribe(channel)).status, 'SUBSCRIBED');
  await stack.db.query(`select realtime.send('{"title": "hello"}'::jsonb, 'headline', 'news', false)`);
  assert.deepEqual((await received).payload, { title: 'hello' });
});

test('clients broadcast on a private channel only when the INSERT policy allows it', async () => {
  const carol = await signedInClient(stack, 'carol.rt@example.com');
  track(carol.client);
  await stack.db.query("insert into public.room_members (room, user_id) values ('ops', $1)", [carol.user.id]);
  const a = alice.client.channel('room:ops', { config: { private: true, broadcast: { ack: true } } });
  const c = carol.client.channel('room:ops', { config: { private: true } });
  const heard = nextBroadcast(c, 'ping');
  assert.equal((await subscribe(a)).status, 'SUBSCRIBED');
  assert.equal((await subscribe(c)).status, 'SUBSCRIBED');
  assert.equal(await a.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } }), 'ok');
  assert.deepEqual((await heard).payload, { n: 1 });

  // Bob is no member: he cannot even join the room.
  const b = bob.client.channel('room:ops', { config: { private: true } });
  assert.equal((await subscribe(b)).status, 'CHANNEL_ERROR');
  for (const [client, ch] of [[alice.client, a], [carol.client, c], [bob.client, b]]) await client.removeChannel(ch);
});

test('a read-only member cannot broadcast to a private channel', async () => {
  await stack.db.exec(`create policy news_read on realtime.messages for select to authenticated using (realtime.topic() = 'bulletin')`);
  const sender = bob.client.channel('bulletin', { config: { private: true, broadcast: { ack: true } } });
  const reader = alice.client.channel('bulletin', { config: { private: true } });
  const readerSaw = collect(reader, 'spam');
  assert.equal((await subscribe(sender)).status, 'SUBSCRIBED');
  assert.equal((await subscribe(reader)).status, 'SUBSCRIBED');
  assert.equal(await sender.send({ type: 'broadcast', event: 'spam', payload: {} }), 'error');
  await sleep(300);
  assert.deepEqual(readerSaw, []);
  await bob.client.removeChannel(sender);
  await alice.client.removeChannel(reader);
});

test('a refreshed token keeps the channel; a token of someone else closes it', async () => {
  const channel = alice.client.channel(`inbox:${alice.user.id}`, { config: { private: true } });
  const statuses = [];
  await new Promise((resolve) => {
    channel.subscribe((status) => {
      statuses.push(status);
      if (status === 'SUBSCRIBED') resolve();
    });
  });
  const { data, error } = await alice.client.auth.refreshSession();
  assert.ifError(error);
  await alice.client.realtime.setAuth(data.session.access_token);
  const received = nextBroadcast(channel, 'delivery');
  await stack.db.query("insert into public.deliveries (user_id, body) values ($1, 'after refresh')", [alice.user.id]);
  assert.equal((await received).payload.record.body, 'after refresh');

  // A token that no longer passes the policy ends the channel with a system error.
  const systemMessages = [];
  channel.on('system', {}, (payload) => systemMessages.push(payload));
  const { data: bobSession } = await bob.client.auth.getSession();
  await alice.client.realtime.setAuth(bobSession.session.access_token);
  for (let i = 0; i < 30 && !statuses.includes('CLOSED'); i += 1) await sleep(100);
  assert.ok(statuses.includes('CLOSED'), `statuses: ${statuses}`);
  assert.equal(systemMessages[0]?.status, 'error');
  assert.equal(systemMessages[0]?.message, `You do not have permissions to read from this Channel topic: inbox:${alice.user.id}`);
  await alice.client.realtime.setAuth(data.session.access_token);
  await alice.client.removeChannel(channel);
});

test('vsn 1.0.0 JSON frames: heartbeat, unmatched topic and join replies', async () => {
  const ws = new WebSocket(`${stack.apiUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=1.0.0`);
  await new Promise((resolve, reject) => {
    ws.on('open', resolve);
    ws.on('error', reject);
  });
  const replies = [];
  ws.on('message', (data) => replies.push(JSON.parse(data.toString())));
  const push = (msg) => ws.send(JSON.stringify(msg));
  push({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1' });
  push({ topic: 'realtime:nowhere', event: 'broadcast', payload: { type: 'broadcast', event: 'x', payload: {} }, ref: '2' });
  push({ topic: 'realtime:lobby', event: 'phx_join', payload: { config: { broadcast: { self: true } } }, ref: '3', join_ref: '3' });
  push({ topic: 'realtime:lobby', event: 'broadcast', payload: { type: 'broadcast', event: 'hi', payload: { a: 1 } }, ref: '4', join_ref: '3' });
  for (let i = 0; i < 30 && replies.length < 4; i += 1) await sleep(50);
  ws.close();
  assert.deepEqual(replies[0], { topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: '1', join_ref: null });
  assert.deepEqual(replies[1].payload, { status: 'error', response: { reason: 'unmatched topic' } });
  assert.deepEqual(replies[2], {
    topic: 'realtime:lobby', event: 'phx_reply', payload: { status: 'ok', response: { postgres_changes: [] } }, ref: '3', join_ref: '3',
  });
  assert.deepEqual(replies[3], { topic: 'realtime:lobby', event: 'broadcast', payload: { type: 'broadcast', event: 'hi', payload: { a: 1 } }, ref: null });
});

test('presence: a tracked client appears in the state of others on the topic', async () => {
  const one = alice.client.channel('lobby:presence', { config: { presence: { key: 'alice' } } });
  const two = bob.client.channel('lobby:presence', { config: { presence: { key: 'bob' } } });
  assert.equal((await subscribe(one)).status, 'SUBSCRIBED');
  await one.track({ online_at: 'now' });
  const synced = new Promise((resolve) => two.on('presence', { event: 'sync' }, () => {
    if (two.presenceState().alice) resolve(two.presenceState());
  }));
  assert.equal((await subscribe(two)).status, 'SUBSCRIBED');
  const state = await synced;
  assert.equal(state.alice[0].online_at, 'now');
  await alice.client.removeChannel(one);
  await bob.client.removeChannel(two);
});

test('clients reconnect, rejoin and receive again after the stack restarts', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realtime-restart-'));
  const options = {
    dataDir,
    quiet: true,
    ports: { api: 0, db: 0, mail: 0, smtp: 0 },
    migrationsDir: path.join(import.meta.dirname, 'fixtures/migrations'),
    seedFile: path.join(import.meta.dirname, 'fixtures/seed.sql'),
    functionsDir: path.join(import.meta.dirname, 'fixtures/functions'),
    configFile: path.join(import.meta.dirname, 'fixtures/config.toml'),
  };
  // Against DATABASE_URL this reuses the suite's database (the schema above is idempotent).
  let first = await startStack(options);
  let second;
  try {
    await first.db.exec(SCHEMA);
    const apiPort = Number(new URL(first.apiUrl).port);
    const user = await first.db.query(
      `insert into auth.users (id, aud, role, email, email_confirmed_at) values (gen_random_uuid(), 'authenticated', 'authenticated', $1, now()) returning id`,
      [`dora.${Date.now()}@example.com`],
    );
    const userId = user.rows[0].id;
    const token = signJwt({ sub: userId, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 }, first.jwtSecret);
    const client = createClient(first.apiUrl, first.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket },
    });
    track(client);
    await client.realtime.setAuth(token);
    const channel = client.channel(`inbox:${userId}`, { config: { private: true } });
    const seen = collect(channel, 'delivery');
    assert.equal((await subscribe(channel)).status, 'SUBSCRIBED');

    await first.stop();
    first = null;
    second = await startStack({ ...options, ports: { ...options.ports, api: apiPort } });
    // The client retries after 1, 2, 5 then 10 s and rejoins its channels by itself.
    for (let i = 0; i < 100 && channel.state !== 'joined'; i += 1) await sleep(100);
    assert.equal(channel.state, 'joined');
    await second.db.query("insert into public.deliveries (user_id, body) values ($1, 'after restart')", [userId]);
    for (let i = 0; i < 30 && seen.length === 0; i += 1) await sleep(100);
    assert.equal(seen[0]?.payload.record.body, 'after restart');
  } finally {
    await first?.stop();
    await second?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('joined clients catch up and receive trigger broadcasts again after only PostgreSQL restarts', { timeout: 120_000 }, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'realtime-pg-restart-'));
  const pgOptions = { dataDir: path.join(dir, 'data'), port: await freePort(), durable: false };
  let server = await startPostgres(pgOptions);
  let restartStack;
  try {
    restartStack = await startTestStack({ databaseUrl: server.url });
    await restartStack.db.exec(SCHEMA);
    const carol = await signedInClient(restartStack, 'carol.rt@example.com');
    track(carol.client);
    const channel = carol.client.channel(`inbox:${carol.user.id}`, { config: { private: true } });
    const seen = collect(channel, 'delivery');
    const statuses = [];
    channel.subscribe((status) => statuses.push(status));
    for (let i = 0; i < 50 && !statuses.includes('SUBSCRIBED'); i += 1) await sleep(100);
    assert.deepEqual(statuses, ['SUBSCRIBED']);
    await restartStack.db.query("insert into public.deliveries (user_id, body) values ($1, 'before')", [carol.user.id]);
    for (let i = 0; i < 30 && seen.length === 0; i += 1) await sleep(100);
    assert.equal(seen[0]?.payload.record.body, 'before');

    // The gateway and the client's socket stay up; only the database goes away and comes back.
    await server.stop();
    server = await startPostgres(pgOptions);

    // Once the server listens again the channel is failed and rejoined, which is the client's cue
    // to reload what it shows (anything sent while nobody listened).
    for (let i = 0; i < 200 && statuses.filter((s) => s === 'SUBSCRIBED').length < 2; i += 1) await sleep(100);
    assert.deepEqual(statuses, ['SUBSCRIBED', 'CHANNEL_ERROR', 'SUBSCRIBED']);
    assert.equal(channel.state, 'joined');
    // The pool's connections died with the server: the first writes may still fail.
    for (let i = 0; ; i += 1) {
      try {
        await restartStack.db.query("insert into public.deliveries (user_id, body) values ($1, 'after database restart')", [carol.user.id]);
        break;
      } catch (err) {
        if (i >= 20) throw err;
        await sleep(250);
      }
    }
    for (let i = 0; i < 30 && seen.length < 2; i += 1) await sleep(100);
    assert.deepEqual(seen.map((m) => m.payload.record.body), ['before', 'after database restart']);
  } finally {
    await restartStack?.stop();
    await server.stop().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
