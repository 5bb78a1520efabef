import { zodResolver } from '@hookform/resolvers/zod';
import {
  PageLoader,
  accountRoleFrom,
  formatDate,
  useAuth,
  useAuthStore,
  useToast,
} from '@portal/shared';
import { Button, Descriptions, Form } from 'antd';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { AuthCard } from '../../../components/auth-card';
import { NewPasswordField } from '../../../components/new-password-field';
import { FormField, TextField } from '@portal/shared/forms';
import { InvalidInvitation } from '../../../components/invalid-invitation';
import { WrongAccountNotice } from '../../../components/wrong-account-notice';
import { LockedInput } from '../../../components/locked-input';
import { signUpFailure } from '../../../lib/sign-up-failure';
import { acceptVendorInvitation } from '../api/accept-vendor-invitation';
import type { VendorInvitation } from '../api/get-vendor-invitation';
import {
  registerVendorAccount,
  vendorDetailsSchema,
  vendorSignUpSchema,
  type VendorSignUpInput,
  type VendorSignUpValues,
} from '../api/register-vendor-account';
import { useVendorInvitation } from '../hooks/use-vendor-invitation';

export const VENDOR_DASHBOARD_PATH = '/talent-vendor/dashboard';

// Accepting with an existing account asks for the same details without a new password.
const acceptFormSchema = vendorDetailsSchema.extend({ password: z.string() });

/** Sign-in that comes back to this invitation once the invitee is signed in. */
export function vendorInvitationSignInPath(invitation: VendorInvitation): string {
  const params = new URLSearchParams({
    email: invitation.email,
    redirect: `/signup?${new URLSearchParams({ vendor_invitation: invitation.token })}`,
  });
  return `/signin?${params.toString()}`;
}

/** Landing of a company's talent-vendor invitation: checks the link, then signs up or accepts. */
export function VendorInvitationPage({ token }: { token: string }) {
  const check = useVendorInvitation(token);
  const authLoading = useAuthStore((state) => state.loading);
  if (!check || authLoading) return <PageLoader label="Checking your invitation..." />;
  if (!check.ok) return <InvalidInvitation message={check.message} />;
  return <ValidVendorInvitation invitation={check.invitation} />;
}

function ValidVendorInvitation({ invitation }: { invitation: VendorInvitation }) {
  const auth = useAuth();
  const company = invitation.companyName ?? 'A company';
  const signedInAs = auth.user?.email?.toLowerCase() ?? null;
  const forThisUser = signedInAs === invitation.email.toLowerCase();

  return (
    <AuthCard
      title="Talent Vendor Invitation"
      description={`${company} has invited you to register your staffing company as its talent vendor.`}
      footer={
        auth.user ? undefined : (
          <>
            Already have an account?{' '}
            <Link to={vendorInvitationSignInPath(invitation)}>Sign in to accept</Link>
          </>
        )
      }
    >
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Invited by">{company}</Descriptions.Item>
        <Descriptions.Item label="Expires">{formatDate(invitation.expiresAt)}</Descriptions.Item>
      </Descriptions>
      {auth.user && !forThisUser ? (
        <WrongAccountNotice invitedEmail={invitation.email} />
      ) : (
        <VendorForm invitation={invitation} mode={auth.user ? 'accept' : 'sign-up'} />
      )}
    </AuthCard>
  );
}

function VendorForm({
  invitation,
  mode,
}: {
  invitation: VendorInvitation;
  mode: 'sign-up' | 'accept';
}) {
  const auth = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const pending = useRef(false);
  const signingUp = mode === 'sign-up';
  const { control, handleSubmit } = useForm<VendorSignUpInput, unknown, VendorSignUpValues>({
    resolver: zodResolver(signingUp ? vendorSignUpSchema : acceptFormSchema),
    defaultValues: {
      first_name: invitation.firstName,
      last_name: invitation.lastName,
      vendor_name: '',
      password: '',
    },
  });

  async function signUp(values: VendorSignUpValues) {
    const registered = await registerVendorAccount({ ...values, token: invitation.token });
    const { error } = await auth.signIn(registered.email, values.password);
    if (error) {
      toast.warning(
        'Account created!',
        'Sign in with your new password to open the vendor dashboard.',
      );
      navigate('/signin');
      return;
    }
    toast.success('Account created!', 'Your talent vendor account is ready.');
    navigate(VENDOR_DASHBOARD_PATH);
  }

  async function accept(values: VendorSignUpValues) {
    const { password: _unused, ...details } = values;
    await acceptVendorInvitation({ ...details, token: invitation.token });
    await auth.reloadProfile();
    const { profile } = useAuthStore.getState();
    // The server may have turned the account into a business account; menus follow the profile.
    if (profile?.role) useAuthStore.setState({ role: accountRoleFrom(profile.role) });
    toast.success('Invitation Accepted', 'Your account now has access to the vendor area.');
    navigate(VENDOR_DASHBOARD_PATH);
  }

  const onSubmit = async (values: VendorSignUpValues) => {
    if (pending.current) return;
    pending.current = true;
    setSubmitting(true);
    try {
      await (signingUp ? signUp(values) : accept(values));
    } catch (error) {
      toast.error(
        signingUp ? 'Sign up failed' : 'Failed to accept invitation',
        signUpFailure(error),
      );
    } finally {
      pending.current = false;
      setSubmitting(false);
    }
  };

  const p = { control, idPrefix: 'vendor-invite', disabled: submitting };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Vendor registration">
      <Form layout="vertical" component={false}>
        <TextField {...p} name="first_name" label="First Name" autoComplete="given-name" />
        <TextField {...p} name="last_name" label="Last Name" autoComplete="family-name" />
        <FormField id="vendor-invite-email" label="Email">
          <LockedInput id="vendor-invite-email" type="email" value={invitation.email} />
        </FormField>
        {signingUp && (
          <NewPasswordField
            control={control}
            name="password"
            id="vendor-invite-password"
            label="Password"
            disabled={submitting}
          />
        )}
        <TextField
          {...p}
          name="vendor_name"
          label="Vendor Company Name"
          autoComplete="organization"
        />
        <Button type="primary" htmlType="submit" block disabled={submitting}>
          {signingUp
            ? submitting
              ? 'Creating Account...'
              : 'Create Vendor Account'
            : submitting
              ? 'Accepting...'
              : 'Accept Invitation'}
        </Button>
      </Form>
    </form>
  );
}
