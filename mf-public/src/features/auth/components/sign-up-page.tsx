import { zodResolver } from '@hookform/resolvers/zod';
import {
  LEGAL_VERSIONS,
  PageLoader,
  humanize,
  safeRedirectPath,
  useAuth,
  useToast,
} from '@portal/shared';
import { invitationSignUpSchema, signUpSchema, type SignUpValues } from '@portal/shared/validation';
import { Button, Form, Input, Radio, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { NewPasswordField } from '../../../components/new-password-field';
import { LockedInput } from '../../../components/locked-input';
import { FormField } from '@portal/shared/forms';
import { InvalidInvitation } from '../../../components/invalid-invitation';
import type { Invitation } from '../../../lib/invitations/get-invitation';
import { kindFromSignUpRole } from '../../../lib/invitations/invitation-links';
import { useInvitation } from '../../../lib/invitations/use-invitation';
import { siteUrl } from '../../../lib/site-url';
import { signUpFailure } from '../../../lib/sign-up-failure';

const ROLE_LABELS: Record<string, string> = {
  candidate: 'Candidate',
  company: 'Company',
  employee: 'Employee',
  admin: 'Administrator',
};

export const SIGN_UP_SUCCESS_TEXT =
  'Please check your email to confirm your account, then sign in.';

function headingFor(role: string, invited: boolean): string {
  if (!invited) return 'Create account';
  if (role === 'employee') return 'Create your employee account';
  if (role === 'company') return 'Create your company admin account';
  if (role === 'admin') return 'Create your admin account';
  return 'Create account';
}

function descriptionFor(role: string, invitation: Invitation | null, staffRole: string): string {
  if (role === 'employee') {
    const company = invitation?.companyName ?? 'Your company';
    return `${company} invited you to join its team as ${humanize(staffRole) || 'an employee'}.`;
  }
  if (role === 'company' && invitation) {
    return `Register ${invitation.companyName ?? 'your company'} and become its company admin.`;
  }
  if (role === 'admin' && invitation) return 'You were invited to become a platform administrator.';
  return 'Join as a candidate looking for work or as a company that is hiring.';
}

/** Account registration, either open (candidate or company) or through an invitation link. */
export function SignUpPage() {
  const [params] = useSearchParams();
  const token = params.get('invitation')?.trim() || null;
  const paramRole = (params.get('role') ?? '').trim().toLowerCase();
  const kind = token ? kindFromSignUpRole(paramRole) : null;
  const check = useInvitation(kind, token);

  if (kind && !check) return <PageLoader label="Checking your invitation..." />;
  if (check && !check.ok) return <InvalidInvitation message={check.message} />;
  return <SignUpForm token={token} invitation={check?.ok ? check.invitation : null} />;
}

function SignUpForm({
  token,
  invitation,
}: {
  token: string | null;
  invitation: Invitation | null;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const toast = useToast();
  const invited = !!token;
  const paramEmail = params.get('email')?.trim() ?? '';
  const paramRole = (params.get('role') ?? '').trim().toLowerCase();
  const lockedEmail = invitation?.email ?? (invited ? paramEmail : '');
  const lockedRole = invited && paramRole ? paramRole : '';
  const staffRole =
    invitation?.staffRole ?? params.get('employee_role')?.trim().toLowerCase() ?? '';
  const companyId = invitation?.companyId ?? params.get('companyId')?.trim() ?? '';
  // Where to go after signing in: a visitor who was applying to a job comes back to it.
  const redirect = safeRedirectPath(params.get('redirect'));
  const signInPath = redirect ? `/signin?redirect=${encodeURIComponent(redirect)}` : '/signin';
  const initialRole =
    lockedRole ||
    (['candidate', 'company'].includes(paramRole) ? paramRole : '') ||
    (redirect?.startsWith('/candidate/') ? 'candidate' : '');

  const [submitting, setSubmitting] = useState(false);
  const pending = useRef(false);
  const { control, handleSubmit, formState, setValue } = useForm<SignUpValues>({
    resolver: zodResolver(invited ? invitationSignUpSchema : signUpSchema),
    defaultValues: { email: lockedEmail || paramEmail, password: '', role: initialRole },
  });

  useEffect(() => {
    if (lockedEmail) setValue('email', lockedEmail);
  }, [lockedEmail, setValue]);

  const onSubmit = async (values: SignUpValues) => {
    if (pending.current) return;
    pending.current = true;
    setSubmitting(true);
    try {
      // Creating the account accepts the terms and the privacy notice shown under the button.
      const data: Record<string, unknown> = { consent: LEGAL_VERSIONS };
      if (token) data.invitation = token;
      if (values.role === 'employee') {
        if (staffRole) data.employee_role = staffRole;
        if (companyId) data.company_id = companyId;
      }
      const { error } = await auth.signUp({
        email: values.email,
        password: values.password,
        role: values.role,
        data,
        emailRedirectTo: siteUrl(signInPath),
      });
      if (error) {
        toast.error('Sign up failed', signUpFailure(error));
        return;
      }
      const dashboard = humanize(staffRole) || 'role';
      toast.success(
        'Account created!',
        values.role === 'employee'
          ? `Please check your email to confirm your account, then sign in to access your ${dashboard} dashboard.`
          : SIGN_UP_SUCCESS_TEXT,
      );
      navigate(signInPath);
    } catch (error) {
      toast.error('Sign up failed', signUpFailure(error));
    } finally {
      pending.current = false;
      setSubmitting(false);
    }
  };

  const roleLocked = !!lockedRole;
  const showRoleText = roleLocked && !['candidate', 'company'].includes(lockedRole);

  return (
    <AuthCard
      title={headingFor(lockedRole, invited)}
      description={descriptionFor(lockedRole, invitation, staffRole)}
      footer={
        <>
          Already have an account? <Link to={signInPath}>Sign in</Link>
        </>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Form layout="vertical" component={false}>
          <FormField id="signup-email" label="Email" error={formState.errors.email?.message}>
            <Controller
              name="email"
              control={control}
              render={({ field }) =>
                lockedEmail ? (
                  <LockedInput {...field} id="signup-email" type="email" autoComplete="email" />
                ) : (
                  <Input
                    {...field}
                    id="signup-email"
                    type="email"
                    autoComplete="email"
                    disabled={submitting}
                    aria-invalid={!!formState.errors.email}
                  />
                )
              }
            />
          </FormField>
          <NewPasswordField
            control={control}
            name="password"
            id="signup-password"
            label="Password"
            disabled={submitting}
          />
          <FormField id="signup-role" label="Role" error={formState.errors.role?.message}>
            <Controller
              name="role"
              control={control}
              render={({ field }) =>
                showRoleText ? (
                  <LockedInput
                    id="signup-role"
                    value={
                      lockedRole === 'employee' && staffRole
                        ? `${ROLE_LABELS.employee} (${humanize(staffRole)})`
                        : (ROLE_LABELS[lockedRole] ?? humanize(lockedRole))
                    }
                  />
                ) : (
                  <Radio.Group
                    id="signup-role"
                    aria-label="Role"
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    disabled={submitting || roleLocked}
                    options={[
                      { value: 'candidate', label: ROLE_LABELS.candidate },
                      { value: 'company', label: ROLE_LABELS.company },
                    ]}
                  />
                )
              }
            />
          </FormField>
          <Button type="primary" htmlType="submit" block disabled={submitting}>
            {submitting ? 'Creating Account...' : 'Create Account'}
          </Button>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            By creating an account you accept the Terms of Service (version {LEGAL_VERSIONS.terms})
            and the Privacy Notice (version {LEGAL_VERSIONS.privacy}).
          </Typography.Paragraph>
        </Form>
      </form>
    </AuthCard>
  );
}
