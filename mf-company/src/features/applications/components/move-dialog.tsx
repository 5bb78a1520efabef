import { applicationStatusLabel, messageOf, useToast } from '@portal/shared';
import { Checkbox, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { usePipelineSettingsQuery } from '../api/get-pipeline-settings';
import {
  moveApplicationsInput,
  StaleMoveError,
  useMoveApplicationsMutation,
  type MoveApplicationsInput,
} from '../api/move-applications';

export interface MoveRequest {
  moves: { applicationId: string; expectedStatus: string; name: string }[];
  toStatus: MoveApplicationsInput['toStatus'];
}

const label = (status: string) => applicationStatusLabel(status, 'company');

function subjectOf(request: MoveRequest) {
  return request.moves.length === 1 ? request.moves[0].name : `${request.moves.length} applications`;
}

/**
 * Confirms a move (one card or a selection): a rejection needs a reason from the company's list;
 * any stage but New may e-mail the candidate from the company's template.
 */
export function MoveDialog(props: MoveDialogProps) {
  return props.request ? <MoveForm key={JSON.stringify(props.request)} {...props} request={props.request} /> : null;
}

interface MoveDialogProps {
  request: MoveRequest | null;
  onClose: () => void;
  /** After a move or a refusal because the stages changed: what was selected is out of date. */
  onFinished?: () => void;
}

function MoveForm({ request, onClose, onFinished }: MoveDialogProps & { request: MoveRequest }) {
  const settings = usePipelineSettingsQuery();
  const move = useMoveApplicationsMutation();
  const toast = useToast();
  const [reason, setReason] = useState<string | undefined>();
  const [note, setNote] = useState('');
  const [sendEmail, setSendEmail] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const rejecting = request.toStatus === 'rejected';
  const template = settings.data?.templates.find((t) => t.status === request.toStatus);
  const who = subjectOf(request);
  const several = request.moves.length > 1;

  async function confirm() {
    const parsed = moveApplicationsInput.safeParse({
      moves: request.moves.map(({ applicationId, expectedStatus }) => ({ applicationId, expectedStatus })),
      toStatus: request.toStatus,
      reason: rejecting ? reason : note.trim() || undefined,
      sendEmail: sendEmail && request.toStatus !== 'applied',
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the form');
      return;
    }
    try {
      const { emailsQueued } = await move.mutateAsync(parsed.data);
      const done = rejecting ? `${who} rejected` : `${who} moved to ${label(request.toStatus)}`;
      const mailed = emailsQueued > 0 ? ` ${emailsQueued === 1 ? 'An e-mail is' : `${emailsQueued} e-mails are`} on the way.` : '';
      // Toasts are also read out by the shared live region.
      toast.success(done + '.' + mailed);
      onFinished?.();
      onClose();
    } catch (error) {
      if (error instanceof StaleMoveError) {
        toast.error('Someone else moved it first', error.message);
        onFinished?.();
        onClose();
      } else {
        toast.error(rejecting ? 'Failed to reject' : 'Failed to move', messageOf(error));
      }
    }
  }

  return (
    <Modal
      open
      title={rejecting ? `Reject ${who}?` : `Move ${who} to ${label(request.toStatus)}?`}
      okText={rejecting ? 'Reject' : 'Move'}
      okButtonProps={{ danger: rejecting, loading: move.isPending }}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <Form layout="vertical">
        {rejecting ? (
          <Form.Item
            label="Reason"
            required
            htmlFor="move-reason"
            validateStatus={problem ? 'error' : undefined}
            help={problem ?? 'The candidate never sees this reason.'}
          >
            <Select
              id="move-reason"
              aria-label="Reason"
              placeholder="Choose a reason"
              loading={settings.isPending}
              value={reason}
              onChange={(value: string) => {
                setReason(value);
                setProblem(null);
              }}
              options={(settings.data?.rejection_reasons ?? []).map((r) => ({ value: r, label: r }))}
            />
          </Form.Item>
        ) : (
          <Form.Item
            label="Note (optional, team only)"
            htmlFor="move-note"
            validateStatus={problem ? 'error' : undefined}
            help={problem ?? undefined}
          >
            <Input.TextArea id="move-note" rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
          </Form.Item>
        )}
        {request.toStatus !== 'applied' && (
          <Form.Item
            help={
              template ? (
                <Typography.Text type="secondary">Subject: {template.subject}</Typography.Text>
              ) : undefined
            }
          >
            <Checkbox checked={sendEmail} onChange={(e) => setSendEmail(e.target.checked)}>
              {several ? 'E-mail the candidates' : 'E-mail the candidate'}
            </Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
