import { expect, test } from '@playwright/test';
import { linkFrom, signIn, stackAvailable, uniqueEmail, waitForMail } from '../support/portal';
import { accessToken, invoke } from './api';
import { COMPANY_OWNER, expectToast, PARTNER_COMPANY, summary } from './vendor-pages';

const ACME_ID = 'c0000000-0000-4000-8000-000000000001';
const PASSWORD = 'Existing2024x';

/** A confirmed candidate account, created the way the sign-up page does and confirmed from its e-mail. */
async function existingAccount(email: string): Promise<void> {
  const response = await fetch(`${process.env.E2E_API_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: process.env.E2E_ANON_KEY ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, data: { role: 'candidate' } }),
  });
  expect(response.ok).toBe(true);
  const confirmation = await waitForMail(email);
  await fetch(linkFrom(confirmation, '/auth/v1/verify'), { redirect: 'manual' });
}

test.describe('talent vendor invitation landing', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('an invitee who already has an account signs in and accepts', async ({ page }) => {
    const email = uniqueEmail('existing.vendor');
    const vendorName = `Summit Staffing ${Date.now()}`;
    await existingAccount(email);
    const sent = await invoke(await accessToken(COMPANY_OWNER), 'send-talent-vendor-invitation', {
      company_id: ACME_ID,
      email,
      first_name: 'Sam',
      last_name: 'Summit',
    });
    expect(sent.status).toBe(200);
    const invitation = await waitForMail(email);
    expect(invitation.subject).toContain(PARTNER_COMPANY);

    await page.goto(linkFrom(invitation, '/signup?vendor_invitation='));
    const form = page.getByRole('form', { name: 'Vendor registration' });
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByLabel('Vendor Company Name').fill(vendorName);
    await form.getByRole('button', { name: 'Create Vendor Account' }).click();
    await expectToast(page, 'Sign up failed');
    await expect(
      page.getByText(
        'An account with this email already exists. Sign in to accept the invitation.',
        { exact: true },
      ),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Sign in to accept' }).click();
    // The registration form, with its own e-mail and password fields, stays until the sign-in page
    // has loaded.
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    const signIn = page.getByRole('main');
    await expect(signIn.getByLabel('Email')).toHaveValue(email);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/signup\?vendor_invitation=/);
    await expect(form.getByLabel('Password')).toHaveCount(0);
    await form.getByLabel('Vendor Company Name').fill(vendorName);
    await form.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(page).toHaveURL(/\/talent-vendor\/dashboard$/);
    await expect(summary(page).getByText(vendorName)).toBeVisible();
    await expect(summary(page).getByText(PARTNER_COMPANY)).toBeVisible();
    await expect(summary(page).getByText('Vendor Admin')).toBeVisible();
  });

  test('the company revokes a pending invitation and its link stops working at once', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('revoked.vendor');
    const sent = await invoke(await accessToken(COMPANY_OWNER), 'send-talent-vendor-invitation', {
      company_id: ACME_ID,
      email,
      first_name: 'Rae',
      last_name: 'Revoked',
    });
    expect(sent.status).toBe(200);
    const link = linkFrom(await waitForMail(email), '/signup?vendor_invitation=');

    await signIn(page, COMPANY_OWNER);
    await page.goto('/company/dashboard');
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Invited');
    await row.getByRole('button', { name: `Revoke invitation to ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Revoke the invitation to ${email}?` });
    await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Revoked');
    await expect(row.getByRole('button')).toHaveCount(0);

    const invitee = await browser.newContext();
    try {
      const landing = await invitee.newPage();
      await landing.goto(link);
      await expect(landing.getByText('Invalid Invitation')).toBeVisible();
      await expect(landing.getByText('Invitation not found or has expired')).toBeVisible();
    } finally {
      await invitee.close();
    }
  });

  test('a link that matches no invitation says so', async ({ page }) => {
    await page.goto('/signup?vendor_invitation=no-such-vendor-invitation-token');
    await expect(page.getByText('Invalid Invitation')).toBeVisible();
    await expect(page.getByText('Invitation not found or has expired')).toBeVisible();
  });
});
