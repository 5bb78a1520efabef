import { expect, test } from '@playwright/test';
import { serviceRest } from '../public/api';
import { stackAvailable, uniqueEmail } from '../support/portal';
import { accessToken, choose, expectToast, fileOf, rest, signIn } from './helpers';

const ACME_ID = 'c0000000-0000-4000-8000-000000000001';

test.describe('vendors', () => {
  test.skip(!stackAvailable(), 'needs the local stack');
  // Each flow spans several screens and uploads; give slow machines room.
  test.describe.configure({ timeout: 150_000 });

  test('the owner registers a vendor with documents, invites a talent vendor and assigns a job', async ({
    page,
  }) => {
    await signIn(page, 'owner@example.com');
    await page.goto('/company/register-vendor');
    for (const section of [
      'Company Information',
      'Contacts',
      'References',
      'Financial Information',
      'Certification',
      'Document Uploads',
    ]) {
      await expect(page.getByText(section, { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Register Vendor' }).click();
    await expect(page.getByText('Vendor name is required')).toBeVisible();

    await page.getByLabel('Vendor Name').fill('Northwind Staffing');
    await page.getByLabel('Mailing Address').fill('10 Harbor Way, Seattle');
    await page.getByLabel('State').fill('WA');
    await page.getByLabel('ZIP Code').fill('98101');
    await page.getByLabel('Year Established').fill('2015');
    await page.getByLabel('Annual Gross Income').fill('$2M');
    await page.getByLabel('Primary Contact Name').fill('Nora North');
    await page.getByLabel('Primary Contact Email').fill('nora@northwind.example.com');
    await page.getByLabel('HR Contact Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Register Vendor' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('HR Contact Email').fill('hr@northwind.example.com');
    await page.getByLabel('W-9').setInputFiles(fileOf('w9.pdf', 'application/pdf'));
    await page.getByLabel('Voided Check/ACH').setInputFiles(fileOf('ach.pdf', 'application/pdf'));
    await page.getByRole('button', { name: 'Register Vendor' }).click();
    await expectToast(page, 'Vendor registered successfully!');
    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await expect(page.getByRole('cell', { name: 'Northwind Staffing' })).toBeVisible();

    const token = await accessToken('owner@example.com');
    // The vendor's documents are the vendor admin's and platform admins' to read, not the company's.
    await expect(
      rest(token, 'vendors?select=vendor_id,w9_url&vendor_name=eq.Northwind%20Staffing'),
    ).rejects.toThrow(/\(403\)/);
    const [vendor] = await serviceRest<
      {
        vendor_id: string;
        w9_url: string;
        voided_check_url: string;
        certifying_date: string | null;
      }[]
    >(
      'vendors?select=vendor_id,w9_url,voided_check_url,certifying_date&vendor_name=eq.Northwind%20Staffing',
    );
    expect(vendor.vendor_id).toMatch(/^VENDOR-[A-Z0-9]{8}$/);
    expect(vendor.w9_url).toMatch(new RegExp(`^${vendor.vendor_id}/[0-9a-f-]+\\.pdf$`));
    expect(vendor.voided_check_url).toMatch(new RegExp(`^${vendor.vendor_id}/`));
    expect(vendor.certifying_date).toBeNull();

    await page.getByRole('button', { name: 'Invite Talent Vendor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Talent Vendor' });
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    const email = uniqueEmail('talent.vendor');
    await dialog.getByLabel('First Name').fill('Terry');
    await dialog.getByLabel('Last Name').fill('Talent');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Message (optional)').fill('Let us work together.');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(page, 'Talent vendor invited!');
    await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();

    // A job of its own, so the seeded vendor's jobs stay as other suites expect them.
    const [job] = await rest<{ id: string }[]>(token, 'jobs?select=id', {
      method: 'POST',
      body: JSON.stringify({
        company_id: ACME_ID,
        title: `Contract Data Analyst ${Date.now()}`,
        description: 'Six-month contract.',
        status: 'published',
      }),
    });
    await page.goto(`/company/manage-job/${job.id}`);
    await page.getByRole('button', { name: 'Assign Job' }).click();
    await expectToast(page, 'Please select a vendor.');
    await choose(page, 'Vendor', 'Northwind Staffing');
    await page.getByRole('button', { name: 'Assign Job' }).click();
    await expectToast(page, 'Job successfully assigned!');
    await expect(page.getByText('Recruiter: vendor decides')).toBeVisible();
  });
});
