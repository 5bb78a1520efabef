import { messageOf, useToast } from '@portal/shared';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useWithdrawApplicationMutation, withdrawApplicationInput } from '../api/withdraw-application';

/** Statuses from which a candidate may still withdraw. */
const OPEN = new Set(['applied', 'reviewing', 'interview', 'offered']);

export function canWithdraw(status: string) {
  return OPEN.has(status);
}

/** 'Withdraw Application' with a confirmation that takes an optional reason. */
export function WithdrawApplicationButton({ applicationId, jobTitle }: { applicationId: string; jobTitle?: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const withdraw = useWithdrawApplicationMutation();
  const toast = useToast();

  async function confirm() {
    const parsed = withdrawApplicationInput.safeParse({ applicationId, reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the reason');
      return;
    }
    try {
      await withdraw.mutateAsync(parsed.data);
      setOpen(false);
      toast.success('Application withdrawn');
    } catch (error) {
      toast.error('Failed to withdraw application', messageOf(error));
    }
  }

  return (
    <>
      <Button block danger onClick={() => setOpen(true)}>
        Withdraw Application
      </Button>
      <Modal
        open={open}
        title="Withdraw this application?"
        okText="Withdraw"
        okButtonProps={{ danger: true, loading: withdraw.isPending }}
        cancelText="Keep Application"
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          The company will see that you withdrew{jobTitle ? ` from ${jobTitle}` : ''}. This cannot be undone.
        </Typography.Paragraph>
        <Form layout="vertical">
          <Form.Item
            label="Reason (optional)"
            htmlFor="withdraw-reason"
            validateStatus={problem ? 'error' : undefined}
            help={problem ?? undefined}
          >
            <Input.TextArea
              id="withdraw-reason"
              rows={3}
              maxLength={500}
              showCount
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setProblem(null);
              }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
