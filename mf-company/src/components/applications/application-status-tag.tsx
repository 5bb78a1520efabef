import { applicationStatusColor, applicationStatusLabel } from '@portal/shared';
import { Tag } from 'antd';

export function ApplicationStatusTag({ status }: { status: string }) {
  return (
    <Tag color={applicationStatusColor(status)}>{applicationStatusLabel(status, 'company')}</Tag>
  );
}
