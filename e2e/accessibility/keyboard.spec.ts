import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { expectNoAxeViolations, openSettled, switchTheme } from '../support/accessibility';
import { serviceRest, userIdOf } from '../candidate/support';
import { ACCOUNTS } from './routes';

// Everything here is done with the keyboard alone: no click, no hover.

/**
 * Whether the focused element shows that it has the focus: the area round it looks different
 * focused and blurred (an outline, a ring, a changed border or background all count).
 */
async function showsFocus(page: Page): Promise<{ element: string; visible: boolean }> {
  const focused = await page.evaluateHandle(() => document.activeElement as HTMLElement);
  const element = await focused.evaluate((el) => {
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()} "${name}"`;
  });
  const box = await focused.boundingBox();
  if (!box || element.startsWith('body')) return { element, visible: false };
  const viewport = page.viewportSize()!;
  const x = Math.max(0, box.x - 6);
  const y = Math.max(0, box.y - 6);
  const clip = {
    x,
    y,
    width: Math.min(viewport.width - x, box.width + 12),
    height: Math.min(viewport.height - y, box.height + 12),
  };
  const withFocus = await page.screenshot({ clip });
  await focused.evaluate((el) => el.blur());
  const withoutFocus = await page.screenshot({ clip });
  await focused.evaluate((el) => el.focus());
  return { element, visible: !withFocus.equals(withoutFocus) };
}

/** Tabs forward until `target` has the focus, checking every stop shows where the focus is. */
async function tabTo(page: Page, target: Locator, maxStops = 30): Promise<void> {
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const focus = await showsFocus(page);
    expect(focus, `focus indicator on ${focus.element}`).toMatchObject({ visible: true });
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

function focusIsInside(page: Page, container: Locator): Promise<boolean> {
  return container.evaluate((el) => el.contains(document.activeElement));
}

test.describe('keyboard, company admin', () => {
  const openDashboard = (browser: Browser, testInfo: TestInfo) =>
    openSettled(browser, testInfo, ACCOUNTS['company admin'], '/company/dashboard');

  test('the account menu opens, moves with the arrow keys, closes with Escape and returns the focus', async ({
    browser,
  }, testInfo) => {
    const page = await openDashboard(browser, testInfo);

    const account = page.getByRole('button', { name: /owner@example\.com, account menu/ });
    await tabTo(page, account);
    await expect(account).toHaveAttribute('aria-haspopup', 'menu');
    await expect(account).toHaveAttribute('aria-expanded', 'false');

    // Opened from the keyboard, the menu puts the focus on its first entry.
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    const entry = (name: string) => menu.getByRole('menuitem', { name });
    await expect(entry('Dashboard')).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(entry('Company Profile')).toBeFocused();
    expect(await showsFocus(page)).toMatchObject({ visible: true });
    await page.keyboard.press('ArrowDown');
    await expect(entry('User Profile')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(entry('Company Profile')).toBeFocused();
    await page.keyboard.press('End');
    await expect(entry('Sign Out')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(entry('Dashboard')).toBeFocused();
    await expectNoAxeViolations(page, 'the open account menu');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();
    await expect(account).toHaveAttribute('aria-expanded', 'false');

    // Tab closes the menu and goes on to the control after its button.
    await page.keyboard.press('Enter');
    await expect(entry('Dashboard')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(
      await page.evaluate(() => document.activeElement?.closest('#main-content') !== null),
    ).toBe(true);
    await account.focus();

    // Choosing an entry with Enter goes there.
    await page.keyboard.press('Enter');
    await expect(entry('Dashboard')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    // Enter once the menu has moved to the entry, so it chooses that one.
    await expect(entry('Company Profile')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/company\/profile$/);
    await page.context().close();
  });

  test('a dialog keeps the focus inside while open and gives it back to its button on close', async ({
    browser,
  }, testInfo) => {
    const page = await openDashboard(browser, testInfo);

    const invite = page.getByRole('button', { name: 'Invite Employee' });
    await tabTo(page, invite, 60);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Invite Employee' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusIsInside(page, dialog)).toBe(true);

    // Round the dialog more than once in both directions: the focus never leaves it.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let stop = 0; stop < 12; stop += 1) {
        await page.keyboard.press(key);
        expect(await focusIsInside(page, dialog), `focus after ${stop + 1} x ${key}`).toBe(true);
        const focus = await showsFocus(page);
        expect(focus, `focus indicator on ${focus.element}`).toMatchObject({ visible: true });
      }
    }
    await expectNoAxeViolations(page, 'the Invite Employee dialog', '[role="dialog"]');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(invite).toBeFocused();

    // The same dialog in the dark theme.
    await switchTheme(page, 'dark');
    await invite.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusIsInside(page, dialog)).toBe(true);
    await expectNoAxeViolations(page, 'the Invite Employee dialog, dark theme', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(invite).toBeFocused();

    // A confirmation dialog does the same: Escape cancels it and the focus is back on its button.
    const remove = page.getByRole('button', { name: 'Remove' }).first();
    await remove.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Remove employee?' });
    await expect(confirm).toBeVisible();
    await expect.poll(() => focusIsInside(page, confirm)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await page.context().close();
  });
});

test('toasts are read out through a polite live region', async ({ browser }, testInfo) => {
  const page = await openSettled(browser, testInfo, ACCOUNTS.candidate, '/candidate/dashboard');
  const region = page.getByTestId('live-announcer');
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region).toBeEmpty();

  // Signing out from the account menu, by keyboard, shows a toast.
  const account = page.getByRole('button', { name: /account menu/ });
  await tabTo(page, account);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(region).toHaveText('Signed out successfully.');
  const toast = page
    .locator('.ant-notification-notice')
    .filter({ hasText: 'Signed out successfully.' });
  await expect(toast).toHaveAttribute('role', 'status');
  await page.context().close();
});

test('every stop on the sign-in form shows where the focus is', async ({ browser }, testInfo) => {
  const page = await openSettled(browser, testInfo, null, '/signin');
  const form = page.locator('#main-content');
  for (const theme of ['light', 'dark'] as const) {
    await switchTheme(page, theme);
    await page.locator('body').focus();
    await tabTo(page, form.getByRole('button', { name: 'Sign In' }), 40);
  }
  await page.context().close();
});

test.describe('keyboard, notification centre', () => {
  const email = ACCOUNTS['vendor recruiter'];
  const titles = {
    linked: 'Keyboard check: open your dashboard',
    plain: 'Keyboard check: welcome',
  };
  let ids: string[] = [];

  test.beforeEach(async () => {
    const userId = await userIdOf(email);
    const now = Date.now();
    const rows = await serviceRest<{ id: string }[]>('notifications', {
      method: 'POST',
      body: JSON.stringify([
        {
          user_id: userId,
          type: 'system',
          title: titles.linked,
          message: 'This entry opens a screen.',
          link: '/talent-vendor/dashboard',
          created_at: new Date(now - 60_000).toISOString(),
        },
        {
          user_id: userId,
          type: 'system',
          title: titles.plain,
          message: 'This entry only informs.',
          link: null,
          created_at: new Date(now).toISOString(),
        },
      ]),
    });
    ids = rows.map((row) => row.id);
  });

  test.afterEach(async () => {
    if (ids.length)
      await serviceRest(`notifications?id=in.(${ids.join(',')})`, { method: 'DELETE' });
  });

  test('the bell opens the centre, entries are reached with Tab, marked read with Enter, and Escape gives the focus back', async ({
    browser,
  }, testInfo) => {
    const page = await openSettled(browser, testInfo, email, '/talent-vendor/dashboard');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAttribute('aria-label', /unread$/);
    await expect(bell).toBeVisible();
    const unreadBefore = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label'))!)![1]);

    for (const theme of ['light', 'dark'] as const) {
      await switchTheme(page, theme);
      await page.locator('body').focus();
      await tabTo(page, bell);
      await page.keyboard.press('Enter');
      const centre = page.getByRole('dialog', { name: 'Notifications' });
      await expect(centre).toBeVisible();
      await expect.poll(() => focusIsInside(page, centre)).toBe(true);
      await expect(centre.getByTestId('notification').first()).toContainText(titles.plain);
      await expectNoAxeViolations(page, `the notification centre, ${theme} theme`, '.ant-drawer');

      // Tab stops on every entry's controls, each showing its focus, and never leaves the centre.
      const linked = centre.getByRole('link', { name: titles.linked });
      await tabTo(page, linked);
      expect(await focusIsInside(page, centre)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(centre).toBeHidden();
      await expect(bell).toBeFocused();
    }

    // Mark the newest entry read from the keyboard: the focus stays on the entry.
    await page.keyboard.press('Enter');
    const centre = page.getByRole('dialog', { name: 'Notifications' });
    const plain = centre.getByTestId('notification').filter({ hasText: titles.plain });
    await expect(plain).toHaveAttribute('data-unread', 'true');
    await tabTo(page, plain.getByRole('button', { name: 'Mark as read' }));
    await page.keyboard.press('Enter');
    await expect(plain).toHaveAttribute('data-unread', 'false');
    await expect(plain.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
    await expect(plain).toBeFocused();
    await expect(bell).toHaveAttribute('aria-label', `Notifications, ${unreadBefore - 1} unread`);

    // Enter on an entry with a screen opens that screen and marks the entry read.
    const linked = centre.getByRole('link', { name: titles.linked });
    await tabTo(page, linked);
    await page.keyboard.press('Enter');
    await expect(centre).toBeHidden();
    await expect(page).toHaveURL(/\/talent-vendor\/dashboard$/);
    const left = unreadBefore - 2;
    await expect(bell).toHaveAttribute(
      'aria-label',
      left === 0 ? 'Notifications' : `Notifications, ${left} unread`,
    );
    await page.context().close();
  });
});
