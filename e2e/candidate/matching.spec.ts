import { expect, test } from '@playwright/test';
import { stackAvailable } from '../support/portal';
import { accessToken, asUser, expectToast, signIn } from './support';

// The demo candidate states job preferences and reads a job card's match and its reasons. The
// preferences are put back to none afterwards, so other specs see the seed's scores.

test.describe('job matching for a candidate', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test.afterAll(async () => {
    const token = await accessToken('candidate@example.com');
    await asUser(token, '/rest/v1/rpc/save_job_preferences', {
      method: 'POST',
      body: JSON.stringify({
        p_desired_titles: [],
        p_locations: [],
        p_work_arrangement: 'any',
        p_job_types: [],
        p_minimum_salary: null,
        p_experience_level: null,
      }),
    });
  });

  test("saves preferences and sees a job's match with its reasons", async ({ page }) => {
    await signIn(page, 'candidate@example.com');
    await page.getByRole('link', { name: 'Job Preferences' }).click();
    await expect(page).toHaveURL(/\/candidate\/preferences$/);
    await expect(page.getByRole('heading', { name: 'Job Preferences' })).toBeVisible();

    await page.getByRole('radio', { name: 'Remote only' }).check();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expectToast(page, 'Job preferences saved');

    await page.getByRole('link', { name: 'Jobs You Can Apply For' }).click();
    const devops = page
      .getByRole('list', { name: 'Jobs you can apply for' })
      .getByRole('listitem')
      .filter({ hasText: 'DevOps Engineer' });
    // AWS of AWS, Terraform and Kubernetes (13), preferred Go missing (0), senior like the
    // candidate's six years (15), remote as wanted (15), any type (10), no minimum salary (10).
    await expect(devops.getByText('63% match', { exact: true })).toBeVisible();
    await devops.getByRole('button', { name: 'Why this match? DevOps Engineer' }).click();
    await expect(
      devops.getByText('Matches 1 of 3 required skills; missing: Terraform, Kubernetes', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(devops.getByRole('list', { name: 'Match factors' })).toContainText(
      'Location and remote: 15 of 15 (Remote job, remote work wanted)',
    );

    // Only jobs at the chosen minimum are left.
    await page.getByLabel('Minimum match').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '90% or more' })
      .click();
    await expect(page).toHaveURL(/min=90/);
    await expect(
      page.getByText('No open jobs match 90% or more. Try a lower minimum.'),
    ).toBeVisible();
  });
});
