import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminCompanyInvitationValues } from '@portal/shared/validation';
import { paths } from '@portal/shared';
import { Button, Form, Input, Space } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormField } from '@portal/shared/forms';
import { sendCompanyInvitation, sendCompanyInvitationInput } from '../api/send-company-invitation';
import { useInvitationSender } from '../hooks/use-invitation-sender';
import { InvitationPageLayout } from './invitation-page-layout';

const EMPTY: AdminCompanyInvitationValues = { email: '', companyName: '', message: '' };

export function SendCompanyInvitationPage() {
  const navigate = useNavigate();
  const submit = useInvitationSender('company', sendCompanyInvitation);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdminCompanyInvitationValues>({
    resolver: zodResolver(sendCompanyInvitationInput),
    defaultValues: EMPTY,
  });

  return (
    <InvitationPageLayout
      title="Send Company Invitation"
      intro="Invite a company to register on the platform. The contact receives an e-mail with a registration link that is valid for 7 days."
    >
      <Form
        layout="vertical"
        component="form"
        onFinish={() => void handleSubmit((values) => submit(values, () => reset(EMPTY)))()}
        noValidate
      >
        <FormField
          id="company-invite-email"
          label="Contact Email"
          required
          error={errors.email?.message}
        >
          <Controller
            name="email"
            control={control}
            render={({ field }) => (
              <Input
                {...field}
                id="company-invite-email"
                type="email"
                autoComplete="off"
                disabled={isSubmitting}
              />
            )}
          />
        </FormField>
        <FormField
          id="company-invite-name"
          label="Company Name"
          required
          error={errors.companyName?.message}
        >
          <Controller
            name="companyName"
            control={control}
            render={({ field }) => (
              <Input {...field} id="company-invite-name" disabled={isSubmitting} />
            )}
          />
        </FormField>
        <FormField
          id="company-invite-message"
          label="Message (optional)"
          error={errors.message?.message}
        >
          <Controller
            name="message"
            control={control}
            render={({ field }) => (
              <Input.TextArea
                {...field}
                id="company-invite-message"
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
