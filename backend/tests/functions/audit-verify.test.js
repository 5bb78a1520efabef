// `npm run audit:verify` against a database built from the migrations: an intact trail passes, and
// one entry changed by the database superuser is named as the first broken entry.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../local/src/db/index.js';
import { prepareDatabase } from '../../local/src/db/migrate.js';
import { startScratchPostgres } from '../../local/src/db/server.js';

const BACKEND = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(BACKEND, 'scripts/audit-verify.js');

function verify(url) {
  return spawnSync(process.execPath, [CLI], { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' });
}

test('audit:verify passes an intact trail and names the entry the superuser changed', async () => {
  const scratch = await startScratchPostgres();
  const db = await openDatabase({ databaseUrl: scratch.url });
  try {
    await prepareDatabase(db, {
      migrationsDir: path.join(BACKEND, 'supabase/migrations'),
      seedFile: path.join(BACKEND, 'supabase/seed.sql'),
      seed: true,
      fresh: true,
      log: () => {},
    });
    // Entries in the platform chain and a company chain, with awkward details.
    await db.exec(`
      select audit.append('test.event', 'company', 'c0000000-0000-4000-8000-000000000001',
        'c0000000-0000-4000-8000-000000000001', jsonb_build_object('n', i, 'text', 'naïve "quoted" ✓'), null)
      from generate_series(1, 30) i;
      select audit.append('test.platform', null, null, null, '{}', null) from generate_series(1, 5);`);

    const intact = verify(scratch.url);
    assert.equal(intact.status, 0, intact.stderr);
    assert.match(intact.stdout, /Audit trail intact: \d+ entries in \d+ chains verified/);

    const { rows } = await db.query(
      "select id::text from audit.entries where action = 'test.event' order by seq offset 9 limit 1",
    );
    await db.exec(`set session_replication_role = replica;
      update audit.entries set details = '{"n": 999}' where id = ${rows[0].id};
      set session_replication_role = origin;`);
    const tampered = verify(scratch.url);
    assert.equal(tampered.status, 1);
    assert.match(
      tampered.stderr,
      new RegExp(`Audit trail broken at entry ${rows[0].id} \\(chain company:c0000000-0000-4000-8000-000000000001, #\\d+\\): its hash does not match its contents`),
    );

    // Removing the newest entry of a chain is found through the chain's head.
    await db.exec(`set session_replication_role = replica;
      delete from audit.entries where id = (select max(id) from audit.entries where chain = 'platform');
      set session_replication_role = origin;`);
    const { rows: sql } = await db.query('select audit.verify() as result');
    assert.equal(sql[0].result.first_broken.id, Number(rows[0].id), 'the database check names the same entry');
  } finally {
    await db.close();
    await scratch.stop();
  }
});
