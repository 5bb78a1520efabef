import { Form } from 'antd';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  /** The input's id: the label points at it and the message is `${id}-error`. */
  id: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
  extra?: ReactNode;
  children: ReactNode;
}

/** A labelled antd form row whose label points at the input, with the field's zod message below. */
export function FormField({ id, label, error, required, extra, children }: FormFieldProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
      extra={extra}
    >
      {children}
    </Form.Item>
  );
}
