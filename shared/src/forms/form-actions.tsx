import { Button, Space } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface FormActionsProps {
  submitLabel: ReactNode;
  /** Spins the submit button and keeps a second click from sending twice. */
  submitting: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  style?: CSSProperties;
}

/** A form's closing row: leave without saving, or submit. */
export function FormActions({
  submitLabel,
  submitting,
  onCancel,
  cancelLabel = 'Cancel',
  style,
}: FormActionsProps) {
  return (
    <Space style={style}>
      <Button onClick={onCancel}>{cancelLabel}</Button>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Space>
  );
}
