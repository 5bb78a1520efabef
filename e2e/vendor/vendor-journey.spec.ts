import { expect, test, type Page } from '@playwright/test';
import { linkFrom, stackAvailable, uniqueEmail, waitForMail } from '../support/portal';
import { accessToken, rest } from './api';
import {
  card,
  choose,
  COMPANY_OWNER,
  expectToast,
  JOURNEY_JOB,
  openDashboard,
  PARTNER_COMPANY,
  sessionFor,
  signIn,
  summary,
  VENDOR_ADMIN,
} from './vendor-pages';

const RECRUITER_PASSWORD = 'Recruit123';
// A 'FILE' screening question this spec adds to the journey job for its run and removes after.
const FILE_QUESTION = 'Upload a work sample (vendor journey)';
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`),
});
const VENDOR_PASSWORD = 'Harbor2024x';

/** The value next to a label in the vendor summary. */
async function summaryValue(page: Page, label: string): Promise<string> {
  const item = summary(page).locator('.ant-descriptions-item').filter({ hasText: label });
  return (await item.locator('.ant-descriptions-item-content').textContent()) ?? '';
}

test.describe('talent vendor journey', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test.afterAll(async () => {
    if (!stackAvailable()) return;
    const owner = await accessToken(COMPANY_OWNER);
    await rest(
      owner,
      'DELETE',
      `job_questions?job_id=eq.${JOURNEY_JOB.id}&question=eq.${encodeURIComponent(FILE_QUESTION)}`,
    );
  });

  test('invite form asks for every field', async ({ page }) => {
    await signIn(page, VENDOR_ADMIN);
    await openDashboard(page);
    const form = page.getByRole('form', { name: 'Invite Recruiter' });
    await form.getByLabel('First Name').fill('Only');
    await form.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(form.getByText('Please fill in all fields')).toHaveCount(2);
  });

  test('a company invites a talent vendor who signs up, brings in a recruiter and submits a candidate the company sees', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const vendorEmail = uniqueEmail('talent.vendor');
    const vendorName = `Harbor Talent ${Date.now()}`;
    const recruiterEmail = uniqueEmail('vendor.scout');
    const recruiterName = 'Quinn Harper';
    const candidateEmail = uniqueEmail('sourced');
    const candidateName = 'Morgan Blake';

    // The journey job also asks for a file (removed again after the run).
    const owner = await accessToken(COMPANY_OWNER);
    const added = await rest(owner, 'POST', 'job_questions', {
      job_id: JOURNEY_JOB.id,
      question: FILE_QUESTION,
      question_type: 'FILE',
      is_required: false,
      position: 99,
    });
    expect(added.status).toBe(201);

    // The company admin invites a talent vendor from the dashboard.
    const company = await sessionFor(browser, COMPANY_OWNER);
    await company.goto('/company/dashboard');
    const vendors = company.getByRole('region', { name: 'Manage Vendors' });
    await vendors.getByRole('button', { name: 'Invite Talent Vendor' }).click();
    const inviteVendor = company.getByRole('dialog', { name: 'Invite Talent Vendor' });
    await inviteVendor.getByLabel('First Name').fill('Hana');
    await inviteVendor.getByLabel('Last Name').fill('Harbor');
    await inviteVendor.getByLabel('Email').fill(vendorEmail);
    await inviteVendor.getByLabel('Message (optional)').fill('Help us staff our backend team.');
    await inviteVendor.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(company, 'Talent vendor invited!');
    await expect(vendors.getByRole('row').filter({ hasText: vendorEmail })).toContainText(
      'Invited',
    );

    // The vendor follows the e-mailed link and signs up as the vendor's admin.
    const vendorMail = await waitForMail(vendorEmail);
    expect(vendorMail.subject).toContain(PARTNER_COMPANY);
    const invitationLink = linkFrom(vendorMail, '/signup?vendor_invitation=');
    const vendorContext = await browser.newContext();
    const vendor = await vendorContext.newPage();
    await vendor.goto(invitationLink);
    await expect(
      vendor.getByText(
        `${PARTNER_COMPANY} has invited you to register your staffing company as its talent vendor.`,
      ),
    ).toBeVisible();
    const signUp = vendor.getByRole('form', { name: 'Vendor registration' });
    await expect(signUp.getByLabel('First Name')).toHaveValue('Hana');
    await expect(signUp.getByLabel('Last Name')).toHaveValue('Harbor');
    await expect(signUp.getByLabel('Email')).toHaveValue(vendorEmail);
    await signUp.getByLabel('Password').fill('harbor');
    await signUp.getByRole('button', { name: 'Create Vendor Account' }).click();
    await expect(signUp.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(signUp.getByText('Vendor company name is required')).toBeVisible();
    await signUp.getByLabel('Password').fill(VENDOR_PASSWORD);
    await signUp.getByLabel('Vendor Company Name').fill(vendorName);
    await signUp.getByRole('button', { name: 'Create Vendor Account' }).click();
    await expect(vendor).toHaveURL(/\/talent-vendor\/dashboard$/);
    await expect(summary(vendor).getByText(vendorName)).toBeVisible();
    await expect(summary(vendor).getByText(PARTNER_COMPANY)).toBeVisible();
    await expect(summary(vendor).getByText('Vendor Admin')).toBeVisible();
    const vendorCode = (await summaryValue(vendor, 'Vendor ID')).trim();
    expect(vendorCode).toMatch(/^VENDOR-[A-Z0-9]{8}$/);

    // The link works once; the company sees the vendor registered.
    const reuse = await vendorContext.newPage();
    await reuse.goto(invitationLink);
    await expect(reuse.getByText('This invitation has already been used')).toBeVisible();
    await reuse.close();
    await company.reload();
    await expect(vendors.getByRole('row').filter({ hasText: vendorEmail })).toContainText(
      'Registered',
    );
    await expect(vendors.getByRole('row').filter({ hasText: vendorName })).toContainText(
      vendorCode,
    );

    // The new vendor admin invites a recruiter.
    await openDashboard(vendor);
    const invite = vendor.getByRole('form', { name: 'Invite Recruiter' });
    await invite.getByLabel('First Name').fill('Quinn');
    await invite.getByLabel('Last Name').fill('Harper');
    await invite.getByLabel('Email').fill(recruiterEmail);
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(vendor, 'Recruiter invited!');
    await expect(invite.getByLabel('Email')).toHaveValue('');
    const recruiterRow = card(vendor, /^Recruiters/)
      .getByRole('row')
      .filter({ hasText: recruiterName });
    await expect(recruiterRow).toContainText('Invited');
    await expect(
      recruiterRow.getByRole('button', { name: `Revoke invitation to ${recruiterEmail}` }),
    ).toBeVisible();

    // The recruiter follows the e-mailed link, chooses a password and signs in.
    const mail = await waitForMail(recruiterEmail);
    expect(mail.subject).toContain(vendorName);
    const recruiterContext = await browser.newContext();
    const recruiter = await recruiterContext.newPage();
    await recruiter.goto(linkFrom(mail, '/auth/v1/verify'));
    await expect(recruiter).toHaveURL(/\/update-password/);
    await recruiter.getByRole('main').getByLabel('New Password').fill(RECRUITER_PASSWORD);
    await recruiter.getByRole('main').getByLabel('Confirm Password').fill(RECRUITER_PASSWORD);
    await recruiter.getByRole('main').getByRole('button', { name: 'Update Password' }).click();
    await expect(recruiter).toHaveURL(/\/signin$/);
    await signIn(recruiter, recruiterEmail, RECRUITER_PASSWORD);
    await openDashboard(recruiter);
    await expect(summary(recruiter).getByText(vendorName)).toBeVisible();
    await expect(summary(recruiter).getByText('Recruiter', { exact: true })).toBeVisible();
    await expect(
      card(recruiter, /^Assigned Jobs/).getByText('No jobs have been assigned to you yet.'),
    ).toBeVisible();

    // The partner company assigns one of its jobs to the new vendor.
    await company.goto(`/company/manage-job/${JOURNEY_JOB.id}`);
    await choose(
      company,
      company.getByLabel('Vendor', { exact: true }),
      `${vendorName} (${vendorCode})`,
    );
    await company.getByRole('button', { name: 'Assign Job' }).click();
    await expectToast(company, 'Job successfully assigned!');

    // The vendor admin sees the recruiter joined and hands them the job.
    await openDashboard(vendor);
    await expect(recruiterRow).toContainText('Joined');
    await expect(recruiterRow.getByRole('button')).toHaveCount(0);
    const jobs = card(vendor, /^Assigned Jobs/);
    await expect(jobs.getByText(JOURNEY_JOB.title)).toBeVisible();
    await choose(vendor, jobs.getByLabel(`Recruiter for ${JOURNEY_JOB.title}`), recruiterName);
    await expectToast(vendor, 'Recruiter assigned successfully!');

    // The recruiter sees the job, adds a candidate and submits them to it.
    await openDashboard(recruiter);
    await expect(card(recruiter, /^Assigned Jobs/).getByText(JOURNEY_JOB.title)).toBeVisible();
    const candidates = card(recruiter, /^Your Candidates/);
    await candidates.getByRole('button', { name: 'Add Candidate' }).click();
    const dialog = recruiter.getByRole('dialog', { name: 'Add Candidate' });
    await dialog.getByRole('button', { name: 'Save Candidate' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await dialog.getByLabel('First Name').fill('Morgan');
    await dialog.getByLabel('Last Name').fill('Blake');
    await dialog.getByLabel('Email').fill(candidateEmail);
    await dialog.getByLabel('Title').fill('Platform Engineer');
    await dialog.getByLabel('Skills', { exact: true }).fill('Node.js');
    await dialog.getByLabel('Skills', { exact: true }).press('Enter');
    await expect(dialog.getByLabel('Remove Node.js')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Candidate' }).click();
    await expectToast(recruiter, 'Candidate added successfully!');
    await expect(candidates.getByText(candidateName)).toBeVisible();


    await candidates.getByRole('button', { name: `Submit ${candidateName} to a job` }).click();
    const submit = recruiter.getByRole('dialog', { name: 'Submit Candidate' });
    await submit.getByRole('button', { name: 'Submit Candidate' }).click();
    await expect(submit.getByText('Please select a job')).toBeVisible();
    await choose(recruiter, submit.getByLabel('Job'), JOURNEY_JOB.title);
    // The job's required screening questions come with it.
    await submit.getByRole('button', { name: 'Submit Candidate' }).click();
    await expect(submit.getByText('Please answer all required questions')).toHaveCount(2);
    await submit
      .getByLabel(/Describe an API you designed/)
      .fill('A billing API; I would version it from day one.');
    await submit.getByLabel(/When could you start\?/).fill('In two weeks');
    await submit
      .getByLabel('Pitch Note (optional)')
      .fill('Morgan ran the platform team at a fintech.');
    // A file answers the FILE question, and the resume goes with the submission.
    await submit.getByLabel(FILE_QUESTION, { exact: true }).setInputFiles(pdf('work-sample.pdf'));
    await expect(submit.getByText('work-sample.pdf is attached.')).toBeVisible();
    await expect(submit.getByText('No documents stored for this candidate yet.')).toBeVisible();
    await submit.getByLabel('Upload resume').setInputFiles(pdf('morgan-blake-cv.pdf'));
    await expect(
      submit.getByRole('checkbox', { name: 'morgan-blake-cv.pdf (Resume)' }),
    ).toBeChecked();
    await submit.getByRole('button', { name: 'Submit Candidate' }).click();
    await expectToast(recruiter, 'Candidate submitted successfully!');
    const submissions = card(recruiter, /^Submissions/);
    const row = submissions.getByRole('row').filter({ hasText: candidateName });
    await expect(row).toContainText(JOURNEY_JOB.title);
    await expect(row).toContainText('Submitted');

    // Submitting the same candidate twice is refused: the person is already in process.
    await candidates.getByRole('button', { name: `Submit ${candidateName} to a job` }).click();
    await choose(recruiter, submit.getByLabel('Job'), JOURNEY_JOB.title);
    await submit.getByLabel(/Describe an API you designed/).fill('The same billing API.');
    await submit.getByLabel(/When could you start\?/).fill('In two weeks');
    // The resume stored with the first submission is offered again.
    await expect(
      submit.getByRole('checkbox', { name: 'morgan-blake-cv.pdf (Resume)' }),
    ).not.toBeChecked();
    await submit.getByRole('button', { name: 'Submit Candidate' }).click();
    await expectToast(recruiter, 'Failed to submit candidate');
    await expect(
      recruiter.getByText(/This candidate is already in process for this job \(since /).first(),
    ).toBeVisible();

    // The company sees the application on its job, submitted by the vendor.
    await company.goto(`/company/manage-job/${JOURNEY_JOB.id}`);
    await expect(card(company, /^Applications$/).getByText(candidateName)).toBeVisible();
    const [registered] = (await rest(owner, 'GET', `vendors?select=id&vendor_id=eq.${vendorCode}`))
      .rows;
    const submitted = await rest(
      owner,
      'GET',
      `applications?select=id,source&job_id=eq.${JOURNEY_JOB.id}&applied_by_vendor_id=eq.${String(registered.id)}`,
    );
    expect(submitted.rows).toEqual([{ id: expect.any(String), source: 'vendor' }]);

    // The company opens the application: the resume and the file answer open through signed links.
    await company.goto(`/company/application/${String(submitted.rows[0].id)}`);
    const sent = company.locator('.ant-card').filter({ hasText: 'Submitted Documents' });
    const [resumeTab] = await Promise.all([
      company.waitForEvent('popup'),
      sent.getByRole('button', { name: 'morgan-blake-cv.pdf' }).click(),
    ]);
    await expect(resumeTab).toHaveURL(
      /\/storage\/v1\/object\/sign\/submission_documents\/.+token=/,
    );
    const [answerTab] = await Promise.all([
      company.waitForEvent('popup'),
      company
        .getByRole('button', {
          name: new RegExp(`answering ${FILE_QUESTION.replace(/[()]/g, '\\$&')}`),
        })
        .click(),
    ]);
    await expect(answerTab).toHaveURL(
      /\/storage\/v1\/object\/sign\/application_answer_files\/.+token=/,
    );
  });
});
