import { getSupabase } from '@portal/shared/supabase';

/** Error of a backend function, carrying the server's own message and any extra fields. */
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

interface ErrorWithContext {
  message: string;
  context?: unknown;
}

/** Invokes an edge function and returns its JSON, or throws with the function's error text. */
export async function invokeFunction<T>(name: string, body: Record<string, unknown>): Promise<T> {
  const { data, error } = await getSupabase().functions.invoke(name, { body });
  if (error) {
    const context = (error as ErrorWithContext).context;
    if (context instanceof Response) {
      let payload: Record<string, unknown> = {};
      try {
        payload = (await context.clone().json()) as Record<string, unknown>;
      } catch {
        // Not JSON: keep the transport message.
      }
      const message = typeof payload.error === 'string' ? payload.error : error.message;
      throw new FunctionCallError(message, context.status, payload);
    }
    throw new FunctionCallError(error.message, null);
  }
  return data as T;
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error)
    return String((error as { message: unknown }).message);
  return String(error);
}
