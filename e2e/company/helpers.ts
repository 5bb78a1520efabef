import { expect, type Locator, type Page } from '@playwright/test';
export { signIn } from '../support/portal';
import { ok } from '../support/api';
export { accessToken, expectToast, invokeFunction, publishJob, userIdOf } from '../support/api';

/**
 * For the first look at a screen opened by URL: the company area ships only the dashboard, so
 * another screen's code loads on its first visit, and a fresh test server compresses each file on
 * its first request, which takes seconds on a busy machine.
 */
export const FIRST_VISIT = { timeout: 30_000 };

export const ACME_COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';
export const PENDING_COMPANY_ID = 'c0000000-0000-4000-8000-000000000002';

/** Picks an option of an antd Select found by its accessible label (within scope, default the page). */
export async function choose(
  page: Page,
  label: string | RegExp,
  option: string | RegExp,
  scope: Page | Locator = page,
): Promise<void> {
  await scope.getByLabel(label).first().click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** A PostgREST call as the given account (RLS applies). */
export async function rest<T = unknown>(
  token: string,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  return ok<T>(token, `/rest/v1/${path}`, init);
}

/**
 * Applies as a candidate the way the apply page does, in one call with the answers; throws when
 * the profile is not complete enough to apply. Returns the application's id.
 */
export async function applyToJob(
  token: string,
  jobId: string,
  answers: { question_id: string; answer: string }[] = [],
): Promise<string> {
  const reply = await rest<{ application_id?: string; missing_fields?: string[] }>(
    token,
    'rpc/apply_to_job',
    { method: 'POST', body: JSON.stringify({ p_job_id: jobId, p_answers: answers }) },
  );
  if (!reply.application_id)
    throw new Error(`Applying to ${jobId} was refused: ${JSON.stringify(reply)}`);
  return reply.application_id;
}

/** A small file for upload fields. */
export function fileOf(name: string, mimeType: string, content = 'test document') {
  // Document buckets check the bytes against the type, so a PDF starts as one.
  const body = mimeType === 'application/pdf' ? `%PDF-1.4\n% ${content}\n%%EOF\n` : content;
  return { name, mimeType, buffer: Buffer.from(body) };
}

// 1x1 transparent PNG.
export const PNG_LOGO = {
  name: 'logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};
