// Shared setup for the reliability suites: throwaway stacks, forged tokens and database snapshots.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startStack } from '../../local/src/stack.js';

export const HERE = path.dirname(fileURLToPath(import.meta.url));
export const PASSWORD = 'DemoPass123';

export async function bootStack(options = {}) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-'));
  const stack = await startStack({
    dataDir,
    reset: true,
    quiet: true,
    ports: { api: 0, db: 0, mail: 0, smtp: 0 },
    // These suites sign in far more often than 30 times in 5 minutes from one address.
    rateLimits: { signInPerIpPer5Min: 100_000, signInPer5Min: 100_000 },
    ...options,
  });
  return {
    ...stack,
    dataDir,
    client(key = stack.anonKey, auth = {}) {
      return createClient(stack.apiUrl, key, {
        realtime: { transport: ws },
        auth: {
          persistSession: false,
          autoRefreshToken: false,
          detectSessionInUrl: false,
          ...auth,
        },
      });
    },
    async signIn(email, password = PASSWORD) {
      const client = this.client();
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
      return { client, session: data.session, user: data.user };
    },
    async stop({ keepData = false } = {}) {
      await stack.stop();
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const b64url = (value) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Builds a JWT by hand so the tests never rely on the gateway's own signing code. */
export function forgeJwt(payload, { secret, alg = 'HS256', header = {} } = {}) {
  const head = b64url({ alg, typ: 'JWT', ...header });
  const body = b64url(payload);
  if (alg === 'none') return `${head}.${body}.`;
  const sig = crypto
    .createHmac('sha256', secret ?? 'not-the-project-secret-at-all-0123456789')
    .update(`${head}.${body}`)
    .digest('base64url');
  return `${head}.${body}.${sig}`;
}

export const now = () => Math.floor(Date.now() / 1000);

/** Row count and checksum of every table in the given schemas, to prove requests changed nothing. */
export async function snapshot(db, schemas = ['public', 'storage']) {
  const { rows: tables } = await db.query(
    `select table_schema, table_name from information_schema.tables
      where table_schema = any($1) and table_type = 'BASE TABLE' order by 1, 2`,
    [schemas],
  );
  const out = {};
  for (const { table_schema: s, table_name: t } of tables) {
    const q = `"${s}"."${t}"`;
    const { rows } = await db.query(
      `select count(*)::int as n, coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as sum from ${q} r`,
    );
    out[`${s}.${t}`] = `${rows[0].n}:${rows[0].sum}`;
  }
  return out;
}

/** Relative paths and sizes of every file under a directory (the storage backend's files). */
export function fileTree(dir) {
  const out = [];
  const walk = (d) => {
    if (!fs.existsSync(d)) return;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(`${path.relative(dir, p)}:${fs.statSync(p).size}`);
    }
  };
  walk(dir);
  return out.sort();
}

/** Message text of an error body in any of the shapes the gateway's services and the functions use. */
export function errorMessage(body) {
  if (!body || typeof body !== 'object') return null;
  for (const key of ['message', 'msg', 'error_description', 'error']) {
    if (typeof body[key] === 'string' && body[key].trim()) return body[key];
  }
  return null;
}

export async function waitFor(check, { timeoutMs = 30_000, intervalMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not ready yet
    }
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
