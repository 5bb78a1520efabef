import { Tag } from 'antd';

// Badge styles of the spec: draft secondary, active default, closed destructive, filled outline.
const STYLES: Record<string, { color?: string; variant?: 'filled' | 'outlined' }> = {
  draft: { color: 'default', variant: 'filled' },
  active: { color: 'processing', variant: 'filled' },
  published: { color: 'processing', variant: 'filled' },
  open: { color: 'processing', variant: 'filled' },
  closed: { color: 'error', variant: 'filled' },
  filled: { color: undefined, variant: 'outlined' },
};

export function JobStatusTag({ status }: { status: string }) {
  const style = STYLES[status] ?? {};
  return (
    <Tag color={style.color} variant={style.variant}>
      {status}
    </Tag>
  );
}
