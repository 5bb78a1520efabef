// Bootstrap, migrations and seed, applied the way the Supabase CLI does on `db reset`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BOOTSTRAP = fileURLToPath(new URL('../../sql/bootstrap.sql', import.meta.url));
const REALTIME = fileURLToPath(new URL('../../sql/realtime.sql', import.meta.url));

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
