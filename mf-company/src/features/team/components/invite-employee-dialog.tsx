import { zodResolver } from '@hookform/resolvers/zod';
import { humanize, useToast } from '@portal/shared';
import {
  employeeInviteSchema,
  INVITABLE_EMPLOYEE_ROLES,
  type EmployeeInviteInput,
  type EmployeeInviteValues,
} from '@portal/shared/validation';
import { TextField } from '@portal/shared/forms';
import { Form, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { InviteDialog } from '../../../components/invite-dialog';
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

  const p = { control, idPrefix: 'employee' };
  return (
    <InviteDialog
      open={open}
      title="Invite Employee"
      invitee="the employee"
      manualLink={manualLink}
      onClose={close}
      onFinish={handleSubmit(submit)}
      submitting={formState.isSubmitting}
    >
      <TextField {...p} name="email" label="Email" type="email" />
      <TextField {...p} name="firstName" label="First Name" />
      <TextField {...p} name="lastName" label="Last Name" />
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
                      <Typography.Text type="secondary">{ROLE_DESCRIPTIONS[role]}</Typography.Text>
                    </div>
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
        )}
      />
    </InviteDialog>
  );
}
