import { expect, test } from '@playwright/test';
import { linkFrom, stackAvailable, uniqueEmail, waitForMail } from '../support/portal';
import { expectToast, serviceRest, signIn } from './api';

test.describe('admin invitations', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('the admin invites another administrator who receives a working link', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('invited.admin');
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/send-admin-invitation');

    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Last name must be at least 2 characters')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('Message (optional)').fill('Welcome to the platform team');
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(page, 'Admin invitation sent successfully!');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const [invitation] = await serviceRest<
      { type: string; status: string; company_data: Record<string, string> }[]
    >(`invitations?email=eq.${encodeURIComponent(email)}&select=type,status,company_data`);
    expect(invitation).toMatchObject({
      type: 'admin_invitation',
      status: 'pending',
      company_data: {
        firstName: 'Grace',
        lastName: 'Hopper',
        message: 'Welcome to the platform team',
      },
    });

    const mail = await waitForMail(email);
    const visitor = await browser.newPage();
    await visitor.goto(linkFrom(mail, '/admin-invitation/'));
    await expect(
      visitor.getByRole('main').getByRole('button', { name: 'Create Account' }),
    ).toBeVisible();
    await expect(visitor.getByText('Invalid Invitation')).toHaveCount(0);
    await visitor.close();

    // The form starts empty again when the admin comes back.
    await page.goto('/admin/send-admin-invitation');
    await expect(page.getByLabel('Email')).toHaveValue('');
  });

  test('the admin invites a company whose contact receives a working registration link', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('invited.company');
    const companyName = `Initrode ${Date.now()}`;
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/send-company-invitation');

    await page.getByLabel('Contact Email').fill('ceo@');
    await page.getByLabel('Company Name').fill('I');
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Company name must be at least 2 characters')).toBeVisible();

    await page.getByLabel('Contact Email').fill(email);
    await page.getByLabel('Company Name').fill(companyName);
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(page, 'Company invitation sent successfully!');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const mail = await waitForMail(email);
    expect(mail.subject).toContain(companyName);
    const visitor = await browser.newPage();
    await visitor.goto(linkFrom(mail, '/company-invitation/'));
    await expect(visitor.getByRole('main').getByText(companyName).first()).toBeVisible();
    await expect(visitor.getByText('Invalid Invitation')).toHaveCount(0);
    await visitor.close();
  });
});
