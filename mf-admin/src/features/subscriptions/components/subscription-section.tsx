import { formatDate, messageOf, tierLabel } from '@portal/shared';
import { Alert, Button, Card, Descriptions, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useSubscriptionQuery } from '../api/get-subscription';
import { LazySubscriptionDialog } from './lazy-subscription-dialog';

/** The company page's subscription: current tier, status and expiry, managed in the dialog. */
export function SubscriptionSection({ company }: { company: { id: string; name: string } }) {
  const current = useSubscriptionQuery(company.id);
  const [open, setOpen] = useState(false);
  const tier = current.data?.tier ?? 'none';

  return (
    <Card
      title="Subscription"
      role="region"
      aria-label="Subscription"
      extra={
        <Button onClick={() => setOpen(true)} aria-label={`Manage Subscription of ${company.name}`}>
          Manage Subscription
        </Button>
      }
    >
      {current.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : current.error ? (
        <Alert type="error" showIcon title={messageOf(current.error)} />
      ) : (
        <Descriptions column={{ xs: 1, sm: 3 }} size="small">
          <Descriptions.Item label="Tier">
            <Tag color={tier === 'none' ? undefined : 'blue'}>{tierLabel(tier)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Status">{current.data?.status ?? 'None'}</Descriptions.Item>
          <Descriptions.Item label="Expires">
            {current.data?.expires_at ? formatDate(current.data.expires_at) : 'No expiry'}
          </Descriptions.Item>
        </Descriptions>
      )}
      <LazySubscriptionDialog
        key={open ? company.id : 'closed'}
        company={open ? company : null}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
