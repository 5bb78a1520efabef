import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { forwardRef, useState, type ReactNode } from 'react';
import { LightInput, type LightInputProps } from './light-input';

// Sign-in's fields beside the plain inputs: the password input and a labelled field.

/** Read out with a field whose value comes from the visitor's link. */
export const LOCKED_HINT = 'From your invitation; it cannot be changed.';

/** A password input with a show / hide toggle (a 24 px target). */
export const LightPasswordInput = forwardRef<HTMLInputElement, LightInputProps>(
  function LightPasswordInput(props, ref) {
    const { token } = theme.useToken();
    const [visible, setVisible] = useState(false);
    const toggle = (
      <button
        type="button"
        // "Show"/"Hide" beside the field, so the field keeps "Password" as its only label.
        aria-label={visible ? 'Hide' : 'Show'}
        title={visible ? 'Hide password' : 'Show password'}
        aria-controls={props.id}
        aria-pressed={visible}
        disabled={props.disabled}
        onClick={() => setVisible((shown) => !shown)}
        style={{
          minWidth: 24,
          minHeight: 24,
          marginRight: 6,
          border: 'none',
          background: 'transparent',
          color: token.colorTextDescription,
          cursor: props.disabled ? 'not-allowed' : 'pointer',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
      </button>
    );
    return <LightInput ref={ref} {...props} type={visible ? 'text' : 'password'} suffix={toggle} />;
  },
);

/** A labelled field with its validation message below it, spaced like antd's vertical form. */
export function LightField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label
        htmlFor={id}
        style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorTextHeading }}
      >
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}-error`} role="alert" style={{ color: token.colorError, marginTop: 2 }}>
          {error}
        </div>
      )}
    </div>
  );
}
