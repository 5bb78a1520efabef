import { theme } from 'antd';
import { useLayoutEffect } from 'react';
import { trackPageLoader } from './page-activity';

/**
 * Shown while an area or a page loads: a ring drawn from the theme's tokens and turned by the
 * page template's `.portal-spinner` rule (antd's Spin would generate its styles first).
 */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  useLayoutEffect(() => trackPageLoader(), []);
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'grid', placeItems: 'center', minHeight: 320 }}
    >
      <svg
        className="portal-spinner"
        width={32}
        height={32}
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <circle
          cx={16}
          cy={16}
          r={13}
          fill="none"
          stroke={token.colorFillSecondary}
          strokeWidth={4}
        />
        <path
          d="M16 3 a13 13 0 0 1 13 13"
          fill="none"
          stroke={token.colorPrimary}
          strokeWidth={4}
          strokeLinecap="round"
        />
      </svg>
      <span style={{ marginTop: 12 }}>{label}</span>
    </div>
  );
}
