import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { E2E_PORTS } from '../support/ports';

const ROOT = path.resolve(__dirname, '..', '..');
const REMOTES = ['mf-public', 'mf-admin', 'mf-company', 'mf-candidate', 'mf-vendor'];
const PORT = E2E_PORTS.shell + 90;
const BASE_URL = `http://localhost:${PORT}`;
const ENV = 'release-test';

type Deploy = (options: Record<string, unknown>) => void;

async function scripts() {
  const load = (file: string) => import(pathToFileURL(path.join(ROOT, 'scripts', file)).href);
  const [{ release }, { deploy }, { serveEnvironment }] = await Promise.all([
    load('release.mjs'),
    load('deploy.mjs'),
    load('serve-env.mjs'),
  ]);
  return { release, deploy: deploy as Deploy, serveEnvironment };
}

/** Hash of the shell's files at the host root (remote releases live in sub-folders). */
function shellHash(dir: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (name !== 'portal-config.json' && statSync(full).isFile()) hash.update(name).update(readFileSync(full));
  }
  return hash.digest('hex');
}

function replaceInTree(dir: string, from: string, to: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) replaceInTree(full, from, to);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
      const text = readFileSync(full, 'utf8');
      if (text.includes(from)) writeFileSync(full, text.split(from).join(to));
    }
  }
}

async function homeHeading(page: Page) {
  await page.goto('/');
  return page.getByRole('heading', { level: 1 }).first();
}

test.describe('independent area releases', () => {
  test.describe.configure({ timeout: 420_000 });
  test.use({ baseURL: BASE_URL });

  let work: string;
  let server: Server;
  let tools: Awaited<ReturnType<typeof scripts>>;
  const fixture = path.join(ROOT, '.release-fixture', `mf-public-${process.pid}`);

  test.beforeAll(async () => {
    tools = await scripts();
    work = mkdtempSync(path.join(os.tmpdir(), 'portal-release-'));
    const target = path.join(work, 'host');
    const common = { env: ENV, target, baseUrl: BASE_URL, registryRoot: path.join(work, 'deploy'), log: () => undefined };
    const registryDir = path.join(work, 'deploy', ENV);
    cpSync(path.join(ROOT, 'deploy', 'local', 'environment.json'), path.join(registryDir, 'environment.json'));
    const environment = JSON.parse(readFileSync(path.join(registryDir, 'environment.json'), 'utf8'));
    environment.supabaseUrl = process.env.E2E_API_URL || environment.supabaseUrl;
    environment.supabaseAnonKey = process.env.E2E_ANON_KEY || environment.supabaseAnonKey;
    writeFileSync(path.join(registryDir, 'environment.json'), JSON.stringify(environment));
    // The shell and the other areas are the builds the suite already made.
    tools.deploy({ ...common, app: 'shell', version: 'current', source: path.join(ROOT, 'shell', 'dist') });
    for (const remote of REMOTES.slice(1)) {
      tools.deploy({ ...common, app: remote, version: 'current', source: path.join(ROOT, remote, 'dist') });
    }
    // Release mf-public 1.0.0 from a private copy, so the checkout's sources stay untouched.
    rmSync(fixture, { recursive: true, force: true });
    cpSync(path.join(ROOT, 'mf-public'), fixture, {
      recursive: true,
      filter: (source) => !/\/(dist|node_modules)(\/|$)/.test(source),
    });
    // Packages npm kept inside the workspace (not hoisted) must resolve from the copy too.
    if (existsSync(path.join(ROOT, 'mf-public', 'node_modules'))) {
      symlinkSync(path.join(ROOT, 'mf-public', 'node_modules'), path.join(fixture, 'node_modules'));
    }
    tools.release({ dir: fixture, version: '1.0.0', out: path.join(work, 'releases'), log: () => undefined });
    tools.deploy({ ...common, app: 'mf-public', version: '1.0.0', source: path.join(work, 'releases', 'mf-public', '1.0.0') });
    server = await tools.serveEnvironment({ env: ENV, target, port: PORT, registryRoot: path.join(work, 'deploy') });
  });

  test.afterAll(async () => {
    if (server) await new Promise((resolve) => server.close(resolve));
    rmSync(fixture, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  test('an area is released, promoted, rolled back and guarded without rebuilding the shell', async ({ page }) => {
    const target = path.join(work, 'host');
    const common = { env: ENV, target, baseUrl: BASE_URL, registryRoot: path.join(work, 'deploy'), log: () => undefined };
    const shellBefore = shellHash(target);

    await expect(await homeHeading(page)).toHaveText('Finding the Perfect Match');

    // 1.1.0 carries a visible change; only the registry entry moves.
    replaceInTree(path.join(fixture, 'src'), 'Finding the Perfect Match', 'Finding the Perfect Match, Faster');
    tools.release({ dir: fixture, version: '1.1.0', out: path.join(work, 'releases'), log: () => undefined });
    tools.deploy({ ...common, app: 'mf-public', version: '1.1.0', source: path.join(work, 'releases', 'mf-public', '1.1.0') });
    await expect(await homeHeading(page)).toHaveText('Finding the Perfect Match, Faster');

    // Roll back: point the registry at 1.0.0 again.
    tools.deploy({ ...common, app: 'mf-public', version: '1.0.0', promoteOnly: true });
    await expect(await homeHeading(page)).toHaveText('Finding the Perfect Match');

    // A build against another React major is refused with an area error, not a white screen.
    const incompatible = path.join(work, 'releases', 'mf-public', '2.0.0');
    cpSync(path.join(work, 'releases', 'mf-public', '1.0.0'), incompatible, { recursive: true });
    const manifestFile = path.join(incompatible, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    for (const shared of manifest.shared) if (shared.name === 'react') shared.version = '18.3.1';
    writeFileSync(manifestFile, JSON.stringify(manifest));
    tools.deploy({ ...common, app: 'mf-public', version: '2.0.0', source: incompatible });
    await page.goto('/');
    await expect(page.getByText('This page could not be loaded')).toBeVisible();
    await expect(page.getByText(/mf-public area 1\.0\.0 was built against react 18\.3\.1/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();

    // A dead remote leaves the others working.
    tools.deploy({ ...common, app: 'mf-public', version: '1.0.0', promoteOnly: true });
    const registryFile = path.join(work, 'deploy', ENV, 'remotes.json');
    const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
    registry['mf-admin'] = 'http://localhost:9/mf-admin/9.9.9/mf-manifest.json';
    writeFileSync(registryFile, JSON.stringify(registry));
    await page.goto('/admin/dashboard');
    await expect(page.getByText('The administration area could not be loaded')).toBeVisible();
    await expect(page.getByText(/mf-admin area is unreachable/)).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Finding the Perfect Match' })).toBeVisible();

    // The shell's files on the host never changed.
    expect(shellHash(target)).toBe(shellBefore);
  });
});
