import { expect, test } from '@playwright/test';
import { stackAvailable } from '../support/portal';
import { choose, countRows, expectToast, GLOBEX_ID, serviceRest, signIn } from './api';

test.describe('admin dashboard', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('the stat cards show the counts the database holds', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const expected = {
      'Total Users': await countRows('profiles'),
      'Total Companies': await countRows('companies'),
      'Pending Approvals': await countRows('companies', 'is_approved=eq.false'),
      'Total Candidates': await countRows('candidates'),
    };
    for (const [title, count] of Object.entries(expected)) {
      await expect(
        page.getByRole('region', { name: title }).locator('.ant-statistic-content-value'),
      ).toHaveText(count.toLocaleString('en-US'));
    }

    const newest = await serviceRest<{ name: string }[]>(
      'companies?select=name&order=created_at.desc&limit=10',
    );
    const subscriptions = page.getByRole('region', { name: 'Company Subscriptions' });
    await expect(subscriptions.locator('.ant-table-row')).toHaveCount(newest.length);
    const activity = page.getByRole('region', { name: 'Recent Activity' });
    await expect(activity.locator('.ant-list-item')).toHaveCount(Math.min(5, newest.length));
    await expect(activity.getByRole('link', { name: newest[0].name, exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Send Company Invitation' }).click();
    await expect(page).toHaveURL(/\/admin\/send-company-invitation$/);
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await page.getByRole('button', { name: 'Send Admin Invitation' }).click();
    await expect(page).toHaveURL(/\/admin\/send-admin-invitation$/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page
      .getByRole('region', { name: 'Quick Actions' })
      .getByRole('link', { name: 'Manage Partnerships' })
      .click();
    await expect(page).toHaveURL(/\/admin\/company-partnerships$/);
  });

  test('a load failure shows its message with a retry', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await page.route('**/rest/v1/candidates*', (route) =>
      route.fulfill({ status: 500, body: '{"message":"down"}' }),
    );
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load dashboard data' });
    await expect(alert).toContainText('Failed to fetch candidate count');
    await page.unroute('**/rest/v1/candidates*');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toBeHidden();
    await expect(
      page
        .getByRole('region', { name: 'Total Candidates' })
        .locator('.ant-statistic-content-value'),
    ).toHaveText((await countRows('candidates')).toLocaleString('en-US'));
  });

  test('the admin sets a subscription tier from the dashboard', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await page.getByRole('button', { name: 'Manage Globex Industries' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Subscription: Globex Industries' });
    await expect(dialog.getByText('This tier is already selected')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeDisabled();

    await choose(page, dialog, 'Subscription Tier', 'Intermediate');
    await expect(dialog.getByText('This tier is already selected')).toBeHidden();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Subscription updated to Intermediate successfully');
    // Fetched again after half a second: the new tier is now the current one.
    await expect(dialog.getByText('This tier is already selected')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeDisabled();
    const [row] = await serviceRest<{ tier: string; status: string }[]>(
      `company_subscriptions?company_id=eq.${GLOBEX_ID}&select=tier,status`,
    );
    expect(row).toEqual({ tier: 'intermediate', status: 'active' });

    await choose(page, dialog, 'Subscription Tier', 'Basic');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Subscription updated to Basic successfully');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    const globexRow = page
      .getByRole('region', { name: 'Company Subscriptions' })
      .getByRole('row', { name: /Globex Industries/ });
    await expect(globexRow).toContainText('Basic');
  });
});
