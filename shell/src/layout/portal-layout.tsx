import useToken from 'antd/es/theme/useToken';
import type { ReactNode } from 'react';
import { PortalFooter } from './portal-footer';
import { HEADER_HEIGHT, PortalHeader } from './portal-header';
import { SkipLink } from './skip-link';

export function PortalLayout({ children }: { children: ReactNode }) {
  const [, token, hashId, , cssVar] = useToken();
  return (
    // Plain elements in antd Layout's place: the same page, without generating its styles. Its
    // classes are those antd gives its own root, so the theme's variables and antd's link style
    // (when some component has put it on the page) apply inside it as before.
    <div
      className={['portal-root', hashId, cssVar?.key].filter(Boolean).join(' ')}
      style={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        background: token.colorBgLayout,
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      <SkipLink target="main-content" />
      <PortalHeader />
      {/* The shell owns the page's only main landmark (antd's Layout.Content would be a second
          one). It fills the first screen so areas that render late do not push the footer into
          view, which would count as a layout shift. */}
      <main
        id="main-content"
        tabIndex={-1}
        style={{
          flex: 'auto',
          padding: '24px clamp(12px, 4vw, 48px)',
          minHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
          outline: 'none',
        }}
      >
        {children}
      </main>
      <PortalFooter />
    </div>
  );
}
