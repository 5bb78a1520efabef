import { FormActions } from '@portal/shared/forms';
import { Button, Form, Modal, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface InviteDialogProps {
  open: boolean;
  title: string;
  /** Who the link is for, as the sentence names them: "the employee". */
  invitee: string;
  /** Set when the e-mail could not be sent: the link to hand over some other way. */
  manualLink: string | null;
  onClose: () => void;
  onFinish: () => void;
  submitting: boolean;
  /** The invitation form's fields. */
  children: ReactNode;
}

/** A dialog that sends an invitation, or shows its link to copy when the e-mail did not go out. */
export function InviteDialog({
  open,
  title,
  invitee,
  manualLink,
  onClose,
  onFinish,
  submitting,
  children,
}: InviteDialogProps) {
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} destroyOnHidden>
      {manualLink ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>Share this invitation link with {invitee}:</Typography.Paragraph>
          <Typography.Paragraph copyable code>
            {manualLink}
          </Typography.Paragraph>
          <Button onClick={onClose}>Close</Button>
        </Space>
      ) : (
        <Form layout="vertical" onFinish={onFinish} noValidate>
          {children}
          <FormActions onCancel={onClose} submitting={submitting} submitLabel="Send Invitation" />
        </Form>
      )}
    </Modal>
  );
}
