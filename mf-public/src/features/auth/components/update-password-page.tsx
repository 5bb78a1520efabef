import { zodResolver } from '@hookform/resolvers/zod';
import { PageLoader, useAuth, useToast } from '@portal/shared';
import { updatePasswordSchema, type UpdatePasswordValues } from '@portal/shared/validation';
import { Button, Form, Result } from 'antd';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { NewPasswordField } from '../../../components/new-password-field';
import { updatePassword } from '../api/update-password';

/** Target of the password-reset e-mail: the link signs the user in, this form sets the new password. */
export function UpdatePasswordPage() {
  const auth = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const { control, handleSubmit, formState } = useForm<UpdatePasswordValues>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: UpdatePasswordValues) => {
    try {
      await updatePassword(values);
    } catch (error) {
      toast.error('Error', error instanceof Error ? error.message : String(error));
      return;
    }
    toast.success('Your password has been updated.');
    // The reset link's session ends here, so the user signs in again with the new password.
    await auth.signOut();
    navigate('/signin');
  };

  if (auth.loading) return <PageLoader />;
  if (!auth.session) {
    return (
      <Result
        status="warning"
        title="Reset link invalid or expired"
        subTitle="Open the link from your most recent password reset e-mail, or request a new one."
        extra={
          <Button type="primary" onClick={() => navigate('/forgot-password')}>
            Request a new link
          </Button>
        }
      />
    );
  }

  return (
    <AuthCard
      title="Update Password"
      description="Choose a new password for your account."
      footer={<Link to="/signin">Back to Sign In</Link>}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Form layout="vertical" component={false}>
          <NewPasswordField
            control={control}
            name="password"
            id="new-password"
            label="New Password"
            disabled={formState.isSubmitting}
          />
          <NewPasswordField
            control={control}
            name="confirmPassword"
            id="confirm-password"
            label="Confirm Password"
            disabled={formState.isSubmitting}
            showRule={false}
          />
          <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
            Update Password
          </Button>
        </Form>
      </form>
    </AuthCard>
  );
}
