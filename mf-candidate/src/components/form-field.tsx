import { Form } from 'antd';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
  extra?: ReactNode;
  children: ReactNode;
}

/** A labelled field whose label points at the input (id) and shows the validation message. */
export function FormField({ id, label, error, required, extra, children }: FormFieldProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={extra}
    >
      {children}
    </Form.Item>
  );
}
