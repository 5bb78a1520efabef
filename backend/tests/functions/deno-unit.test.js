// Runs the Deno unit tests and type-checks every edge function, so `npm run test:functions`
// covers the pure logic as well as the integration suites next to this file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const functionsDir = join(here, '../../supabase/functions');
const deno = join(here, '../../../node_modules/.bin/deno');

function run(args) {
  const result = spawnSync(deno, args, {
    cwd: functionsDir,
    encoding: 'utf8',
    env: {
      ...process.env,
      NO_COLOR: '1',
      // Share the npm package cache with the local stack's function workers.
      DENO_DIR: process.env.DENO_DIR || join(here, '../../../.data/deno'),
    },
    timeout: 300_000,
  });
  return { code: result.status, output: `${result.stdout}\n${result.stderr}` };
}

test('deno unit tests of the shared function code pass', () => {
  const { code, output } = run(['test', '--allow-env', '--config', '_shared/deno.json', '.']);
  assert.equal(code, 0, output);
  assert.match(output, /ok \| \d+ passed \| 0 failed/);
});

test('every function has the standard deno.json and type-checks', () => {
  const functions = readdirSync(functionsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
    .map((d) => d.name);
  assert.ok(functions.length >= 16, `expected every function, found ${functions.join(', ')}`);
  const shared = JSON.parse(readFileSync(join(functionsDir, '_shared/deno.json'), 'utf8'));
  for (const name of functions) {
    const file = join(functionsDir, name, 'deno.json');
    assert.ok(existsSync(file), `${name} has no deno.json`);
    // Identical import maps mean one type-check run covers every function as deployed.
    assert.deepEqual(
      JSON.parse(readFileSync(file, 'utf8')),
      shared,
      `${name}/deno.json differs from _shared`,
    );
  }
  const { code, output } = run([
    'check',
    '--config',
    '_shared/deno.json',
    ...functions.map((n) => `${n}/index.ts`),
  ]);
  assert.equal(code, 0, output);
});
