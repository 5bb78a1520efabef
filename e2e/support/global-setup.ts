import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { E2E_PORTS } from './ports';

const ROOT = path.resolve(__dirname, '..', '..');

async function importScript<T>(relative: string): Promise<T> {
  return (await import(pathToFileURL(path.join(ROOT, relative)).href)) as T;
}

/** Builds stale apps, starts a throwaway local stack and serves the built portal for the tests. */
export default async function globalSetup() {
  // Several runs may share one checkout: build under a lock so no two write the same dist.
  // E2E_SKIP_BUILD=1 reuses the builds as they are, for quick reruns while iterating on tests.
  if (!process.env.E2E_SKIP_BUILD) execFileSync('flock', ['/tmp/portal-build.lock', 'node', path.join(ROOT, 'scripts/build-stale.mjs')], {
    stdio: 'inherit',
  });

  const siteUrl = `http://localhost:${E2E_PORTS.shell}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const stackModule = path.join(ROOT, 'backend/local/src/stack.js');
  let stack: { apiUrl: string; mailUrl: string; anonKey: string; serviceRoleKey: string; stop(): Promise<void> } | null =
    null;
  if (existsSync(stackModule)) {
    const { startStack } = await import(pathToFileURL(stackModule).href);
    stack = await startStack({
      dataDir,
      reset: true,
      quiet: true,
      // a throwaway cluster: no fsync
      durable: false,
      siteUrl,
      // The whole suite signs in from one browser on one address, far more than 30 times in 5 minutes.
      rateLimits: { signInPerIpPer5Min: 100_000, signInPer5Min: 100_000 },
      ports: { api: E2E_PORTS.api, db: E2E_PORTS.db, mail: E2E_PORTS.mail, smtp: E2E_PORTS.smtp },
    });
  }
  const { LOCAL_ANON_KEY } = await importScript<{ LOCAL_ANON_KEY: string }>('shared/webpack/dev-portal-config.cjs');
  const { startPortal } = await importScript<{
    startPortal: (options: object) => Promise<{ stop(): Promise<void> }>;
  }>('scripts/portal-server.mjs');
  const portal = await startPortal({
    supabaseUrl: stack?.apiUrl ?? `http://localhost:${E2E_PORTS.api}`,
    anonKey: stack?.anonKey ?? LOCAL_ANON_KEY,
    shellPort: E2E_PORTS.shell,
    remotePorts: E2E_PORTS,
    siteUrl,
  });

  process.env.E2E_API_URL = stack?.apiUrl ?? '';
  process.env.E2E_MAIL_URL = stack?.mailUrl ?? '';
  process.env.E2E_ANON_KEY = stack?.anonKey ?? '';
  process.env.E2E_SERVICE_ROLE_KEY = stack?.serviceRoleKey ?? '';

  return async () => {
    await portal.stop();
    if (stack) await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
