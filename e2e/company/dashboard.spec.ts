import { expect, test } from '@playwright/test';
import { stackAvailable } from '../support/portal';
import { accessToken, invokeFunction, PENDING_COMPANY_ID, signIn } from './helpers';

test.describe('company dashboard', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('a pending company waits for approval, then gets the full dashboard', async ({ page }) => {
    await signIn(page, 'pending.owner@example.com');
    await page.goto('/company/dashboard');
    await expect(page.getByRole('heading', { name: 'Company Dashboard' })).toBeVisible();
    await expect(page.getByText('Pending Co').first()).toBeVisible();
    await expect(page.getByText('Pending Approval').first()).toBeVisible();
    await expect(page.getByText('Subscription Status')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post a New Job' })).toHaveCount(0);

    // What the administrator's approval and subscription screens do.
    const admin = await accessToken('admin@example.com');
    await invokeFunction('update-company-approval-direct', admin, {
      companyId: PENDING_COMPANY_ID,
      isApproved: true,
    });
    await page.reload();
    await expect(page.getByText('Subscription Required')).toBeVisible();
    await expect(page.getByText('Subscription Status')).toBeVisible();

    await invokeFunction('manage-company-subscription', admin, {
      method: 'update',
      companyId: PENDING_COMPANY_ID,
      tier: 'basic',
    });
    await page.reload();
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await expect(page.getByText('Basic', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post a New Job' })).toBeVisible();
    await expect(page.getByText('Team Management', { exact: true })).toBeVisible();
    await expect(page.getByText('Subscription Status')).toHaveCount(0);
    await expect(page.getByText('No job postings yet')).toBeVisible();
  });

  test('the owner of an approved, subscribed company sees every feature', async ({ page }) => {
    await signIn(page, 'owner@example.com');
    await page.goto('/company/dashboard');
    await expect(page.getByText('Acme Corp').first()).toBeVisible();
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await expect(page.getByText('Pro', { exact: true })).toBeVisible();
    for (const name of ['Add Candidate', 'Post a New Job', 'Register Vendor']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    for (const card of [
      'Company Profile',
      'Candidate Management',
      'Job Management',
      'Team Management',
      'Manage Vendors',
    ]) {
      await expect(page.getByText(card, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('cell', { name: 'Senior Frontend Engineer' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Staffing Partners' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite Employee' })).toBeVisible();
    await expect(
      page.getByRole('cell', { name: 'recruiter@example.com', exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel('Assignee for Senior Frontend Engineer')).toBeVisible();

    await page.getByLabel('Search jobs by title').fill('devops');
    await page.getByLabel('Search jobs by title').press('Enter');
    await expect(page.getByRole('cell', { name: 'DevOps Engineer' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Senior Frontend Engineer' })).toHaveCount(0);
  });

  test('a recruiter sees only the jobs the hierarchy allows and no team rights', async ({
    page,
  }) => {
    await signIn(page, 'recruiter@example.com');
    await page.goto('/company/dashboard');
    await expect(page.getByRole('button', { name: 'Post a New Job' })).toBeVisible();
    // Their own job and the one assigned to them; not a colleague's assignment or drafts.
    await expect(page.getByRole('cell', { name: 'Senior Frontend Engineer' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Product Designer' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'DevOps Engineer' })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Data Analyst Intern' })).toHaveCount(0);
    await expect(page.getByText('Team Management', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Invite Employee' })).toHaveCount(0);
    await expect(page.getByLabel(/^Assignee for/)).toHaveCount(0);

    await page.goto('/company/manage-assignments');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText("You don't have permission to manage assignments.")).toBeVisible();

    await page.goto('/company/manage-hierarchy');
    await expect(page).toHaveURL(/\/company\/dashboard$/);
  });

  test('a partner recruiter works on the jobs and candidates assigned to them', async ({ page }) => {
    await signIn(page, 'partner.recruiter@example.com');
    await page.goto('/company/dashboard');
    await expect(page.getByRole('heading', { name: 'Company Dashboard' })).toBeVisible();
    await expect(page.getByText('Partner Recruiter', { exact: true })).toBeVisible();
    const jobs = page.getByRole('table', { name: 'Job postings' });
    await expect(jobs.getByRole('cell', { name: 'DevOps Engineer', exact: true })).toBeVisible();
    // Only what is assigned to them: a job of a colleague is not listed.
    await expect(jobs.getByRole('cell', { name: 'Senior Frontend Engineer' })).toHaveCount(0);
    const candidates = page.getByRole('table', { name: 'Your assigned candidates' });
    await expect(candidates.getByRole('cell', { name: 'Diego Martinez', exact: true })).toBeVisible();
    await expect(candidates.getByRole('cell', { name: 'Sam Rivera' })).toHaveCount(0);
    await expect(page.getByText('Company Registration Required')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Post a New Job' })).toHaveCount(0);

    await candidates.getByRole('button', { name: 'View Diego Martinez' }).click();
    await expect(page).toHaveURL(/\/company\/candidates\/d0000000-0000-4000-8000-000000000004$/);
  });

  test('the job picker and Manage Assignments name the partner recruiter who holds the work', async ({
    page,
  }) => {
    await signIn(page, 'owner@example.com');
    await page.goto('/company/dashboard');
    await expect(page.getByLabel('Assignee for DevOps Engineer')).toHaveValue(
      'a0000000-0000-4000-8000-000000000005',
    );
    await page.goto('/company/manage-assignments');
    const row = page.getByRole('row').filter({ hasText: 'DevOps Engineer' });
    await expect(row).toContainText('Pat Partner');
    await page.getByRole('tab', { name: /^Candidates \(\d+\)$/ }).click();
    const candidate = page.getByRole('row').filter({ hasText: 'Diego Martinez' });
    await expect(candidate).toContainText('Pat Partner');
  });

  test('a signed-out visitor is sent to sign in and back', async ({ page }) => {
    await page.goto('/company/register');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fcompany%2Fregister/);
  });
});
