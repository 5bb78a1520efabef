import { zodResolver } from '@hookform/resolvers/zod';
import { useToast } from '@portal/shared';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@portal/shared/validation';
import { Button, Form, Result } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { TextField } from '@portal/shared/forms';
import { requestPasswordReset } from '../api/request-password-reset';

export function ForgotPasswordPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: ForgotPasswordValues) => {
    try {
      await requestPasswordReset(values);
      toast.success('Email sent', 'Check your email for a password reset link');
      setSentTo(values.email);
    } catch (error) {
      toast.error('Error', error instanceof Error ? error.message : String(error));
    }
  };

  if (sentTo) {
    return (
      <Result
        status="success"
        title="Check Your Email"
        subTitle={`We sent a password reset link to ${sentTo}. Follow it to choose a new password.`}
        extra={
          <Button type="primary" onClick={() => navigate('/signin')}>
            Back to Sign In
          </Button>
        }
      />
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      description="Enter the e-mail address of your account and we will send you a link to reset your password."
      footer={<Link to="/signin">Back to Sign In</Link>}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Form layout="vertical" component={false}>
          <TextField
            control={control}
            name="email"
            idPrefix="forgot"
            label="Email"
            type="email"
            autoComplete="email"
            disabled={formState.isSubmitting}
          />
          <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
            Send Reset Link
          </Button>
        </Form>
      </form>
    </AuthCard>
  );
}
