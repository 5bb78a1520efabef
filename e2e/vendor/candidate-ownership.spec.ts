import { expect, test } from '@playwright/test';
import { linkFrom, stackAvailable, uniqueEmail, waitForMailWithSubject } from '../support/portal';
import { accessToken, rest } from './api';
import {
  addAndSubmit,
  arrangeSecondVendor,
  SECOND_VENDOR_PASSWORD,
  service,
} from './second-vendor';
import {
  card,
  COMPANY_OWNER,
  DASHBOARD,
  expectToast,
  sessionFor,
  VENDOR_ADMIN,
  VENDOR_NAME,
} from './vendor-pages';

const ACME = 'c0000000-0000-4000-8000-000000000001';

test.describe('candidate ownership', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  // Specs share one stack: Acme stops asking candidates to confirm whatever happens here.
  test.afterAll(async () => {
    await service('PATCH', `company_pipeline_settings?company_id=eq.${ACME}`, {
      confirm_vendor_submissions: false,
    });
  });

  test("a held submission reaches the company once the candidate confirms, and a rival agency's later submission is a conflict", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const stamp = Date.now();
    const {
      email: rivalEmail,
      vendorName: rivalName,
      vendorId: rivalId,
      jobId,
      jobTitle,
    } = await arrangeSecondVendor(stamp);
    const otherJobTitle = `Platform Engineer ${stamp}`;
    const [otherJob] = await service('POST', 'jobs', {
      company_id: ACME,
      title: otherJobTitle,
      description: 'Build the platform.',
      status: 'published',
    });
    await service('POST', 'vendor_job_assignments', { job_id: otherJob.id, vendor_id: rivalId });
    const person = { first: 'Morgan', last: 'Vale', email: uniqueEmail('morgan.vale') };

    // The company asks candidates to confirm vendor submissions.
    const company = await sessionFor(browser, COMPANY_OWNER);
    await company.goto('/company/ownership');
    await expect(company.getByRole('heading', { name: 'Candidate Ownership' })).toBeVisible();
    await expect(company.getByLabel(/Ownership window \(months\)/)).toHaveValue('6');
    const confirmSwitch = company.getByRole('switch', {
      name: 'Candidates confirm vendor submissions',
    });
    if ((await confirmSwitch.getAttribute('aria-checked')) !== 'true') await confirmSwitch.click();
    await company.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(company, 'Ownership settings saved');

    // Staffing Partners submits Morgan; the company does not see the submission.
    const vendor = await sessionFor(browser, VENDOR_ADMIN);
    await addAndSubmit(vendor, person, jobTitle);
    await expectToast(vendor, 'Candidate submitted successfully!');
    // The vendor follows the held submission until the candidate answers.
    const submissions = card(vendor, /^Submissions/);
    await submissions.getByRole('tab', { name: 'Awaiting Candidate Confirmation' }).click();
    await expect(submissions.getByRole('row').filter({ hasText: 'Morgan Vale' })).toContainText(
      'Waiting for the candidate',
    );
    const owner = await accessToken(COMPANY_OWNER);
    expect((await rest(owner, 'GET', `applications?select=id&job_id=eq.${jobId}`)).rows).toEqual(
      [],
    );
    await company.goto(`/company/manage-job/${jobId}/pipeline`);
    await expect(company.getByText('Morgan Vale')).toHaveCount(0);

    // Morgan confirms through the e-mailed link, signed out.
    const mail = await waitForMailWithSubject(
      person.email,
      `Confirm your representation for ${jobTitle}`,
      30_000,
    );
    const link = new URL(linkFrom(mail, '/confirm-representation'));
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(link.pathname + link.search);
    await expect(
      visitor.getByText(`${VENDOR_NAME} (Victor Vendor) would like to put you forward for`),
    ).toBeVisible();
    await visitor.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      visitor.getByText(`Acme Corp can now see ${VENDOR_NAME}'s submission for ${jobTitle}.`),
    ).toBeVisible();

    // The company now sees the submission.
    await company.reload();
    const cards = company.locator('[data-testid^="pipeline-card-"]');
    await expect(cards.filter({ hasText: 'Morgan Vale' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Morgan Vale' })).toContainText(
      `${VENDOR_NAME} · Victor Vendor`,
    );

    // The company stops asking; the rival agency submits Morgan to another job inside the window.
    await company.goto('/company/ownership');
    await company.getByRole('switch', { name: 'Candidates confirm vendor submissions' }).click();
    await company.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(company, 'Ownership settings saved');
    const rival = await sessionFor(browser, rivalEmail, SECOND_VENDOR_PASSWORD);
    // The agency's first visit loads its area, which takes a while on a busy machine.
    await rival.goto(DASHBOARD);
    await expect(rival.getByRole('heading', { name: 'Talent Vendor Dashboard' })).toBeVisible({
      timeout: 30_000,
    });
    await addAndSubmit(rival, { ...person, email: person.email.toUpperCase() }, otherJobTitle);
    await expectToast(rival, 'Candidate submitted successfully!');

    // The conflict is in the company's list with who, when and the decision.
    await company.reload();
    const conflict = company.getByRole('row').filter({ hasText: otherJobTitle });
    await expect(conflict).toContainText('Morgan Vale');
    await expect(conflict).toContainText(`${rivalName} · Nora North`);
    await expect(conflict).toContainText(`Credited to ${VENDOR_NAME}`);
  });
});
