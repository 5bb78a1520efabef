import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { PortalFooter } from './portal-footer';
import { PortalHeader } from './portal-header';

export function PortalLayout({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <PortalHeader />
      <Layout.Content style={{ padding: '24px clamp(12px, 4vw, 48px)', minHeight: 480 }}>
        <main id="main-content">{children}</main>
      </Layout.Content>
      <PortalFooter />
    </Layout>
  );
}
