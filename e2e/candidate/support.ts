import { expect, type Page } from '@playwright/test';
import { linkFrom, signIn, waitForMail } from '../support/portal';
export { signIn } from '../support/portal';
import { apiUrl, serviceRest } from '../support/api';
export { accessToken, expectToast, serviceRest } from '../support/api';

// Direct calls to the local stack, for arranging rows other users' screens would create and for
// checking what the server stored.

export const ACME_COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';
export const DEMO_CANDIDATE_USER_ID = 'a0000000-0000-4000-8000-000000000007';
export const DEMO_APPLICATION_ID = 'f4000000-0000-4000-8000-000000000001';
export const DEVOPS_JOB_ID = 'f0000000-0000-4000-8000-000000000006';
export const DESIGNER_JOB_ID = 'f0000000-0000-4000-8000-000000000003';

/** A request to the stack as a signed-in user (RLS applies). */
export async function asUser(
  token: string,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${apiUrl()}${path}`, {
    ...init,
    headers: {
      apikey: process.env.E2E_ANON_KEY ?? '',
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
}

export async function userIdOf(email: string): Promise<string> {
  const rows = await serviceRest<{ id: string }[]>(
    `profiles?select=id&email=eq.${encodeURIComponent(email)}`,
  );
  if (!rows[0]) throw new Error(`No profile for ${email}`);
  return rows[0].id;
}

/** A company-invitation notice, as a company's invite screen creates it. */
export async function notifyCompanyInvitation(userId: string): Promise<string> {
  const [row] = await serviceRest<{ id: string }[]>('notifications', {
    method: 'POST',
    body: JSON.stringify({
      user_id: userId,
      type: 'company_invitation',
      title: 'Acme Corp wants to manage your profile',
      message: 'Acme Corp has invited you to join its candidate pool.',
      data: {
        company_id: ACME_COMPANY_ID,
        company_name: 'Acme Corp',
        management_terms: 'Leave at any time.',
      },
    }),
  });
  return row.id;
}

export const CANDIDATE_PASSWORD = 'Welcome123';

/** Picks an option of an antd select by its visible text. */
export async function choose(page: Page, option: string): Promise<void> {
  await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

/** Signs up through the real form, confirms through the e-mail link and signs in. */
export async function signUpCandidate(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(CANDIDATE_PASSWORD);
  await main.getByLabel('Candidate').check();
  await main.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  const mail = await waitForMail(email);
  await page.goto(linkFrom(mail, '/auth/v1/verify'));
  await expect(page).not.toHaveURL(/\/auth\/v1\/verify/);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, email, CANDIDATE_PASSWORD);
  await expect(page).toHaveURL(/\/candidate\/dashboard$/);
}

export function pdf(name: string) {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) };
}

export function png(name: string) {
  // 1x1 transparent PNG.
  const data =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  return { name, mimeType: 'image/png', buffer: Buffer.from(data, 'base64') };
}
