// The local stack in a process of its own for bench/realtime.js: real migrations and seed, free
// ports; it reports its URLs to the parent and stops on SIGTERM.
import { startStack } from '../../backend/local/src/stack.js';

const stack = await startStack({
  dataDir: process.argv[2],
  reset: true,
  quiet: true,
  ports: { api: 0, db: 0, mail: 0, smtp: 0 },
});
process.send({ apiUrl: stack.apiUrl, dbUrl: stack.dbUrl, anonKey: stack.anonKey, jwtSecret: stack.jwtSecret, pid: process.pid });
process.on('SIGTERM', async () => {
  await stack.stop();
  process.exit(0);
});
