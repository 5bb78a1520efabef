import { expect, test } from '@playwright/test';
import { linkFrom, stackAvailable, uniqueEmail, waitForMail } from '../support/portal';
import {
  card,
  choose,
  COMPANY_OWNER,
  expectToast,
  JOURNEY_JOB,
  openDashboard,
  sessionFor,
  signIn,
  summary,
  VENDOR_ADMIN,
  VENDOR_CODE,
  VENDOR_NAME,
} from './vendor-pages';

const RECRUITER_PASSWORD = 'Recruit123';

test.describe('talent vendor journey', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('invite form asks for every field', async ({ page }) => {
    await signIn(page, VENDOR_ADMIN);
    await openDashboard(page);
    const form = page.getByRole('form', { name: 'Invite Recruiter' });
    await form.getByLabel('First Name').fill('Only');
    await form.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(form.getByText('Please fill in all fields')).toHaveCount(2);
  });

  test('a vendor brings in a recruiter who receives a job and submits a candidate the company sees', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const recruiterEmail = uniqueEmail('vendor.scout');
    const recruiterName = 'Quinn Harper';
    const candidateEmail = uniqueEmail('sourced');
    const candidateName = 'Morgan Blake';

    // The vendor admin invites a recruiter.
    const vendor = await sessionFor(browser, VENDOR_ADMIN);
    await openDashboard(vendor);
    const invite = vendor.getByRole('form', { name: 'Invite Recruiter' });
    await invite.getByLabel('First Name').fill('Quinn');
    await invite.getByLabel('Last Name').fill('Harper');
    await invite.getByLabel('Email').fill(recruiterEmail);
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(vendor, 'Recruiter invited!');
    await expect(invite.getByLabel('Email')).toHaveValue('');
    await expect(card(vendor, /^Recruiters/).getByText(recruiterName)).toBeVisible();

    // The recruiter follows the e-mailed link, chooses a password and signs in.
    const mail = await waitForMail(recruiterEmail);
    expect(mail.subject).toContain(VENDOR_NAME);
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
    await expect(summary(recruiter).getByText(VENDOR_NAME)).toBeVisible();
    await expect(summary(recruiter).getByText('Recruiter', { exact: true })).toBeVisible();
    await expect(card(recruiter, /^Assigned Jobs/).getByText('No jobs have been assigned to you yet.')).toBeVisible();

    // The partner company assigns one of its jobs to the vendor.
    const company = await sessionFor(browser, COMPANY_OWNER);
    await company.goto(`/company/manage-job/${JOURNEY_JOB.id}`);
    await choose(company, company.getByLabel('Vendor', { exact: true }), `${VENDOR_NAME} (${VENDOR_CODE})`);
    await company.getByRole('button', { name: 'Assign Job' }).click();
    await expectToast(company, 'Job successfully assigned!');

    // The vendor admin hands the job to the new recruiter.
    await openDashboard(vendor);
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
    await dialog.getByLabel('Skills').fill('Node.js');
    await dialog.getByLabel('Skills').press('Enter');
    await dialog.getByRole('button', { name: 'Save Candidate' }).click();
    await expectToast(recruiter, 'Candidate added successfully!');
    await expect(candidates.getByText(candidateName)).toBeVisible();

    await candidates.getByRole('button', { name: `Submit ${candidateName} to a job` }).click();
    const submit = recruiter.getByRole('dialog', { name: 'Submit Candidate' });
    await submit.getByRole('button', { name: 'Submit Candidate' }).click();
    await expect(submit.getByText('Please select a job')).toBeVisible();
    await choose(recruiter, submit.getByLabel('Job'), JOURNEY_JOB.title);
    await submit.getByRole('button', { name: 'Submit Candidate' }).click();
    await expectToast(recruiter, 'Candidate submitted successfully!');
    const submissions = card(recruiter, /^Submissions/);
    const row = submissions.getByRole('row').filter({ hasText: candidateName });
    await expect(row).toContainText(JOURNEY_JOB.title);
    await expect(row).toContainText('Applied');

    // Submitting the same candidate twice is refused.
    await candidates.getByRole('button', { name: `Submit ${candidateName} to a job` }).click();
    await choose(recruiter, submit.getByLabel('Job'), JOURNEY_JOB.title);
    await submit.getByRole('button', { name: 'Submit Candidate' }).click();
    await expectToast(recruiter, 'Failed to submit candidate');
    await expect(
      recruiter.getByText('This candidate has already been submitted for this job').first(),
    ).toBeVisible();

    // The company sees the application on its job.
    await company.goto(`/company/manage-job/${JOURNEY_JOB.id}`);
    await expect(card(company, /^Applications$/).getByText(candidateName)).toBeVisible();
  });
});
