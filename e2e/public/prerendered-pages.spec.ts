import { expect, test, type Page } from '@playwright/test';

// The server sends / and /signin prerendered to signed-out visitors; the live page takes over.

/** Opens a page with the shell's scripts blocked: only what the server sent shows. */
async function openWithoutScripts(page: Page, path: string) {
  await page.route('**/main.js', (route) => route.abort());
  await page.goto(path);
}

test('the served HTML of / and /signin holds the rendered page and its styles', async ({
  request,
}) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('Finding the Perfect Match');
  expect(home).toContain('data-ant-cssinjs-cache-path');
  expect(home).toContain('id="prerendered-narrow"');
  expect(home).toContain('id="prerendered-wide"');
  const signIn = await (await request.get('/signin')).text();
  expect(signIn).toContain('Welcome back. Sign in to your account.');

  // Pages that are not prerendered, or whose query changes them, get the shell with the styles
  // every page shares, and no snapshot.
  for (const path of ['/about', '/signin?email=a@example.com', '/company/dashboard']) {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('prerendered-narrow');
    expect(html).toContain('data-ant-cssinjs-cache-path');
  }
});

test('a page without a snapshot reuses the served styles instead of generating them again', async ({
  page,
}) => {
  // The snapshots are taken with animations on; reduced motion is another theme, styled anew.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  // The style elements the server sent, told apart from those the scripts add later.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { servedStyles: Set<Element> }).servedStyles = new Set(
        document.querySelectorAll('style'),
      );
    });
  });
  // The home page with a query is not served from its snapshot; it shows antd buttons.
  await page.goto('/?ref=newsletter');
  await expect(page.getByRole('button', { name: 'Join Today' })).toBeVisible();
  const buttonStyles = () =>
    page.evaluate(() => {
      const served = (window as unknown as { servedStyles: Set<Element> }).servedStyles;
      const styles = [...document.querySelectorAll('style')].filter((style) =>
        /\)\.ant-btn\{/.test(style.textContent ?? ''),
      );
      return { served: styles.filter((s) => served.has(s)).length, total: styles.length };
    });
  expect(await buttonStyles()).toEqual({ served: 1, total: 1 });
  // Nor a second copy of the theme's variables.
  const themeVariables = await page.evaluate(
    () =>
      [...document.querySelectorAll('style')].filter((style) =>
        /^\.css-var-[^{.]+\{--ant-/.test(style.textContent ?? ''),
      ).length,
  );
  expect(themeVariables).toBe(1);
  await expect(page.getByRole('button', { name: 'Join Today' })).toHaveCSS(
    'background-color',
    /^rgb\(/,
  );
});

test('the home page shows before any script runs, and is not interactive yet', async ({
  page,
}) => {
  await openWithoutScripts(page, '/');
  await expect(page.getByText('Finding the Perfect Match')).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  expect(await page.locator('#root').evaluate((root) => (root as HTMLElement).inert)).toBe(true);
  // Only one of the two prerendered widths is used, and the templates are gone.
  await expect(page.locator('template')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
});

test('on a phone the snapshot folds the header links into a menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openWithoutScripts(page, '/');
  await expect(page.locator('button[aria-label="Open menu"]')).toBeVisible();
  await expect(page.locator('nav[aria-label="Main"]')).toHaveCount(0);
});

test('the live page takes over the snapshot and works', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
  await expect(page.locator('#root')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Finding the Perfect Match' })).toHaveCount(1);
  await page.getByRole('main').last().getByRole('button', { name: 'Join Today' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a sign-in typed right after the page opens is not lost to the snapshot', async ({ page }) => {
  await page.goto('/signin');
  // The snapshot's fields are read-only: filling waits for the live form.
  await page.getByLabel('Email').fill('nobody@example.com');
  await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
  await expect(page.getByLabel('Email')).toHaveValue('nobody@example.com');
});

test('visitors in the dark theme or with a session get no snapshot', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openWithoutScripts(page, '/');
  await expect(page.locator('#root')).toBeEmpty();

  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('sb-localhost-auth-token', '{}'));
  await page.goto('/');
  await expect(page.locator('#root')).toBeEmpty();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await expect(page.getByText('Finding the Perfect Match')).toBeVisible();
});
