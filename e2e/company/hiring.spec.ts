import { expect, test } from '@playwright/test';
import { linkFrom, stackAvailable, uniqueEmail, waitForMail } from '../support/portal';
import { accessToken, applyToJob, choose, expectToast, FIRST_VISIT, rest, signIn } from './helpers';

/** What the candidate's apply screen does: apply with an answer to each of the job's questions. */
async function applyAsCandidate(
  jobId: string,
  answers: (question: string) => string,
): Promise<void> {
  const token = await accessToken('candidate@example.com');
  const questions = await rest<{ id: string; question: string }[]>(
    token,
    `job_questions?select=id,question&job_id=eq.${jobId}`,
  );
  await applyToJob(
    token,
    jobId,
    questions.map((q) => ({ question_id: q.id, answer: answers(q.question) })),
  );
}

test.describe('hiring', () => {
  test.skip(!stackAvailable(), 'needs the local stack');
  // Each flow spans several screens and uploads; give slow machines room.
  test.describe.configure({ timeout: 150_000 });

  test('the owner posts a job with questions, receives an application and moves it to interview', async ({
    page,
  }) => {
    await signIn(page, 'owner@example.com');
    await page.goto('/company/create-job');
    await expect(page.getByRole('heading', { name: 'Post a New Job' })).toBeVisible(FIRST_VISIT);
    await page.getByRole('button', { name: 'Post Job' }).click();
    await expect(page.getByText('Job title is required')).toBeVisible();

    await page.getByLabel('Job Title').fill('Platform Engineer');
    await page.getByLabel('Job Description').fill('Keep our developer platform fast and reliable.');
    await page.getByLabel('Primary Location').fill('Austin, TX');
    await choose(page, 'Job Type', 'FULL TIME');
    await page.getByLabel('Minimum Salary (USD per year)').fill('130000');
    await page.getByLabel('Required Skills (comma-separated)').fill('Go, Kubernetes, Go');
    await choose(page, 'Status', 'Published - Open for applications');
    const preview = page.getByLabel('Job preview');
    await expect(preview.getByText('Open', { exact: true })).toBeVisible();
    await expect(preview.getByText('From $130,000')).toBeVisible();

    await page.getByLabel('Question', { exact: true }).fill('Why platform engineering?');
    await page.getByRole('button', { name: 'Add Question' }).click();
    await page.getByLabel('Question', { exact: true }).fill('Preferred team');
    await choose(page, 'Question Type', 'MULTIPLE CHOICE');
    await page.getByLabel('Options', { exact: true }).fill('Infra');
    await page.getByLabel('Options', { exact: true }).press('Enter');
    await page.getByLabel('Options', { exact: true }).fill('Tooling');
    await page.getByLabel('Options', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Add Question' }).click();
    await page.getByRole('button', { name: 'Post Job' }).click();

    await expectToast(page, 'Job posted successfully!');
    await expect(page).toHaveURL(/\/company\/manage-job\/[0-9a-f-]{36}$/);
    const jobId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { name: 'Platform Engineer' })).toBeVisible();
    await expect(page.getByText('Why platform engineering?')).toBeVisible();
    await expect(page.getByText('No applications yet')).toBeVisible();

    await applyAsCandidate(jobId, (q) =>
      q.startsWith('Why') ? 'I love building internal tools.' : 'Infra',
    );
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'Jordan Lee' });
    await expect(row).toContainText('New');
    await row.getByRole('button', { name: 'View' }).click();

    await expect(page).toHaveURL(/\/company\/application\//);
    await expect(page.getByRole('heading', { name: 'Jordan Lee' })).toBeVisible();
    await expect(page.getByText('I love building internal tools.')).toBeVisible();
    await expect(page.getByText('Resume')).toBeVisible();
    await page.getByRole('button', { name: 'Move to Interview' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Move', exact: true }).click();
    await expectToast(page, 'Jordan Lee moved to Interview.');
    await expect(page.locator('.ant-tag').filter({ hasText: 'Interview' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move to Interview' })).toBeDisabled();
  });

  test('manage job changes the status at once and deletes only after confirmation', async ({
    page,
  }) => {
    await signIn(page, 'owner@example.com');
    await page.goto('/company/jobs/f0000000-0000-4000-8000-000000000004/manage');
    await expect(page).toHaveURL(/\/company\/manage-job\/f0000000-0000-4000-8000-000000000004$/);
    await expect(page.getByRole('heading', { name: 'Data Analyst Intern' })).toBeVisible();
    await expect(page.getByText('Views')).toBeVisible();
    await choose(page, 'Job status', /^active$/);
    await expectToast(page, 'Job status updated successfully');

    await page.getByRole('button', { name: 'Delete Job' }).click();
    await expect(
      page.getByText('Are you sure you want to delete this job? This action cannot be undone.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Job deleted successfully!');
    await expect(page).toHaveURL(/\/company\/dashboard$/);

    await page.goto('/company/manage-job/f0000000-0000-4000-8000-000000000004');
    await expect(page.getByText('Job Not Found')).toBeVisible();
    await page.goto('/company/application/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Application Not Found')).toBeVisible();
  });

  test('candidates are searched, listed with at most three skills and invited by e-mail', async ({
    page,
  }) => {
    await signIn(page, 'owner@example.com');
    await page.goto('/company/candidates');
    await expect(page).toHaveURL(/\/company\/manage-candidates$/);
    const samRow = page.getByRole('row').filter({ hasText: 'Sam Rivera' });
    await expect(samRow.locator('.ant-tag')).toHaveText([
      'Figma',
      'User Research',
      'Prototyping',
      '+1',
    ]);
    await page.getByLabel('Search candidates').fill('priya');
    await page.getByLabel('Search candidates').press('Enter');
    await expect(page.getByRole('row').filter({ hasText: 'Priya Shah' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Sam Rivera' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Applications' }).click();
    // The search applies to both tabs.
    const applications = page.getByRole('tabpanel', { name: 'Applications' });
    await expect(applications.getByRole('row').filter({ hasText: 'Priya Shah' })).toContainText(
      'Offered',
    );
    await expect(applications.getByText('Jordan Lee')).toHaveCount(0);

    await page.goto('/company/candidates/add');
    await expect(page).toHaveURL(/\/company\/add-candidate$/);
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(page, 'Validation Error', 'First name is required');

    const email = uniqueEmail('invited.candidate');
    await page.getByLabel('First Name').fill('Casey');
    await page.getByLabel('Last Name').fill('Candidate');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('City').fill('Denver');
    await page.getByLabel('Add Skill').fill('  Rust ');
    await page.getByLabel('Add Skill').press('Enter');
    await expect(page.locator('.ant-tag').filter({ hasText: 'Rust' })).toBeVisible();
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(page, 'Invitation Sent');
    await expect(page).toHaveURL(/\/company\/manage-candidates$/);
    const mail = await waitForMail(email);
    expect(linkFrom(mail, '/invitation/')).toContain('/invitation/');

    await page.goto('/company/add-candidate');
    await page.getByLabel('First Name').fill('Jordan');
    await page.getByLabel('Last Name').fill('Lee');
    await page.getByLabel('Email').fill('candidate@example.com');
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(
      page,
      'Candidate Already Exists',
      'A candidate with this email address already exists in the system.',
    );
  });
});
