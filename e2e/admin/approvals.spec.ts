import { expect, test, type Page } from '@playwright/test';
import { stackAvailable, waitForMail } from '../support/portal';
import { createCompanyOwner, expectToast, serviceRest, uploadFile, signIn } from './api';

async function ownerDashboard(page: Page, email: string) {
  await signIn(page, email);
  await page.goto('/company/dashboard');
  return page.getByRole('main');
}

async function approvedState(
  companyId: string,
): Promise<{ is_approved: boolean; approved_at: string | null }> {
  const [row] = await serviceRest<{ is_approved: boolean; approved_at: string | null }[]>(
    `companies?id=eq.${companyId}&select=is_approved,approved_at`,
  );
  return row;
}

test.describe('company approvals', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('approving and rejecting a company changes what its owner sees', async ({
    page,
    browser,
  }) => {
    const owner = await createCompanyOwner('approval-co');
    const ownerPage = await browser.newPage();
    const ownerMain = await ownerDashboard(ownerPage, owner.email);
    await expect(ownerMain.getByText('Pending Approval').first()).toBeVisible();

    await signIn(page, 'admin@example.com');
    await page.goto('/admin/company-approvals');
    const pending = page.getByRole('region', { name: 'Pending Approval' });
    const approved = page.getByRole('region', { name: 'Approved Companies' });
    for (const column of ['Company', 'Industry', 'Location', 'Registration Date', 'Action']) {
      await expect(pending.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(approved.getByRole('columnheader', { name: 'Approval Date' })).toBeVisible();

    await pending.getByPlaceholder('Search by company name').fill(owner.name);
    await pending.getByPlaceholder('Search by company name').press('Enter');
    await expect(pending.locator('.ant-table-row')).toHaveCount(1);
    const row = pending.getByRole('row', { name: new RegExp(owner.name) });
    await expect(row).toContainText('Consulting');
    await expect(row).toContainText('Denver, CO');
    await row.getByRole('button', { name: `Approve ${owner.name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Approve ${owner.name}?` });
    await confirm
      .getByLabel('Reason (optional, e-mailed to the company)')
      .fill('Registration documents verified');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Company approved successfully');
    const decision = await waitForMail(owner.email);
    expect(decision.subject).toBe(`${owner.name} has been approved`);
    expect(decision.text).toContain('Reason: Registration documents verified');
    await expect(pending.getByText('No companies match your search')).toBeVisible();
    expect((await approvedState(owner.companyId)).is_approved).toBe(true);

    await approved.getByPlaceholder('Search by company name').fill(owner.name);
    await approved.getByPlaceholder('Search by company name').press('Enter');
    const approvedRow = approved.getByRole('row', { name: new RegExp(owner.name) });
    await expect(approvedRow).toBeVisible();

    await ownerPage.reload();
    await expect(ownerMain.getByText('Subscription Required')).toBeVisible();
    await expect(ownerMain.getByText('Pending Approval')).toHaveCount(0);

    await approvedRow.getByRole('button', { name: `Reject ${owner.name}` }).click();
    await page
      .getByRole('dialog', { name: `Revoke the approval of ${owner.name}?` })
      .getByRole('button', { name: 'Reject' })
      .click();
    await expectToast(page, 'Company rejected');
    expect(await approvedState(owner.companyId)).toEqual({ is_approved: false, approved_at: null });
    await pending.getByPlaceholder('Search by company name').press('Enter');
    await expect(pending.getByRole('row', { name: new RegExp(owner.name) })).toBeVisible();

    await ownerPage.reload();
    await expect(ownerMain.getByText('Pending Approval').first()).toBeVisible();
    await ownerPage.close();
  });

  test('the company detail page shows every section and approves a pending company', async ({
    page,
  }) => {
    const owner = await createCompanyOwner('detail-co');
    const einPath = `${owner.userId}/ein.pdf`;
    await uploadFile('company-documents', einPath, '%PDF-1.4 EIN letter', 'application/pdf');
    await serviceRest(`companies?id=eq.${owner.companyId}`, {
      method: 'PATCH',
      body: JSON.stringify({
        primary_contact_name: 'Dana Detail',
        primary_contact_email: owner.email,
        reg_street: '1600 Glenarm Place',
        reg_city: 'Denver',
        reg_state: 'CO',
        reg_zip_code: '80202',
        reg_country: 'United States',
        ein_document_url: einPath,
      }),
    });
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/company-approvals');
    const pending = page.getByRole('region', { name: 'Pending Approval' });
    await pending.getByPlaceholder('Search by company name').fill(owner.name);
    await pending.getByPlaceholder('Search by company name').press('Enter');
    await pending.getByRole('button', { name: `View ${owner.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/company/${owner.companyId}$`));

    await expect(page.getByRole('heading', { name: owner.name })).toBeVisible();
    for (const section of [
      'Company Information',
      'Primary Contact',
      'Secondary Contact',
      'Registered Address',
      'Operating Address',
      'Submitted Documents',
      'Approval Status',
      'Registration Timeline',
    ]) {
      await expect(page.getByRole('region', { name: section })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Primary Contact' })).toContainText(
      'Dana Detail',
    );
    await expect(page.getByRole('region', { name: 'Registered Address' })).toContainText(
      '1600 Glenarm Place',
    );
    // Private documents open through a signed link that the storage service honours.
    const einLink = page.getByRole('link', { name: 'Open EIN Document' });
    await expect(einLink).toHaveAttribute(
      'href',
      /\/storage\/v1\/object\/sign\/company-documents\//,
    );
    const document = await page.request.get((await einLink.getAttribute('href')) as string);
    expect(document.status()).toBe(200);
    expect(await document.text()).toContain('EIN letter');
    await expect(page.getByRole('region', { name: 'Submitted Documents' })).not.toContainText(
      'Tax Document',
    );
    await expect(page.getByRole('region', { name: 'Registration Timeline' })).toContainText(
      'Awaiting approval',
    );

    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Company approved successfully');
    await expect(page.getByRole('region', { name: 'Approval Status' })).toContainText('Approved');
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    expect((await approvedState(owner.companyId)).is_approved).toBe(true);
  });

  test('a phone shows the whole title of both approval tables', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/company-approvals');
    for (const title of ['Pending Approval', 'Approved Companies']) {
      const heading = page
        .getByRole('region', { name: title })
        .locator('.ant-card-head-title')
        .filter({ hasText: title });
      await expect(heading).toBeVisible();
      // Cut text ("Pen…") is wider inside than the box that shows it.
      expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });

  test('an unknown company shows Company not found with a way back', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/company/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Company not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Company Approvals' }).click();
    await expect(page).toHaveURL(/\/admin\/company-approvals$/);
  });
});
