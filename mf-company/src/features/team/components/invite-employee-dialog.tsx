import { zodResolver } from '@hookform/resolvers/zod';
import { humanize, useToast } from '@portal/shared';
import {
  employeeInviteSchema,
  INVITABLE_EMPLOYEE_ROLES,
  type EmployeeInviteInput,
  type EmployeeInviteValues,
} from '@portal/shared/validation';
import { Button, Form, Input, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useInviteEmployeeMutation } from '../api/invite-employee';

export const ROLE_DESCRIPTIONS: Record<(typeof INVITABLE_EMPLOYEE_ROLES)[number], string> = {
  manager: 'Can manage employees, assign jobs and oversee recruitment',
  recruiter: 'Can post jobs, review applications and manage candidates',
  partner_recruiter: 'External recruiter with limited access',
};

export interface InviteEmployeeDialogProps {
  open: boolean;
  companyId: string;
  adminEmail: string | null;
  onClose: () => void;
}

const EMPTY: EmployeeInviteInput = { email: '', firstName: '', lastName: '', role: 'recruiter' };

export function InviteEmployeeDialog({
  open,
  companyId,
  adminEmail,
  onClose,
}: InviteEmployeeDialogProps) {
  const toast = useToast();
  const invite = useInviteEmployeeMutation();
  const [manualLink, setManualLink] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<
    EmployeeInviteInput,
    unknown,
    EmployeeInviteValues
  >({
    resolver: zodResolver(employeeInviteSchema),
    defaultValues: EMPTY,
  });

  async function submit(values: EmployeeInviteValues) {
    let result;
    try {
      result = await invite.mutateAsync({ ...values, companyId, adminEmail });
    } catch {
      return; // the mutation's toast says why
    }
    if (result.emailSent === false && result.invitationUrl) {
      toast.warning(result.message);
      setManualLink(result.invitationUrl);
    } else {
      toast.success(`${humanize(values.role)} invitation sent successfully!`);
      close();
    }
  }

  function close() {
    reset(EMPTY);
    setManualLink(null);
    onClose();
  }

  return (
    <Modal open={open} title="Invite Employee" onCancel={close} footer={null} destroyOnHidden>
      {manualLink ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>Share this invitation link with the employee:</Typography.Paragraph>
          <Typography.Paragraph copyable code>
            {manualLink}
          </Typography.Paragraph>
          <Button onClick={close}>Close</Button>
        </Space>
      ) : (
        <Form layout="vertical" onFinish={handleSubmit(submit)} noValidate>
          <Controller
            control={control}
            name="email"
            render={({ field, fieldState }) => (
              <Form.Item
                label="Email"
                htmlFor="employee-email"
                validateStatus={fieldState.error ? 'error' : undefined}
                help={fieldState.error?.message}
              >
                <Input id="employee-email" type="email" {...field} />
              </Form.Item>
            )}
          />
          <Controller
            control={control}
            name="firstName"
            render={({ field, fieldState }) => (
              <Form.Item
                label="First Name"
                htmlFor="employee-first-name"
                validateStatus={fieldState.error ? 'error' : undefined}
                help={fieldState.error?.message}
              >
                <Input id="employee-first-name" {...field} />
              </Form.Item>
            )}
          />
          <Controller
            control={control}
            name="lastName"
            render={({ field, fieldState }) => (
              <Form.Item
                label="Last Name"
                htmlFor="employee-last-name"
                validateStatus={fieldState.error ? 'error' : undefined}
                help={fieldState.error?.message}
              >
                <Input id="employee-last-name" {...field} />
              </Form.Item>
            )}
          />
          <Controller
            control={control}
            name="role"
            render={({ field, fieldState }) => (
              <Form.Item
                label="Role"
                validateStatus={fieldState.error ? 'error' : undefined}
                help={fieldState.error?.message}
              >
                <Radio.Group
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  aria-label="Role"
                >
                  <Space orientation="vertical">
                    {INVITABLE_EMPLOYEE_ROLES.map((role) => (
                      <Radio key={role} value={role}>
                        <strong>{humanize(role)}</strong>
                        <div>
                          <Typography.Text type="secondary">
                            {ROLE_DESCRIPTIONS[role]}
                          </Typography.Text>
                        </div>
                      </Radio>
                    ))}
                  </Space>
                </Radio.Group>
              </Form.Item>
            )}
          />
          <Space>
            <Button onClick={close}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
              Send Invitation
            </Button>
          </Space>
        </Form>
      )}
    </Modal>
  );
}
