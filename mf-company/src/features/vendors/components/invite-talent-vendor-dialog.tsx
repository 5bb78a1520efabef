import { zodResolver } from '@hookform/resolvers/zod';
import { useToast, messageOf } from '@portal/shared';
import {
  talentVendorInviteSchema,
  type TalentVendorInviteInput,
  type TalentVendorInviteValues,
} from '@portal/shared/validation';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useInviteTalentVendorMutation } from '../api/invite-talent-vendor';

export interface InviteTalentVendorDialogProps {
  open: boolean;
  companyId: string;
  onClose: () => void;
}

const EMPTY: TalentVendorInviteInput = { first_name: '', last_name: '', email: '', message: '' };

export function InviteTalentVendorDialog({
  open,
  companyId,
  onClose,
}: InviteTalentVendorDialogProps) {
  const toast = useToast();
  const invite = useInviteTalentVendorMutation();
  const [manualLink, setManualLink] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<
    TalentVendorInviteInput,
    unknown,
    TalentVendorInviteValues
  >({
    resolver: zodResolver(talentVendorInviteSchema),
    defaultValues: EMPTY,
  });

  function close() {
    reset(EMPTY);
    setManualLink(null);
    onClose();
  }

  async function submit(values: TalentVendorInviteValues) {
    try {
      const result = await invite.mutateAsync({ values, companyId });
      if (!result.emailSent) {
        toast.warning(result.message, result.emailError ?? undefined);
        setManualLink(result.invitationUrl);
        return;
      }
      toast.success(
        'Talent vendor invited!',
        result.resent
          ? `The invitation to ${values.email} was sent again with a new link.`
          : `An invitation was sent to ${values.email}.`,
      );
      close();
    } catch (error) {
      toast.error('Failed to invite talent vendor.', messageOf(error));
    }
  }

  const fields = [
    { name: 'first_name', label: 'First Name', type: 'text' },
    { name: 'last_name', label: 'Last Name', type: 'text' },
    { name: 'email', label: 'Email', type: 'email' },
  ] as const;

  return (
    <Modal open={open} title="Invite Talent Vendor" onCancel={close} footer={null} destroyOnHidden>
      {manualLink ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>
            Share this invitation link with the talent vendor:
          </Typography.Paragraph>
          <Typography.Paragraph copyable code>
            {manualLink}
          </Typography.Paragraph>
          <Button onClick={close}>Close</Button>
        </Space>
      ) : (
        <Form layout="vertical" onFinish={handleSubmit(submit)} noValidate>
          {fields.map((f) => (
            <Controller
              key={f.name}
              control={control}
              name={f.name}
              render={({ field, fieldState }) => (
                <Form.Item
                  label={f.label}
                  htmlFor={`talent-vendor-${f.name}`}
                  required
                  validateStatus={fieldState.error ? 'error' : undefined}
                  help={fieldState.error?.message}
                >
                  <Input id={`talent-vendor-${f.name}`} type={f.type} {...field} />
                </Form.Item>
              )}
            />
          ))}
          <Controller
            control={control}
            name="message"
            render={({ field }) => (
              <Form.Item label="Message (optional)" htmlFor="talent-vendor-message">
                <Input.TextArea id="talent-vendor-message" rows={3} {...field} />
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
