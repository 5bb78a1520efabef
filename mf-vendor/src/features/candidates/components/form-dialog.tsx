import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';

export interface FormDialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}

/** A dialog holding one form, with Cancel and the form's submit button in its footer. */
export function FormDialog({
  title,
  open,
  onClose,
  onSubmit,
  submitLabel,
  submitting,
  children,
}: FormDialogProps) {
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={submitting}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" loading={submitting} onClick={onSubmit}>
          {submitLabel}
        </Button>,
      ]}
    >
      {children}
    </Modal>
  );
}
