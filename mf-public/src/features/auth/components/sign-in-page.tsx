import { LockOutlined } from '@ant-design/icons';
import { safeRedirectPath, useAuth, useToast } from '@portal/shared';
import type { SignInValues } from '@portal/shared/validation';
import { Button } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { lazyResolver } from '../../../components/lazy-resolver';
import { LOCKED_HINT, LightField, LightPasswordInput } from '../../../components/light-form';
import { LightInput } from '../../../components/light-input';
import {
  SIGN_IN_FAILED_TITLE,
  UNEXPECTED_ERROR_TEXT,
  UNEXPECTED_ERROR_TITLE,
  signInErrorText,
} from '../api/sign-in-errors';
import { linkErrorFromHash } from '../lib/link-error';

export const INVITED_SIGN_IN_NOTE = 'Complete your sign in to access your admin dashboard';

// Only invited administrators see it, so it loads when shown.
const Alert = lazy(() => import('antd/es/alert'));

// Only a refused e-mail link shows it, so it loads when shown.
const ConfirmationLinkNotice = lazy(() =>
  import('./confirmation-link-notice').then((m) => ({ default: m.ConfirmationLinkNotice })),
);

const signInResolver = lazyResolver<SignInValues>(async () => {
  const [{ zodResolver }, { signInSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@portal/shared/validation'),
  ]);
  return zodResolver(signInSchema);
});

/** Sign-in form; once the user and role are loaded the shell redirects to the role dashboard. */
export function SignInPage() {
  const [params] = useSearchParams();
  const linkError = linkErrorFromHash(useLocation().hash);
  const lockedEmail = params.get('email')?.trim() ?? '';
  // A visitor sent here on the way to a page (applying to a job) may sign up instead, and comes back.
  const redirect = safeRedirectPath(params.get('redirect'));
  const signUpPath = redirect ? `/signup?redirect=${encodeURIComponent(redirect)}` : '/signup';
  const auth = useAuth();
  const toast = useToast();
  const [submitting, setSubmitting] = useState(false);
  const pending = useRef(false);
  const { control, handleSubmit, setValue, formState } = useForm<SignInValues>({
    resolver: signInResolver,
    defaultValues: { email: lockedEmail, password: '' },
  });

  const onSubmit = async (values: SignInValues) => {
    if (pending.current) return;
    pending.current = true;
    setSubmitting(true);
    try {
      const { error } = await auth.signIn(values.email, values.password);
      if (error) {
        setValue('password', '');
        toast.error(SIGN_IN_FAILED_TITLE, signInErrorText(error));
      }
    } catch {
      setValue('password', '');
      toast.error(UNEXPECTED_ERROR_TITLE, UNEXPECTED_ERROR_TEXT);
    } finally {
      pending.current = false;
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title="Sign In"
      description="Welcome back. Sign in to your account."
      footer={
        <>
          Don&apos;t have an account? <Link to={signUpPath}>Sign up</Link>
        </>
      }
    >
      {linkError && (
        <Suspense fallback={null}>
          <ConfirmationLinkNotice error={linkError} />
        </Suspense>
      )}
      {lockedEmail && (
        <Suspense fallback={null}>
          <Alert type="info" showIcon title={INVITED_SIGN_IN_NOTE} style={{ marginBottom: 16 }} />
        </Suspense>
      )}
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <LightField id="signin-email" label="Email" error={formState.errors.email?.message}>
          <Controller
            name="email"
            control={control}
            render={({ field }) => (
              <LightInput
                {...field}
                id="signin-email"
                type="email"
                autoComplete="email"
                readOnly={!!lockedEmail}
                suffix={lockedEmail && <LockOutlined aria-hidden style={{ paddingRight: 11 }} />}
                disabled={submitting}
                invalid={!!formState.errors.email}
                aria-describedby={
                  [
                    lockedEmail && 'signin-email-locked',
                    formState.errors.email && 'signin-email-error',
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
              />
            )}
          />
          {lockedEmail && (
            <span id="signin-email-locked" hidden>
              {LOCKED_HINT}
            </span>
          )}
        </LightField>
        <LightField
          id="signin-password"
          label="Password"
          error={formState.errors.password?.message}
        >
          <Controller
            name="password"
            control={control}
            render={({ field }) => (
              <LightPasswordInput
                {...field}
                id="signin-password"
                autoComplete="current-password"
                disabled={submitting}
                invalid={!!formState.errors.password}
                aria-describedby={formState.errors.password ? 'signin-password-error' : undefined}
              />
            )}
          />
        </LightField>
        {/* A touch target of its own, spaced from the password field above it. */}
        <div style={{ textAlign: 'right', marginBottom: 12 }}>
          <Link to="/forgot-password" style={{ display: 'inline-block', padding: '4px 0' }}>
            Forgot Password?
          </Link>
        </div>
        <Button type="primary" htmlType="submit" block disabled={submitting}>
          {submitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
