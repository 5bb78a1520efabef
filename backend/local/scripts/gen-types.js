#!/usr/bin/env node
// Writes shared/src/database.types.ts from the migrations (a throwaway PostgreSQL cluster, or
// DATABASE_URL when set). `--check` fails when the committed file is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../src/db/index.js';
import { prepareDatabase } from '../src/db/migrate.js';
import { startScratchPostgres } from '../src/db/server.js';
import { introspect, generateTypes } from '../src/typegen.js';
import { REPO_ROOT } from '../src/stack.js';

const TARGET = path.join(REPO_ROOT, 'shared/src/database.types.ts');
const check = process.argv.includes('--check');

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const scratch = databaseUrl ? null : await startScratchPostgres();
  const db = await openDatabase({ databaseUrl: databaseUrl ?? scratch.url });
  try {
    if (!databaseUrl) {
      await prepareDatabase(db, {
        migrationsDir: path.join(REPO_ROOT, 'backend/supabase/migrations'),
        seed: false,
        fresh: true,
        authenticatorPassword: 'postgres',
        log: (m) => process.stderr.write(`[gen:types] ${m}\n`),
      });
    }
    const text = generateTypes(await introspect(db, 'public'));
    if (check) {
      const current = fs.existsSync(TARGET) ? fs.readFileSync(TARGET, 'utf8') : '';
      if (current !== text) {
        process.stderr.write(`${path.relative(REPO_ROOT, TARGET)} is out of date; run npm run gen:types\n`);
        process.exitCode = 1;
      } else {
        process.stdout.write(`${path.relative(REPO_ROOT, TARGET)} is up to date\n`);
      }
    } else {
      fs.mkdirSync(path.dirname(TARGET), { recursive: true });
      fs.writeFileSync(TARGET, text);
      process.stdout.write(`wrote ${path.relative(REPO_ROOT, TARGET)}\n`);
    }
  } finally {
    await db.close();
    await scratch?.stop();
  }
}

main().catch((err) => {
  process.stderr.write(`gen:types failed: ${err.message}\n`);
  process.exit(1);
});
