import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { PortalFooter } from './portal-footer';
import { PortalHeader } from './portal-header';
import { SkipLink } from './skip-link';

export const HEADER_HEIGHT = 64;

export function PortalLayout({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
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
    </Layout>
  );
}
