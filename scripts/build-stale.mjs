// Builds the apps whose sources changed since their last production build, showing progress.
import { spawn } from 'node:child_process';
import { APPS, ROOT, isStale } from './apps.mjs';

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed in ${cwd}`))));
  });
}

/** The apps whose last production build is older than their sources (all with `force`). */
export function staleApps({ force = false } = {}) {
  return APPS.filter((app) => force || isStale(app));
}

/** Builds the given apps one after the other; `label` names the batch in the progress lines. */
export async function buildApps(apps, label = '') {
  for (const [index, app] of apps.entries()) {
    console.log(`[${label}${index + 1}/${apps.length}] building ${app} ...`);
    await run('npx', ['webpack', '--mode', 'production'], `${ROOT}/${app}`);
  }
}

export async function buildStale({ force = false } = {}) {
  const stale = staleApps({ force });
  if (stale.length === 0) {
    console.log('All apps are up to date.');
    return;
  }
  await buildApps(stale);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildStale({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
