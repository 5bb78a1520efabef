// Bootstrap, migrations and seed, applied the way the Supabase CLI does on `db reset`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BOOTSTRAP = fileURLToPath(new URL('../../sql/bootstrap.sql', import.meta.url));
const REALTIME = fileURLToPath(new URL('../../sql/realtime.sql', import.meta.url));

// The baseline (one migration per concern) replaced the migrations up to and including this
// version; a database that has them applied already holds the baseline's schema.
export const FOLDED_THROUGH = '20261128060100';
export const BASELINE_BEFORE = '20261121000000';

/**
 * Records the baseline as applied, without running it, on a database built with the folded
 * migrations (versions after the baseline's, up to FOLDED_THROUGH). Refuses a database that has
 * only part of them: it is neither the old schema nor the new one.
 */
async function adoptBaseline(db, migrationsDir, files, applied, log) {
  const folded = [...applied].filter((v) => v >= BASELINE_BEFORE && v <= FOLDED_THROUGH);
  const baseline = files.filter((f) => f.split('_')[0] < BASELINE_BEFORE);
  if (folded.length === 0 || baseline.some((f) => applied.has(f.split('_')[0]))) return;
  if (!applied.has(FOLDED_THROUGH)) {
    throw new Error(
      `the database has only some of the migrations the baseline replaced (up to ${FOLDED_THROUGH}); run npm run db:reset to rebuild it`,
    );
  }
  log(`the database has the ${folded.length} migrations the baseline replaced: recording the baseline as applied`);
  await db.tx(async (c) => {
    for (const file of baseline) {
      const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
      await c.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
        version,
        rest.join('_'),
        [fs.readFileSync(path.join(migrationsDir, file), 'utf8')],
      ]);
      applied.add(version);
    }
  });
}

export async function prepareDatabase(db, { migrationsDir, seedFile, seed, fresh, authenticatorPassword = 'postgres', log }) {
  // Once per database, like Supabase's image: run again, its grants would undo the migrations' revokes.
  if (fresh) {
    log('bootstrapping platform roles and schemas');
    await db.exec(fs.readFileSync(BOOTSTRAP, 'utf8'));
    await db.exec(fs.readFileSync(REALTIME, 'utf8'));
    const { rows } = await db.query("select format('alter role authenticator with login password %L', $1::text) as sql", [
      authenticatorPassword,
    ]);
    await db.exec(rows[0].sql);
  }
  const files = fs.existsSync(migrationsDir)
    ? fs.readdirSync(migrationsDir).filter((f) => /^\d+_.*\.sql$/.test(f)).sort()
    : [];
  const { rows } = await db.query('select version, statements from supabase_migrations.schema_migrations');
  const applied = new Set(rows.map((r) => r.version));
  await adoptBaseline(db, migrationsDir, files, applied, log);
  const recorded = new Map(rows.map((r) => [r.version, r.statements?.[0]]));
  for (const file of files) {
    const version = file.split('_')[0];
    if (!recorded.has(version)) continue;
    if (recorded.get(version) !== fs.readFileSync(path.join(migrationsDir, file), 'utf8')) {
      log(`warning: ${file} changed after it was applied; run npm run db:reset to rebuild the database`);
    }
  }
  const pending = files.filter((f) => !applied.has(f.split('_')[0]));
  let index = 0;
  for (const file of pending) {
    index += 1;
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    log(`migrating ${index}/${pending.length}: ${file}`);
    const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
    try {
      await db.tx(async (c) => {
        await c.exec(sql);
        await c.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [version, rest.join('_'), [sql]],
        );
      });
    } catch (err) {
      throw new Error(`migration ${file} failed: ${err.message}`);
    }
  }
  if (fresh && seed && seedFile && fs.existsSync(seedFile)) {
    log(`seeding: ${path.basename(seedFile)}`);
    try {
      await db.exec(fs.readFileSync(seedFile, 'utf8'));
    } catch (err) {
      throw new Error(`seed ${seedFile} failed: ${err.message}`);
    }
  }
  // a PostgREST already serving this database picks up new tables, functions and pgrst.* settings
  await db.exec("notify pgrst, 'reload schema'; notify pgrst, 'reload config'");
  return { applied: pending.length };
}
