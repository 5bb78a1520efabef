import { expect, test, type Page } from '@playwright/test';
import { linkFrom, stackAvailable, uniqueEmail, waitForMail } from '../support/portal';
import { waitForMailAbout } from '../public/account-pages';
import {
  ACME_COMPANY_ID,
  CANDIDATE_PASSWORD,
  DEMO_APPLICATION_ID,
  DEVOPS_JOB_ID,
  accessToken,
  asUser,
  choose,
  expectToast,
  notifyCompanyInvitation,
  pdf,
  png,
  serviceRest,
  signIn,
  signUpCandidate,
  userIdOf,
} from './support';

const FRONTEND_JOB_ID = 'f0000000-0000-4000-8000-000000000001';

async function completion(page: Page) {
  return page.getByTestId('profile-completion').first();
}

async function fillProfile(page: Page) {
  const form = page.getByRole('form', { name: 'Candidate profile' });
  await form.getByLabel('Last Name').fill('Tester');
  await form.getByLabel('Phone', { exact: true }).fill('+1 555 0100');
  await form.getByLabel('Professional Title').fill('Platform Engineer');
  await form.getByLabel('Bio').fill('Runs reliable cloud platforms.');
  await form.getByLabel('Add Skill').fill('  Kubernetes ');
  await form.getByLabel('Add Skill').press('Enter');
  await form.getByLabel('Add Skill').fill('Go');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByLabel('Your skills')).toContainText('Kubernetes');
  await form.getByLabel('Gender').click();
  await choose(page, 'Prefer not to say');
  await form.getByLabel('Work Authorization').click();
  await choose(page, 'Green Card');
  await form.getByLabel('Street').fill('1 Main Street');
  await form.getByLabel('Unit').fill('Suite 4');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('State').fill('TX');
  await form.getByLabel('Zip Code').fill('73301');
  await form.getByLabel('Country').fill('United States');
}

async function answerAndSubmit(page: Page, answers: Record<string, string>) {
  const form = page.getByRole('form', { name: 'Application form' });
  for (const [question, answer] of Object.entries(answers))
    await form.getByLabel(question).fill(answer);
  await form.getByRole('button', { name: 'Submit Application' }).click();
}

test.describe('a newly signed-up candidate', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('signs up through a company invitation, decides on the notice, and can leave the company', async ({
    page,
  }) => {
    const email = uniqueEmail('invited.candidate');
    const owner = await accessToken('owner@example.com', 'DemoPass123');
    const sent = await asUser(owner, '/functions/v1/send-candidate-invitation', {
      method: 'POST',
      body: JSON.stringify({
        email,
        candidateData: { firstName: 'Ivy', lastName: 'Invited', skills: ['SQL'] },
        invitationType: 'candidate',
        managementTerms: 'Acme puts you forward for data roles. Leave at any time.',
      }),
    });
    expect(sent.status).toBe(200);
    const invitation = await waitForMail(email);
    expect(invitation.text).not.toContain('created a candidate profile');
    await page.goto(linkFrom(invitation, '/invitation/'));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Create Account' }).click();
    await main.getByLabel('Password').fill(CANDIDATE_PASSWORD);
    await main.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto(linkFrom(await waitForMailAbout(email, /Confirm/), '/auth/v1/verify'));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => localStorage.clear());
    await signIn(page, email, CANDIDATE_PASSWORD);
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);

    // Nothing is decided for the candidate: the company's notice waits on the dashboard.
    const userId = await userIdOf(email);
    const managedBy = async () =>
      (
        await serviceRest<{ managing_company_id: string | null }[]>(
          `candidates?select=managing_company_id&user_id=eq.${userId}`,
        )
      )[0].managing_company_id;
    expect(await managedBy()).toBeNull();
    const notice = page.getByRole('region', { name: 'Acme Corp wants to manage your profile' });
    await expect(notice).toContainText('Acme puts you forward for data roles.');
    await notice.getByRole('button', { name: 'Accept Invitation' }).click();
    await expectToast(page, 'Invitation Accepted', 'You are now associated with the company.');
    expect(await managedBy()).toBe(ACME_COMPANY_ID);

    await page.goto('/candidate/profile');
    const card = page.getByText('Your profile is managed by');
    await expect(card).toContainText('Acme Corp');
    await page.getByRole('button', { name: 'Leave Company' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Leave Acme Corp?');
    await dialog.getByRole('button', { name: 'Leave Company' }).click();
    await expectToast(page, 'You have left Acme Corp.');
    await expect(card).toHaveCount(0);
    expect(await managedBy()).toBeNull();
  });

  test('builds a profile with documents, applies with answers and follows the application', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail('journey.candidate');
    await signUpCandidate(page, email);

    // A fresh profile: name from the e-mail and the e-mail itself, 2 of 15 items.
    await expect(page.getByText('Complete Your Profile')).toBeVisible();
    await expect(await completion(page)).toHaveText('10%');

    // Applying: blank required answer, then an incomplete profile.
    await page
      .getByRole('list', { name: 'Jobs you can apply for' })
      .getByRole('listitem')
      .filter({ hasText: 'DevOps Engineer' })
      .getByRole('button', { name: /Apply Now/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/candidate/apply/${DEVOPS_JOB_ID}$`));
    await expect(page.getByRole('heading', { name: 'Apply for Position' })).toBeVisible();
    const summary = page.locator('.ant-card').filter({ hasText: 'Job Summary' });
    await expect(summary).toContainText('Acme Corp');
    await expect(summary).toContainText('$150,000 - $175,000');
    await expect(summary).toContainText('REMOTE');
    await expect(summary).toContainText('senior level');
    await expect(page.locator('.ant-card').filter({ hasText: 'Required Skills' })).toContainText(
      'Terraform',
    );
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expectToast(page, 'Please answer all required questions');
    await answerAndSubmit(page, {
      'Which cloud providers have you used in production?': 'AWS and GCP',
    });
    await expectToast(
      page,
      'Please complete these required fields in your profile: Last name, Phone',
    );
    await expect(page).toHaveURL(/\/candidate\/profile$/);

    // Documents: the empty upload, then resume, cover letter and two certificates.
    await page.getByRole('button', { name: 'Upload Resume' }).click();
    await expectToast(page, 'Please select a file first.');
    await page.getByLabel('Choose resume file').setInputFiles(pdf('resume.pdf'));
    await page.getByRole('button', { name: 'Upload Resume' }).click();
    await expectToast(page, 'File uploaded successfully');
    await expect(page.getByRole('progressbar', { name: 'Resume upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    // Resume counts as one of the 15 items: 3 of 15.
    await expect(await completion(page)).toHaveText('20%');
    const view = page.getByRole('link', { name: 'View Resume' });
    await expect(view).toHaveAttribute('href', /token=/);
    const download = await page.request.get((await view.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(await download.text()).toContain('%PDF');

    // The limit is shown before choosing; a new resume replaces the stored file, not adds one.
    await expect(page.getByText('.pdf,.doc,.docx files up to 10 MB each').first()).toBeVisible();
    const candidateId = await userIdOf(email);
    const resumeUrl = async () =>
      (
        await serviceRest<{ resume_url: string }[]>(
          `candidates?select=resume_url&user_id=eq.${candidateId}`,
        )
      )[0].resume_url;
    const firstResume = await resumeUrl();
    await page.getByLabel('Choose resume file').setInputFiles(pdf('resume-v2.pdf'));
    await page.getByRole('button', { name: 'Upload Resume' }).click();
    await expect.poll(resumeUrl).not.toBe(firstResume);
    const serviceKey = process.env.E2E_SERVICE_ROLE_KEY ?? '';
    const storedResumes = async () => {
      const listing = await asUser(serviceKey, '/storage/v1/object/list/candidate_resumes', {
        method: 'POST',
        headers: { apikey: serviceKey },
        body: JSON.stringify({ prefix: `${candidateId}/` }),
      });
      return ((await listing.json()) as { name: string }[]).map((o) => o.name);
    };
    await expect.poll(storedResumes).toEqual([(await resumeUrl()).split('/').pop()]);

    await page.getByLabel('Choose cover letter file').setInputFiles(pdf('cover.pdf'));
    await page.getByRole('button', { name: 'Upload Cover Letter' }).click();
    await expect(page.getByRole('link', { name: 'View Cover Letter' })).toBeVisible();

    await page
      .getByLabel('Choose certificate files')
      .setInputFiles([pdf('aws.pdf'), png('cka.png')]);
    await page.getByRole('button', { name: 'Upload Certificates' }).click();
    const certificates = page.getByRole('list', { name: 'Uploaded Certificates' });
    await expect(certificates.getByText('Certificates #1')).toBeVisible();
    await expect(certificates.getByText('Certificates #2')).toBeVisible();
    await page.getByRole('button', { name: 'Delete Certificates #2' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'File deleted successfully');
    await expect(certificates.getByText('Certificates #2')).toHaveCount(0);
    await expect(certificates.getByText('Certificates #1')).toBeVisible();

    // Another candidate cannot read this candidate's documents.
    const userId = await userIdOf(email);
    const [stored] = await serviceRest<{ resume_url: string; certificates: string[] }[]>(
      `candidates?select=resume_url,certificates&user_id=eq.${userId}`,
    );
    expect(stored.certificates).toHaveLength(1);
    const resumePath = stored.resume_url.split('/candidate_resumes/')[1];
    const demoToken = await accessToken('candidate@example.com');
    const foreign = await asUser(
      demoToken,
      `/storage/v1/object/sign/candidate_resumes/${resumePath}`,
      {
        method: 'POST',
        body: JSON.stringify({ expiresIn: 60 }),
      },
    );
    expect(foreign.ok).toBe(false);

    // Saving completes the profile.
    await fillProfile(page);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, 'Your profile has been successfully updated.');
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
    await expect(await completion(page)).toHaveText('100%');
    await expect(page.getByText('Complete Your Profile')).toHaveCount(0);

    // Success, then the duplicate.
    await page.goto(`/candidate/apply/${DEVOPS_JOB_ID}`);
    await answerAndSubmit(page, {
      'Which cloud providers have you used in production?': 'AWS and GCP',
    });
    await expectToast(page, 'Application submitted successfully!');
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
    const applications = page.getByRole('list', { name: 'Your applications' });
    await expect(
      applications.getByRole('listitem').filter({ hasText: 'DevOps Engineer' }),
    ).toContainText('Applied');
    await expect(page.getByRole('list', { name: 'Jobs you can apply for' })).not.toContainText(
      'DevOps Engineer',
    );

    await page.goto(`/candidate/apply/${DEVOPS_JOB_ID}`);
    await answerAndSubmit(page, { 'Which cloud providers have you used in production?': 'Again' });
    await expectToast(page, 'You have already applied for this job');

    // An optional question left blank reads 'No response provided'.
    await page.goto(`/candidate/apply/${FRONTEND_JOB_ID}`);
    await answerAndSubmit(page, { 'Why do you want to join Acme Corp?': 'I like the product.' });
    await expectToast(page, 'Application submitted successfully!');
    await page.getByRole('link', { name: 'Senior Frontend Engineer' }).click();
    await expect(page.getByText('Application Submitted', { exact: true })).toBeVisible();
    const responses = page.locator('.ant-card').filter({ hasText: 'Your Responses' });
    await expect(responses).toContainText('I like the product.');
    await expect(responses).toContainText('No response provided');
    await expect(page.locator('.ant-tag').filter({ hasText: 'Applied' })).toBeVisible();
  });

  test('declines a company invitation and never sees another candidate’s data', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('declining.candidate');
    await signUpCandidate(page, email);
    const userId = await userIdOf(email);
    const noticeId = await notifyCompanyInvitation(userId);
    await page.reload();
    const notice = page.getByRole('region', { name: 'Acme Corp wants to manage your profile' });
    await notice.getByRole('button', { name: 'Decline' }).click();
    await expect(notice).toHaveCount(0);
    expect(await serviceRest(`notifications?select=id&id=eq.${noticeId}`)).toEqual([]);
    const [candidate] = await serviceRest<{ managing_company_id: string | null }[]>(
      `candidates?select=managing_company_id&user_id=eq.${userId}`,
    );
    expect(candidate.managing_company_id).toBeNull();

    await page.goto(`/candidate/application/${DEMO_APPLICATION_ID}`);
    await expect(page.getByText('Application Not Found')).toBeVisible();
    await expect(page.getByText('Your Responses')).toHaveCount(0);

    const token = await accessToken(email, CANDIDATE_PASSWORD);
    const rows = await asUser(
      token,
      '/rest/v1/candidates?select=id,email&email=eq.candidate%40example.com',
    );
    expect(await rows.json()).toEqual([]);
    const foreign = await asUser(
      token,
      '/storage/v1/object/sign/candidate_resumes/a0000000-0000-4000-8000-000000000007/resume.pdf',
      {
        method: 'POST',
        body: JSON.stringify({ expiresIn: 60 }),
      },
    );
    expect(foreign.ok).toBe(false);
  });
});
