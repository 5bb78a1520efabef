import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { openDatabase, wipePostgres } from '../src/db/index.js';
import { prepareDatabase } from '../src/db/migrate.js';
import { startScratchPostgres } from '../src/db/server.js';

const MIGRATIONS = fileURLToPath(new URL('../../supabase/migrations', import.meta.url));

// The scale seed wipes a database that was migrated before and migrates it again.
test('a database wiped and migrated again lets signed-in users create invitations', async () => {
  const scratch = await startScratchPostgres();
  const migrate = async () => {
    const db = await openDatabase({ databaseUrl: scratch.url });
    try {
      await prepareDatabase(db, { migrationsDir: MIGRATIONS, seed: false, fresh: true, log: () => {} });
    } finally {
      await db.close();
    }
  };
  try {
    await migrate();
    await wipePostgres(scratch.url);
    await migrate();
    const db = await openDatabase({ databaseUrl: scratch.url });
    try {
      const { rows } = await db.query(
        `select has_function_privilege('authenticated', 'extensions.gen_random_bytes(integer)', 'execute') as callable,
                (select private.random_token()) is not null as drawn`,
      );
      assert.deepEqual(rows[0], { callable: true, drawn: true });
    } finally {
      await db.close();
    }
  } finally {
    await scratch.stop();
  }
});
