import { EyeInvisibleOutlined, EyeOutlined, LockOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import {
  forwardRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';

// The sign-in form is a first page of its own, so its fields are plain inputs drawn from the
// theme's tokens (antd's Input and Form.Item bring the form engine along). They look like antd's
// and follow the light and dark theme.

/** Read out with a field whose value comes from the visitor's link. */
export const LOCKED_HINT = 'From your invitation; it cannot be changed.';

export interface LightInputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  /** Drawn inside the box after the text, such as a show-password toggle. */
  suffix?: ReactNode;
}

function useInputStyle(invalid: boolean, disabled: boolean, readOnly: boolean) {
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  const borderColor = invalid ? token.colorError : focused ? token.colorPrimary : token.colorBorder;
  return {
    focusHandlers: { onFocus: () => setFocused(true), onBlur: () => setFocused(false) },
    box: {
      display: 'flex',
      alignItems: 'center',
      width: '100%',
      border: `${token.lineWidth}px solid ${borderColor}`,
      borderRadius: token.borderRadius,
      // A read-only value is filled like antd's filled inputs, so it does not invite typing.
      background: disabled
        ? token.colorBgContainerDisabled
        : readOnly
          ? token.colorFillTertiary
          : token.colorBgContainer,
      boxShadow: focused
        ? `0 0 0 2px ${invalid ? token.colorErrorBg : token.controlOutline}`
        : 'none',
      transition: `border-color ${token.motionDurationMid}`,
    },
    input: {
      flex: 1,
      minWidth: 0,
      border: 'none',
      outline: 'none',
      background: 'transparent',
      padding: `${token.paddingXS / 2 + 0.5}px ${token.paddingSM - 1}px`,
      font: 'inherit',
      fontSize: token.fontSize,
      lineHeight: token.lineHeight,
      color: disabled ? token.colorTextDisabled : token.colorText,
    },
  } as const;
}

export const LightInput = forwardRef<HTMLInputElement, LightInputProps>(function LightInput(
  { invalid = false, suffix, style, onFocus, onBlur, ...rest },
  ref,
) {
  const { box, input, focusHandlers } = useInputStyle(invalid, !!rest.disabled, !!rest.readOnly);
  return (
    <span style={box}>
      <input
        ref={ref}
        {...rest}
        aria-invalid={invalid || undefined}
        style={{ ...input, ...style }}
        onFocus={(event) => {
          focusHandlers.onFocus();
          onFocus?.(event);
        }}
        onBlur={(event) => {
          focusHandlers.onBlur();
          onBlur?.(event);
        }}
      />
      {suffix ?? (rest.readOnly && <LockOutlined aria-hidden style={{ paddingRight: 11 }} />)}
    </span>
  );
});

export interface LightSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: { value: string; label: string }[];
  /** A first choice standing for no value, such as "Any job type". */
  emptyLabel?: string;
}

/** A native select (the phone's own picker), boxed like the inputs. */
export function LightSelect({
  options,
  emptyLabel,
  style,
  onFocus,
  onBlur,
  ...rest
}: LightSelectProps) {
  const { box, input, focusHandlers } = useInputStyle(false, !!rest.disabled, false);
  return (
    <span style={{ ...box, ...style }}>
      <select
        {...rest}
        style={{ ...input, cursor: 'pointer' }}
        onFocus={(event) => {
          focusHandlers.onFocus();
          onFocus?.(event);
        }}
        onBlur={(event) => {
          focusHandlers.onBlur();
          onBlur?.(event);
        }}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}

/** A native checkbox in the theme's primary colour, its text as its label. */
export function LightCheckbox({
  children,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <label
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.marginXS,
        cursor: 'pointer',
      }}
    >
      <input
        {...rest}
        type="checkbox"
        style={{ width: 16, height: 16, margin: 0, accentColor: token.colorPrimary }}
      />
      {children}
    </label>
  );
}

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
