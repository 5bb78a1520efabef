import { expect, test } from '@playwright/test';
import { stackAvailable } from '../support/portal';
import {
  ACME_COMPANY_ID,
  DEMO_APPLICATION_ID,
  DEMO_CANDIDATE_USER_ID,
  expectToast,
  serviceRest,
  signIn,
} from './support';

test.describe('the demo candidate', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('sees applications, open jobs, a complete profile and the activity summary', async ({
    page,
  }) => {
    await signIn(page, 'candidate@example.com');
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Candidate Dashboard' })).toBeVisible();

    const applications = page.getByRole('list', { name: 'Your applications' });
    const frontend = applications
      .getByRole('listitem')
      .filter({ hasText: 'Senior Frontend Engineer' });
    await expect(frontend).toContainText('Acme Corp');
    await expect(frontend).toContainText('Under Review');
    await expect(frontend).toContainText(/Applied [A-Z][a-z]{2} \d{2}, \d{4}/);
    await expect(
      applications.getByRole('listitem').filter({ hasText: 'Backend Engineer (Node.js)' }),
    ).toContainText('Applied');

    const jobs = page.getByRole('list', { name: 'Jobs you can apply for' });
    const devops = jobs.getByRole('listitem').filter({ hasText: 'DevOps Engineer' });
    await expect(devops).toContainText('REMOTE');
    await expect(devops).toContainText('senior level');
    await expect(devops).toContainText(/Posted [A-Z][a-z]{2} \d{2}, \d{4}/);
    await expect(devops.getByRole('button', { name: /Apply Now/ })).toBeVisible();
    // Already applied, draft and closed jobs are not offered.
    await expect(jobs).not.toContainText('Senior Frontend Engineer');
    await expect(jobs).not.toContainText('Data Analyst Intern');
    await expect(jobs).not.toContainText('QA Engineer');

    await expect(page.getByTestId('profile-completion').first()).toHaveText('100%');
    await expect(page.getByText('Complete Your Profile')).toHaveCount(0);

    const summary = page.locator('.ant-card').filter({ hasText: 'Activity Summary' });
    await expect(
      summary.locator('.ant-statistic').filter({ hasText: 'Applications' }),
    ).toContainText('2');
    await expect(summary.locator('.ant-statistic').filter({ hasText: 'Interviews' })).toContainText(
      '0',
    );
    await expect(
      summary.locator('.ant-statistic').filter({ hasText: 'Profile Views' }),
    ).toContainText('-');
  });

  test('opens an application with its timeline and answers, then all applications', async ({
    page,
  }) => {
    await signIn(page, 'candidate@example.com');
    await page
      .getByRole('list', { name: 'Your applications' })
      .getByRole('link', { name: 'Senior Frontend Engineer' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/candidate/application/${DEMO_APPLICATION_ID}$`));
    await expect(page.getByRole('heading', { name: 'Senior Frontend Engineer' })).toBeVisible();
    await expect(page.getByText('Application Submitted')).toBeVisible();
    const responses = page.locator('.ant-card').filter({ hasText: 'Your Responses' });
    await expect(responses).toContainText('Why do you want to join Acme Corp?');
    await expect(responses).toContainText("I use Acme's tools every day");
    const summary = page.locator('.ant-card').filter({ hasText: 'Job Summary' });
    await expect(summary).toContainText('$140,000 - $180,000');
    await expect(summary).toContainText('senior level');

    await page.getByRole('button', { name: 'View All Applications' }).click();
    await expect(page).toHaveURL(/\/candidate\/applications$/);
    await expect(
      page.getByRole('list', { name: 'Your applications' }).getByRole('listitem'),
    ).toHaveCount(2);
  });

  test('the profile links lead to real pages', async ({ page }) => {
    await signIn(page, 'candidate@example.com');
    await page.getByRole('link', { name: 'Upload Resume' }).click();
    await expect(page).toHaveURL(/\/candidate\/profile/);
    await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
    await page.goto('/candidate/preferences');
    await expect(page.getByRole('heading', { name: 'Job Preferences' })).toBeVisible();
    await page.goto('/candidate/dashboard');
    await page
      .getByRole('list', { name: 'Jobs you can apply for' })
      .getByRole('link', { name: 'DevOps Engineer' })
      .click();
    await expect(page).toHaveURL(/\/jobs\/f0000000-0000-4000-8000-000000000006$/);
    await expect(page.getByRole('heading', { name: 'DevOps Engineer' })).toBeVisible();
  });

  test('a missing job or application shows the not-found state', async ({ page }) => {
    await signIn(page, 'candidate@example.com');
    await page.goto('/candidate/apply/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Job Not Found')).toBeVisible();
    await page.goto('/candidate/application/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Application Not Found')).toBeVisible();
  });

  test('accepts the Acme invitation and becomes managed by Acme', async ({ page }) => {
    await signIn(page, 'candidate@example.com');
    const notice = page.getByRole('region', { name: 'Acme Corp wants to manage your profile' });
    await expect(notice).toContainText('Acme Corp may share your profile');
    await notice.getByRole('button', { name: 'Accept Invitation' }).click();
    await expectToast(page, 'Invitation Accepted', 'You are now associated with the company.');
    await expect(notice).toHaveCount(0);

    const [candidate] = await serviceRest<
      { managing_company_id: string; is_managed_by_company: boolean }[]
    >(
      `candidates?select=managing_company_id,is_managed_by_company&user_id=eq.${DEMO_CANDIDATE_USER_ID}`,
    );
    expect(candidate).toEqual({
      managing_company_id: ACME_COMPANY_ID,
      is_managed_by_company: true,
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Candidate Dashboard' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Acme Corp wants to manage your profile' }),
    ).toHaveCount(0);
  });
});

test.describe('who may enter the candidate area', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('signed-out visitors are sent to sign in, or told to on the profile', async ({ page }) => {
    await page.goto('/candidate/dashboard');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fcandidate%2Fdashboard$/);
    await page.goto('/candidate/profile');
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await expect(page.getByText('You need to be logged in to view this page')).toBeVisible();
  });

  test('company staff cannot use the candidate area', async ({ page }) => {
    await signIn(page, 'owner@example.com');
    await page.goto('/candidate/dashboard');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText('Your Applications')).toHaveCount(0);
  });
});
