import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { APPROVAL_REASON_MAX, useCompanyApprovalMutation } from './update-company-approval';

export interface ApprovalDecision {
  company: { id: string; name: string; is_approved: boolean };
  approve: boolean;
}

function consequence({ company, approve }: ApprovalDecision): string {
  if (approve) return 'The company can post jobs once it has a subscription.';
  return company.is_approved
    ? 'The company goes back to pending approval.'
    : 'The company stays pending.';
}

/**
 * Approving and rejecting both ask first; the optional reason goes to the company in the e-mail
 * that tells it the decision.
 */
export function useApprovalDecision() {
  const approval = useCompanyApprovalMutation();
  const [decision, setDecision] = useState<ApprovalDecision | null>(null);
  const [reason, setReason] = useState('');

  const close = () => {
    setDecision(null);
    setReason('');
  };
  const confirm = async () => {
    if (!decision) return;
    try {
      await approval.decide({
        companyId: decision.company.id,
        isApproved: decision.approve,
        reason,
      });
      close();
    } catch {
      // The mutation's toast has said why; the dialog stays open with the reason kept.
    }
  };

  const verb = decision?.approve ? 'Approve' : 'Reject';
  const title = decision
    ? decision.approve || !decision.company.is_approved
      ? `${verb} ${decision.company.name}?`
      : `Revoke the approval of ${decision.company.name}?`
    : '';
  const dialog = (
    <Modal
      open={decision !== null}
      title={title}
      okText={verb}
      okButtonProps={{ danger: !decision?.approve }}
      confirmLoading={approval.pendingId !== null}
      onOk={() => void confirm()}
      onCancel={close}
      destroyOnHidden
    >
      {decision && (
        <Form layout="vertical">
          <Typography.Paragraph>{consequence(decision)}</Typography.Paragraph>
          <Form.Item label="Reason (optional, e-mailed to the company)" htmlFor="approval-reason">
            <Input.TextArea
              id="approval-reason"
              rows={3}
              maxLength={APPROVAL_REASON_MAX}
              showCount
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );

  return {
    pendingId: approval.pendingId,
    ask: (company: ApprovalDecision['company'], approve: boolean) =>
      setDecision({ company, approve }),
    dialog,
  };
}
