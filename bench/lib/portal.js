// A throwaway local stack and the built portal on bench ports, and Debian chromium to drive it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStack } from '../../backend/local/src/stack.js';
import { startPortal } from '../../scripts/portal-server.mjs';
import { APPS } from '../../scripts/apps.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// BENCH_PORT_OFFSET moves every port, so two benchmarks can run on one machine at once.
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);

export async function startBenchPortal() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-portal-'));
  // Stopped in reverse order, also when a later part fails to start.
  const started = [async () => fs.rmSync(dataDir, { recursive: true, force: true })];
  const stop = async () => {
    for (const undo of [...started].reverse()) await undo().catch(() => {});
  };
  try {
    const stack = await startStack({
      dataDir,
      reset: true,
      quiet: true,
      ports: {
        api: 56421 + OFFSET,
        db: 56422 + OFFSET,
        mail: 56424 + OFFSET,
        smtp: 56425 + OFFSET,
      },
    });
    started.push(() => stack.stop());
    const remotePorts = Object.fromEntries(APPS.map((app, i) => [app, 4700 + OFFSET + i]));
    const portal = await startPortal({
      supabaseUrl: stack.apiUrl,
      anonKey: stack.anonKey,
      remotePorts,
      shellPort: 4700 + OFFSET,
    });
    started.push(() => portal.stop());
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
    started.push(() => browser.close());
    return { shellUrl: portal.shellUrl, browser, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

export async function signIn(page, shellUrl, email) {
  await page.goto(`${shellUrl}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('DemoPass123');
  await page
    .getByRole('main')
    .getByRole('button', { name: /sign in/i })
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'), { timeout: 30_000 });
}

// The signed-out first pages, the job board and one open job's page.
export const PUBLIC_ROUTES = [
  '/',
  '/signin',
  '/jobs',
  '/jobs/f0000000-0000-4000-8000-000000000001',
];
