// Builds the apps whose sources changed since their last production build, showing progress.
import { spawn } from 'node:child_process';
import { APPS, ROOT, isStale } from './apps.mjs';

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed in ${cwd}`))));
  });
}

export async function buildStale({ force = false } = {}) {
  const stale = APPS.filter((app) => force || isStale(app));
  if (stale.length === 0) {
    console.log('All apps are up to date.');
    return;
  }
  for (const [index, app] of stale.entries()) {
    console.log(`[${index + 1}/${stale.length}] building ${app} ...`);
    await run('npx', ['webpack', '--mode', 'production'], `${ROOT}/${app}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildStale({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
