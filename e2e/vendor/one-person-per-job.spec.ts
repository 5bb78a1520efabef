import { expect, test } from '@playwright/test';
import { stackAvailable, uniqueEmail } from '../support/portal';
import { accessToken, rest } from './api';
import { addAndSubmit, arrangeSecondVendor, SECOND_VENDOR_PASSWORD } from './second-vendor';
import {
  card,
  COMPANY_OWNER,
  expectToast,
  sessionFor,
  VENDOR_ADMIN,
  VENDOR_NAME,
} from './vendor-pages';

test.describe('one person, one application per job', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('two vendors submit the same person to one job: the second is refused and the company sees one application from the first', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now();
    const { email, vendorName, jobId, jobTitle } = await arrangeSecondVendor(stamp);
    const personEmail = uniqueEmail('jamie.rivers');

    // Staffing Partners puts Jamie forward first.
    const first = await sessionFor(browser, VENDOR_ADMIN);
    await addAndSubmit(first, { first: 'Jamie', last: 'Rivers', email: personEmail }, jobTitle);
    await expectToast(first, 'Candidate submitted successfully!');

    // The second agency keeps its own record of Jamie (the address typed differently) and is refused.
    const second = await sessionFor(browser, email, SECOND_VENDOR_PASSWORD);
    await addAndSubmit(
      second,
      { first: 'Jamie', last: 'Rivers', email: ` ${personEmail.toUpperCase()}` },
      jobTitle,
    );
    await expectToast(second, 'Failed to submit candidate');
    const refusal = second
      .locator('.ant-notification-notice')
      .filter({ hasText: 'Failed to submit candidate' })
      .first();
    await expect(refusal).toContainText(
      /This candidate is already in process for this job \(since [A-Z][a-z]{2} \d{1,2}, \d{4}\)/,
    );
    await expect(refusal).not.toContainText(VENDOR_NAME);
    await expect(card(second, /^Submissions/).getByText(jobTitle)).toHaveCount(0);

    // The company sees one application for Jamie, from Staffing Partners and its admin.
    const company = await sessionFor(browser, COMPANY_OWNER);
    await company.goto(`/company/manage-job/${jobId}/pipeline`);
    const cards = company.locator('[data-testid^="pipeline-card-"]');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Jamie Rivers');
    await expect(cards.first()).toContainText(`${VENDOR_NAME} · Victor Vendor`);
    await expect(company.getByText(vendorName)).toHaveCount(0);

    // And through the API: one application on the job, none from the second agency.
    const owner = await accessToken(COMPANY_OWNER);
    const applications = await rest(
      owner,
      'GET',
      `applications?select=source,source_label&job_id=eq.${jobId}`,
    );
    expect(applications.rows).toEqual([
      { source: 'vendor', source_label: `${VENDOR_NAME} · Victor Vendor` },
    ]);
  });
});
