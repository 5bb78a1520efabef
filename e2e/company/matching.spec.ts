import { expect, test } from '@playwright/test';
import { stackAvailable } from '../support/portal';
import { FIRST_VISIT, signIn } from './helpers';

const DEVOPS_JOB_ID = 'f0000000-0000-4000-8000-000000000006';
const BACKEND_APPLICATION_ID = 'f4000000-0000-4000-8000-000000000004';

test.describe('job matching for a company', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('a job suggests a candidate with reasons', async ({ page }) => {
    await signIn(page, 'owner@example.com');
    await page.goto(`/company/manage-job/${DEVOPS_JOB_ID}`);
    const suggestions = page.getByRole('list', { name: 'Suggested candidates' });
    await expect(suggestions).toBeVisible(FIRST_VISIT);
    // Priya Shah (Go, Kubernetes, PostgreSQL) has Kubernetes of AWS, Terraform and Kubernetes
    // and the preferred Go.
    const priya = suggestions.getByRole('listitem').filter({ hasText: 'Priya Shah' });
    await expect(
      priya.getByText('Matches 1 of 3 required skills; missing: AWS, Terraform', { exact: true }),
    ).toBeVisible();
    await expect(priya.getByText('Your candidate')).toBeVisible();
    await expect(priya.getByText(/^\d+% match$/)).toBeVisible();
    await priya.getByRole('button', { name: 'Why this match? Priya Shah' }).click();
    await expect(priya.getByRole('list', { name: 'Match factors' })).toContainText(
      'Preferred skills: 10 of 10 (Has 1 of 1 preferred skills)',
    );
    await priya.getByRole('link', { name: 'Priya Shah' }).click();
    await expect(page).toHaveURL(/\/company\/candidates\/d0000000-0000-4000-8000-000000000003$/);
  });

  test('an application shows how its candidate matches the job', async ({ page }) => {
    await signIn(page, 'owner@example.com');
    await page.goto(`/company/application/${BACKEND_APPLICATION_ID}`);
    const match = page.locator('.ant-card').filter({ hasText: 'Match' }).filter({
      hasText: 'Required skills:',
    });
    // Priya applied to the Node.js role: PostgreSQL of Node.js and PostgreSQL.
    await expect(
      match.getByText('Matches 1 of 2 required skills; missing: Node.js', { exact: true }),
    ).toBeVisible(FIRST_VISIT);
    await expect(match.getByText(/^\d+% match$/)).toBeVisible();
  });
});
