// `npm test`: every layer in order, each reported, ending with one pass/fail summary.
import { spawn } from 'node:child_process';
import { ROOT } from './apps.mjs';

const only = process.argv.slice(2);

const steps = [
  { name: 'typecheck', command: 'npx', args: ['lerna', 'run', 'typecheck', '--stream', '--concurrency', '2'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'unit', command: 'npx', args: ['jest', '--passWithNoTests'] },
  { name: 'scripts', command: 'node', args: ['--test', 'scripts/test/'] },
  { name: 'gateway', command: 'npm', args: ['run', 'test:gateway', '-w', 'backend'] },
  { name: 'database', command: 'npm', args: ['run', 'test:db', '-w', 'backend'] },
  { name: 'functions', command: 'npm', args: ['run', 'test:functions', '-w', 'backend'] },
  { name: 'reliability', command: 'npm', args: ['run', 'test:reliability', '-w', 'backend'] },
  { name: 'e2e', command: 'npx', args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'] },
];

function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command, step.args, { cwd: ROOT, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => resolve({ ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

const results = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n=== ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const result = await run(step);
  results.push({ name: step.name, ...result });
  console.log(`=== ${step.name}: ${result.ok ? 'passed' : 'FAILED'} in ${result.seconds} s`);
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log('\nTest summary');
for (const r of results) console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name.padEnd(14)} ${r.seconds} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
