import { messageOf, useToast } from '@portal/shared';
import { FormField } from '@portal/shared/forms';
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useAssignCandidatesMutation } from '../../../lib/assignments/assign-candidates';
import {
  staffLabel,
  staffName,
  useAssignableStaffQuery,
} from '../../../lib/assignments/list-assignable-staff';

export interface AssignCandidateDialogProps {
  companyId: string;
  /** Who assigns: recorded with the assignment. */
  userId: string;
  /** The candidate being assigned, or null while the dialog is closed. */
  candidate: { id: string; name: string } | null;
  onClose: () => void;
}

/** Assigns one suggested candidate to a manager or recruiter, as Manage Assignments does. */
export function AssignCandidateDialog({
  companyId,
  userId,
  candidate,
  onClose,
}: AssignCandidateDialogProps) {
  const toast = useToast();
  const staff = useAssignableStaffQuery({ companyId }, !!candidate);
  const assign = useAssignCandidatesMutation();
  const [assigneeId, setAssigneeId] = useState<string>();
  const [error, setError] = useState<string>();

  const close = () => {
    setAssigneeId(undefined);
    setError(undefined);
    onClose();
  };
  const submit = () => {
    if (!candidate) return;
    if (!assigneeId) {
      setError('Please select an assignee');
      return;
    }
    assign.mutate(
      { candidateIds: [candidate.id], assigneeId, assignedBy: userId },
      {
        onSuccess: () => {
          const member = staff.data?.find((m) => m.user_id === assigneeId);
          toast.success(
            `${candidate.name} assigned to ${member ? staffName(member) : 'the team member'}`,
          );
          close();
        },
        onError: (e) => toast.error('Failed to assign candidate', messageOf(e)),
      },
    );
  };

  return (
    <Modal
      title={candidate ? `Assign ${candidate.name}` : 'Assign candidate'}
      open={!!candidate}
      okText="Assign"
      onOk={submit}
      confirmLoading={assign.isPending}
      onCancel={close}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <FormField id="assign-suggested-to" label="Assign to" error={error} required>
          <Select
            id="assign-suggested-to"
            aria-describedby={error ? 'assign-suggested-to-error' : undefined}
            loading={staff.isPending}
            value={assigneeId}
            onChange={(value: string) => {
              setAssigneeId(value);
              setError(undefined);
            }}
            options={(staff.data ?? [])
              .filter((m) => m.user_id)
              .map((m) => ({ value: m.user_id!, label: staffLabel(m) }))}
            placeholder="Select a manager or recruiter"
          />
        </FormField>
      </Form>
    </Modal>
  );
}
