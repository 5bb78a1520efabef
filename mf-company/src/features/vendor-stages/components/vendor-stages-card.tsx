import { applicationStatusLabel, AreaError, messageOf, useToast } from '@portal/shared';
import { Button, Card, Checkbox, Space, Typography } from 'antd';
import { useState } from 'react';
import {
  useVendorVisibleStagesQuery,
  VENDOR_STAGES,
  type VendorStage,
} from '../api/get-vendor-visible-stages';
import {
  saveVendorVisibleStagesInput,
  useSaveVendorVisibleStagesMutation,
} from '../api/save-vendor-visible-stages';

function StagesForm({ initial }: { initial: VendorStage[] }) {
  const toast = useToast();
  const save = useSaveVendorVisibleStagesMutation();
  const [stages, setStages] = useState<VendorStage[]>(initial);
  const [problem, setProblem] = useState<string | null>(null);

  function toggle(stage: VendorStage, shown: boolean) {
    setStages((current) =>
      VENDOR_STAGES.filter((s) => (s === stage ? shown : current.includes(s))),
    );
  }

  async function submit() {
    const parsed = saveVendorVisibleStagesInput.safeParse({ stages });
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the form'));
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      toast.success('Vendor stages saved');
    } catch (error) {
      toast.error('Failed to save vendor stages', messageOf(error));
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div role="group" aria-label="Stages vendors see" style={{ marginBottom: 16 }}>
        <Space orientation="vertical">
          {VENDOR_STAGES.map((stage) => (
            <Checkbox
              key={stage}
              checked={stage === 'applied' || stages.includes(stage)}
              disabled={stage === 'applied'}
              onChange={(event) => toggle(stage, event.target.checked)}
            >
              {applicationStatusLabel(stage, 'vendor')}
              {stage === 'applied' && ' (always shown)'}
            </Checkbox>
          ))}
        </Space>
      </div>
      {problem && (
        <div role="alert" style={{ color: '#cf1322', marginBottom: 12 }}>
          {problem}
        </div>
      )}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save Vendor Stages
      </Button>
    </form>
  );
}

/**
 * Which stages of a submission the company's vendors follow. A hidden stage shows as the last
 * shown stage before it; notes, scorecards, interviews and rejection reasons are never shown.
 */
export function VendorStagesCard() {
  const stages = useVendorVisibleStagesQuery();
  return (
    <Card title="Stages Vendors See">
      <Typography.Paragraph type="secondary">
        Vendors follow each candidate they submit through the stages ticked here. A stage left
        unticked shows as the last ticked stage before it (a hidden Not Selected shows as the stage
        the candidate had reached). Vendors never see notes, scorecards, interview details or
        rejection reasons.
      </Typography.Paragraph>
      {stages.error ? (
        <AreaError
          title="Failed to load the stages vendors see"
          error={stages.error}
          onRetry={() => void stages.refetch()}
        />
      ) : stages.data ? (
        <StagesForm initial={stages.data} />
      ) : (
        <Typography.Text type="secondary">Loading…</Typography.Text>
      )}
    </Card>
  );
}
