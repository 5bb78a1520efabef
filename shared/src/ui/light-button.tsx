import { theme } from 'antd';
import { forwardRef, type ButtonHTMLAttributes, type CSSProperties, type ReactNode } from 'react';

// A plain button drawn from the theme's tokens, for the portal's header and the screens that open
// first (the company dashboard). antd's Button generates some 25 KB of styles while the first page
// renders; this one looks the same in the light and dark theme. Its colours are custom properties
// the `.portal-button` rules of the page template read, so hover, press and focus need no script.

export type LightButtonVariant = 'primary' | 'default' | 'text';

export interface LightButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: LightButtonVariant;
  /** For an action that deletes or removes something. */
  danger?: boolean;
  size?: 'small' | 'middle';
  /** A round button holding only its icon. */
  circle?: boolean;
  icon?: ReactNode;
}

export const LightButton = forwardRef<HTMLButtonElement, LightButtonProps>(function LightButton(
  {
    variant = 'default',
    danger = false,
    size = 'middle',
    circle = false,
    icon,
    children,
    style,
    type = 'button',
    ...rest
  },
  ref,
) {
  const { token } = theme.useToken();
  const height = size === 'small' ? token.controlHeightSM : token.controlHeight;
  const colors: Record<string, string> = danger
    ? {
        color: token.colorError,
        bg: token.colorBgContainer,
        border: token.colorError,
        'hover-color': token.colorErrorHover,
        'hover-bg': token.colorBgContainer,
        'hover-border': token.colorErrorHover,
        'active-bg': token.colorBgContainer,
      }
    : variant === 'primary'
      ? {
          color: token.colorTextLightSolid,
          bg: token.colorPrimary,
          border: token.colorPrimary,
          'hover-color': token.colorTextLightSolid,
          'hover-bg': token.colorPrimaryHover,
          'hover-border': token.colorPrimaryHover,
          'active-bg': token.colorPrimaryActive,
        }
      : variant === 'text'
        ? {
            color: token.colorText,
            bg: 'transparent',
            border: 'transparent',
            'hover-color': token.colorText,
            'hover-bg': token.colorBgTextHover,
            'hover-border': 'transparent',
            'active-bg': token.colorBgTextActive,
          }
        : {
            color: token.colorText,
            bg: token.colorBgContainer,
            border: token.colorBorder,
            'hover-color': token.colorPrimaryHover,
            'hover-bg': token.colorBgContainer,
            'hover-border': token.colorPrimaryHover,
            'active-bg': token.colorBgContainer,
          };
  const properties = Object.fromEntries(
    Object.entries({
      ...colors,
      focus: danger ? token.colorErrorBorder : token.colorPrimaryBorder,
    }).map(([name, value]) => [`--portal-button-${name}`, value]),
  );
  return (
    <button
      ref={ref}
      type={type}
      className="portal-button"
      {...rest}
      style={
        {
          ...properties,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: token.marginXS,
          height,
          minWidth: circle ? height : undefined,
          padding: circle
            ? 0
            : `0 ${(size === 'small' ? token.paddingXS : token.paddingContentHorizontal) - token.lineWidth}px`,
          borderWidth: token.lineWidth,
          borderStyle: 'solid',
          borderRadius: circle
            ? '50%'
            : size === 'small'
              ? token.borderRadiusSM
              : token.borderRadius,
          boxShadow:
            variant === 'primary' && !danger ? `0 2px 0 ${token.controlOutline}` : undefined,
          font: 'inherit',
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontWeight: 400,
          whiteSpace: 'nowrap',
          cursor: rest.disabled ? 'not-allowed' : 'pointer',
          ...style,
        } as CSSProperties
      }
    >
      {icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
  );
});
