import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, wipePostgres } from '../src/db/index.js';
import { FOLDED_THROUGH, prepareDatabase } from '../src/db/migrate.js';
import { startScratchPostgres } from '../src/db/server.js';

const MIGRATIONS = fileURLToPath(new URL('../../supabase/migrations', import.meta.url));

// The project's migrations plus one written after the baseline, in a folder of the test's own.
function migrationsWithNewOne() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
  for (const file of fs.readdirSync(MIGRATIONS)) fs.copyFileSync(path.join(MIGRATIONS, file), path.join(dir, file));
  fs.writeFileSync(path.join(dir, '20991231000000_after_the_baseline.sql'), 'create table public.after_the_baseline (id int);');
  return dir;
}

async function withDatabase(fn) {
  const scratch = process.env.DATABASE_URL ? null : await startScratchPostgres();
  if (!scratch) await wipePostgres(process.env.DATABASE_URL);
  const db = await openDatabase({ databaseUrl: scratch?.url ?? process.env.DATABASE_URL });
  const dir = migrationsWithNewOne();
  try {
    await prepareDatabase(db, { migrationsDir: MIGRATIONS, seed: false, fresh: true, log: () => {} });
    await fn(db, dir);
  } finally {
    await db.close();
    await scratch?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const versionOf = (file) => file.split('_')[0];
const BASELINE = fs.readdirSync(MIGRATIONS).map(versionOf).filter((v) => v < FOLDED_THROUGH);
const LATER = fs.readdirSync(MIGRATIONS).map(versionOf).filter((v) => v > FOLDED_THROUGH);

// What a database built before the fold records: the replaced versions and the later ones, none of
// the baseline's.
async function recordOldChain(db, versions) {
  await db.query('delete from supabase_migrations.schema_migrations where version <= $1', [FOLDED_THROUGH]);
  for (const version of versions) {
    await db.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, 'old']);
  }
}

test('a database built with the replaced migrations takes the baseline as applied and runs only newer ones', async () => {
  await withDatabase(async (db, dir) => {
    await recordOldChain(db, ['20261122030000', '20261125120100', FOLDED_THROUGH]);
    const log = [];
    const { applied } = await prepareDatabase(db, { migrationsDir: dir, seed: false, fresh: false, log: (m) => log.push(m) });

    assert.equal(applied, 1);
    assert.ok(log.includes('the database has the 3 migrations the baseline replaced: recording the baseline as applied'));
    assert.deepEqual(log.filter((m) => m.startsWith('migrating')), ['migrating 1/1: 20991231000000_after_the_baseline.sql']);
    const { rows } = await db.query('select version from supabase_migrations.schema_migrations order by version');
    assert.deepEqual(
      rows.map((r) => r.version),
      [...BASELINE, '20261122030000', '20261125120100', FOLDED_THROUGH, ...LATER, '20991231000000'],
    );
    const table = await db.query("select to_regclass('public.after_the_baseline') is not null as made");
    assert.equal(table.rows[0].made, true);
  });
});

test('a database with only part of the replaced migrations is refused and left as it was', async () => {
  await withDatabase(async (db, dir) => {
    await recordOldChain(db, ['20261122030000', '20261125120100']);
    await assert.rejects(
      prepareDatabase(db, { migrationsDir: dir, seed: false, fresh: false, log: () => {} }),
      { message: `the database has only some of the migrations the baseline replaced (up to ${FOLDED_THROUGH}); run npm run db:reset to rebuild it` },
    );
    const { rows } = await db.query('select version from supabase_migrations.schema_migrations order by version');
    assert.deepEqual(
      rows.map((r) => r.version),
      ['20261122030000', '20261125120100', ...LATER],
    );
  });
});
