import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/portal';
export { signIn } from '../support/portal';
import { anonKey, apiUrl, call, serviceKey, serviceRest } from '../support/api';
export { accessToken, expectToast, serviceRest } from '../support/api';

// Direct calls to the local stack: arranging data other areas' screens would create, and reading
// the database to check what the admin screens show and change.

export const ACME_ID = 'c0000000-0000-4000-8000-000000000001';
export const PENDING_CO_ID = 'c0000000-0000-4000-8000-000000000002';
export const GLOBEX_ID = 'c0000000-0000-4000-8000-000000000003';

/** Calls an edge function as an account and returns the status with the JSON answer. */
export async function callFunction(
  name: string,
  token: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await call<Record<string, unknown> | null>(token, `/functions/v1/${name}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: answer.body ?? {} };
}

/** A PostgREST request as an account (or the service role when no token is given). */
export async function rest(
  path: string,
  init: RequestInit = {},
  token?: string,
): Promise<Response> {
  const bearer = token ?? serviceKey();
  return fetch(`${apiUrl()}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: token ? anonKey() : serviceKey(),
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
      ...(init.headers ?? {}),
    },
  });
}

/** Exact row count of a table (with an optional PostgREST filter) as seen by the account or the service role. */
export async function countRows(table: string, filter = '', token?: string): Promise<number> {
  const response = await rest(
    `${table}?select=id${filter ? `&${filter}` : ''}`,
    {
      headers: { prefer: 'count=exact', range: '0-0' },
    },
    token,
  );
  const range = response.headers.get('content-range') ?? '';
  const total = Number(range.split('/')[1]);
  if (!Number.isFinite(total))
    throw new Error(`No count for ${table}: ${response.status} ${range}`);
  return total;
}

/**
 * A confirmed company account created the way company sign-up creates one: the sign-up trigger
 * gives it a pending company; the company gets a unique name so screens can find it.
 */
export async function createCompanyOwner(
  label: string,
): Promise<{ email: string; userId: string; companyId: string; name: string }> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${label}.${stamp}@example.com`;
  const name = `${label.replace(/(^|[.-])(\w)/g, (_m, _s, c: string) => ` ${c.toUpperCase()}`).trim()} ${stamp}`;
  const response = await fetch(`${apiUrl()}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: serviceKey(),
      authorization: `Bearer ${serviceKey()}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      email,
      password: DEMO_PASSWORD,
      email_confirm: true,
      user_metadata: { role: 'company' },
    }),
  });
  const user = (await response.json()) as { id?: string };
  if (!response.ok || !user.id)
    throw new Error(`Creating ${email} failed: ${JSON.stringify(user)}`);
  const [company] = await serviceRest<{ id: string }[]>(
    `companies?user_id=eq.${user.id}&select=id`,
    {
      method: 'PATCH',
      // A company that filled in its registration, as the approval queue expects.
      body: JSON.stringify({
        name,
        industry: 'Consulting',
        location: 'Denver, CO',
        registered_at: new Date().toISOString(),
      }),
    },
  );
  return { email, userId: user.id, companyId: company.id, name };
}

/** Picks an option of an antd Select found by its label. */
export async function choose(
  page: Page,
  scope: Page | Locator,
  label: string,
  option: string,
): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .first()
    .click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Stores a file in a bucket with the service role, as an upload from another screen would. */
export async function uploadFile(
  bucket: string,
  path: string,
  body: string,
  contentType: string,
): Promise<void> {
  const response = await fetch(`${apiUrl()}/storage/v1/object/${bucket}/${path}`, {
    method: 'POST',
    headers: {
      apikey: serviceKey(),
      authorization: `Bearer ${serviceKey()}`,
      'content-type': contentType,
    },
    body,
  });
  if (!response.ok)
    throw new Error(
      `Upload to ${bucket}/${path} failed: ${response.status} ${await response.text()}`,
    );
}
