import { messageOf, useToast } from '@portal/shared';
import { FormField } from '@portal/shared/forms';
import { Button, Card, Form, InputNumber, Switch, Typography } from 'antd';
import { useState } from 'react';
import type { OwnershipSettings } from '../api/get-ownership-settings';
import {
  saveOwnershipSettingsInput,
  useSaveOwnershipSettingsMutation,
} from '../api/save-ownership-settings';

/** The ownership window and the candidate's confirmation step; only company admins change them. */
export function OwnershipSettingsCard({
  initial,
  canEdit,
}: {
  initial: OwnershipSettings;
  canEdit: boolean;
}) {
  const [months, setMonths] = useState<number | null>(initial.ownership_window_months);
  const [confirm, setConfirm] = useState(initial.confirm_vendor_submissions);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveOwnershipSettingsMutation();
  const toast = useToast();

  async function submit() {
    const parsed = saveOwnershipSettingsInput.safeParse({
      windowMonths: months,
      confirmVendorSubmissions: confirm,
    });
    setProblem(parsed.success ? null : parsed.error.issues[0].message);
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      toast.success('Ownership settings saved');
    } catch (error) {
      toast.error('Failed to save ownership settings', messageOf(error));
    }
  }

  return (
    <Card title="Ownership Settings">
      <Typography.Paragraph type="secondary">
        The first vendor to submit a candidate to your jobs represents them for the ownership
        window: applications for that candidate in that time are credited to that vendor, whoever
        puts them forward.
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void submit()} disabled={!canEdit}>
        <FormField
          id="ownership-window"
          label="Ownership window (months)"
          error={problem ?? undefined}
          required
        >
          <InputNumber
            id="ownership-window"
            min={1}
            max={24}
            precision={0}
            value={months}
            onChange={(value) => setMonths(value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'ownership-window-error' : undefined}
          />
        </FormField>
        <FormField
          id="confirm-vendor-submissions"
          label="Candidates confirm vendor submissions"
          extra="When on, a candidate confirms by an e-mailed link that the vendor may represent them for the job before you see the submission."
        >
          <Switch id="confirm-vendor-submissions" checked={confirm} onChange={setConfirm} />
        </FormField>
        {canEdit ? (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save Settings
          </Button>
        ) : (
          <Typography.Text type="secondary">
            Only company admins can change these settings.
          </Typography.Text>
        )}
      </Form>
    </Card>
  );
}
