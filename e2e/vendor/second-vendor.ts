import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/portal';
import { card, choose, expectToast, openDashboard } from './vendor-pages';
import { apiUrl } from '../support/api';

// A second staffing agency beside the seeded one, and the vendor dashboard's add-and-submit steps.

const ACME = 'c0000000-0000-4000-8000-000000000001';
const STAFFING_PARTNERS = 'b0000000-0000-4000-8000-000000000001';
export const SECOND_VENDOR_PASSWORD = 'Northwind2024x';

/** A PostgREST request with the service role, for arranging what other areas' screens create. */
export async function service(
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>[]> {
  const key = process.env.E2E_SERVICE_ROLE_KEY ?? '';
  const response = await fetch(`${apiUrl()}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} failed (${response.status}): ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>[]) : [];
}

/**
 * A second staffing agency partnering with Acme, its admin account and a fresh Acme job assigned
 * to both agencies, as the invitation and assignment screens would leave them.
 */
export async function arrangeSecondVendor(stamp: number) {
  const key = process.env.E2E_SERVICE_ROLE_KEY ?? '';
  const email = uniqueEmail('northwind.admin');
  const created = await fetch(`${apiUrl()}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: SECOND_VENDOR_PASSWORD,
      email_confirm: true,
      user_metadata: { role: 'company' },
    }),
  });
  const user = (await created.json()) as { id: string };
  expect(created.ok).toBe(true);
  // A business sign-up starts its own company; a vendor admin has none.
  const [membership] = await service('DELETE', `company_users?user_id=eq.${user.id}`);
  await service('DELETE', `companies?id=eq.${String(membership.company_id)}`);
  const vendorName = `Northwind Staffing ${stamp}`;
  const [vendor] = await service('POST', 'vendors', {
    company_id: ACME,
    user_id: user.id,
    vendor_name: vendorName,
  });
  await service('POST', 'talent_vendor_users', {
    user_id: user.id,
    vendor_id: vendor.id,
    role: 'admin',
    first_name: 'Nora',
    last_name: 'North',
    email,
  });
  const jobTitle = `Site Reliability Engineer ${stamp}`;
  const [job] = await service('POST', 'jobs', {
    company_id: ACME,
    title: jobTitle,
    description: 'Keep the platform up.',
    status: 'published',
  });
  await service('POST', 'vendor_job_assignments', [
    { job_id: job.id, vendor_id: STAFFING_PARTNERS },
    { job_id: job.id, vendor_id: vendor.id },
  ]);
  return { email, vendorName, vendorId: String(vendor.id), jobId: String(job.id), jobTitle };
}

/** Adds the person as the vendor's candidate and submits them to the job from the dashboard. */
export async function addAndSubmit(
  page: Page,
  person: { first: string; last: string; email: string },
  jobTitle: string,
) {
  await openDashboard(page);
  const candidates = card(page, /^Your Candidates/);
  await candidates.getByRole('button', { name: 'Add Candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Candidate' });
  await dialog.getByLabel('First Name').fill(person.first);
  await dialog.getByLabel('Last Name').fill(person.last);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByRole('button', { name: 'Save Candidate' }).click();
  await expectToast(page, 'Candidate added successfully!');
  await candidates
    .getByRole('button', { name: `Submit ${person.first} ${person.last} to a job` })
    .click();
  const submit = page.getByRole('dialog', { name: 'Submit Candidate' });
  await choose(page, submit.getByLabel('Job'), jobTitle);
  await submit.getByRole('button', { name: 'Submit Candidate' }).click();
}
