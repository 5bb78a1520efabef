import { Form } from 'antd';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  extra?: ReactNode;
  children: ReactNode;
}

/** A labelled form row whose label points at the input, with the field's validation message below it. */
export function FormField({ id, label, error, extra, children }: FormFieldProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
      extra={extra}
    >
      {children}
    </Form.Item>
  );
}
