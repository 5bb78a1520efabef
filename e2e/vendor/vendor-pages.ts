import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../support/portal';
export { signIn } from '../support/portal';

// Seeded data the vendor journeys work with (backend/supabase/seed.sql).
export const VENDOR_ADMIN = 'vendor@example.com';
export const VENDOR_RECRUITER = 'vendor.recruiter@example.com';
export const COMPANY_OWNER = 'owner@example.com';
export const VENDOR_NAME = 'Staffing Partners';
export const VENDOR_CODE = 'VENDOR-STAFF001';
export const PARTNER_COMPANY = 'Acme Corp';
export const SEEDED_VENDOR_JOB = 'Senior Frontend Engineer';
export const SEEDED_RECRUITER = 'Riley Vendorson';
export const SEEDED_VENDOR_CANDIDATE = 'Alex Kim';
/** Never assigned to the vendor, by the seed or by any test. */
export const UNASSIGNED_JOB = { id: 'f0000000-0000-4000-8000-000000000006', title: 'DevOps Engineer' };
/** The job the journey test assigns to the vendor. */
export const JOURNEY_JOB = { id: 'f0000000-0000-4000-8000-000000000002', title: 'Backend Engineer (Node.js)' };

export const DASHBOARD = '/talent-vendor/dashboard';

/** A fresh browser session signed in as the given account. */
export async function sessionFor(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

export async function openDashboard(page: Page): Promise<void> {
  await page.goto(DASHBOARD);
  await expect(page.getByRole('heading', { name: 'Talent Vendor Dashboard' })).toBeVisible();
}

/** The vendor summary at the top of the dashboard. */
export function summary(page: Page): Locator {
  return page.locator('.ant-descriptions');
}

export function card(page: Page, title: RegExp | string): Locator {
  return page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });
}

/** Opens an antd select and picks the option with that label. */
export async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.locator(`.ant-select-item-option[title="${option}"]`).last().click();
}

export async function expectToast(page: Page, title: string): Promise<void> {
  await expect(page.locator('.ant-notification-notice').filter({ hasText: title }).first()).toBeVisible();
}
