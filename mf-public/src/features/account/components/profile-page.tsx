import { PageLoader, dashboardPathFor, effectiveRole, humanize, useAuth } from '@portal/shared';
import { Button, Card, Descriptions, Result, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';

/** Account page for users whose role has no area of its own (the menu's fallback Profile target). */
export function ProfilePage() {
  const auth = useAuth();
  const navigate = useNavigate();

  if (auth.loading) return <PageLoader />;
  if (!auth.user) {
    return (
      <Result
        status="info"
        title="Sign in to see your profile"
        extra={
          <Button type="primary" onClick={() => navigate('/signin?redirect=%2Fprofile')}>
            Sign In
          </Button>
        }
      />
    );
  }

  const role = effectiveRole(auth);
  return (
    <Card style={{ maxWidth: 640, margin: '0 auto' }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Your Profile
      </Typography.Title>
      <Descriptions column={1} style={{ marginBottom: 24 }}>
        <Descriptions.Item label="Email">{auth.user.email}</Descriptions.Item>
        <Descriptions.Item label="Account type">
          {humanize(auth.role) || 'Not set'}
        </Descriptions.Item>
        {auth.membership && (
          <Descriptions.Item label="Company role">
            {humanize(auth.membership.role)}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Space wrap>
        <Button type="primary" onClick={() => navigate(dashboardPathFor(role))}>
          Go to Dashboard
        </Button>
        <Button onClick={() => navigate('/forgot-password')}>Change Password</Button>
      </Space>
    </Card>
  );
}
