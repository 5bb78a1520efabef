import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './portal';

/** The running stack's API address; the specs skip themselves when there is none. */
export function apiUrl(): string {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('The local stack is not running');
  return url;
}

export function anonKey(): string {
  return process.env.E2E_ANON_KEY ?? '';
}

export function serviceKey(): string {
  return process.env.E2E_SERVICE_ROLE_KEY ?? '';
}

/** Access token of an account, for arranging what other areas' screens would do. */
export async function accessToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${apiUrl()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey(), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || !body.access_token)
    throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

export function userIdOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A call to the stack with the given bearer token (anon key, user or service role). */
export async function call<T = unknown>(
  token: string,
  path: string,
  init: RequestInit = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${apiUrl()}${path}`, {
    ...init,
    headers: {
      apikey: anonKey(),
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
      ...(init.headers ?? {}),
    },
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** Like call, but throws unless the answer is a success, and returns its body. */
export async function ok<T = unknown>(token: string, path: string, init: RequestInit = {}) {
  const answer = await call<T>(token, path, init);
  if (answer.status >= 300) {
    throw new Error(
      `${init.method ?? 'GET'} ${path} failed (${answer.status}): ${JSON.stringify(answer.body)}`,
    );
  }
  return answer.body;
}

/** Invokes an edge function as the given account; throws unless it succeeds. */
export async function invokeFunction<T = Record<string, unknown>>(
  name: string,
  token: string,
  body: unknown,
): Promise<T> {
  return ok<T>(token, `/functions/v1/${name}`, { method: 'POST', body: JSON.stringify(body) });
}

type JobForm = Record<string, unknown> & { title: string; description: string };

/** A published job of the account's, posted as the job form posts it (no questions by default). */
export async function publishJob(token: string, job: JobForm): Promise<{ id: string }> {
  const { job: created } = await invokeFunction<{ job: { id: string } }>(
    'manage-job-posting',
    token,
    {
      method: 'create',
      userId: userIdOf(token),
      jobData: {
        location: 'Remote',
        locations: [],
        job_type: 'FULL_TIME',
        experience_level: null,
        experience_required: null,
        education_required: null,
        salary_min: null,
        salary_max: null,
        skills_required: [],
        requirements: [],
        preferred_skills: [],
        status: 'published',
        expires_at: null,
        questions: [],
        ...job,
      },
    },
  );
  return created;
}

/** A PostgREST request with the service role, for arranging rows no screen creates. */
export async function serviceRest<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const key = serviceKey();
  const response = await fetch(`${apiUrl()}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
      ...(init.headers ?? {}),
    },
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} failed (${response.status}): ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** The toast with this title is shown (with the description, when given). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: title }).first();
  await expect(notice).toBeVisible();
  if (description) await expect(notice).toContainText(description);
}
