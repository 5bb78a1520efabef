import { expect, test } from '@playwright/test';
import { stackAvailable, uniqueEmail } from '../support/portal';
import { accessToken, invokeFunction, rest, signIn } from './helpers';

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
});
