import { signInErrorText } from './sign-in-errors';

describe('signInErrorText', () => {
  it.each([
    [
      'Invalid login credentials',
      'Invalid email or password. Please check your credentials and try again.',
    ],
    [
      'Email not confirmed',
      'Please check your email and click the confirmation link before signing in.',
    ],
    [
      'Too many requests',
      'Too many login attempts. Please wait a few minutes before trying again.',
    ],
    ['User not found', 'No account found with this email address.'],
    ['Database error querying schema', 'Sign in failed. Please try again.'],
  ])('maps "%s" to the catalogue text', (message, text) => {
    expect(signInErrorText({ message })).toBe(text);
  });

  it('matches the server message anywhere and in any case', () => {
    expect(signInErrorText({ message: 'AuthApiError: invalid login credentials (400)' })).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
  });

  it('treats HTTP 429 as too many requests', () => {
    expect(signInErrorText({ message: 'Request rate limit reached', status: 429 })).toBe(
      'Too many login attempts. Please wait a few minutes before trying again.',
    );
  });

  it('reports a sign-in that returned no user', () => {
    expect(signInErrorText(new Error('No user returned from sign in'))).toBe(
      'No user returned from sign in',
    );
  });

  it('falls back to the generic text without a message', () => {
    expect(signInErrorText(null)).toBe('Sign in failed. Please try again.');
  });
});

test('a deactivated account is told so instead of "try again"', () => {
  expect(signInErrorText({ message: 'User is banned', status: 400 })).toBe(
    'This account has been deactivated. Please contact the platform administrator.',
  );
});
