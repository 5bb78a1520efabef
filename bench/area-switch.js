#!/usr/bin/env node
// Area switch time: after sign-in, from clicking a link into another area to that area's first
// meaningful content (its main heading), in Debian chromium against the built portal.
import { fileURLToPath } from 'node:url';
import { signIn, startBenchPortal } from './lib/portal.js';

const ACCOUNTS = [
  { email: 'owner@example.com', area: '/company' },
  { email: 'admin@example.com', area: '/admin' },
  { email: 'candidate@example.com', area: '/candidate' },
];

const HEADING = 'main h1, main h2';

/**
 * Clicks, then waits for the new area's heading (not the previous page's) to be on screen. The
 * time runs in the page from the click event to the first animation frame showing the heading,
 * so the test driver's own checks before it clicks (is the menu item still moving?) are not
 * counted.
 */
async function timeClick(page, click, urlPart) {
  const before = await page
    .locator(HEADING)
    .first()
    .textContent()
    .catch(() => null);
  await page.evaluate(() => {
    delete window.__switchClickAt;
    document.addEventListener('click', () => (window.__switchClickAt = performance.now()), {
      capture: true,
      once: true,
    });
  });
  await click();
  await page.waitForURL((url) => url.pathname.startsWith(urlPart), { timeout: 15_000 });
  const handle = await page.waitForFunction(
    ([selector, previous]) => {
      const heading = document.querySelector(selector);
      const shown =
        heading && heading.getClientRects().length > 0 && heading.textContent !== previous;
      return shown && window.__switchClickAt !== undefined
        ? performance.now() - window.__switchClickAt
        : false;
    },
    [HEADING, before],
    { timeout: 15_000, polling: 'raf' },
  );
  return Math.round(await handle.jsonValue());
}

export async function runAreaSwitch({ log = console.log } = {}) {
  const portal = await startBenchPortal();
  const results = [];
  try {
    for (const { email, area } of ACCOUNTS) {
      const context = await portal.browser.newContext();
      const page = await context.newPage();
      await signIn(page, portal.shellUrl, email);
      await page.locator(HEADING).first().waitFor({ state: 'visible', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const toPublic = await timeClick(
        page,
        () => page.getByRole('banner').getByRole('link', { name: 'Services' }).click(),
        '/services',
      );
      results.push({ from: area, to: '/services', ms: toPublic });
      log(`[area-switch] ${email}: ${area} -> /services ${toPublic} ms`);
      // Back into the user's own area through the account menu's Dashboard entry.
      let toArea = null;
      try {
        await page.getByRole('banner').getByRole('button').last().click();
        const item = page.getByRole('menuitem', { name: 'Dashboard' });
        await item.waitFor({ state: 'visible', timeout: 5_000 });
        toArea = await timeClick(page, () => item.click(), area);
      } catch (err) {
        log(`[area-switch] ${email}: account menu not reachable (${err.message.split('\n')[0]})`);
      }
      if (toArea !== null) {
        results.push({ from: '/services', to: area, ms: toArea });
        log(`[area-switch] ${email}: /services -> ${area} ${toArea} ms`);
      }
      await context.close();
    }
    return { results, worst: Math.max(...results.map((r) => r.ms)) };
  } finally {
    await portal.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runAreaSwitch()
    .then((r) => process.stdout.write(`${JSON.stringify(r, null, 2)}\n`))
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    });
}
