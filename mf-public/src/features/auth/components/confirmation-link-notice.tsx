import { useAnnounce } from '@portal/shared';
import type { ForgotPasswordValues } from '@portal/shared/validation';
import { FormField } from '@portal/shared/forms';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { lazyResolver } from '../../../components/lazy-resolver';
import { resendConfirmation } from '../api/resend-confirmation';
import type { LinkError } from '../lib/link-error';

export const EXPIRED_LINK_TITLE = 'This confirmation link has expired or has already been used';
export const FAILED_LINK_TITLE = 'This link could not be used';
export const RESEND_HINT =
  'Enter your email address to get a new confirmation link. If you have already confirmed your account, sign in below.';

const resendResolver = lazyResolver<ForgotPasswordValues>(async () => {
  const [{ zodResolver }, { forgotPasswordSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@portal/shared/validation'),
  ]);
  return zodResolver(forgotPasswordSchema);
});

/**
 * Says why a confirmation link did not sign the user in and offers a new one.
 */
export function ConfirmationLinkNotice({ error }: { error: LinkError }) {
  const announce = useAnnounce();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: resendResolver,
    defaultValues: { email: '' },
  });
  const expired = error.code === 'otp_expired';

  const onSubmit = async ({ email }: ForgotPasswordValues) => {
    setFailure(null);
    try {
      await resendConfirmation({ email });
      setSentTo(email);
      announce(`A new confirmation link is on its way to ${email}.`);
    } catch (cause) {
      setFailure(cause instanceof Error ? cause.message : String(cause));
    }
  };

  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={expired ? EXPIRED_LINK_TITLE : FAILED_LINK_TITLE}
      description={
        sentTo ? (
          <p style={{ margin: 0 }}>
            If an account with {sentTo} is waiting for confirmation, a new confirmation link is on
            its way. Check your inbox, then follow the link to sign in.
          </p>
        ) : (
          <>
            {!expired && error.description && <p style={{ marginTop: 0 }}>{error.description}</p>}
            <p style={{ marginTop: 0 }}>{RESEND_HINT}</p>
            <form
              onSubmit={handleSubmit(onSubmit)}
              noValidate
              aria-label="Resend confirmation email"
            >
              <Form layout="vertical" component={false}>
                <FormField
                  id="resend-email"
                  label="Email for the new link"
                  error={formState.errors.email?.message ?? failure ?? undefined}
                >
                  <Controller
                    name="email"
                    control={control}
                    render={({ field }) => (
                      <Input
                        {...field}
                        id="resend-email"
                        type="email"
                        autoComplete="email"
                        disabled={formState.isSubmitting}
                        aria-invalid={!!formState.errors.email || !!failure}
                        aria-describedby={
                          formState.errors.email || failure ? 'resend-email-error' : undefined
                        }
                      />
                    )}
                  />
                </FormField>
              </Form>
              <Button htmlType="submit" loading={formState.isSubmitting}>
                Resend confirmation email
              </Button>
            </form>
          </>
        )
      }
    />
  );
}
