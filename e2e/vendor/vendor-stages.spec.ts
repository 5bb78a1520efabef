import { expect, test } from '@playwright/test';
import { stackAvailable, uniqueEmail } from '../support/portal';
import { accessToken, rest } from './api';
import { addAndSubmit, service } from './second-vendor';
import {
  card,
  COMPANY_OWNER,
  expectToast,
  openDashboard,
  sessionFor,
  VENDOR_ADMIN,
} from './vendor-pages';

const ACME = 'c0000000-0000-4000-8000-000000000001';
const STAFFING_PARTNERS = 'b0000000-0000-4000-8000-000000000001';

test.describe('stages vendors see', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  // Specs share one stack: Acme's vendors see the default stages again whatever happens here.
  test.afterAll(async () => {
    await service('PATCH', `company_pipeline_settings?company_id=eq.${ACME}`, {
      vendor_visible_stages: null,
    });
  });

  test('a stage the company hides reads as the last shown stage before it, and showing it reaches the vendor live', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const jobTitle = `Data Engineer ${stamp}`;
    const [job] = await service('POST', 'jobs', {
      company_id: ACME,
      title: jobTitle,
      description: 'Build the pipelines.',
      status: 'published',
    });
    await service('POST', 'vendor_job_assignments', {
      job_id: job.id,
      vendor_id: STAFFING_PARTNERS,
    });
    const person = { first: 'Dana', last: `Stage${stamp}`, email: uniqueEmail('dana.stage') };
    const name = `${person.first} ${person.last}`;

    // The company hides Interview from its vendors.
    const company = await sessionFor(browser, COMPANY_OWNER);
    await company.goto('/company/pipeline-settings');
    const stages = card(company, 'Stages Vendors See');
    const interview = stages.getByRole('checkbox', { name: 'Interview' });
    await expect(interview).toBeChecked();
    await expect(stages.getByRole('checkbox', { name: 'Submitted (always shown)' })).toBeDisabled();
    await interview.uncheck();
    await stages.getByRole('button', { name: 'Save Vendor Stages' }).click();
    await expectToast(company, 'Vendor stages saved');

    // Staffing Partners submits Dana, who reads as Submitted.
    const vendor = await sessionFor(browser, VENDOR_ADMIN);
    await addAndSubmit(vendor, person, jobTitle);
    await expectToast(vendor, 'Candidate submitted successfully!');
    const row = card(vendor, /^Submissions/)
      .getByRole('row')
      .filter({ hasText: name });
    await expect(row).toContainText('Submitted');

    // The company moves Dana to Interview; the vendor still sees Submitted.
    const owner = await accessToken(COMPANY_OWNER);
    const [application] = (
      await rest(owner, 'GET', `applications?select=id,status&job_id=eq.${String(job.id)}`)
    ).rows;
    const moved = await rest(owner, 'POST', 'rpc/move_applications', {
      p_application_ids: [application.id],
      p_expected_statuses: [application.status],
      p_to_status: 'interview',
    });
    expect(moved.status).toBe(200);
    await openDashboard(vendor);
    await expect(row).toContainText('Submitted');
    await expect(row).not.toContainText('Interview');
    // Nor can the vendor read the real status through the API.
    const vendorToken = await accessToken(VENDOR_ADMIN);
    expect(
      (await rest(vendorToken, 'GET', `applications?select=status&id=eq.${String(application.id)}`))
        .rows,
    ).toEqual([]);

    // The company shows Interview again: the vendor's open dashboard follows.
    await company.reload();
    await stages.getByRole('checkbox', { name: 'Interview' }).check();
    await stages.getByRole('button', { name: 'Save Vendor Stages' }).click();
    await expectToast(company, 'Vendor stages saved');
    await expect(row).toContainText('Interview');
  });
});
