import { expect, test } from '@playwright/test';
import { stackAvailable, uniqueEmail } from '../support/portal';
import { confirmEmail, expectToast, submitSignIn } from './account-pages';

// A signed-out visitor searches the job board, filters it, opens a job and applies through sign-up.

const FRONTEND_JOB = 'f0000000-0000-4000-8000-000000000001';
const CLOSED_JOB = 'f0000000-0000-4000-8000-000000000005';
const PASSWORD = 'Welcome123';

test.describe('job board, signed out', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('search, filter, open a job, then apply through sign-up and come back to the application', async ({
    page,
  }) => {
    await page.goto('/jobs');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Automation Technician' })).toBeVisible();

    await main.getByLabel('Title, skill or company').fill('engineer');
    await main.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/jobs\?q=engineer$/);
    await expect(main.getByRole('link', { name: 'DevOps Engineer' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Automation Technician' })).toHaveCount(0);

    await main.getByLabel('Job type').selectOption({ label: 'Full Time' });
    await expect(page).toHaveURL(/type=FULL_TIME/);
    await expect(main.getByRole('link', { name: 'DevOps Engineer' })).toHaveCount(0);
    // Other specs post full-time engineering jobs too; the seed's two are among the results.
    const count = main.getByText(/^\d+ open jobs?$/);
    await expect(count).toBeVisible();
    const shown = await count.textContent();
    await expect(main.getByRole('link', { name: 'Backend Engineer (Node.js)' })).toBeVisible();

    // The address holds the search: opened afresh it shows the same jobs.
    await page.reload();
    await expect(main.getByLabel('Title, skill or company')).toHaveValue('engineer');
    await expect(main.getByText(shown ?? '', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'DevOps Engineer' })).toHaveCount(0);

    await main.getByRole('link', { name: 'Senior Frontend Engineer' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${FRONTEND_JOB}$`));
    await expect(
      main.getByRole('heading', { level: 1, name: 'Senior Frontend Engineer' }),
    ).toBeVisible();
    await expect(main.getByText('San Francisco, CA · Remote (US)')).toBeVisible();
    await expect(main.getByText('$140,000 - $180,000')).toBeVisible();

    await main.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fcandidate%2Fapply%2F/);
    await main.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup\?redirect=/);
    // The sign-in form stays on screen until the sign-up page has loaded.
    await expect(main.getByRole('heading', { name: 'Create account' })).toBeVisible();

    const email = uniqueEmail('board.candidate');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password').fill(PASSWORD);
    await expect(main.getByLabel('Candidate')).toBeChecked();
    await main.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Account created!');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fcandidate%2Fapply%2F/);

    await confirmEmail(page, email);
    await page.goto(`/signin?redirect=${encodeURIComponent(`/candidate/apply/${FRONTEND_JOB}`)}`);
    await submitSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/candidate/apply/${FRONTEND_JOB}$`));
    await expect(page.getByRole('main')).toContainText('Senior Frontend Engineer');
  });

  test('a closed job is Job Not Found with a way back to the jobs', async ({ page }) => {
    await page.goto(`/jobs/${CLOSED_JOB}`);
    const main = page.getByRole('main');
    await expect(main.getByText('Job Not Found')).toBeVisible();
    await main.getByRole('button', { name: 'Browse open jobs' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  });

  test('a search the board cannot run says why and offers to clear it', async ({ page }) => {
    await page.goto('/jobs?level=guru&colour=blue');
    const main = page.getByRole('main');
    await expect(main.getByText('Unknown experience level: guru')).toBeVisible();
    await expect(main.getByText('Ignored unknown filter: colour')).toBeVisible();
    await main.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(main.getByRole('link', { name: 'Senior Frontend Engineer' })).toBeVisible();
  });

  test('huge page numbers and malformed ids get a clear answer on the live pages', async ({
    page,
  }) => {
    const main = page.getByRole('main');
    await page.goto('/jobs?q=engineer&page=9999');
    await expect(main.getByText('Page 9999 is past the last page of results.')).toBeVisible();
    await main.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(page).toHaveURL(/\/jobs\?q=engineer$/);
    await expect(main.getByRole('link', { name: 'Senior Frontend Engineer' })).toBeVisible();

    await page.goto('/jobs?page=123456789012');
    await expect(main.getByText('Page must be a number from 1 to 10000')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Clear filters' })).toBeVisible();

    for (const id of ['not-a-job', '%E0%A4%A', `${FRONTEND_JOB}x`]) {
      await page.goto(`/jobs/${id}`);
      await expect(main.getByText('Job Not Found'), id).toBeVisible();
      await expect(main.getByRole('button', { name: 'Browse open jobs' })).toBeVisible();
    }
  });
});
