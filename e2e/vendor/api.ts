import { apiUrl } from '../support/api';
export { accessToken } from '../support/api';

// Direct calls to the local stack, to prove the server refuses what the screens never offer.

function headers(token: string): Record<string, string> {
  return {
    apikey: process.env.E2E_ANON_KEY ?? '',
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  };
}

export interface RestResult {
  status: number;
  rows: Record<string, unknown>[];
}

/** A PostgREST request as the given user; `rows` is empty when the answer is not a row list. */
export async function rest(
  token: string,
  method: string,
  pathAndQuery: string,
  body?: unknown,
): Promise<RestResult> {
  const response = await fetch(`${apiUrl()}/rest/v1/${pathAndQuery}`, {
    method,
    headers: { ...headers(token), prefer: 'return=representation' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : [];
  return {
    status: response.status,
    rows: Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : [],
  };
}

export async function invoke(
  token: string,
  name: string,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${apiUrl()}/functions/v1/${name}`, {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}
