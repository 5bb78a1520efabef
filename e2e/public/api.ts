import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../support/portal';

// Direct calls to the local stack for arranging test data the way other users' screens would.

function apiUrl(): string {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('The local stack is not running');
  return url;
}

function anonKey(): string {
  return process.env.E2E_ANON_KEY ?? '';
}

/** Access token of an account, from the password grant. */
export async function accessToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${apiUrl()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey(), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access_token?: string; msg?: string };
  if (!response.ok || !body.access_token)
    throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** Invokes an edge function as the given account. */
export async function invokeFunction(
  name: string,
  token: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${apiUrl()}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: anonKey(),
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${name} failed (${response.status}): ${JSON.stringify(json)}`);
  return json;
}

/** A PostgREST request with the service role, for arranging rows no screen creates. */
export async function serviceRest<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const key = process.env.E2E_SERVICE_ROLE_KEY ?? '';
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

export interface InvitationSeed {
  type: 'candidate' | 'company_invitation' | 'admin_invitation';
  email?: string;
  expires_at?: string;
  company_id?: string | null;
  role?: string | null;
  company_data?: unknown;
  candidate_data?: unknown;
}

/** Inserts an invitation row directly and returns its token. */
export async function insertInvitation(seed: InvitationSeed): Promise<string> {
  const token = randomBytes(16).toString('hex');
  await serviceRest('invitations', {
    method: 'POST',
    body: JSON.stringify({ email: 'invitee@example.com', status: 'pending', ...seed, token }),
  });
  return token;
}

export const ACME_COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';
