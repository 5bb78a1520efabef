#!/usr/bin/env node
// Production build timing: all six apps from scratch, then one remote alone. Run it under the
// shared build lock (bench/run.js does): flock /tmp/portal-build.lock node bench/build-time.js
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from '../scripts/build-stale.mjs';
import { ROOT } from '../scripts/apps.mjs';

const seconds = (t) => Math.round((performance.now() - t) / 100) / 10;

export async function runBuildTime({ remote = 'mf-admin' } = {}) {
  let t = performance.now();
  await buildStale({ force: true });
  const full = seconds(t);
  t = performance.now();
  execFileSync('npx', ['webpack', '--mode', 'production'], {
    cwd: path.join(ROOT, remote),
    stdio: 'ignore',
  });
  const one = seconds(t);
  return { full, one, remote };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runBuildTime().then((r) => process.stdout.write(`${JSON.stringify(r)}\n`));
}
