// zod schemas of the account forms (sign-in, sign-up, password reset), with the specification's exact messages.
import { z } from 'zod';
import { emailSchema } from './common';

export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const PASSWORD_LENGTH_MESSAGE = 'Password must be at least 8 characters';
export const PASSWORD_UPPERCASE_MESSAGE = 'Password must contain at least one uppercase letter';
export const PASSWORD_LOWERCASE_MESSAGE = 'Password must contain at least one lowercase letter';
export const PASSWORD_NUMBER_MESSAGE = 'Password must contain at least one number';
export const ROLE_MESSAGE = 'Please select a role.';
export const PASSWORDS_MISMATCH_MESSAGE = "Passwords don't match";
export const PASSWORD_MIN_LENGTH = 8;

/** Roles a visitor may pick on the sign-up form. */
export const SIGN_UP_ROLES = ['candidate', 'company'] as const;
/** Roles an invitation link may carry; the server only grants them with a matching invitation. */
export const INVITATION_SIGN_UP_ROLES = ['candidate', 'company', 'employee', 'admin'] as const;
export type InvitationSignUpRole = (typeof INVITATION_SIGN_UP_ROLES)[number];

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, PASSWORD_REQUIRED_MESSAGE),
});
export type SignInValues = z.infer<typeof signInSchema>;

/** The sign-up password rules, shared with the update-password form. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE)
  .regex(/[A-Z]/, PASSWORD_UPPERCASE_MESSAGE)
  .regex(/[a-z]/, PASSWORD_LOWERCASE_MESSAGE)
  .regex(/[0-9]/, PASSWORD_NUMBER_MESSAGE);

const roleField = (allowed: readonly string[]) =>
  z
    .string({ error: ROLE_MESSAGE })
    .trim()
    .toLowerCase()
    .refine((value) => allowed.includes(value), ROLE_MESSAGE);

export const signUpSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  role: roleField(SIGN_UP_ROLES),
});
export type SignUpValues = z.infer<typeof signUpSchema>;

/** Sign-up through an invitation link: the role may also be employee or admin. */
export const invitationSignUpSchema = signUpSchema.extend({
  role: roleField(INVITATION_SIGN_UP_ROLES),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const updatePasswordSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type UpdatePasswordValues = z.infer<typeof updatePasswordSchema>;
