import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminInvitationValues } from '@portal/shared/validation';
import { paths } from '@portal/shared';
import { Button, Form, Input, Space } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormField } from '@portal/shared/forms';
import { sendAdminInvitation, sendAdminInvitationInput } from '../api/send-admin-invitation';
import { useInvitationSender } from '../hooks/use-invitation-sender';
import { InvitationPageLayout } from './invitation-page-layout';

const EMPTY: AdminInvitationValues = { email: '', firstName: '', lastName: '', message: '' };

export function SendAdminInvitationPage() {
  const navigate = useNavigate();
  const submit = useInvitationSender('admin', sendAdminInvitation);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdminInvitationValues>({
    resolver: zodResolver(sendAdminInvitationInput),
    defaultValues: EMPTY,
  });

  return (
    <InvitationPageLayout
      title="Send Admin Invitation"
      intro="Invite someone to become a platform administrator. They receive an e-mail with a link that is valid for 7 days."
    >
      <Form
        layout="vertical"
        component="form"
        onFinish={() => void handleSubmit((values) => submit(values, () => reset(EMPTY)))()}
        noValidate
      >
        <FormField id="admin-invite-email" label="Email" required error={errors.email?.message}>
          <Controller
            name="email"
            control={control}
            render={({ field }) => (
              <Input
                {...field}
                id="admin-invite-email"
                type="email"
                autoComplete="off"
                disabled={isSubmitting}
              />
            )}
          />
        </FormField>
        <FormField
          id="admin-invite-first-name"
          label="First Name"
          required
          error={errors.firstName?.message}
        >
          <Controller
            name="firstName"
            control={control}
            render={({ field }) => (
              <Input {...field} id="admin-invite-first-name" disabled={isSubmitting} />
            )}
          />
        </FormField>
        <FormField
          id="admin-invite-last-name"
          label="Last Name"
          required
          error={errors.lastName?.message}
        >
          <Controller
            name="lastName"
            control={control}
            render={({ field }) => (
              <Input {...field} id="admin-invite-last-name" disabled={isSubmitting} />
            )}
          />
        </FormField>
        <FormField
          id="admin-invite-message"
          label="Message (optional)"
          error={errors.message?.message}
        >
          <Controller
            name="message"
            control={control}
            render={({ field }) => (
              <Input.TextArea
                {...field}
                id="admin-invite-message"
                rows={4}
                disabled={isSubmitting}
              />
            )}
          />
        </FormField>
        <Space>
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send Invitation'}
          </Button>
          <Button onClick={() => navigate(paths.admin.dashboard)} disabled={isSubmitting}>
            Cancel
          </Button>
        </Space>
      </Form>
    </InvitationPageLayout>
  );
}
