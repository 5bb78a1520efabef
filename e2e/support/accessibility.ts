import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { signIn } from './portal';

/** Every WCAG 2.0, 2.1 and 2.2 rule at levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe on the page as it stands, or only within `within` (an open dialog: antd leaves the page
 * behind it under the mask, where axe would count its buttons as obscured targets), and fails with
 * every violation, node by node.
 */
export async function expectNoAxeViolations(
  page: Page,
  what: string,
  within?: string,
): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS);
  const results: AxeResults = await (within ? builder.include(within) : builder).analyze();
  const report = results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ')}`,
    ),
  );
  expect(report, `axe found WCAG A/AA violations on ${what}`).toEqual([]);
}

/** Waits until the page has drawn its data: no request in flight and no loader showing. */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A prerendered copy of the page is replaced by the live one once that has loaded.
  await expect(page.locator('#root:not([data-prerendered]) #main-content')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
  await expect(
    page.locator(
      'svg.portal-spinner, .ant-spin-spinning, .ant-skeleton-active, .ant-table-placeholder .ant-spin',
    ),
  ).toHaveCount(0, { timeout: 30_000 });
}

/** Switches the theme with the header's toggle, as a visitor would. */
export async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: /^Theme: / });
  // The toggle goes through light, dark and the system setting; two clicks reach either theme.
  for (let click = 0; click < 2 && (await html.getAttribute('data-theme')) !== theme; click += 1) {
    const before = (await toggle.getAttribute('data-theme-mode')) ?? '';
    await toggle.click();
    await expect(toggle).not.toHaveAttribute('data-theme-mode', before);
  }
  await expect(html).toHaveAttribute('data-theme', theme);
  // antd writes the new theme's styles in the same commit; give the browser one frame to apply them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

const storageStates = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

/**
 * A browser context with the project's options, signed in as the account (or signed out). Each
 * account signs in through the sign-in page once per test worker; later contexts reuse its
 * stored session.
 */
export async function contextFor(
  browser: Browser,
  testInfo: TestInfo,
  email: string | null,
): Promise<BrowserContext> {
  const { baseURL, contextOptions } = testInfo.project.use;
  const options = { ...contextOptions, baseURL };
  if (!email) return browser.newContext(options);
  const stored = storageStates.get(email);
  if (stored) return browser.newContext({ ...options, storageState: stored });
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page, email);
  await page.close();
  storageStates.set(email, await context.storageState());
  return context;
}

/** A fresh tab, signed in as the account (or signed out), on a page that has finished loading. */
export async function openSettled(
  browser: Browser,
  testInfo: TestInfo,
  email: string | null,
  path: string,
): Promise<Page> {
  const context = await contextFor(browser, testInfo, email);
  const page = await context.newPage();
  await page.goto(path);
  await waitForSettledPage(page);
  return page;
}
