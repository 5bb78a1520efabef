import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { stackAvailable, type CaughtMail } from '../support/portal';
import {
  accessToken,
  applyToJob,
  choose,
  expectToast,
  FIRST_VISIT,
  publishJob,
  rest,
  signIn,
  userIdOf,
} from './helpers';

/** The newest e-mail to an address whose subject matches (the candidate gets other mail too). */
async function waitForSubject(
  to: string,
  subject: string,
  timeoutMs = 20_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(
      `${process.env.E2E_MAIL_URL}/api/messages?to=${encodeURIComponent(to)}`,
    );
    const found = ((await response.json()) as CaughtMail[]).find((m) => m.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail "${subject}" to ${to} within ${timeoutMs} ms`);
}

/** A fresh job of the recruiter's, with the demo candidate's application to it. */
async function jobWithApplication(
  title: string,
): Promise<{ jobId: string; applicationId: string }> {
  const job = await publishJob(await accessToken('recruiter@example.com'), {
    title,
    description: 'Keep our pipelines flowing.',
  });
  const applicationId = await applyToJob(await accessToken('candidate@example.com'), job.id);
  return { jobId: job.id, applicationId };
}

const column = (page: Page, stage: string) => page.getByTestId(`pipeline-column-${stage}`);

test.describe('pipeline board', () => {
  test.skip(!stackAvailable(), 'needs the local stack');
  test.describe.configure({ timeout: 150_000 });

  test('a recruiter moves a candidate to Interview by keyboard and on to Offered by mouse; the candidate is e-mailed and sees the timeline', async ({
    page,
    browser,
  }) => {
    const title = `Pipeline Engineer ${Date.now()}`;
    const { jobId, applicationId } = await jobWithApplication(title);

    await signIn(page, 'recruiter@example.com');
    await page.goto(`/company/manage-job/${jobId}`);
    await page.getByRole('button', { name: 'Open Pipeline Board' }).click(FIRST_VISIT);
    await expect(page).toHaveURL(new RegExp(`/company/manage-job/${jobId}/pipeline$`));
    await expect(page.getByRole('heading', { name: `Pipeline: ${title}` })).toBeVisible(
      FIRST_VISIT,
    );
    await expect(column(page, 'applied')).toContainText('Jordan Lee');
    await expect(column(page, 'applied')).toContainText('Direct');

    // Keyboard: pick up, two stages right, drop; the live region says where the card is.
    const handle = page.getByRole('button', { name: 'Move Jordan Lee' });
    await handle.focus();
    await page.keyboard.press('Space');
    const live = page.getByTestId('live-announcer');
    await expect(live).toContainText('Picked up Jordan Lee in New.');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(live).toContainText('Over Interview.');
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: 'Move Jordan Lee to Interview?' });
    await dialog.getByRole('checkbox', { name: 'E-mail the candidate' }).check();
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expectToast(page, 'Jordan Lee moved to Interview. An e-mail is on the way.');
    await expect(column(page, 'interview')).toContainText('Jordan Lee');
    await expect(column(page, 'applied')).not.toContainText('Jordan Lee');

    const mail = await waitForSubject(
      'candidate@example.com',
      `Interview stage: ${title} at Acme Corp`,
    );
    expect(mail.text).toContain(`Hi Jordan,`);
    expect(mail.text).toContain(`move your application for ${title} to the interview stage`);

    // Mouse: drag the card onto Offered.
    await page.getByTestId(`pipeline-card-${applicationId}`).dragTo(column(page, 'offered'));
    await page
      .getByRole('dialog', { name: 'Move Jordan Lee to Offered?' })
      .getByRole('button', { name: 'Move', exact: true })
      .click();
    await expectToast(page, 'Jordan Lee moved to Offered.');
    await expect(column(page, 'offered')).toContainText('Jordan Lee');

    // The application lists the message sent and the whole history.
    await page.getByRole('link', { name: 'Jordan Lee' }).click();
    await expect(page).toHaveURL(new RegExp(`/company/application/${applicationId}$`));
    await expect(page.getByText(`Interview stage: ${title} at Acme Corp`)).toBeVisible();
    const history = page
      .locator('.ant-card')
      .filter({ has: page.getByText('Timeline', { exact: true }) });
    await expect(history).toContainText('Application Submitted');
    await expect(history).toContainText('Moved to Interview');
    await expect(history).toContainText('Moved to Offered');

    const candidateContext = await browser.newContext();
    try {
      const candidate = await candidateContext.newPage();
      await signIn(candidate, 'candidate@example.com');
      await candidate.goto(`/candidate/application/${applicationId}`);
      const main = candidate.getByRole('main');
      await expect(main).toContainText('Application Submitted', FIRST_VISIT);
      await expect(main).toContainText('Moved to Interview');
      await expect(main).toContainText('Moved to Offered');
      await expect(main).not.toContainText('Rita Recruiter');
    } finally {
      await candidateContext.close();
    }
  });

  test('the second of two people moving the same application is told and the board refreshes', async ({
    page,
  }) => {
    const title = `Concurrent Engineer ${Date.now()}`;
    const { jobId, applicationId } = await jobWithApplication(title);
    await signIn(page, 'recruiter@example.com');
    await page.goto(`/company/manage-job/${jobId}/pipeline`);
    await expect(column(page, 'applied')).toContainText('Jordan Lee', FIRST_VISIT);

    await page.getByTestId(`pipeline-card-${applicationId}`).dragTo(column(page, 'interview'));
    const confirm = page.getByRole('dialog', { name: 'Move Jordan Lee to Interview?' });
    await expect(confirm).toBeVisible();

    // A colleague moves it to Under Review while this recruiter confirms the move from New (the
    // live refresh that follows cannot change the move already asked for).
    const owner = await accessToken('owner@example.com');
    await rest(owner, 'rpc/move_applications', {
      method: 'POST',
      body: JSON.stringify({
        p_application_ids: [applicationId],
        p_expected_statuses: ['applied'],
        p_to_status: 'reviewing',
      }),
    });

    await confirm.getByRole('button', { name: 'Move', exact: true }).click();
    await expectToast(
      page,
      'Someone else moved it first',
      'Someone else moved this application to Under Review in the meantime.',
    );
    await expect(column(page, 'reviewing')).toContainText('Jordan Lee');
    await expect(column(page, 'interview')).not.toContainText('Jordan Lee');
  });

  test("exporting a job's applicants downloads the CSV and leaves an entry in the company's audit trail", async ({
    page,
    browser,
  }) => {
    const title = `Exported Engineer ${Date.now()}`;
    const { jobId } = await jobWithApplication(title);
    await signIn(page, 'recruiter@example.com');
    await page.goto(`/company/manage-job/${jobId}/pipeline`);
    await expect(column(page, 'applied')).toContainText('Jordan Lee', FIRST_VISIT);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync((await (await downloading).path())!, 'utf8');
    expect(csv).toContain('Jordan Lee,candidate@example.com,Direct,New,');

    // The trail names people as they are named now (another test renames this recruiter).
    const recruiterToken = await accessToken('recruiter@example.com');
    const [recruiter] = await rest<{ first_name: string; last_name: string }[]>(
      recruiterToken,
      `company_users?select=first_name,last_name&user_id=eq.${userIdOf(recruiterToken)}`,
    );
    const adminContext = await browser.newContext();
    try {
      const admin = await adminContext.newPage();
      await signIn(admin, 'owner@example.com');
      await admin.goto('/company/audit-trail');
      // Newest first: the export is among the latest entries of the company.
      const entry = admin.getByRole('row').filter({ hasText: title });
      await expect(entry).toContainText('Job applicants exported', FIRST_VISIT);
      await expect(entry).toContainText(`${recruiter.first_name} ${recruiter.last_name}`);
      await expect(entry).toContainText('rows: 1');
    } finally {
      await adminContext.close();
    }
  });

  test('sorting the board by best match shows each score and carries the order to the detail', async ({
    page,
  }) => {
    const title = `Matched Engineer ${Date.now()}`;
    const { jobId, applicationId } = await jobWithApplication(title);
    await signIn(page, 'recruiter@example.com');
    await page.goto(`/company/manage-job/${jobId}/pipeline`);
    await expect(column(page, 'applied')).toContainText('Jordan Lee', FIRST_VISIT);
    await expect(column(page, 'applied')).not.toContainText('% match');
    await choose(page, 'Sort by', 'Best match');
    await expect(page).toHaveURL(/[?&]sort=match/);
    await expect(column(page, 'applied')).toContainText(/\d+% match/);
    await page.getByRole('link', { name: 'Jordan Lee' }).click();
    await expect(page).toHaveURL(new RegExp(`/company/application/${applicationId}\\?sort=match$`));
    await expect(page.getByRole('navigation', { name: 'Applications of this job' })).toContainText(
      '1 of 1',
    );
  });

  test('rejecting asks for a reason from the company list', async ({ page }) => {
    const title = `Rejected Engineer ${Date.now()}`;
    const { jobId, applicationId } = await jobWithApplication(title);
    await signIn(page, 'recruiter@example.com');
    await page.goto(`/company/application/${applicationId}`);
    await page.getByRole('button', { name: 'Reject' }).click(FIRST_VISIT);
    const dialog = page.getByRole('dialog', { name: 'Reject Jordan Lee?' });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(dialog.getByText('Choose a reason for the rejection')).toBeVisible();
    await choose(page, 'Reason', 'Position filled by another candidate', dialog);
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expectToast(page, 'Jordan Lee rejected.');
    const history = page
      .locator('.ant-card')
      .filter({ has: page.getByText('Timeline', { exact: true }) });
    await expect(history).toContainText('Moved to Not Selected');
    await expect(history).toContainText('Reason: Position filled by another candidate');
    await page.goto(`/company/manage-job/${jobId}/pipeline?source=candidate`);
    await expect(column(page, 'rejected')).toContainText('Jordan Lee');
  });
});
