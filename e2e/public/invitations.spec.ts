import { expect, test, type Page } from '@playwright/test';
import { linkFrom, signIn, stackAvailable, uniqueEmail, waitForMail } from '../support/portal';
import { ACME_COMPANY_ID, accessToken, insertInvitation, invokeFunction, serviceRest } from './api';
import { confirmEmail, expectToast, submitSignIn, waitForMailAbout } from './account-pages';

const PASSWORD = 'Invited123';

async function expectInvalid(page: Page, path: string, message: string) {
  await page.goto(path);
  await expect(page.getByText('Invalid Invitation', { exact: true })).toBeVisible();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

test.describe('invitation links', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('each invalid link explains why and leads home', async ({ page }) => {
    const past = new Date(Date.now() - 60_000).toISOString();
    await expectInvalid(
      page,
      '/admin-invitation/no-such-token-0000000000',
      'Invitation not found or has expired',
    );

    const expired = await insertInvitation({
      type: 'admin_invitation',
      expires_at: past,
      company_data: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    await expectInvalid(page, `/admin-invitation/${expired}`, 'This invitation has expired');

    const noAdminNames = await insertInvitation({
      type: 'admin_invitation',
      company_data: { firstName: 'Ada' },
    });
    await expectInvalid(
      page,
      `/admin-invitation/${noAdminNames}`,
      'Invalid admin data in invitation',
    );

    const noCompanyData = await insertInvitation({
      type: 'company_invitation',
      company_data: null,
    });
    await expectInvalid(page, `/company-invitation/${noCompanyData}`, 'Invalid invitation data');

    const noCompanyName = await insertInvitation({
      type: 'company_invitation',
      company_data: { message: 'Hi' },
    });
    await expectInvalid(
      page,
      `/company-invitation/${noCompanyName}`,
      'Invalid company data in invitation',
    );

    const companyOnly = await insertInvitation({
      type: 'company_invitation',
      company_data: { companyName: 'Globex' },
    });
    await expectInvalid(
      page,
      `/employee-invitation/${companyOnly}`,
      'This is not a valid employee invitation',
    );
    // The wrong landing page for a token is treated like an unknown token.
    await expectInvalid(
      page,
      `/admin-invitation/${companyOnly}`,
      'Invitation not found or has expired',
    );
    await expectInvalid(page, `/invitation/${companyOnly}`, 'Invitation not found or has expired');

    await page.route('**/rest/v1/rpc/get_invitation_by_token', (route) => route.abort());
    await expectInvalid(page, `/company-invitation/${companyOnly}`, 'Failed to load invitation');
    await page.unroute('**/rest/v1/rpc/get_invitation_by_token');

    await page.getByRole('button', { name: 'Return to Home' }).click();
    await expect(page.getByRole('heading', { name: 'Finding the Perfect Match' })).toBeVisible();
  });

  test('an invited administrator signs up with the locked address and reaches the admin dashboard', async ({
    page,
  }) => {
    const email = uniqueEmail('new.admin');
    const adminToken = await accessToken('admin@example.com');
    await invokeFunction('send-admin-invitation', adminToken, {
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      message: 'Welcome to the team',
    });
    const invitationMail = await waitForMail(email);
    await page.goto(linkFrom(invitationMail, '/admin-invitation/'));

    const main = page.getByRole('main');
    await expect(
      main.getByText('Grace Hopper, a platform administrator has invited you'),
    ).toBeVisible();
    await expect(main.getByText('Welcome to the team')).toBeVisible();
    await main.getByRole('button', { name: 'Create Account' }).click();

    await expect(main.getByRole('heading', { name: 'Create your admin account' })).toBeVisible();
    await expect(main.getByLabel('Email')).toHaveValue(email);
    await expect(main.getByLabel('Email')).not.toBeEditable();
    await expect(main.getByLabel('Role')).toHaveValue('Administrator');
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Account created!');
    await expect(page).toHaveURL(/\/signin$/);

    await confirmEmail(page, email);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/signin');
    await submitSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // The link is spent once the account exists.
    await page.goto(new URL(linkFrom(invitationMail, '/admin-invitation/')).pathname);
    await expect(page.getByText('Invitation not found or has expired')).toBeVisible();
  });

  test('an invited company signs up under its invited name and registers before it awaits approval', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('invited.company');
    const companyName = `Invited Works ${Date.now()}`;
    const adminToken = await accessToken('admin@example.com');
    await invokeFunction('send-company-invitation', adminToken, {
      email,
      companyName,
      message: 'Register with us',
      adminEmail: 'admin@example.com',
    });
    await page.goto(linkFrom(await waitForMail(email), '/company-invitation/'));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Create Account' }).click();
    await expect(main.getByLabel('Email')).toHaveValue(email);
    await expect(main.getByLabel('Email')).not.toBeEditable();
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Account created!');

    // A spent confirmation link is explained on the sign-in page, with a way to get a new one.
    const confirmation = linkFrom(await waitForMailAbout(email, /Confirm/), '/auth/v1/verify');
    await confirmEmail(page, email);
    await page.goto(confirmation);
    await expect(page).toHaveURL(/\/signin#.*error_code=otp_expired/);
    await expect(
      main.getByText('This confirmation link has expired or has already been used'),
    ).toBeVisible();
    await main.getByLabel('Email for the new link').fill(email);
    await main.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect(main.getByText(/a new confirmation link is on its way/)).toBeVisible();

    await page.goto('/signin');
    await submitSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await expect(main.getByText(companyName).first()).toBeVisible();
    await expect(main.getByText('Company Registration Required')).toBeVisible();

    // The administrators see that this record has no registration yet.
    const adminPage = await browser.newPage();
    await signIn(adminPage, 'admin@example.com');
    await adminPage.goto('/admin/company-approvals');
    const pending = adminPage.getByRole('region', { name: 'Pending Approval' });
    await pending.getByLabel('Search pending approval by name').fill(companyName);
    await pending.getByLabel('Search pending approval by name').press('Enter');
    await expect(
      pending
        .getByRole('row')
        .filter({ hasText: companyName })
        .getByText('Registration incomplete'),
    ).toBeVisible();

    await main.getByRole('button', { name: 'Register Company' }).click();
    await expect(page).toHaveURL(/\/company\/register$/);
    await expect(main.getByLabel('Company Name')).toHaveValue(companyName);
    await main.getByLabel('Location').fill('Denver, CO');
    await main.getByLabel('Industry', { exact: true }).click();
    await page.keyboard.press('Enter');
    await main.getByRole('button', { name: 'Register Company' }).click();
    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await expect(main.getByRole('button', { name: 'Edit Registration' })).toBeVisible();
    await expect(main.getByText('Company Registration Required')).toHaveCount(0);

    await adminPage.reload();
    await pending.getByLabel('Search pending approval by name').fill(companyName);
    await pending.getByLabel('Search pending approval by name').press('Enter');
    const row = pending.getByRole('row').filter({ hasText: companyName });
    await expect(row).toBeVisible();
    await expect(row.getByText('Registration incomplete')).toHaveCount(0);
    await adminPage.close();
  });

  test('an invited recruiter signs up and joins the inviting company with the invited role', async ({
    page,
  }) => {
    const email = uniqueEmail('new.recruiter');
    const ownerToken = await accessToken('owner@example.com');
    await invokeFunction('send-company-invitation', ownerToken, {
      email,
      role: 'recruiter',
      firstName: 'Rita',
      lastName: 'Ray',
      companyId: ACME_COMPANY_ID,
      adminEmail: 'owner@example.com',
    });
    const invitationMail = await waitForMail(email);
    await page.goto(linkFrom(invitationMail, '/employee-invitation/'));

    const main = page.getByRole('main');
    await expect(
      main.getByText('Acme Corp has invited Rita Ray to join its recruitment team as Recruiter.'),
    ).toBeVisible();
    await main.getByRole('button', { name: 'Create Account' }).click();
    await expect(main.getByRole('heading', { name: 'Create your employee account' })).toBeVisible();
    await expect(main.getByLabel('Role')).toHaveValue('Employee (Recruiter)');
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Account created!', 'sign in to access your Recruiter dashboard');

    await confirmEmail(page, email);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/signin');
    await submitSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/company\/dashboard$/);

    const members = await serviceRest<{ role: string; company_id: string; first_name: string }[]>(
      `company_users?select=role,company_id,first_name&email=eq.${encodeURIComponent(email)}`,
    );
    expect(members).toEqual([
      { role: 'recruiter', company_id: ACME_COMPANY_ID, first_name: 'Rita' },
    ]);
  });

  test('an existing candidate accepts a company invitation after signing in', async ({ page }) => {
    const email = uniqueEmail('existing.user');
    await page.goto('/signup?role=candidate');
    const form = page.getByRole('main');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await confirmEmail(page, email);
    await page.evaluate(() => localStorage.clear());

    const token = await insertInvitation({
      type: 'company_invitation',
      email,
      company_data: { companyName: 'Initech', message: 'Please register' },
    });
    await page.goto(`/company-invitation/${token}`);
    const main = page.getByRole('main');
    await expect(main.getByText('register Initech on TalentBridge')).toBeVisible();
    await main.getByRole('button', { name: 'I already have an account' }).click();
    await expect(page).toHaveURL(/\/signin\?/);
    await expect(main.getByLabel('Email')).toHaveValue(email);
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`/company-invitation/${token}$`));
    await main.getByRole('button', { name: 'Accept Invitation' }).click();
    await expectToast(page, 'Invitation Accepted');
    await expect(page).toHaveURL(/\/company\/dashboard$/);

    const companies = await serviceRest<{ name: string; is_approved: boolean }[]>(
      `companies?select=name,is_approved&name=eq.Initech`,
    );
    expect(companies).toEqual([{ name: 'Initech', is_approved: false }]);
  });

  test('an invitation for someone else cannot be accepted by the signed-in user', async ({
    page,
  }) => {
    const token = await insertInvitation({
      type: 'admin_invitation',
      email: uniqueEmail('someone.else'),
      company_data: { firstName: 'Some', lastName: 'One' },
    });
    await page.goto('/signin');
    await submitSignIn(page, 'candidate@example.com', 'DemoPass123');
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
    await page.goto(`/admin-invitation/${token}`);
    await expect(page.getByText(/but you are signed in as candidate@example.com/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept Invitation' })).toHaveCount(0);
  });
});
