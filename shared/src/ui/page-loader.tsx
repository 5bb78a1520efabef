import { Spin } from 'antd';

export function PageLoader({ label = 'Loading...' }: { label?: string }) {
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
