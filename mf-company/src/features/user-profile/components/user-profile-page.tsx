import { zodResolver } from '@hookform/resolvers/zod';
import { AreaError, PageLoader, useAuthStore, useToast } from '@portal/shared';
import {
  userProfileSchema,
  type UserProfileInput,
  type UserProfileValues,
} from '@portal/shared/validation';
import { TextField } from '@portal/shared/forms';
import { Button, Card, Form, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { useStaffProfileQuery, type StaffProfile } from '../api/get-staff-profile';
import { useUpdateStaffProfileMutation } from '../api/update-staff-profile';
import { ChangeLoginEmail } from './change-login-email';

export function UserProfileForm({
  userId,
  profile,
  loginEmail,
}: {
  userId: string | null;
  profile: StaffProfile | null;
  /** The sign-in e-mail; the team record shows it and changes only through the secure flow. */
  loginEmail: string;
}) {
  const toast = useToast();
  const reloadProfile = useAuthStore((s) => s.reloadProfile);
  const update = useUpdateStaffProfileMutation();
  const { control, handleSubmit, formState } = useForm<
    UserProfileInput,
    unknown,
    UserProfileValues
  >({
    resolver: zodResolver(userProfileSchema),
    defaultValues: {
      first_name: profile?.first_name ?? '',
      last_name: profile?.last_name ?? '',
      email: loginEmail || (profile?.email ?? ''),
      phone: profile?.phone ?? '',
    },
  });

  async function submit(values: UserProfileValues) {
    if (!userId) {
      toast.error('You must be logged in to update your profile');
      return;
    }
    try {
      await update.mutateAsync({ userId, values });
    } catch {
      return; // the mutation's toast says why
    }
    toast.success('Profile updated successfully');
    void reloadProfile();
  }

  const p = { control, idPrefix: 'user-profile' };
  return (
    <Form layout="vertical" onFinish={handleSubmit(submit)} noValidate style={{ maxWidth: 560 }}>
      <TextField {...p} name="first_name" label="First Name" required />
      <TextField {...p} name="last_name" label="Last Name" required />
      <TextField {...p} name="email" label="Email" type="email" disabled />
      <ChangeLoginEmail currentEmail={loginEmail} />
      <TextField {...p} name="phone" label="Phone" type="tel" />
      <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
        Save Profile
      </Button>
    </Form>
  );
}

export function UserProfilePage() {
  const user = useAuthStore((s) => s.user);
  const profile = useStaffProfileQuery(user?.id);
  if (profile.isLoading) return <PageLoader />;
  if (profile.error)
    return (
      <AreaError
        title="Failed to load profile"
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  return (
    <Card>
      <Typography.Title level={2}>User Profile</Typography.Title>
      <UserProfileForm
        userId={user?.id ?? null}
        profile={profile.data ?? null}
        loginEmail={user?.email ?? ''}
      />
    </Card>
  );
}
