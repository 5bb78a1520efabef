/** The readable part of anything thrown by supabase-js, an edge function or our own code. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message;
  }
  if (typeof error === 'string') return error;
  return 'An unexpected error occurred. Please try again.';
}
