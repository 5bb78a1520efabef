import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, stackAvailable, uniqueEmail } from '../support/portal';
import { expectToast, signInAs, submitSignIn } from './account-pages';

test.describe('sign in', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  const dashboards: [string, RegExp][] = [
    ['admin@example.com', /\/admin\/dashboard$/],
    ['owner@example.com', /\/company\/dashboard$/],
    ['manager@example.com', /\/company\/dashboard$/],
    ['recruiter@example.com', /\/company\/dashboard$/],
    ['pending.owner@example.com', /\/company\/dashboard$/],
    ['candidate@example.com', /\/candidate\/dashboard$/],
    // Partner recruiters are not among the roles with a dashboard redirect, so they go home.
    ['partner.recruiter@example.com', /:\d+\/$/],
  ];
  for (const [email, url] of dashboards) {
    test(`${email} lands on their dashboard`, async ({ page }) => {
      await signInAs(page, `  ${email.toUpperCase()} `);
      await expect(page).toHaveURL(url);
    });
  }

  test('the vendor accounts can sign in', async ({ page }) => {
    await signInAs(page, 'vendor@example.com');
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInAs(page, 'vendor.recruiter@example.com');
  });

  test('form rules are checked before anything is sent', async ({ page }) => {
    await page.goto('/signin');
    await submitSignIn(page, 'owner', '');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('a wrong password shows the catalogue text and clears the password', async ({ page }) => {
    await page.goto('/signin');
    await submitSignIn(page, 'owner@example.com', 'WrongPass999');
    await expectToast(
      page,
      'Sign in failed',
      'Invalid email or password. Please check your credentials and try again.',
    );
    await expect(page.getByRole('main').getByLabel('Password')).toHaveValue('');
    await expect(page.getByRole('main').getByLabel('Email')).toHaveValue('owner@example.com');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('an unknown address is refused like a wrong password', async ({ page }) => {
    await page.goto('/signin');
    await submitSignIn(page, uniqueEmail('nobody'), DEMO_PASSWORD);
    await expectToast(
      page,
      'Sign in failed',
      'Invalid email or password. Please check your credentials and try again.',
    );
  });

  test('an unconfirmed account is asked to confirm its e-mail', async ({ page }) => {
    const email = uniqueEmail('unconfirmed');
    await page.goto('/signup?role=candidate');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password').fill('Secret123');
    await main.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await submitSignIn(page, email, 'Secret123');
    await expectToast(
      page,
      'Sign in failed',
      'Please check your email and click the confirmation link before signing in.',
    );
  });

  test('the button reads Signing In... while the request is pending', async ({ page }) => {
    await page.goto('/signin');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/auth/v1/token**', async (route) => {
      await held;
      await route.continue();
    });
    await submitSignIn(page, 'candidate@example.com', DEMO_PASSWORD);
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    await expect(main.getByLabel('Email')).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  });

  test('the email parameter locks the field and the redirect parameter is honoured', async ({
    page,
  }) => {
    await page.goto('/signin?email=owner%40example.com&redirect=%2Fcompany%2Fprofile');
    const main = page.getByRole('main');
    await expect(
      main.getByText('Complete your sign in to access your admin dashboard'),
    ).toBeVisible();
    await expect(main.getByLabel('Email')).toHaveValue('owner@example.com');
    await expect(main.getByLabel('Email')).not.toBeEditable();
    await main.getByLabel('Password').fill(DEMO_PASSWORD);
    await main.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/company\/profile$/);
  });

  test('signing out ends the session and returns home', async ({ page }) => {
    await signInAs(page, 'candidate@example.com');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectToast(page, 'Signed out successfully.');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
    const sessionKeys = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('sb-')),
    );
    expect(sessionKeys).toEqual([]);
  });
});
