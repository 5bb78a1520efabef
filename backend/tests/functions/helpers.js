// Shared setup for the edge-function integration suites: a throwaway local stack with the real
// migrations and seed, and supabase-js clients signed in as the demo accounts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startStack } from '../../local/src/stack.js';

export const PASSWORD = 'DemoPass123';
export const ACCOUNTS = {
  admin: 'admin@example.com',
  owner: 'owner@example.com',
  manager: 'manager@example.com',
  recruiter: 'recruiter@example.com',
  partner: 'partner.recruiter@example.com',
  pendingOwner: 'pending.owner@example.com',
  candidate: 'candidate@example.com',
  vendor: 'vendor@example.com',
  vendorRecruiter: 'vendor.recruiter@example.com',
};

export async function bootStack(options = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'functions-test-'));
  const stack = await startStack({
    dataDir,
    ports: { api: 0, db: 0, mail: 0, smtp: 0 },
    quiet: true,
    // These suites sign in far more often than 30 times in 5 minutes from one address.
    rateLimits: { signInPerIpPer5Min: 100_000, signInPer5Min: 100_000 },
    ...options,
  });
  const clients = new Map();
  const env = {
    ...stack,
    client(key = stack.anonKey) {
      return createClient(stack.apiUrl, key, {
        realtime: { transport: ws },
        auth: { persistSession: false, autoRefreshToken: false },
      });
    },
    /** A client signed in as one of the demo accounts (cached per account). */
    async as(name) {
      if (!clients.has(name)) {
        const client = env.client();
        const { data, error } = await client.auth.signInWithPassword({
          email: ACCOUNTS[name] ?? name,
          password: PASSWORD,
        });
        if (error) throw new Error(`sign-in as ${name} failed: ${error.message}`);
        clients.set(name, { client, user: data.user });
      }
      return clients.get(name);
    },
    service() {
      return env.client(stack.serviceRoleKey);
    },
    /** Creates a confirmed account the way sign-up does (metadata drives provisioning). */
    async register(email, metadata) {
      const { data, error } = await env.service().auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
        user_metadata: metadata,
      });
      if (error) throw new Error(`creating ${email} failed: ${error.message}`);
      return data.user;
    },
    /** The one stored row of `table` whose `column` equals `value`, read past RLS. */
    async row(table, columns, column, value) {
      const { data, error } = await env
        .service()
        .from(table)
        .select(columns)
        .eq(column, value)
        .single();
      if (error) throw new Error(`reading ${table} where ${column} = ${value}: ${error.message}`);
      return data;
    },
    async mailTo(address) {
      const res = await fetch(`${stack.mailUrl}/api/messages?to=${encodeURIComponent(address)}`);
      return res.json();
    },
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return env;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Invokes a function and returns its HTTP status with the parsed JSON body, success or not. */
export async function call(client, name, body) {
  const { data, error } = await client.functions.invoke(name, body === undefined ? {} : { body });
  if (!error) return { status: 200, body: data };
  if (error.context instanceof Response) {
    const text = await error.context.text();
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
    return { status: error.context.status, body: parsed };
  }
  throw error;
}

/** Posts a raw body (for malformed JSON) with the given bearer token. */
export async function rawCall(env, name, body, token) {
  const res = await fetch(`${env.apiUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: env.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Origin: 'http://localhost:3000',
    },
    body,
  });
  return { status: res.status, body: await res.json().catch(() => null), headers: res.headers };
}
