import { VISUALLY_HIDDEN } from '@portal/shared';
import { theme } from 'antd';
import { useState } from 'react';

/** First focusable element of every page: keyboard users jump past the header to the content. */
export function SkipLink({ target }: { target: string }) {
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  return (
    <a
      href={`#${target}`}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
      style={
        focused
          ? {
              position: 'fixed',
              top: 8,
              left: 8,
              zIndex: 1000,
              padding: '12px 16px',
              background: token.colorBgContainer,
              color: token.colorPrimary,
              border: `2px solid ${token.colorPrimary}`,
              borderRadius: token.borderRadius,
            }
          : VISUALLY_HIDDEN
      }
    >
      Skip to main content
    </a>
  );
}
