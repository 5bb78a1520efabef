import { Typography } from 'antd';

export function PlaceholderPage({ title }: { title: string }) {
  return <Typography.Title level={2}>{title}</Typography.Title>;
}
