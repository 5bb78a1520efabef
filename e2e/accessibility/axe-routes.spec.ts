import { test, type BrowserContext, type Page } from '@playwright/test';
import {
  contextFor,
  expectNoAxeViolations,
  switchTheme,
  waitForSettledPage,
} from '../support/accessibility';
import { ACCOUNTS, ROUTES, type UserKind } from './routes';

// Each kind of user opens, in one signed-in tab, every route it can reach, and axe checks the page
// in the light theme and again after the header's toggle has switched it to the dark theme.

const USER_KINDS = [...new Set(ROUTES.flatMap((route) => route.users))];

for (const user of USER_KINDS as UserKind[]) {
  test.describe(`axe, ${user}`, () => {
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }, testInfo) => {
      context = await contextFor(browser, testInfo, user === 'anonymous' ? null : ACCOUNTS[user]);
      page = await context.newPage();
    });

    test.afterAll(async () => {
      await context?.close();
    });

    for (const route of ROUTES.filter((r) => r.users.includes(user))) {
      test(route.path, async () => {
        test.setTimeout(90_000);
        await page.goto(route.path);
        await waitForSettledPage(page);
        await switchTheme(page, 'light');
        await expectNoAxeViolations(page, `${route.path} (${user}, light theme)`);
        await switchTheme(page, 'dark');
        await expectNoAxeViolations(page, `${route.path} (${user}, dark theme)`);
        await switchTheme(page, 'light');
      });
    }
  });
}
