export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

/** The readable part of anything thrown by supabase-js, an edge function, zod or our own code. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  if (typeof error === 'string' && error) return error;
  return UNEXPECTED_ERROR;
}
