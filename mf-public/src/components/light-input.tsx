import { theme } from 'antd';
import {
  forwardRef,
  useState,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';

// The public area's first pages (sign-in, the job board) draw their fields as plain controls from
// the theme's tokens (antd's Input, Select and Form.Item bring the form engine along). They look
// like antd's and follow the light and dark theme.

export interface LightInputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  /** Drawn inside the box after the text, such as a show-password toggle or a lock. */
  suffix?: ReactNode;
}

interface FocusHandlers<E> {
  onFocus?: FocusEventHandler<E>;
  onBlur?: FocusEventHandler<E>;
}

/** The box and text styles of a field, and its focus handlers (which also call the caller's). */
function useInputStyle<E>(
  invalid: boolean,
  disabled: boolean,
  readOnly: boolean,
  { onFocus, onBlur }: FocusHandlers<E>,
) {
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  const borderColor = invalid ? token.colorError : focused ? token.colorPrimary : token.colorBorder;
  const focusHandlers: FocusHandlers<E> = {
    onFocus: (event) => {
      setFocused(true);
      onFocus?.(event);
    },
    onBlur: (event) => {
      setFocused(false);
      onBlur?.(event);
    },
  };
  return {
    focusHandlers,
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
  const { box, input, focusHandlers } = useInputStyle(invalid, !!rest.disabled, !!rest.readOnly, {
    onFocus,
    onBlur,
  });
  return (
    <span style={box}>
      <input
        ref={ref}
        {...rest}
        aria-invalid={invalid || undefined}
        style={{ ...input, ...style }}
        {...focusHandlers}
      />
      {suffix}
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
  const { box, input, focusHandlers } = useInputStyle(false, !!rest.disabled, false, {
    onFocus,
    onBlur,
  });
  return (
    <span style={{ ...box, ...style }}>
      <select {...rest} style={{ ...input, cursor: 'pointer' }} {...focusHandlers}>
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
