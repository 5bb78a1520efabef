import {
  forgotPasswordSchema,
  invitationSignUpSchema,
  signInSchema,
  signUpSchema,
  updatePasswordSchema,
} from './public-schemas';

function messages(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
}

describe('sign-in schema', () => {
  it('trims and lowercases the e-mail', () => {
    expect(signInSchema.parse({ email: '  Owner@Example.COM ', password: 'x' })).toEqual({
      email: 'owner@example.com',
      password: 'x',
    });
  });

  it('explains a bad e-mail and an empty password', () => {
    expect(messages(signInSchema.safeParse({ email: 'owner', password: '' }))).toEqual([
      'email: Please enter a valid email address',
      'password: Password is required',
    ]);
  });
});

describe('sign-up schema', () => {
  const valid = { email: 'new@example.com', password: 'Secret123', role: 'candidate' };

  it('accepts a candidate or a company and lowercases the role', () => {
    expect(signUpSchema.parse({ ...valid, role: 'Company' }).role).toBe('company');
    expect(signUpSchema.parse(valid).role).toBe('candidate');
  });

  it.each([
    ['Sec1a', 'Password must be at least 8 characters'],
    ['secret123', 'Password must contain at least one uppercase letter'],
    ['SECRET123', 'Password must contain at least one lowercase letter'],
    ['SecretPass', 'Password must contain at least one number'],
  ])('rejects the password %s with "%s"', (password, message) => {
    expect(messages(signUpSchema.safeParse({ ...valid, password }))).toContain(`password: ${message}`);
  });

  it('requires a role of candidate or company', () => {
    expect(messages(signUpSchema.safeParse({ ...valid, role: '' }))).toEqual(['role: Please select a role.']);
    expect(messages(signUpSchema.safeParse({ ...valid, role: 'admin' }))).toEqual(['role: Please select a role.']);
    expect(messages(signUpSchema.safeParse({ ...valid, role: undefined }))).toEqual(['role: Please select a role.']);
  });

  it('rejects a bad e-mail', () => {
    expect(messages(signUpSchema.safeParse({ ...valid, email: 'a@' }))).toEqual([
      'email: Please enter a valid email address',
    ]);
  });

  it('lets an invitation carry the employee and admin roles', () => {
    expect(invitationSignUpSchema.parse({ ...valid, role: 'EMPLOYEE' }).role).toBe('employee');
    expect(invitationSignUpSchema.parse({ ...valid, role: 'admin' }).role).toBe('admin');
    expect(messages(invitationSignUpSchema.safeParse({ ...valid, role: 'manager' }))).toEqual([
      'role: Please select a role.',
    ]);
  });
});

describe('password reset schemas', () => {
  it('needs a valid e-mail to send the reset link', () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: 'nobody' }))).toEqual([
      'email: Please enter a valid email address',
    ]);
    expect(forgotPasswordSchema.parse({ email: ' Jane@Example.com' }).email).toBe('jane@example.com');
  });

  it('applies the sign-up rules and requires a matching confirmation', () => {
    expect(messages(updatePasswordSchema.safeParse({ password: 'short', confirmPassword: 'short' }))).toContain(
      'password: Password must be at least 8 characters',
    );
    expect(messages(updatePasswordSchema.safeParse({ password: 'Secret123', confirmPassword: 'Secret124' }))).toEqual([
      "confirmPassword: Passwords don't match",
    ]);
    expect(updatePasswordSchema.safeParse({ password: 'Secret123', confirmPassword: 'Secret123' }).success).toBe(true);
  });
});
