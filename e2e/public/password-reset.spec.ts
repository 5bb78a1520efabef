import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, linkFrom, stackAvailable, uniqueEmail } from '../support/portal';
import { confirmEmail, expectToast, submitSignIn, waitForMailAbout } from './account-pages';

test.describe('password reset', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('a user resets the password through the e-mail link and signs in with the new one', async ({
    page,
  }) => {
    const email = uniqueEmail('forgetful');
    await page.goto('/signup?role=candidate');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password').fill(DEMO_PASSWORD);
    await main.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await confirmEmail(page, email);
    await page.evaluate(() => localStorage.clear());

    await page.goto('/signin');
    await page.getByRole('main').getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The address changes before the page's code arrives; until then the sign-in form, with its
    // own Email field, is still on screen.
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, 'Email sent', 'Check your email for a password reset link');
    await expect(page.getByText('Check Your Email', { exact: true })).toBeVisible();

    const mail = await waitForMailAbout(email, /reset/i);
    await page.goto(linkFrom(mail, '/auth/v1/verify'));
    await expect(page).toHaveURL(/\/update-password/);
    const form = page.getByRole('main');
    await form.getByLabel('New Password').fill('Changed123');
    await form.getByLabel('Confirm Password').fill('Changed124');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(form.getByText("Passwords don't match")).toBeVisible();
    await form.getByLabel('New Password').fill('changed');
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
    await form.getByLabel('New Password').fill('Changed123');
    await form.getByLabel('Confirm Password').fill('Changed123');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Your password has been updated.');
    await expect(page).toHaveURL(/\/signin$/);

    await submitSignIn(page, email, DEMO_PASSWORD);
    await expectToast(page, 'Sign in failed', 'Invalid email or password.');
    await submitSignIn(page, email, 'Changed123');
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  });

  test('the update page without a reset link offers a new one', async ({ page }) => {
    await page.goto('/update-password');
    await expect(page.getByText('Reset link invalid or expired')).toBeVisible();
    await page.getByRole('button', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
