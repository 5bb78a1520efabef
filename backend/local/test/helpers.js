// Shared setup for the gateway conformance suite: a throwaway stack over the fixture schema.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import { startStack } from '../src/stack.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export async function startTestStack(overrides = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-test-'));
  const stack = await startStack({
    dataDir,
    reset: true,
    quiet: true,
    ports: { api: 0, db: 0, mail: 0, smtp: 0 },
    migrationsDir: path.join(FIXTURES, 'migrations'),
    seedFile: path.join(FIXTURES, 'seed.sql'),
    functionsDir: path.join(FIXTURES, 'functions'),
    configFile: path.join(FIXTURES, 'config.toml'),
    siteUrl: 'http://localhost:3000',
    refreshReuseInterval: 0,
    durable: false,
    ...overrides,
  });
  return {
    ...stack,
    client(options = {}) {
      return createClient(stack.apiUrl, stack.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket },
        ...options,
      });
    },
    admin() {
      return createClient(stack.apiUrl, stack.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket },
      });
    },
    async mailTo(address) {
      const res = await fetch(`${stack.mailUrl}/api/messages?to=${encodeURIComponent(address)}`);
      return res.json();
    },
    async stop() {
      await stack.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Creates a confirmed user through the admin API and returns a signed-in client for it.
export async function signedInClient(stack, email, password = 'Secret123') {
  const { data, error } = await stack.admin().auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  const client = stack.client();
  const { error: signInError } = await client.auth.signInWithPassword({ email, password });
  if (signInError) throw signInError;
  return { client, user: data.user };
}

export function rest(stack, pathAndQuery, { token, ...init } = {}) {
  return fetch(`${stack.apiUrl}/rest/v1/${pathAndQuery}`, {
    ...init,
    headers: { apikey: stack.anonKey, authorization: `Bearer ${token ?? stack.anonKey}`, ...(init.headers ?? {}) },
  });
}
