import { expect, test, type Page } from '@playwright/test';
import { stackAvailable, uniqueEmail } from '../support/portal';
import { serviceRest } from './api';
import { confirmEmail, expectToast, submitSignIn } from './account-pages';

const PASSWORD = 'Welcome123';

async function signUp(page: Page, email: string, role: 'Candidate' | 'Company') {
  await page.goto('/signup');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByLabel(role).check();
  await main.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(
    page,
    'Account created!',
    'Please check your email to confirm your account, then sign in.',
  );
  await expect(page).toHaveURL(/\/signin$/);
}

test.describe('sign up', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('the form explains each rule', async ({ page }) => {
    await page.goto('/signup');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill('not-an-email');
    await main.getByLabel('Password').fill('short');
    await main.getByRole('button', { name: 'Create Account' }).click();
    await expect(main.getByText('Please enter a valid email address')).toBeVisible();
    await expect(main.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(main.getByText('Please select a role.')).toBeVisible();
    await main.getByLabel('Password').fill('alllowercase1');
    await expect(
      main.getByText('Password must contain at least one uppercase letter'),
    ).toBeVisible();
    await main.getByLabel('Password').fill('ALLUPPERCASE1');
    await expect(
      main.getByText('Password must contain at least one lowercase letter'),
    ).toBeVisible();
    await main.getByLabel('Password').fill('NoDigitsHere');
    await expect(main.getByText('Password must contain at least one number')).toBeVisible();
  });

  test('a candidate signs up, confirms the e-mail and reaches the candidate dashboard', async ({
    page,
  }) => {
    const email = uniqueEmail('new.candidate');
    await signUp(page, email, 'Candidate');
    await confirmEmail(page, email);
    await page.goto('/signin');
    await submitSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  });

  test('a company signs up, gets a pending company and reaches the company dashboard', async ({
    page,
  }) => {
    const email = uniqueEmail('new.company');
    await signUp(page, email, 'Company');
    const [profile] = await serviceRest<{ id: string; role: string }[]>(
      `profiles?select=id,role&email=eq.${encodeURIComponent(email)}`,
    );
    expect(profile.role).toBe('company');
    const companies = await serviceRest<
      { name: string; is_approved: boolean; industry: string; location: string }[]
    >(`companies?select=name,is_approved,industry,location&user_id=eq.${profile.id}`);
    expect(companies).toEqual([
      {
        name: 'New Company',
        is_approved: false,
        industry: 'Technology',
        location: 'United States',
      },
    ]);

    await confirmEmail(page, email);
    await page.goto('/signin');
    await submitSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/company\/dashboard$/);
  });

  test('nobody becomes an administrator by editing the sign-up link', async ({ page }) => {
    const email = uniqueEmail('sneaky');
    await page.goto(`/signup?role=admin&email=${encodeURIComponent(email)}`);
    const main = page.getByRole('main');
    // Without an invitation the role is an ordinary choice between candidate and company.
    await expect(main.getByLabel('Candidate')).toBeVisible();
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByLabel('Candidate').check();
    await main.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/signin$/);

    const forged = uniqueEmail('forged');
    await page.goto(
      `/signup?invitation=not-a-real-token-000000&role=admin&email=${encodeURIComponent(forged)}`,
    );
    await expect(page.getByText('Invalid Invitation', { exact: true })).toBeVisible();
    await expect(page.getByText('Invitation not found or has expired')).toBeVisible();
  });
});
