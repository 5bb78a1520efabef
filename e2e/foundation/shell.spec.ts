import { expect, test } from '@playwright/test';
import { signIn } from '../support/portal';
import { E2E_PORTS } from '../support/ports';

test('the home route renders through the shell with the public remote', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Industries' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Finding the Perfect Match' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveCount(11);
});

test('an unknown path shows Page not found with a link home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the theme toggle persists across reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('the theme toggle offers light, dark and the system setting, and says which is chosen', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/about');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: /^Theme: / });
  await expect(toggle).toHaveAccessibleName('Theme: System (dark). Switch to light theme');
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Theme: Light. Switch to dark theme');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Theme: Dark. Switch to system theme');
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Theme: System (dark). Switch to light theme');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');

  // Back on the system setting, the page follows the system again.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(toggle).toHaveAccessibleName('Theme: System (light). Switch to dark theme');
});

test('every page has the portal icon, /favicon.ico included', async ({ page, request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  await page.goto('/about');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await request.get(new URL(href!, page.url()).href)).status()).toBe(200);
});

test('React is loaded exactly once across the shell and the remotes', async ({ page }) => {
  const reactModules: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    // Each copy of React's production build carries this error-decoder URL once.
    if (body.includes('react.dev/errors/') && body.includes('react.transitional.element')) {
      reactModules.push(response.url());
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Finding the Perfect Match' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Services' })
    .click();
  await page.goto('/company/dashboard');
  await page.goto('/admin/dashboard');
  await page.waitForLoadState('networkidle');
  const react = await page.evaluate(() => {
    const federation = (
      globalThis as {
        __FEDERATION__?: {
          __SHARE__?: Record<
            string,
            Record<string, Record<string, Record<string, { loaded?: boolean }>>>
          >;
        };
      }
    ).__FEDERATION__;
    const loaded: string[] = [];
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        if (name !== 'react') continue;
        for (const [version, share] of Object.entries(versions))
          if (share.loaded) loaded.push(version);
      }
    }
    return [...new Set(loaded)];
  });
  expect(react).toHaveLength(1);
  expect(new Set(reactModules).size).toBeLessThanOrEqual(1);
});

test('blocking one remote leaves the rest of the portal working', async ({ page }) => {
  await page.route(`http://localhost:${E2E_PORTS['mf-admin']}/**`, (route) => route.abort());
  await page.goto('/admin/dashboard');
  await expect(page.getByText('The administration area could not be loaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Finding the Perfect Match' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
});

test.describe('after sign-in each user lands on their own dashboard', () => {
  for (const [email, path] of [
    ['candidate@example.com', '/candidate/dashboard'],
    ['admin@example.com', '/admin/dashboard'],
    ['manager@example.com', '/company/dashboard'],
    ['vendor@example.com', '/talent-vendor/dashboard'],
    ['vendor.recruiter@example.com', '/talent-vendor/dashboard'],
  ] as const) {
    test(`${email} goes to ${path}`, async ({ page }) => {
      await signIn(page, email);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Dashboard' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
});
