import { getSupabase } from '@portal/shared/supabase';

const FUNCTION_NAME = 'accept-talent-vendor-invitation';

/** A refusal from the invitation function, with its HTTP status and the server's own words. */
export class VendorInvitationError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'VendorInvitationError';
  }
}

/** Calls the invitation function (with the visitor's session when there is one). */
export async function callVendorInvitationFunction<T>(body: Record<string, unknown>): Promise<T> {
  const { data, error } = await getSupabase().functions.invoke(FUNCTION_NAME, { body });
  if (!error) return data as T;
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    let message = error.message;
    try {
      const payload = (await context.clone().json()) as { error?: unknown };
      if (typeof payload.error === 'string') message = payload.error;
    } catch {
      // Not JSON: keep the transport message.
    }
    throw new VendorInvitationError(message, context.status);
  }
  throw new VendorInvitationError(error.message, null);
}
