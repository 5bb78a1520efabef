import { StatusBadge, type BadgeTone } from '../../../components/light-blocks';

// The job status tag's colours without antd's Tag, for the dashboard's job list.
const TONES: Record<string, BadgeTone> = {
  draft: 'default',
  active: 'processing',
  published: 'processing',
  open: 'processing',
  closed: 'error',
  filled: 'outlined',
};

export function JobStatusBadge({ status }: { status: string }) {
  return <StatusBadge tone={TONES[status] ?? 'default'}>{status}</StatusBadge>;
}
