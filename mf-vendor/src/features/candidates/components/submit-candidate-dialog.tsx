import { zodResolver } from '@hookform/resolvers/zod';
import { useToast } from '@portal/shared';
import { vendorSubmissionSchema, type VendorSubmissionInput } from '@portal/shared/validation';
import { Alert, Button, Form, Modal, Select, Typography } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { useAsync } from '../../../hooks/use-async';
import {
  getVendorJobAssignments,
  JOB_ASSIGNMENTS_MESSAGE,
} from '../../../lib/job-assignments/get-vendor-job-assignments';
import type { VendorCandidate } from '../api/get-vendor-candidates';
import {
  SUBMIT_FAILURE_MESSAGE,
  SUBMIT_SUCCESS_MESSAGE,
  submitVendorCandidate,
} from '../api/submit-vendor-candidate';

/** Most vendors work a handful of open requisitions; the picker shows the newest this many. */
export const SUBMITTABLE_JOBS_LIMIT = 100;

export interface SubmitCandidateDialogProps {
  vendorId: string;
  recruiterId: string | null;
  candidate: VendorCandidate | null;
  onClose: () => void;
  onSubmitted: () => void;
}

export function SubmitCandidateDialog({
  vendorId,
  recruiterId,
  candidate,
  onClose,
  onSubmitted,
}: SubmitCandidateDialogProps) {
  const toast = useToast();
  const open = candidate !== null;
  const jobs = useAsync(
    () =>
      getVendorJobAssignments({ vendorId, recruiterId, page: 1, pageSize: SUBMITTABLE_JOBS_LIMIT }),
    [vendorId, recruiterId, open],
    open,
  );
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<VendorSubmissionInput>({
    resolver: zodResolver(vendorSubmissionSchema),
    defaultValues: { jobId: '' },
  });

  const close = () => {
    reset({ jobId: '' });
    onClose();
  };

  const submit = handleSubmit(async ({ jobId }) => {
    if (!candidate) return;
    try {
      await submitVendorCandidate({ vendorId, candidateId: candidate.id, jobId });
      toast.success(SUBMIT_SUCCESS_MESSAGE);
      close();
      onSubmitted();
    } catch (error) {
      toast.error(SUBMIT_FAILURE_MESSAGE, error instanceof Error ? error.message : undefined);
    }
  });

  const options = (jobs.data?.rows ?? [])
    .filter((row) => row.job)
    .map((row) => ({ value: row.job_id, label: row.job?.title ?? '' }));

  return (
    <Modal
      title="Submit Candidate"
      open={open}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={isSubmitting}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" loading={isSubmitting} onClick={() => void submit()}>
          Submit Candidate
        </Button>,
      ]}
    >
      {candidate ? (
        <Typography.Paragraph>
          Submit {candidate.first_name} {candidate.last_name} to one of the jobs assigned to you.
        </Typography.Paragraph>
      ) : null}
      {jobs.error ? (
        <Alert type="error" showIcon title={JOB_ASSIGNMENTS_MESSAGE} style={{ marginBottom: 12 }} />
      ) : null}
      <Form layout="vertical" component="div">
        <Form.Item
          label="Job"
          htmlFor="submit-job"
          validateStatus={errors.jobId ? 'error' : undefined}
          help={errors.jobId?.message}
        >
          <Controller
            name="jobId"
            control={control}
            render={({ field }) => (
              <Select
                id="submit-job"
                value={field.value || undefined}
                onChange={field.onChange}
                placeholder="Select a job"
                loading={jobs.loading}
                options={options}
                showSearch={{ optionFilterProp: 'label' }}
                notFoundContent={jobs.loading ? 'Loading jobs...' : 'No jobs assigned'}
              />
            )}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
