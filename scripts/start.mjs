// `npm start`: build what is stale, start the local stack, serve the shell and every remote. The
// shell and the public area are built while the database is created; the portal's address is
// printed once they and the stack are ready, and the other areas build after it (each opens once
// built; until then the shell shows that area's error with a retry).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APPS, ROOT, appPort } from './apps.mjs';
import { buildApps, staleApps } from './build-stale.mjs';
import { startPortal } from './portal-server.mjs';

const DEMO_ACCOUNTS = [
  ['admin@example.com', 'platform admin'],
  ['owner@example.com', 'company admin, Acme Corp (approved, pro)'],
  ['manager@example.com', 'manager, Acme Corp'],
  ['recruiter@example.com', 'recruiter, Acme Corp (reports to the manager)'],
  ['partner.recruiter@example.com', 'partner recruiter, Acme Corp'],
  ['pending.owner@example.com', 'company admin, Pending Co (awaiting approval)'],
  ['candidate@example.com', 'candidate with a complete profile'],
  ['vendor@example.com', 'talent vendor admin, Staffing Partners'],
  ['vendor.recruiter@example.com', 'talent vendor recruiter'],
];

// What a visitor's first page needs: the shell and the public area.
const FIRST = ['shell', 'mf-public'];

// PORTAL_PORT_OFFSET moves every port (the stack's and the apps'), so a second checkout can run
// beside the first.
const OFFSET = Number(process.env.PORTAL_PORT_OFFSET) || 0;

async function startLocalStack() {
  const stackModule = path.join(ROOT, 'backend', 'local', 'src', 'stack.js');
  if (!existsSync(stackModule)) {
    console.log('The local stack (backend/local) is not available; the portal starts without a backend.');
    return null;
  }
  const { startStack } = await import(pathToFileURL(stackModule).href);
  if (!OFFSET) return startStack({});
  return startStack({
    ports: { api: 54321 + OFFSET, db: 54322 + OFFSET, mail: 54324 + OFFSET, smtp: 54325 + OFFSET },
    // links in e-mails lead to this portal
    siteUrl: process.env.SITE_URL || `http://localhost:${appPort('shell') + OFFSET}`,
  });
}

async function main() {
  const stale = staleApps();
  if (stale.length === 0) console.log('All apps are up to date.');
  const first = stale.filter((app) => FIRST.includes(app));
  const later = stale.filter((app) => !FIRST.includes(app));

  const [stack] = await Promise.all([startLocalStack(), buildApps(first)]);

  const { LOCAL_ANON_KEY } = await import(pathToFileURL(path.join(ROOT, 'shared/webpack/dev-portal-config.cjs')).href);
  const portal = await startPortal({
    supabaseUrl: stack?.apiUrl ?? 'http://localhost:54321',
    anonKey: stack?.anonKey ?? LOCAL_ANON_KEY,
    shellPort: process.env.PORT ? Number(process.env.PORT) : undefined,
    remotePorts: Object.fromEntries(APPS.map((app) => [app, appPort(app) + OFFSET])),
    // A first start takes the snapshots after printing the address; a restart reuses saved ones.
    awaitPrerender: false,
  });

  console.log('\nPortal is running:');
  console.log(`  shell            ${portal.shellUrl}`);
  for (const app of APPS.slice(1)) console.log(`  ${app.padEnd(16)} http://localhost:${portal.ports[app]}/mf-manifest.json`);
  if (stack) {
    console.log(`  API gateway      ${stack.apiUrl}`);
    console.log(`  database         ${stack.dbUrl}`);
    console.log(`  mail catcher     ${stack.mailUrl}`);
    console.log(`  anon key         ${stack.anonKey}`);
  }
  console.log('\nDemo accounts (password DemoPass123):');
  for (const [email, what] of DEMO_ACCOUNTS) console.log(`  ${email.padEnd(32)} ${what}`);
  console.log('\nPress Ctrl-C to stop.');
  if (later.length > 0) {
    console.log(`\nBuilding the other areas (${later.join(', ')}); each opens once built.`);
    buildApps(later, 'areas ').then(
      () => console.log('All areas are built.'),
      (error) => console.error(error.message),
    );
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await portal.stop();
    if (stack) await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
