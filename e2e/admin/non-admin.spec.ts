import { expect, test } from '@playwright/test';
import { stackAvailable } from '../support/portal';
import {
  accessToken,
  ACME_ID,
  callFunction,
  countRows,
  GLOBEX_ID,
  PENDING_CO_ID,
  rest,
  serviceRest,
  signIn,
} from './api';

const ADMIN_PATHS = [
  '/admin/dashboard',
  '/admin/send-admin-invitation',
  '/admin/send-company-invitation',
  '/admin/company-approvals',
  `/admin/company/${ACME_ID}`,
  '/admin/company-partnerships',
];

test.describe('admin area for everyone else', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('signed-out visitors are sent to sign in and come back afterwards', async ({ page }) => {
    await page.goto('/admin/company-approvals');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fadmin%2Fcompany-approvals$/);
    const form = page.getByRole('main');
    await form.getByLabel('Email').fill('admin@example.com');
    await form.getByLabel('Password', { exact: true }).fill('DemoPass123');
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/company-approvals$/);
    await expect(page.getByRole('heading', { name: 'Company Approvals' })).toBeVisible();
  });

  for (const email of ['owner@example.com', 'candidate@example.com']) {
    test(`${email} sees no admin screen`, async ({ page }) => {
      await signIn(page, email);
      for (const path of ADMIN_PATHS) {
        await page.goto(path);
        await expect(page.getByText('Access Denied')).toBeVisible();
        await expect(
          page.getByText('Only platform administrators can access this page.'),
        ).toBeVisible();
        await expect(
          page
            .getByRole('main')
            .getByRole('button', { name: /Approve|Send Invitation|Create Partnership|Manage/ }),
        ).toHaveCount(0);
      }
    });
  }

  test('the server refuses every admin call from a company owner', async () => {
    const token = await accessToken('owner@example.com');
    const refusals = await Promise.all([
      callFunction('get-pending-companies-direct', token, {}),
      callFunction('update-company-approval-direct', token, {
        companyId: PENDING_CO_ID,
        isApproved: true,
      }),
      callFunction('manage-company-subscription', token, {
        method: 'update',
        companyId: ACME_ID,
        tier: 'pro',
      }),
      callFunction('manage-company-subscription', token, { method: 'get', companyId: GLOBEX_ID }),
      callFunction('get-company-by-id-direct', token, { companyId: PENDING_CO_ID }),
      callFunction('send-admin-invitation', token, {
        email: 'x@example.com',
        firstName: 'Xa',
        lastName: 'Yb',
      }),
      callFunction('send-company-invitation', token, {
        email: 'x@example.com',
        companyName: 'Xco',
      }),
    ]);
    for (const answer of refusals) expect(answer.status).toBe(403);

    // Table access: counts cover only what the owner may see, and admin-only writes change nothing.
    expect(await countRows('profiles', '', token)).toBe(1);
    const approve = await rest(
      `companies?id=eq.${PENDING_CO_ID}`,
      { method: 'PATCH', body: JSON.stringify({ is_approved: true }) },
      token,
    );
    expect(approve.ok && (await approve.json()).length > 0).toBe(false);
    const partnership = await rest(
      'company_relationships',
      {
        method: 'POST',
        body: JSON.stringify({
          company_a_id: ACME_ID,
          company_b_id: PENDING_CO_ID,
          can_share_jobs: true,
        }),
      },
      token,
    );
    expect(partnership.status).toBeGreaterThanOrEqual(400);
    const subscription = await rest(
      `company_subscriptions?company_id=eq.${ACME_ID}`,
      { method: 'PATCH', body: JSON.stringify({ tier: 'none' }) },
      token,
    );
    expect(subscription.ok && (await subscription.json()).length > 0).toBe(false);

    const [pendingCo] = await serviceRest<{ is_approved: boolean }[]>(
      `companies?id=eq.${PENDING_CO_ID}&select=is_approved`,
    );
    expect(pendingCo.is_approved).toBe(false);
    const [acmeTier] = await serviceRest<{ tier: string }[]>(
      `company_subscriptions?company_id=eq.${ACME_ID}&select=tier`,
    );
    expect(acmeTier.tier).toBe('pro');
  });
});
