/** The `{ error }` message an edge function answered with, or the client's own message. */
export async function functionErrorMessage(error: unknown): Promise<string> {
  const context = (error as { context?: unknown } | null)?.context;
  if (context instanceof Response) {
    try {
      const body = (await context.clone().json()) as { error?: unknown; message?: unknown };
      if (typeof body.error === 'string' && body.error) return body.error;
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      // Not JSON: fall back to the client's message.
    }
  }
  return error instanceof Error ? error.message : 'An unexpected error occurred. Please try again.';
}
