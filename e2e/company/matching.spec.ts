import { expect, test } from '@playwright/test';
import { stackAvailable, uniqueEmail, waitForMailWithSubject } from '../support/portal';
import { accessToken, rest } from '../vendor/api';
import { ACME_COMPANY_ID, expectToast, FIRST_VISIT, signIn } from './helpers';

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

  test('a company invites a suggested candidate to apply and assigns them to a recruiter', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // A new candidate with every skill the job requires: the job's kept suggestions take them
    // within seconds.
    const email = uniqueEmail('devops.invitee');
    const name = `Devon Inviteable${Date.now().toString(36)}`;
    const created = await rest(await accessToken('owner@example.com'), 'POST', 'candidates', {
      first_name: name.split(' ')[0],
      last_name: name.split(' ')[1],
      email,
      skills: ['AWS', 'Terraform', 'Kubernetes', 'Go'],
      managing_company_id: ACME_COMPANY_ID,
      is_managed_by_company: true,
    });
    expect(created.status).toBe(201);

    await signIn(page, 'owner@example.com');
    const suggestions = page.getByRole('list', { name: 'Suggested candidates' });
    const devon = suggestions.getByRole('listitem').filter({ hasText: name });
    await expect(async () => {
      await page.goto(`/company/manage-job/${DEVOPS_JOB_ID}`);
      await expect(devon).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(devon.getByText('Matches 3 of 3 required skills', { exact: true })).toBeVisible();

    await devon.getByRole('button', { name: `Invite ${name} to apply` }).click();
    await expectToast(page, `${name} was invited to apply`);
    await expect(devon.getByText('Invited', { exact: true })).toBeVisible();
    await expect(devon.getByRole('button', { name: `Invite ${name} to apply` })).toHaveCount(0);
    const mail = await waitForMailWithSubject(
      email,
      'Acme Corp invites you to apply: DevOps Engineer',
    );
    expect(mail.text).toContain(`/jobs/${DEVOPS_JOB_ID}`);

    await devon.getByRole('button', { name: `Assign ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Assign ${name}` });
    await dialog.getByLabel('Assign to').click();
    const option = page.locator('.ant-select-item-option').first();
    const assignee = ((await option.textContent()) ?? '').replace(/ \([^)]*\)$/, '');
    await option.click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expectToast(page, `${name} assigned to ${assignee}`);
  });
});
