import { getRuntimeConfig } from '@portal/shared';

/**
 * Calls one of the job board's public database functions with a plain request, so a visitor's
 * first view of the board loads neither the supabase client nor zod. What they return is the same
 * for everyone, so the call goes as a visitor whether or not someone is signed in. Their input is
 * checked before the call (the board's query parser, the id and slug patterns) and again by the
 * functions themselves.
 */
export async function callPublicFunction<T>(
  name: string,
  args: Record<string, unknown>,
): Promise<T> {
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
  const response = await fetch(`${supabaseUrl.replace(/\/$/, '')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: supabaseAnonKey,
      authorization: `Bearer ${supabaseAnonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' ? message : 'The job board could not be read');
  }
  return body as T;
}
