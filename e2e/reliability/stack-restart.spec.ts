import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/portal';
import { E2E_PORTS } from '../support/ports';

// This spec stops and restarts the backend, so it runs its own stack and portal on ports of its
// own (the shared ones shifted by 40) and leaves the stack the other specs use alone.
const ROOT = path.resolve(__dirname, '..', '..');
const SHIFT = 40;
const ports = {
  shell: E2E_PORTS.shell + SHIFT,
  'mf-public': E2E_PORTS['mf-public'] + SHIFT,
  'mf-admin': E2E_PORTS['mf-admin'] + SHIFT,
  'mf-company': E2E_PORTS['mf-company'] + SHIFT,
  'mf-candidate': E2E_PORTS['mf-candidate'] + SHIFT,
  'mf-vendor': E2E_PORTS['mf-vendor'] + SHIFT,
  api: E2E_PORTS.api + SHIFT,
  db: E2E_PORTS.db + SHIFT,
  mail: E2E_PORTS.mail + SHIFT,
  smtp: E2E_PORTS.smtp + SHIFT,
};
const shellUrl = `http://localhost:${ports.shell}`;

interface Stack {
  apiUrl: string;
  anonKey: string;
  stop(): Promise<void>;
}
type StartStack = (options: object) => Promise<Stack>;

async function load<T>(relative: string): Promise<T> {
  return (await import(pathToFileURL(path.join(ROOT, relative)).href)) as T;
}

test.describe('the backend restarts while the portal is open', () => {
  test.skip(!process.env.E2E_API_URL, 'needs the local stack');
  test.describe.configure({ timeout: 240_000 });

  let dataDir: string;
  let startStack: StartStack;
  let stack: Stack | null = null;
  let portal: { stop(): Promise<void> } | null = null;

  const boot = (reset: boolean) =>
    startStack({
      dataDir,
      reset,
      quiet: true,
      siteUrl: shellUrl,
      ports: { api: ports.api, db: ports.db, mail: ports.mail, smtp: ports.smtp },
    });

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
    ({ startStack } = await load<{ startStack: StartStack }>('backend/local/src/stack.js'));
    stack = await boot(true);
    const { startPortal } = await load<{
      startPortal: (options: object) => Promise<{ stop(): Promise<void> }>;
    }>('scripts/portal-server.mjs');
    portal = await startPortal({
      supabaseUrl: stack.apiUrl,
      anonKey: stack.anonKey,
      shellPort: ports.shell,
      remotePorts: ports,
      siteUrl: shellUrl,
    });
  });

  test.afterAll(async () => {
    await portal?.stop();
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a signed-in candidate gets a clear error while it is down and carries on without a reload', async ({
    page,
  }) => {
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });

    await page.goto(`${shellUrl}/signin`);
    const form = page.locator('#main-content');
    await form.getByLabel('Email').fill('candidate@example.com');
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: /sign in/i }).click();
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
    const applications = page.locator('.ant-card').filter({ hasText: 'Your Applications' });
    await expect(applications).toBeVisible();
    const loadsBefore = loads;

    await stack!.stop();
    stack = null;

    // Moving on inside the portal while the backend is gone: a message and a way to retry.
    await applications.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/candidate\/applications$/);
    await expect(page.getByText('Failed to fetch applications')).toBeVisible({ timeout: 30_000 });
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    // The rest of the portal is still there, not a blank page.
    await expect(page.locator('header')).toBeVisible();

    // Still down: retrying keeps the message.
    await retry.click();
    await expect(page.getByText('Failed to fetch applications')).toBeVisible({ timeout: 30_000 });

    stack = await boot(false);

    // Back up: the same page recovers with the same session, through Retry or on its own when the
    // live channel rejoins and refetches, whichever comes first.
    await page
      .getByRole('button', { name: 'Retry' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page.getByRole('heading', { name: 'Your Applications' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Failed to fetch applications')).toHaveCount(0);
    await expect(page).toHaveURL(/\/candidate\/applications$/);

    // And further navigation works as before.
    await page.goBack();
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
    await expect(page.locator('.ant-card').filter({ hasText: 'Your Applications' })).toBeVisible();
    expect(loads, 'the page was never reloaded').toBe(loadsBefore);
  });
});
