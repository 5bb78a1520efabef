import { expect, test } from '@playwright/test';
import { stackAvailable } from '../support/portal';
import {
  ACME_ID,
  choose,
  createCompanyOwner,
  expectToast,
  GLOBEX_ID,
  serviceRest,
  signIn,
} from './api';

interface Relationship {
  id: string;
  company_a_id: string;
  company_b_id: string;
  can_share_jobs: boolean;
  can_share_candidates: boolean;
}

async function relationshipsOf(companyId: string): Promise<Relationship[]> {
  return serviceRest<Relationship[]>(
    `company_relationships?or=(company_a_id.eq.${companyId},company_b_id.eq.${companyId})&select=id,company_a_id,company_b_id,can_share_jobs,can_share_candidates`,
  );
}

test.describe('company partnerships', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('the admin creates, toggles and deletes a partnership; duplicates are refused in either order', async ({
    page,
  }) => {
    const partner = await createCompanyOwner('partner-co');
    const pendingOne = await createCompanyOwner('unapproved-co');
    await serviceRest(`companies?id=eq.${partner.companyId}`, {
      method: 'PATCH',
      body: JSON.stringify({ is_approved: true }),
    });

    await signIn(page, 'admin@example.com');
    await page.goto('/admin/company-partnerships');
    const total = page
      .getByRole('region', { name: 'Total Partnerships' })
      .locator('.ant-statistic-content-value');
    const before = Number(await total.textContent());
    await expect(
      page.getByRole('region', { name: 'Companies' }).getByRole('link', { name: partner.name }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Create Partnership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Partnership' });
    await dialog.getByRole('button', { name: 'Create Partnership' }).click();
    await expect(dialog.getByText('Please select both companies')).toBeVisible();

    // Only approved companies are offered, and the second list leaves out the first pick.
    await dialog.getByLabel('First Company', { exact: true }).click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options.filter({ hasText: partner.name })).toHaveCount(1);
    await expect(options.filter({ hasText: pendingOne.name })).toHaveCount(0);
    await options.filter({ hasText: partner.name }).click();
    await dialog.getByLabel('Second Company', { exact: true }).click();
    await expect(options.filter({ hasText: partner.name })).toHaveCount(0);
    await options.filter({ hasText: /^Acme Corp$/ }).click();
    await dialog.getByLabel('Share candidates').click();
    await dialog.getByRole('button', { name: 'Create Partnership' }).click();
    await expectToast(page, 'Partnership created successfully');
    await expect(dialog).toBeHidden();
    await expect(total).toHaveText(String(before + 1));
    const [created] = await relationshipsOf(partner.companyId);
    expect(created).toMatchObject({
      company_a_id: partner.companyId,
      company_b_id: ACME_ID,
      can_share_jobs: true,
      can_share_candidates: false,
    });

    // The same pair in the opposite order, and the seeded Acme/Globex pair, are duplicates.
    await page.getByRole('button', { name: 'Create Partnership' }).click();
    await choose(page, dialog, 'First Company', 'Acme Corp');
    await choose(page, dialog, 'Second Company', partner.name);
    await dialog.getByRole('button', { name: 'Create Partnership' }).click();
    await expect(
      dialog.getByText('Partnership already exists between these companies'),
    ).toBeVisible();
    await choose(page, dialog, 'First Company', 'Globex Industries');
    await choose(page, dialog, 'Second Company', 'Acme Corp');
    await dialog.getByRole('button', { name: 'Create Partnership' }).click();
    await expect(
      dialog.getByText('Partnership already exists between these companies'),
    ).toBeVisible();
    expect(await relationshipsOf(partner.companyId)).toHaveLength(1);
    expect(
      (await relationshipsOf(GLOBEX_ID)).filter((r) =>
        [r.company_a_id, r.company_b_id].includes(ACME_ID),
      ),
    ).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const row = page
      .getByRole('region', { name: 'Partnerships' })
      .getByRole('row', { name: new RegExp(partner.name) });
    await row.getByRole('switch', { name: /Share candidates between/ }).click();
    await expectToast(page, 'Partnership updated successfully');
    await expect(row.getByRole('switch', { name: /Share candidates between/ })).toBeChecked();
    await row.getByRole('switch', { name: /Share jobs between/ }).click();
    await expect(row.getByRole('switch', { name: /Share jobs between/ })).not.toBeChecked();
    expect((await relationshipsOf(partner.companyId))[0]).toMatchObject({
      can_share_jobs: false,
      can_share_candidates: true,
    });

    await row.getByRole('button', { name: /Delete partnership between/ }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Partnership deleted successfully');
    await expect(row).toBeHidden();
    await expect(total).toHaveText(String(before));
    expect(await relationshipsOf(partner.companyId)).toHaveLength(0);
  });
});
