import { expect, test } from '@playwright/test';
import { stackAvailable, uniqueEmail } from '../support/portal';
import { accessToken, expectToast, invokeFunction, rest, signIn } from './helpers';

const STAFFING_PARTNERS = 'b0000000-0000-4000-8000-000000000001';
const PUBLISHED_JOB = 'f0000000-0000-4000-8000-000000000001';

interface Figures {
  submissions: number;
  interviews: number;
  offers: number;
  hires: number;
}

test.describe('vendor detail', () => {
  test.skip(!stackAvailable(), 'needs the local stack');
  test.describe.configure({ timeout: 120_000 });

  test('the company opens a vendor: recruiters split into joined and invited, performance figures', async ({
    page,
  }) => {
    // The vendor's admin invites a recruiter who has not signed in yet.
    const invitedEmail = uniqueEmail('pending.recruiter');
    await invokeFunction(
      'send-vendor-recruiter-invitation',
      await accessToken('vendor@example.com'),
      {
        vendor_id: STAFFING_PARTNERS,
        email: invitedEmail,
        first_name: 'Ivy',
        last_name: 'Pending',
      },
    );

    await signIn(page, 'owner@example.com');
    await page.goto('/company/dashboard');
    const vendors = page.getByRole('table', { name: 'Vendors' });
    await vendors.getByRole('link', { name: 'Staffing Partners' }).click();
    await expect(page).toHaveURL(new RegExp(`/company/vendors/${STAFFING_PARTNERS}$`));
    await expect(page.getByRole('heading', { name: 'Staffing Partners' })).toBeVisible();

    const joined = page.getByRole('table', { name: 'Joined recruiters' });
    const invited = page.getByRole('table', { name: 'Invited recruiters' });
    await expect(
      joined.getByRole('row').filter({ hasText: 'vendor.recruiter@example.com' }),
    ).toBeVisible();
    await expect(invited.getByRole('cell', { name: invitedEmail, exact: true })).toBeVisible();
    await expect(joined.getByRole('cell', { name: invitedEmail, exact: true })).toHaveCount(0);

    // The figures are the server's, whatever other tests submitted.
    const token = await accessToken('owner@example.com');
    const performance = await rest<{ vendors: Figures[] }>(
      token,
      'rpc/get_company_vendor_performance',
      {
        method: 'POST',
        body: JSON.stringify({ p_vendor_id: STAFFING_PARTNERS }),
      },
    );
    const figures = performance.vendors[0];
    const panel = page.getByRole('region', { name: 'Performance' });
    for (const [label, value] of [
      ['Submissions', figures.submissions],
      ['Interviews', figures.interviews],
      ['Offers', figures.offers],
      ['Hires', figures.hires],
    ] as const) {
      await expect(panel.locator('dt', { hasText: label }).locator('+ dd')).toHaveText(
        String(value),
      );
    }
    await expect(page.getByRole('table', { name: 'Jobs assigned to the vendor' })).toContainText(
      'Senior Frontend Engineer',
    );

    // The server refuses to hand a job to the recruiter who has not joined.
    const [pending] = await rest<{ id: string }[]>(
      token,
      `talent_vendor_users?select=id&email=eq.${encodeURIComponent(invitedEmail)}`,
    );
    await expect(
      rest(token, 'vendor_job_assignments', {
        method: 'POST',
        body: JSON.stringify({
          job_id: PUBLISHED_JOB,
          vendor_id: STAFFING_PARTNERS,
          assigned_to_recruiter_id: pending.id,
        }),
      }),
    ).rejects.toThrow(/\(400\).*has not accepted their invitation yet/);
  });

  test('the company sets its vendor release delays in the pipeline settings', async ({ page }) => {
    await signIn(page, 'owner@example.com');
    await page.goto('/company/pipeline-settings');
    const card = page.locator('.ant-card').filter({ hasText: 'Vendor Release Tiers' });
    const tier2 = card.getByLabel('Tier 2 delay (hours)');
    const tier3 = card.getByLabel('Tier 3 further delay (hours)');
    await expect(tier2).toHaveValue('48');
    await expect(tier3).toHaveValue('48');

    await tier3.fill('');
    await card.getByRole('button', { name: 'Save Release Delays' }).click();
    await expect(card.getByRole('alert')).toHaveText('Enter the tier 3 delay in hours');

    // Other specs rely on the default delays: put them back whatever happens.
    try {
      await tier2.fill('24');
      await tier3.fill('12');
      await card.getByRole('button', { name: 'Save Release Delays' }).click();
      await expectToast(page, 'Release delays saved');
      await page.reload();
      await expect(tier2).toHaveValue('24');
      await expect(tier3).toHaveValue('12');

      // The server checks the range and the role again.
      const recruiter = await accessToken('recruiter@example.com');
      await expect(
        rest(recruiter, 'rpc/set_vendor_tier_delays', {
          method: 'POST',
          body: JSON.stringify({ p_tier2_hours: 1, p_tier3_hours: 1 }),
        }),
      ).rejects.toThrow(/\(403\).*Only company admins can change the vendor release delays/);
      const owner = await accessToken('owner@example.com');
      await expect(
        rest(owner, 'rpc/set_vendor_tier_delays', {
          method: 'POST',
          body: JSON.stringify({ p_tier2_hours: 2161, p_tier3_hours: 1 }),
        }),
      ).rejects.toThrow(/\(400\).*between 0 and 2160 hours/);
    } finally {
      await rest(await accessToken('owner@example.com'), 'rpc/set_vendor_tier_delays', {
        method: 'POST',
        body: JSON.stringify({ p_tier2_hours: 48, p_tier3_hours: 48 }),
      });
    }
  });
});
