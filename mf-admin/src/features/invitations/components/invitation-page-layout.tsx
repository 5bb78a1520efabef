import { ArrowLeftOutlined } from '@ant-design/icons';
import { paths } from '@portal/shared';
import { Button, Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export function InvitationPageLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 640, margin: '0 auto', display: 'flex' }}
    >
      <Button
        type="link"
        icon={<ArrowLeftOutlined />}
        onClick={() => navigate(paths.admin.dashboard)}
        style={{ padding: 0 }}
      >
        Back to Dashboard
      </Button>
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
        {children}
      </Card>
    </Space>
  );
}
