import { AreaError, messageOf, useToast } from '@portal/shared';
import { Button, Card, Form, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useVendorTierDelaysQuery, type VendorTierDelays } from '../api/get-vendor-tier-delays';
import {
  MAX_TIER_DELAY_HOURS,
  saveVendorTierDelaysInput,
  useSaveVendorTierDelaysMutation,
} from '../api/save-vendor-tier-delays';

interface DelayFieldProps {
  id: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}

function DelayField({ id, label, value, onChange }: DelayFieldProps) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <InputNumber
        id={id}
        min={0}
        max={MAX_TIER_DELAY_HOURS}
        precision={0}
        value={value}
        onChange={(next) => onChange(next)}
      />
    </Form.Item>
  );
}

function DelaysForm({ initial }: { initial: VendorTierDelays }) {
  const toast = useToast();
  const save = useSaveVendorTierDelaysMutation();
  const [tier2, setTier2] = useState<number | null>(initial.tier2_hours);
  const [tier3, setTier3] = useState<number | null>(initial.tier3_hours);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit() {
    const parsed = saveVendorTierDelaysInput.safeParse({ tier2Hours: tier2, tier3Hours: tier3 });
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the form'));
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      toast.success('Release delays saved');
    } catch (error) {
      toast.error('Failed to save release delays', messageOf(error));
    }
  }

  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Space wrap size="large" align="start">
        <DelayField
          id="vendor-tier2-delay"
          label="Tier 2 delay (hours)"
          value={tier2}
          onChange={setTier2}
        />
        <DelayField
          id="vendor-tier3-delay"
          label="Tier 3 further delay (hours)"
          value={tier3}
          onChange={setTier3}
        />
      </Space>
      {problem && (
        <div role="alert" style={{ color: '#cf1322', marginBottom: 12 }}>
          {problem}
        </div>
      )}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save Release Delays
      </Button>
    </Form>
  );
}

/**
 * When a job reaches the vendors of each tier: tier 1 at once, tier 2 after its delay, tier 3
 * after a further delay. A change applies at each vendor's next request.
 */
export function VendorTierDelaysCard() {
  const delays = useVendorTierDelaysQuery();
  return (
    <Card title="Vendor Release Tiers">
      <Typography.Paragraph type="secondary">
        Tier 1 vendors see a job as soon as it is assigned to them. Tier 2 vendors see it after the
        tier 2 delay, tier 3 vendors after the further tier 3 delay, unless the job is filled or
        closed first. Each vendor is notified when the job reaches them.
      </Typography.Paragraph>
      {delays.error ? (
        <AreaError
          title="Failed to load the release delays"
          error={delays.error}
          onRetry={() => void delays.refetch()}
        />
      ) : delays.data ? (
        <DelaysForm initial={delays.data} />
      ) : (
        <Typography.Text type="secondary">Loading…</Typography.Text>
      )}
    </Card>
  );
}
