import { getSupabase } from '@portal/shared/supabase';

/** A failed edge-function call with the HTTP status and the server's message. */
export class FunctionCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'FunctionCallError';
  }
}

async function readErrorBody(response: unknown): Promise<Record<string, unknown> | null> {
  if (!(response instanceof Response)) return null;
  try {
    return (await response.clone().json()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Invokes an edge function by name; non-2xx answers become a FunctionCallError with the server's text. */
export async function callFunction<T>(name: string, body: Record<string, unknown>): Promise<T> {
  const { data, error } = await getSupabase().functions.invoke<T>(name, { body });
  if (error) {
    // A non-2xx answer carries the Response as context (FunctionsHttpError).
    const response = (error as { context?: unknown }).context;
    if (response instanceof Response) {
      const payload = await readErrorBody(response);
      const message = typeof payload?.error === 'string' ? payload.error : error.message;
      throw new FunctionCallError(message, response.status, payload);
    }
    throw new FunctionCallError(error.message, null);
  }
  return data as T;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof FunctionCallError && error.status === 404;
}
