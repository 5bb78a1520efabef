import { expect, test } from '@playwright/test';
import { signIn, stackAvailable } from '../support/portal';

test.describe('company dashboard', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('a pending company sees the pending state and its subscription status', async ({ page }) => {
    await signIn(page, 'pending.owner@example.com');
    await page.goto('/company/dashboard');
    await expect(page.getByRole('heading', { name: 'Company Dashboard' })).toBeVisible();
    await expect(page.getByText('Pending Co').first()).toBeVisible();
    await expect(page.getByText('Pending Approval').first()).toBeVisible();
    await expect(page.getByText('Subscription Status')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post a New Job' })).toHaveCount(0);
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
    await expect(page.getByRole('button', { name: 'Invite Employee' })).toBeVisible();
    await expect(page.getByLabel('Assignee for Senior Frontend Engineer')).toBeVisible();

    await page.getByLabel('Search jobs by title').fill('devops');
    await page.getByLabel('Search jobs by title').press('Enter');
    await expect(page.getByRole('cell', { name: 'DevOps Engineer' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Senior Frontend Engineer' })).toHaveCount(0);
  });

  test('a recruiter has no team management and no assignment rights', async ({ page }) => {
    await signIn(page, 'recruiter@example.com');
    await page.goto('/company/dashboard');
    await expect(page.getByRole('button', { name: 'Post a New Job' })).toBeVisible();
    await expect(page.getByText('Team Management', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Invite Employee' })).toHaveCount(0);
    await expect(page.getByLabel(/^Assignee for/)).toHaveCount(0);

    await page.goto('/company/manage-assignments');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText("You don't have permission to manage assignments.")).toBeVisible();

    await page.goto('/company/manage-hierarchy');
    await expect(page).toHaveURL(/\/company\/dashboard$/);
  });

  test('a partner recruiter is asked to register a company', async ({ page }) => {
    await signIn(page, 'partner.recruiter@example.com');
    await page.goto('/company/dashboard');
    await expect(page.getByText('Company Registration Required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register Company' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post a New Job' })).toHaveCount(0);
  });
});
