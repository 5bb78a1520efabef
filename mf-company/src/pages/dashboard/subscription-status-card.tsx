import { formatDate, tierLabel } from '@portal/shared';
import { Card, Descriptions, Typography } from 'antd';
import type { Subscription } from '../../lib/workspace/get-subscription';

export function SubscriptionStatusCard({ subscription }: { subscription: Subscription | null }) {
  return (
    <Card title="Subscription Status">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'tier', label: 'Tier', children: tierLabel(subscription?.tier ?? 'none') },
          { key: 'status', label: 'Status', children: subscription?.status ?? 'inactive' },
          {
            key: 'expires',
            label: 'Expires',
            children: formatDate(subscription?.expires_at) || 'No expiry date',
          },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
        Please contact support to activate or change your subscription.
      </Typography.Paragraph>
    </Card>
  );
}
