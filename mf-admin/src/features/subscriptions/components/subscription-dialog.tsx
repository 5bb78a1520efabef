import {
  SUBSCRIPTION_TIERS,
  formatDate,
  tierLabel,
  useToast,
  type SubscriptionTier,
  messageOf,
} from '@portal/shared';
import {
  TIER_ALREADY_SELECTED_MESSAGE,
  subscriptionUpdateBlocker,
} from '@portal/shared/validation';
import { Alert, Button, DatePicker, Descriptions, Form, Modal, Select, Skeleton, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { FormField } from '@portal/shared/forms';
import { useSubscriptionQuery } from '../api/get-subscription';
import {
  UpdateNotConfirmedError,
  updateSubscriptionInput,
  useUpdateSubscriptionMutation,
} from '../api/update-subscription';

export interface SubscriptionDialogProps {
  company: { id: string; name: string } | null;
  onClose: () => void;
  /** Called after a confirmed update so lists can show the new tier. */
  onUpdated?: (tier: SubscriptionTier) => void;
}

const TIER_OPTIONS = SUBSCRIPTION_TIERS.map((tier) => ({ value: tier, label: tierLabel(tier) }));

export function SubscriptionDialog({ company, onClose, onUpdated }: SubscriptionDialogProps) {
  const toast = useToast();
  const companyId = company?.id ?? null;
  const current = useSubscriptionQuery(companyId);
  const update = useUpdateSubscriptionMutation();
  const [selected, setSelected] = useState<SubscriptionTier | null>(null);
  const [expiresAt, setExpiresAt] = useState<Dayjs | null>(null);
  const saving = update.isPending;

  const currentTier = current.data?.tier ?? null;

  // Each company opens with its own tier preselected.
  useEffect(() => {
    setSelected(current.data?.tier ?? null);
    setExpiresAt(current.data?.expires_at ? dayjs(current.data.expires_at) : null);
  }, [current.data]);

  const blocker = subscriptionUpdateBlocker(selected, currentTier, saving);

  function submit() {
    const parsed = updateSubscriptionInput.safeParse({
      tier: selected ?? undefined,
      expiresAt: expiresAt ? expiresAt.format('YYYY-MM-DD') : null,
    });
    if (!parsed.success || !companyId) {
      toast.error('Please select a subscription tier');
      return;
    }
    update.mutate(
      { companyId, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(`Subscription updated to ${tierLabel(parsed.data.tier)} successfully`);
          onUpdated?.(parsed.data.tier);
        },
        onError: (error) =>
          toast.error(
            'Failed to update subscription',
            error instanceof UpdateNotConfirmedError
              ? error.message
              : `Error updating subscription: ${messageOf(error)}`,
          ),
      },
    );
  }

  return (
    <Modal
      open={company !== null}
      title={company ? `Manage Subscription: ${company.name}` : 'Manage Subscription'}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Close
        </Button>,
        <Button
          key="update"
          type="primary"
          loading={saving}
          disabled={blocker !== null}
          onClick={submit}
        >
          Update
        </Button>,
      ]}
    >
      {current.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : current.error ? (
        <Alert
          type="error"
          showIcon
          title="Failed to fetch subscriptions"
          description={messageOf(current.error)}
          action={
            <Button size="small" onClick={() => void current.refetch()}>
              Retry
            </Button>
          }
        />
      ) : (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="Current tier">
              <Tag color={currentTier && currentTier !== 'none' ? 'blue' : undefined}>
                {currentTier ? tierLabel(currentTier) : 'No subscription'}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Status">
              {current.data?.status ?? 'inactive'}
            </Descriptions.Item>
            <Descriptions.Item label="Expires">
              {current.data?.expires_at ? formatDate(current.data.expires_at) : 'No expiry'}
            </Descriptions.Item>
          </Descriptions>
          <Form layout="vertical" component="div">
            <FormField
              id="subscription-tier"
              label="Subscription Tier"
              extra={blocker === 'same-tier' ? TIER_ALREADY_SELECTED_MESSAGE : undefined}
            >
              <Select
                id="subscription-tier"
                placeholder="Select a tier"
                options={TIER_OPTIONS}
                value={selected ?? undefined}
                onChange={(tier: SubscriptionTier) => setSelected(tier)}
                disabled={saving}
              />
            </FormField>
            <FormField id="subscription-expiry" label="Expiry Date (optional)">
              <DatePicker
                id="subscription-expiry"
                style={{ width: '100%' }}
                format="MMM DD, YYYY"
                value={expiresAt}
                onChange={(value) => setExpiresAt(value)}
                disabledDate={(day) => day.isBefore(dayjs(), 'day')}
                disabled={saving}
              />
            </FormField>
          </Form>
        </>
      )}
    </Modal>
  );
}
