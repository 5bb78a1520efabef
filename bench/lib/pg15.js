// A PostgreSQL 15 cluster for the benchmarks: kept in .data/bench-pg15 so the large seed survives
// between runs, started on demand and stopped by whoever started it.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const DIR = path.join(ROOT, '.data/bench-pg15');
const DATA = path.join(DIR, 'data');
export const PG15_PORT = Number(process.env.BENCH_PG_PORT) || 56432;

function asPostgres(cmd, args) {
  const root = process.getuid?.() === 0;
  const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  return spawnSync(file, argv, { encoding: 'utf8' });
}

/**
 * The cluster's address. The gateway and the direct SQL both use its unix socket, as a gateway
 * placed beside its database would: the loopback TCP stack would add kernel time to every query.
 */
export function pg15Url({ tcp = false } = {}) {
  return tcp
    ? `postgres://postgres@127.0.0.1:${PG15_PORT}/postgres`
    : `postgres://postgres@/postgres?host=${encodeURIComponent(DIR)}&port=${PG15_PORT}`;
}

export function pg15Running() {
  return fs.existsSync(DATA) && asPostgres(`${PG_BIN}/pg_ctl`, ['-D', DATA, 'status']).status === 0;
}

/** Starts the cluster (creating it first if needed); returns true when this call started it. */
export function startPg15({ fresh = false } = {}) {
  if (!fs.existsSync(`${PG_BIN}/initdb`))
    throw new Error(`PostgreSQL 15 binaries not found in ${PG_BIN}`);
  if (fresh && pg15Running()) stopPg15();
  if (pg15Running()) return false;
  if (fresh) fs.rmSync(DIR, { recursive: true, force: true });
  fs.mkdirSync(DIR, { recursive: true });
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', DIR]);
  fs.chmodSync(DIR, 0o700);
  if (!fs.existsSync(path.join(DATA, 'PG_VERSION'))) {
    const init = asPostgres(`${PG_BIN}/initdb`, [
      '-D',
      DATA,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  }
  // Settings of a small production instance; fsync off only because the data is disposable.
  const opts = [
    `-p ${PG15_PORT}`,
    `-k ${DIR}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
    '-c shared_buffers=1GB',
    '-c work_mem=16MB',
    '-c maintenance_work_mem=512MB',
    '-c max_wal_size=4GB',
    '-c effective_cache_size=4GB',
    '-c random_page_cost=1.1',
  ].join(' ');
  const start = asPostgres(`${PG_BIN}/pg_ctl`, [
    '-D',
    DATA,
    '-l',
    path.join(DIR, 'server.log'),
    '-w',
    '-o',
    opts,
    'start',
  ]);
  if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr}${start.stdout}`);
  return true;
}

export function stopPg15() {
  asPostgres(`${PG_BIN}/pg_ctl`, ['-D', DATA, '-m', 'fast', 'stop']);
}

/** The bench cluster's postmaster pid, or null when it is not running. */
export function pg15Postmaster() {
  try {
    return Number(fs.readFileSync(path.join(DATA, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  }
}
