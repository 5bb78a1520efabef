// Tools only the benchmarks use (Lighthouse and its Chrome launcher: about 140 packages and
// 12,700 files) live in bench/package.json, not the project's, so `npm install` does not unpack
// them; the first bench step that needs them installs them from bench/package-lock.json.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Imports a package of bench/package.json, installing the bench's tools first when missing. */
export async function importBenchTool(name) {
  if (!fs.existsSync(path.join(BENCH, 'node_modules', name, 'package.json'))) {
    console.log(`[bench] installing the bench's own tools (${name}) into bench/node_modules`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: BENCH, stdio: 'inherit' });
  }
  return import(name);
}
