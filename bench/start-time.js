#!/usr/bin/env node
// Times what a developer waits for: on a fresh clone of the current commit, `npm install` and then
// `npm start` until it prints the portal's address (cold; the areas other than the public one keep
// building after it, and that run is stopped once they are built), and `npm start` again once it
// was stopped (warm: everything built, the database already created). npm's cache on this machine is
// used as it is, so the install measures unpacking and linking, not the download.
//
//   node bench/start-time.js
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './lib/bench-postgres.js';

const READY = 'Portal is running';
const LATER = 'Building the other areas';
const ALL_BUILT = 'All areas are built.';
const LIMIT_MS = 600_000;
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET) || 0;

function timed(command, args, cwd) {
  const started = performance.now();
  execFileSync(command, args, { cwd, stdio: 'ignore', env: { ...process.env, CI: '1' } });
  return (performance.now() - started) / 1000;
}

/**
 * Runs `npm start` until it prints the portal's address and has built every area, then stops it;
 * the seconds until the address and until every area was built.
 */
function startUntilReady(cwd) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('npm', ['start'], {
      cwd,
      // ports of its own, beside a developer's `npm start` and other checkouts' benches
      env: { ...process.env, PORTAL_PORT_OFFSET: String(700 + PORT_OFFSET) },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let seconds = null;
    let allBuilt = null;
    const stop = () => {
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(stop, LIMIT_MS);
    const watch = (chunk) => {
      output += chunk;
      if (seconds === null && output.includes(READY)) {
        seconds = (performance.now() - started) / 1000;
      }
      const ready = seconds !== null && /Press Ctrl-C to stop/.test(output);
      if (allBuilt === null && ready && (!output.includes(LATER) || output.includes(ALL_BUILT))) {
        allBuilt = (performance.now() - started) / 1000;
        stop();
      }
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.on('exit', () => {
      clearTimeout(timer);
      if (seconds === null) {
        // one line: the report keeps an error's first line
        const tail = output.trim().split('\n').slice(-5).join(' / ');
        reject(new Error(`npm start never printed the portal address; it ended with: ${tail}`));
      } else resolve({ seconds, allBuilt: allBuilt ?? seconds });
    });
  });
}

export async function runStartTime({ log = console.log } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-clone-'));
  // readable as a clone in a shared folder is: run as root, the stack's database runs as its own user
  fs.chmodSync(dir, 0o755);
  try {
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, dir]);
    log(
      `[start-time] fresh clone of ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim()} in ${dir}`,
    );
    const install = timed('npm', ['install', '--no-audit', '--no-fund'], dir);
    log(`[start-time] npm install ${install.toFixed(1)} s`);
    const first = await startUntilReady(dir);
    const cold = first.seconds;
    log(
      `[start-time] first npm start ${cold.toFixed(1)} s to the address (builds the shell and the public area` +
        ` while it creates and seeds the database); every area built after ${first.allBuilt.toFixed(1)} s`,
    );
    const { seconds: warm } = await startUntilReady(dir);
    log(`[start-time] npm start again ${warm.toFixed(1)} s`);
    return { install, cold, total: install + cold, allBuilt: first.allBuilt, warm };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runStartTime()
    .then((r) => process.stdout.write(`${JSON.stringify(r)}\n`))
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    });
}
