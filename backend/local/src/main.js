#!/usr/bin/env node
// `npm run stack`: starts the local platform and keeps it running; `--reset-only` rebuilds the database and exits.
import net from 'node:net';
import { startStack } from './stack.js';

const args = new Set(process.argv.slice(2));
const resetOnly = args.has('--reset-only');
const reset = resetOnly || args.has('--reset');
const quiet = args.has('--quiet');

// One server per data directory: resetting under a running stack would pull its files away.
function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function main() {
  if (!process.env.DATABASE_URL && (await portInUse(54322))) {
    throw new Error('a local stack is already running (port 54322 is in use); stop it first');
  }
  const stack = await startStack({
    reset,
    quiet: quiet || resetOnly,
    onProgress: (msg) => process.stdout.write(`[stack] ${msg}\n`),
    ...(resetOnly ? { ports: { api: 0, db: 0, mail: 0, smtp: 0 } } : {}),
  });
  if (resetOnly) {
    await stack.stop();
    process.stdout.write('[stack] database reset complete\n');
    return;
  }
  process.stdout.write(
    [
      '',
      'Local Supabase-compatible stack is running',
      `  API URL:          ${stack.apiUrl}`,
      `  Database URL:     ${stack.dbUrl}`,
      `  Mail catcher:     ${stack.mailUrl}`,
      `  anon key:         ${stack.anonKey}`,
      `  service_role key: ${stack.serviceRoleKey}`,
      `  JWT secret:       ${stack.jwtSecret}`,
      '',
    ].join('\n') + '\n',
  );
  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`[stack] ${signal} received, stopping\n`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  process.stderr.write(`[stack] failed to start: ${err.message}\n`);
  process.exit(1);
});
