import { expect, type Page } from '@playwright/test';

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: title }).first();
  await expect(notice).toBeVisible();
  if (description) await expect(notice).toContainText(description);
}

/** Picks an option of an antd Select found by its accessible label. */
export async function choose(
  page: Page,
  label: string | RegExp,
  option: string | RegExp,
): Promise<void> {
  await page.getByLabel(label).first().click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}
