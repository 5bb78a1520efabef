import { Tag } from 'antd';
import { APPLICATION_STATUS_COLORS, applicationStatusLabel } from '../application-status';

export function ApplicationStatusTag({ status }: { status: string }) {
  return <Tag color={APPLICATION_STATUS_COLORS[status]}>{applicationStatusLabel(status)}</Tag>;
}
