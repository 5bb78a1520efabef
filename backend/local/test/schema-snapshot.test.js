import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../../scripts/schema-dump.js', import.meta.url));
const SNAPSHOT = fileURLToPath(new URL('../../supabase/schema.sql', import.meta.url));

const check = (file) => spawnSync(process.execPath, [SCRIPT, '--check', '--file', file], { encoding: 'utf8' });

test('the committed schema snapshot matches a freshly migrated database', () => {
  const result = check(SNAPSHOT);
  assert.equal(result.status, 0, result.stderr);
});

test('a snapshot missing one policy fails the check with the command that fixes it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-schema-'));
  try {
    const stale = path.join(dir, 'schema.sql');
    const text = fs.readFileSync(SNAPSHOT, 'utf8');
    const policy = /\n-- policy public\.jobs jobs_select\n[\s\S]*?\n\n/.exec(text);
    assert.ok(policy, 'the snapshot lists the jobs_select policy');
    fs.writeFileSync(stale, text.replace(policy[0], '\n'));
    const result = check(stale);
    assert.equal(result.status, 1);
    assert.equal(result.stderr.trim(), 'backend/supabase/schema.sql is out of date: run npm run db:schema');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
