import { Tag } from 'antd';
import {
  APPLICATION_STATUS_COLORS,
  applicationStatusLabel,
} from '../../lib/applications/application-status';

export function ApplicationStatusTag({ status }: { status: string }) {
  return <Tag color={APPLICATION_STATUS_COLORS[status]}>{applicationStatusLabel(status)}</Tag>;
}
