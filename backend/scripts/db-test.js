#!/usr/bin/env node
// Database test runner: builds a fresh database (platform bootstrap, migrations, seed) and runs
// the pgTAP files under supabase/tests on a throwaway PostgreSQL 17 cluster from npm, or, with
// DATABASE_URL, in a scratch database on that server.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startScratchPostgres } from '../local/src/db/server.js';
import { schemaSnapshot, snapshotProblem } from './schema-dump.js';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const supabaseDir = path.join(backendDir, 'supabase');
const bootstrapFile = path.join(backendDir, 'local', 'sql', 'bootstrap.sql');
const realtimeFile = path.join(backendDir, 'local', 'sql', 'realtime.sql');

const args = process.argv.slice(2);
const filters = args.filter((a) => !a.startsWith('--'));

function sqlFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => path.join(dir, f));
}

const platformFiles = [bootstrapFile, realtimeFile];
const migrationFiles = () => sqlFiles(path.join(supabaseDir, 'migrations'));
const seedFile = path.join(supabaseDir, 'seed.sql');

function testFiles() {
  const files = [
    ...sqlFiles(path.join(supabaseDir, 'tests', 'database')),
    ...sqlFiles(path.join(supabaseDir, 'tests', 'lint')),
  ];
  if (filters.length === 0) return files;
  // The setup file always runs: every other file depends on its helpers.
  return files.filter((f, i) => i === 0 || filters.some((x) => f.includes(x)));
}

/**
 * Engine over a real server via node-postgres (simple protocol, multi-statement). Against
 * DATABASE_URL it works in a scratch database created for the run and dropped afterwards, so an
 * existing database on that server is never touched.
 */
async function postgresEngine() {
  const { default: pg } = await import('pg');
  let cluster = null;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    cluster = await startScratchPostgres();
    serverUrl = cluster.url;
  }
  const scratch = `portal_db_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${scratch}`);
  const url = new URL(serverUrl);
  url.pathname = `/${scratch}`;
  const client = new pg.Client({ connectionString: url.toString() });
  client.on('notice', () => {});
  await client.connect();
  let platform = null;
  return {
    name: cluster ? 'PostgreSQL 17 (throwaway cluster)' : 'PostgreSQL (scratch database on DATABASE_URL)',
    client,
    /** A second scratch database with only the platform bootstrap, to tell the migrations' objects apart. */
    async platformClient() {
      await admin.query(`create database ${scratch}_platform`);
      url.pathname = `/${scratch}_platform`;
      platform = new pg.Client({ connectionString: url.toString() });
      platform.on('notice', () => {});
      await platform.connect();
      for (const file of platformFiles) await platform.query(readFileSync(file, 'utf8'));
      return platform;
    },
    async exec(sql) {
      const res = await client.query(sql);
      const list = Array.isArray(res) ? res : [res];
      return list.map((r) => (r.rows ?? []).map((row) => Object.values(row)));
    },
    async close() {
      await client.end();
      await platform?.end();
      await admin.query(`drop database if exists ${scratch}_platform`);
      await admin.query(`drop database if exists ${scratch}`);
      await admin.end();
      await cluster?.stop();
    },
  };
}

/** Collects the TAP lines pgTAP returned (single text column rows). */
function tapLines(resultSets) {
  const lines = [];
  for (const rows of resultSets) {
    for (const row of rows) {
      if (row.length === 1 && typeof row[0] === 'string') lines.push(...row[0].split('\n'));
    }
  }
  return lines;
}

async function main() {
  const engine = await postgresEngine();
  console.log(`# engine: ${engine.name}`);
  let passed = 0;
  let failed = 0;
  try {
    const load = async (file) => {
      try {
        await engine.exec(readFileSync(file, 'utf8'));
      } catch (err) {
        throw new Error(`loading ${path.relative(backendDir, file)} failed: ${err.message}`);
      }
    };
    for (const file of [...platformFiles, ...migrationFiles()]) await load(file);
    // The committed snapshot must describe what these migrations build.
    const problem = snapshotProblem(await schemaSnapshot(engine.client, await engine.platformClient()));
    if (problem) {
      console.log(`not ok - ${problem}`);
      failed += 1;
    }
    if (existsSync(seedFile)) await load(seedFile);
    // The bootstrap sets this search path for new sessions; this session predates it.
    await engine.exec('set search_path to "$user", public, extensions;');
    await engine.exec('create extension if not exists pgtap with schema extensions;');

    for (const file of testFiles()) {
      const rel = path.relative(backendDir, file);
      console.log(`# ${rel}`);
      let lines;
      try {
        lines = tapLines(await engine.exec(readFileSync(file, 'utf8')));
      } catch (err) {
        await engine.exec('rollback;').catch(() => {});
        console.log(`not ok - ${rel} aborted: ${err.message}`);
        failed += 1;
        continue;
      }
      let planned = null;
      let ran = 0;
      for (const line of lines) {
        if (!/^(ok|not ok|#|1\.\.)/.test(line.trimStart())) continue;
        console.log(line);
        const plan = /^1\.\.(\d+)/.exec(line);
        if (plan) planned = Number(plan[1]);
        if (/^ok \d+/.test(line)) {
          passed += 1;
          ran += 1;
        } else if (/^not ok \d+/.test(line)) {
          failed += 1;
          ran += 1;
        }
      }
      if (planned === null) {
        console.log(`not ok - ${rel}: no test plan`);
        failed += 1;
      } else if (planned !== ran) {
        console.log(`not ok - ${rel}: planned ${planned} tests but ran ${ran}`);
        failed += 1;
      }
    }
  } finally {
    await engine.close();
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err) => {
    console.error(err.message);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
