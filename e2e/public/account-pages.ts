import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, linkFrom, waitForMail, type CaughtMail } from '../support/portal';
export { expectToast } from '../support/api';

/** Fills the sign-in form without waiting for a redirect, for the failure cases. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Follows the confirmation link of the newest e-mail to an address, then forgets the session the link
 * opened so the test signs in through the form.
 */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  const mail = await waitForMail(email);
  await page.goto(linkFrom(mail, '/auth/v1/verify'));
  await expect(page).not.toHaveURL(/\/auth\/v1\/verify/);
  await expect(page).not.toHaveURL(/error_code=/);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => localStorage.clear());
}

/** Signs in through the form in the page body and waits for the role redirect. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/signin');
  await submitSignIn(page, email, password);
  await expect(page).not.toHaveURL(/\/signin/);
}

/** Waits for an e-mail to an address whose subject matches, ignoring older mail to the same address. */
export async function waitForMailAbout(
  to: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(
      `${process.env.E2E_MAIL_URL}/api/messages?to=${encodeURIComponent(to)}`,
    );
    const found = ((await response.json()) as CaughtMail[]).find((mail) =>
      subject.test(mail.subject),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail about ${subject} to ${to} within ${timeoutMs} ms`);
}
