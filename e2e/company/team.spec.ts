import { expect, test } from '@playwright/test';
import { linkFrom, stackAvailable, uniqueEmail, waitForMail } from '../support/portal';
import { choose, expectToast, signIn } from './helpers';

test.describe('team', () => {
  test.skip(!stackAvailable(), 'needs the local stack');
  // Each flow spans several screens and uploads; give slow machines room.
  test.describe.configure({ timeout: 150_000 });

  test('the owner invites a recruiter who signs up through the e-mailed link and joins the team', async ({
    page,
  }) => {
    const email = uniqueEmail('new.recruiter');
    await signIn(page, 'owner@example.com');
    await page.goto('/company/dashboard');
    await page.getByRole('button', { name: 'Invite Employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Employee' });
    await expect(dialog.getByText('External recruiter with limited access')).toBeVisible();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('First Name').fill('Nina');
    await dialog.getByLabel('Last Name').fill('Newhire');
    await dialog.getByText('Recruiter', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(page, 'Recruiter invitation sent successfully!');

    const mail = await waitForMail(email);
    await page.evaluate(() => localStorage.clear());
    await page.goto(linkFrom(mail, '/employee-invitation/'));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Create Account' }).click();
    await main.getByLabel('Password').fill('Invited123');
    await main.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Account created!');

    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'owner@example.com');
    await page.goto('/company/dashboard');
    await expect(page.getByRole('cell', { name: email })).toBeVisible();
  });

  test('a manager sets the hierarchy and assigns jobs and candidates', async ({ page }) => {
    await signIn(page, 'manager@example.com');
    await page.goto('/company/manage-hierarchy');
    await expect(page.getByRole('heading', { name: 'Manage Team Hierarchy' })).toBeVisible();
    await choose(page, /^Manager for .* Recruiter$/, 'Unassigned');
    await expectToast(page, 'Manager assigned successfully.');
    await choose(page, /^Manager for .* Recruiter$/, 'Marcus Manager');
    await expectToast(page, 'Manager assigned successfully.');

    await page.goto('/company/manage-assignments');
    await expect(page.getByRole('tab', { name: /^Jobs \(\d+\)$/ })).toBeVisible();
    const assign = page.getByRole('button', { name: /^Assign Selected/ });
    await expect(assign).toHaveText('Assign Selected (0)');
    await expect(assign).toBeDisabled();
    await page.getByLabel('Select Backend Engineer (Node.js)').check();
    await expect(assign).toHaveText('Assign Selected (1)');
    await expect(assign).toBeDisabled();
    await choose(page, 'Team Member', /Recruiter \(Recruiter\)/);
    await expect(assign).toBeEnabled();
    await assign.click();
    await expectToast(page, 'Successfully assigned 1 job(s)');
    const row = page.getByRole('row').filter({ hasText: 'Backend Engineer (Node.js)' });
    await expect(row).not.toContainText('Unassigned');

    await page.getByRole('tab', { name: /^Candidates \(\d+\)$/ }).click();
    const panel = page.getByRole('tabpanel', { name: /^Candidates/ });
    // other specs add candidates with more skills: read the seeded candidate's own row
    await expect(
      panel.getByRole('row').filter({ hasText: 'Sam Rivera' }).getByText('+1'),
    ).toBeVisible();
    await panel.getByLabel('Select Priya Shah').check();
    await choose(page, 'Team Member', /Recruiter \(Recruiter\)/, panel);
    await panel.getByRole('button', { name: 'Assign Selected (1)' }).click();
    await expectToast(page, 'Successfully assigned 1 candidate(s)');
  });
});
