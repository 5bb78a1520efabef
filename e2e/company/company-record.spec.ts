import { expect, test } from '@playwright/test';
import { stackAvailable } from '../support/portal';
import { expectToast, fileOf, FIRST_VISIT, PNG_LOGO, signIn } from './helpers';

test.describe('company record', () => {
  test.skip(!stackAvailable(), 'needs the local stack');
  // Each flow spans several screens and uploads; give slow machines room.
  test.describe.configure({ timeout: 150_000 });

  test('the owner edits the profile with a new logo and sees it on the profile', async ({
    page,
  }) => {
    await signIn(page, 'owner@example.com');
    await page.goto('/company/profile');
    await expect(page.getByRole('heading', { name: /Acme Corp/ })).toBeVisible(FIRST_VISIT);
    await expect(page.getByText('Operating Address')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/company\/edit-profile$/);

    await page.getByLabel('Company Name').fill('A');
    await page.getByLabel('LinkedIn URL').fill('not a link');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Company name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid LinkedIn URL')).toBeVisible();

    await page.getByLabel('Company Name').fill('Acme Corp');
    await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/company/acme-corp');
    await page.getByLabel('Description').fill('Acme Corp builds developer tools for every team.');
    await page.getByLabel('Company Logo').setInputFiles(PNG_LOGO);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Company profile updated successfully');
    await expect(page).toHaveURL(/\/company\/profile$/);
    await expect(page.getByText('Acme Corp builds developer tools for every team.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Acme Corp logo' })).toHaveAttribute(
      'src',
      /company-logos/,
    );
  });

  test('the owner updates the registration with tax documents', async ({ page }) => {
    await signIn(page, 'owner@example.com');
    await page.goto('/company/edit-registration');
    await expect(page.getByRole('heading', { name: 'Edit Registration' })).toBeVisible(FIRST_VISIT);
    for (const section of [
      'Basic Company Information',
      'Primary Contact',
      'Secondary Contact (optional)',
      'Registered Address',
      'Operating Address',
      'Tax Information & Documents',
    ]) {
      await expect(page.getByText(section, { exact: true })).toBeVisible();
    }
    // Acme has its own operating address, so the checkbox starts unchecked.
    await expect(page.getByLabel('Same as registered address')).not.toBeChecked();
    await expect(page.getByLabel('Operating Street')).toHaveValue('200 Congress Avenue');

    await page.getByLabel('Primary Contact Email').fill('owner-at-acme');
    await page.getByRole('button', { name: 'Update Company' }).click();
    await expect(page.getByText('Must be a valid email')).toBeVisible();
    await page.getByLabel('Primary Contact Email').fill('owner@example.com');

    await page.getByLabel('EIN Document').setInputFiles(fileOf('ein.pdf', 'application/pdf'));
    await page.getByLabel('Tax Document').setInputFiles(fileOf('tax.pdf', 'application/pdf'));
    await page.getByRole('button', { name: 'Update Company' }).click();
    await expectToast(page, 'Company information updated successfully');
    await expect(page).toHaveURL(/\/company\/profile$/);

    await page.goto('/company/edit-registration');
    await expect(page.getByText('EIN document on file')).toBeVisible();
    await expect(page.getByText('Tax document on file')).toBeVisible();
  });

  test('a staff member keeps their own profile', async ({ page }) => {
    await signIn(page, 'recruiter@example.com');
    await page.goto('/company/user-profile');
    // The sign-in e-mail is shown, not edited here: it changes only through the confirmed flow.
    await expect(page.getByLabel('Email')).toHaveValue('recruiter@example.com');
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Change sign-in email' })).toBeVisible();
    await page.getByLabel('First Name').fill('   ');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('First name and last name are required').first()).toBeVisible();

    await page.getByLabel('First Name').fill('  Robin ');
    await page.getByLabel('Phone').fill('+1 415 555 0199');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, 'Profile updated successfully');
    await page.reload();
    await expect(page.getByLabel('First Name')).toHaveValue('Robin');
    await expect(page.getByLabel('Phone')).toHaveValue('+1 415 555 0199');
  });
});
