import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, stackAvailable } from '../support/portal';
import {
  ACME_ID,
  accessToken,
  callFunction,
  choose,
  createCompanyOwner,
  expectToast,
  rest,
  serviceRest,
  signIn,
} from './api';

const DEACTIVATED = 'This account has been deactivated. Please contact the platform administrator.';

test.describe('operator console', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('an admin deactivates a user, who is signed out and cannot sign in until reactivated', async ({
    page,
    browser,
  }) => {
    const owner = await createCompanyOwner('deactivated-co');
    const before = await accessToken(owner.email);
    const userPage = await browser.newPage();

    await signIn(page, 'admin@example.com');
    await page.goto('/admin/users');
    const users = page.getByRole('region', { name: 'All Users' });
    await users.getByLabel('Search users by e-mail or company').fill(owner.email);
    await users.getByLabel('Search users by e-mail or company').press('Enter');
    const row = users.getByRole('row', { name: new RegExp(owner.email.replace(/\./g, '\\.')) });
    await expect(row).toContainText(owner.name);
    await expect(row).toContainText('Company (company admin)');
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: `Deactivate ${owner.email}` }).click();
    await page
      .getByRole('dialog', { name: `Deactivate ${owner.email}?` })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expectToast(page, `${owner.email} deactivated`);
    await expect(row).toContainText('Deactivated');

    // Every open session ends at once: a token issued before is refused on its next request.
    expect((await rest('profiles?select=id', {}, before)).status).toBe(401);
    await userPage.goto('/signin');
    const form = userPage.getByRole('main');
    await form.getByLabel('Email').fill(owner.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(userPage, 'Sign in failed', DEACTIVATED);
    await expect(userPage).toHaveURL(/\/signin/);
    await expect(accessToken(owner.email)).rejects.toThrow(/user_banned/);

    await row.getByRole('button', { name: `Reactivate ${owner.email}` }).click();
    await page
      .getByRole('dialog', { name: `Reactivate ${owner.email}?` })
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await expectToast(page, `${owner.email} reactivated`);
    await expect(accessToken(owner.email)).resolves.toBeTruthy();
    await userPage.close();
  });

  test('an admin is never offered to demote or deactivate themselves and demotes another admin', async ({
    page,
  }) => {
    const other = await createCompanyOwner('second-admin');
    await serviceRest(`profiles?id=eq.${other.userId}`, {
      method: 'PATCH',
      body: JSON.stringify({ role: 'admin' }),
    });
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/users');
    const users = page.getByRole('region', { name: 'All Users' });
    await choose(page, users, 'Filter by role', 'Administrators');
    const me = users
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'admin@example.com', exact: true }) });
    await expect(me).toContainText('You');
    await expect(me.getByRole('button')).toHaveCount(0);

    const row = users.getByRole('row', { name: new RegExp(other.email.replace(/\./g, '\\.')) });
    await row.getByRole('button', { name: `Demote ${other.email}` }).click();
    await page
      .getByRole('dialog', { name: `Demote ${other.email}?` })
      .getByRole('button', { name: 'Demote' })
      .click();
    await expectToast(page, `${other.email} is no longer an administrator`);
    await expect(row).toHaveCount(0);
    const [profile] = await serviceRest<{ role: string }[]>(
      `profiles?id=eq.${other.userId}&select=role`,
    );
    expect(profile.role).toBe('candidate');
  });

  test('an admin revokes an invitation and its link is refused; resending replaces the link', async ({
    page,
    browser,
  }) => {
    const token = await accessToken('admin@example.com');
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const revokedEmail = `revoked.admin.${stamp}@example.com`;
    const resentEmail = `resent.company.${stamp}@example.com`;
    const revoked = await callFunction('send-admin-invitation', token, {
      email: revokedEmail,
      firstName: 'Rory',
      lastName: 'Revoked',
    });
    const resent = await callFunction('send-company-invitation', token, {
      email: resentEmail,
      companyName: `Resent Co ${stamp}`,
    });

    await signIn(page, 'admin@example.com');
    await page.goto('/admin/invitations');
    const list = page.getByRole('region', { name: 'Invitations' });
    const search = list.getByLabel('Search invitations by e-mail');
    await search.fill(revokedEmail);
    await search.press('Enter');
    const row = list.getByRole('row', { name: new RegExp(revokedEmail.replace(/\./g, '\\.')) });
    await expect(row).toContainText('Rory Revoked');
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: `Revoke invitation to ${revokedEmail}` }).click();
    await page
      .getByRole('dialog', { name: `Revoke the invitation to ${revokedEmail}?` })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expectToast(page, 'Invitation revoked');
    await expect(row).toContainText('Revoked');

    const visitor = await browser.newPage();
    await visitor.goto(revoked.body.invitationUrl as string);
    await expect(visitor.getByText('Invalid Invitation')).toBeVisible();

    await search.fill(resentEmail);
    await search.press('Enter');
    const resentRow = list.getByRole('row', {
      name: new RegExp(resentEmail.replace(/\./g, '\\.')),
    });
    await resentRow.getByRole('button', { name: `Resend invitation to ${resentEmail}` }).click();
    await expectToast(page, 'Invitation sent again with a new link');
    await visitor.goto(resent.body.invitationUrl as string);
    await expect(visitor.getByText('Invalid Invitation')).toBeVisible();
    const [fresh] = await serviceRest<{ token: string }[]>(
      `invitations?email=eq.${encodeURIComponent(resentEmail)}&status=eq.pending&select=token`,
    );
    await visitor.goto(`/company-invitation/${fresh.token}`);
    await expect(visitor.getByText('Invalid Invitation')).toHaveCount(0);
    await visitor.close();
  });
});

test.describe('a company’s sent invitations', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('the company admin revokes an employee invitation and its link is refused; a recruiter has no such page', async ({
    page,
    browser,
  }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `revoked.recruiter.${stamp}@example.com`;
    const sent = await callFunction(
      'send-company-invitation',
      await accessToken('owner@example.com'),
      {
        email,
        role: 'recruiter',
        firstName: 'Remi',
        lastName: 'Revoked',
        companyId: ACME_ID,
      },
    );
    expect(sent.status).toBe(200);

    await signIn(page, 'owner@example.com');
    await page.goto('/company/dashboard');
    await page.getByRole('button', { name: 'Sent Invitations' }).click();
    const list = page.getByRole('region', { name: 'Sent Invitations' });
    await list.getByLabel('Search invitations by e-mail').fill(email);
    await list.getByLabel('Search invitations by e-mail').press('Enter');
    const row = list.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await expect(row).toContainText('Recruiter');
    await expect(row).toContainText('Remi Revoked');
    await row.getByRole('button', { name: `Revoke invitation to ${email}` }).click();
    await page
      .getByRole('dialog', { name: `Revoke the invitation to ${email}?` })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expectToast(page, 'Invitation revoked');
    await expect(row).toContainText('Revoked');

    const visitor = await browser.newPage();
    await visitor.goto(sent.body.invitationUrl as string);
    await expect(visitor.getByText('Invalid Invitation')).toBeVisible();
    await visitor.close();

    const recruiter = await browser.newPage();
    await signIn(recruiter, 'recruiter@example.com');
    await recruiter.goto('/company/invitations');
    await expect(recruiter).toHaveURL(/\/company\/dashboard/);
    await recruiter.close();
  });
});
