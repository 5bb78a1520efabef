import { getSupabase } from './supabase-client';

/** An edge function's refusal: the HTTP status, the server's own message and its whole body. */
export class FunctionCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'FunctionCallError';
  }
}

async function readBody(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.clone().json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Calls an edge function with a JSON body (and the caller's session, when there is one). A non-2xx
 * answer becomes a FunctionCallError carrying the function's `{ error }` (or `{ message }`) text.
 */
export async function invokeFunction<T>(name: string, body?: Record<string, unknown>): Promise<T> {
  const { data, error } = await getSupabase().functions.invoke<T>(
    name,
    body ? { body } : undefined,
  );
  if (!error) return data as T;
  // supabase-js hands a non-2xx answer over as the error's context (FunctionsHttpError).
  const response = (error as { context?: unknown }).context;
  if (response instanceof Response) {
    const payload = await readBody(response);
    const message =
      typeof payload.error === 'string' && payload.error
        ? payload.error
        : typeof payload.message === 'string' && payload.message
          ? payload.message
          : error.message;
    throw new FunctionCallError(message, response.status, payload);
  }
  throw new FunctionCallError(error.message, null);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof FunctionCallError && error.status === 404;
}
