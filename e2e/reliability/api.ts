// Direct calls to the local stack for the reliability specs: arranging hostile rows as real users
// would create them, and checking what the server answers.
import { DEMO_PASSWORD } from '../support/portal';

function apiUrl(): string {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('The local stack is not running');
  return url;
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
      apikey: process.env.E2E_ANON_KEY ?? '',
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

/** Like call, but throws unless the answer is a success. */
export async function ok<T = unknown>(token: string, path: string, init: RequestInit = {}) {
  const answer = await call<T>(token, path, init);
  if (answer.status >= 300) {
    throw new Error(
      `${init.method ?? 'GET'} ${path} -> ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  }
  return answer.body;
}

export async function accessToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const body = await ok<{ access_token: string }>(
    process.env.E2E_ANON_KEY ?? '',
    '/auth/v1/token?grant_type=password',
    { method: 'POST', body: JSON.stringify({ email, password }) },
  );
  return body.access_token;
}

export function serviceKey(): string {
  return process.env.E2E_SERVICE_ROLE_KEY ?? '';
}

/** A confirmed user created the way an administrator would, with the role the sign-up form sets. */
export async function createUser(email: string, role: string, password = DEMO_PASSWORD) {
  const user = await ok<{ id: string }>(serviceKey(), '/auth/v1/admin/users', {
    method: 'POST',
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { role } }),
  });
  return user.id;
}

export function userIdOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
}

export async function invoke<T = Record<string, unknown>>(
  name: string,
  token: string,
  body: unknown,
) {
  return ok<T>(token, `/functions/v1/${name}`, { method: 'POST', body: JSON.stringify(body) });
}

/** Uploads raw bytes into a bucket as the given user, the way supabase-js does. */
export async function upload(
  token: string,
  bucket: string,
  objectPath: string,
  contentType: string,
  content: string,
) {
  return call(token, `/storage/v1/object/${bucket}/${objectPath}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-upsert': 'true' },
    body: content,
  });
}
