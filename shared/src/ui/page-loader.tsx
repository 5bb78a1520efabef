import { Spin } from 'antd';
import { useLayoutEffect } from 'react';
import { trackPageLoader } from './page-activity';

export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  useLayoutEffect(() => trackPageLoader(), []);
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'grid', placeItems: 'center', minHeight: 320 }}
    >
      <Spin size="large" />
      <span style={{ marginTop: 12 }}>{label}</span>
    </div>
  );
}
