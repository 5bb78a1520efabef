/** The text of a failed sign-up toast: the server's message, or the general one when it gave none. */
export function signUpFailure(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'An error occurred during sign up';
}
