import { getSupabase } from '@portal/shared/supabase';

/** An edge function's refusal, carrying the HTTP status and the server's own message. */
export class FunctionCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'FunctionCallError';
  }
}

async function serverMessage(error: {
  message: string;
  context?: unknown;
}): Promise<{ message: string; status: number | null }> {
  const response = error.context;
  if (response instanceof Response) {
    try {
      const body = (await response.clone().json()) as { error?: unknown; message?: unknown };
      const message =
        typeof body.error === 'string'
          ? body.error
          : typeof body.message === 'string'
            ? body.message
            : null;
      return { message: message ?? error.message, status: response.status };
    } catch {
      return { message: error.message, status: response.status };
    }
  }
  return { message: error.message, status: null };
}

/** Calls an edge function with a JSON body; a non-2xx answer becomes a FunctionCallError with its message. */
export async function invokeFunction<T>(name: string, body?: Record<string, unknown>): Promise<T> {
  const { data, error } = await getSupabase().functions.invoke<T>(
    name,
    body ? { body } : undefined,
  );
  if (error) {
    const { message, status } = await serverMessage(error);
    throw new FunctionCallError(message, status);
  }
  return data as T;
}
