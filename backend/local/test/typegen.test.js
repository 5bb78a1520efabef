import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, wipePostgres } from '../src/db/index.js';
import { prepareDatabase } from '../src/db/migrate.js';
import { startScratchPostgres } from '../src/db/server.js';
import { introspect, generateTypes } from '../src/typegen.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

test('generates the Database type shape of supabase gen types', async () => {
  const scratch = process.env.DATABASE_URL ? null : await startScratchPostgres();
  if (!scratch) await wipePostgres(process.env.DATABASE_URL);
  const db = await openDatabase({ databaseUrl: scratch?.url ?? process.env.DATABASE_URL });
  try {
    await prepareDatabase(db, { migrationsDir: path.join(FIXTURES, 'migrations'), seed: false, fresh: true, authenticatorPassword: 'postgres', log: () => {} });
    const text = generateTypes(await introspect(db));
    assert.match(text, /export type Database = \{\n {2}public: \{\n {4}Tables: \{/);
    assert.match(text, /jobs: \{\n {8}Row: \{\n {10}id: number\n {10}company_id: number\n {10}title: string\n {10}salary: number \| null\n {10}tags: string\[\]\n {10}meta: Json \| null/);
    // identity "always" columns cannot be written; defaulted columns are optional on insert
    assert.match(text, /Insert: \{\n {10}id\?: never\n {10}company_id: number\n {10}title: string\n {10}salary\?: number \| null\n {10}tags\?: string\[\]/);
    assert.match(text, /foreignKeyName: "messages_sender_id_fkey"\n {12}columns: \["sender_id"\]\n {12}isOneToOne: false\n {12}referencedRelation: "profiles"/);
    assert.match(text, /add_numbers: \{\n {8}Args: \{\n {10}a: number\n {10}b: number\n {8}\}\n {8}Returns: number/);
    assert.match(text, /jobs_paying_over: \{[^}]*\}\n {8}Returns: Database\["public"\]\["Tables"\]\["jobs"\]\["Row"\]\[\]/);
    assert.match(text, /whoami: \{\n {8}Args: never\n {8}Returns: string/);
    assert.match(text, /export type TablesInsert</);
  } finally {
    await db.close();
    await scratch?.stop();
  }
});
