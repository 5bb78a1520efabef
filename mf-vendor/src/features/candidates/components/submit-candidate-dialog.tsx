import { zodResolver } from '@hookform/resolvers/zod';
import { useToast } from '@portal/shared';
import { FormField } from '@portal/shared/forms';
import { vendorSubmissionSchema, type VendorSubmissionInput } from '@portal/shared/validation';
import { Alert, Button, Form, Modal, Select, Typography } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import {
  JOB_ASSIGNMENTS_MESSAGE,
  useVendorJobAssignmentsQuery,
} from '../../../lib/job-assignments/get-vendor-job-assignments';
import type { VendorCandidate } from '../api/get-vendor-candidates';
import {
  SUBMIT_SUCCESS_MESSAGE,
  useSubmitVendorCandidateMutation,
} from '../api/submit-vendor-candidate';

/** Most vendors work a handful of open requisitions; the picker shows the newest this many. */
export const SUBMITTABLE_JOBS_LIMIT = 100;

export interface SubmitCandidateDialogProps {
  vendorId: string;
  recruiterId: string | null;
  candidate: VendorCandidate | null;
  onClose: () => void;
}

export function SubmitCandidateDialog({
  vendorId,
  recruiterId,
  candidate,
  onClose,
}: SubmitCandidateDialogProps) {
  const toast = useToast();
  const open = candidate !== null;
  const jobs = useVendorJobAssignmentsQuery(
    { vendorId, recruiterId, page: 1, pageSize: SUBMITTABLE_JOBS_LIMIT },
    open,
  );
  const submitCandidate = useSubmitVendorCandidateMutation();
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
    const submitted = await submitCandidate
      .mutateAsync({ vendorId, candidateId: candidate.id, jobId })
      .catch(() => null);
    if (!submitted) return;
    toast.success(SUBMIT_SUCCESS_MESSAGE);
    close();
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
        <FormField id="submit-job" label="Job" error={errors.jobId?.message}>
          <Controller
            name="jobId"
            control={control}
            render={({ field }) => (
              <Select
                id="submit-job"
                value={field.value || undefined}
                onChange={field.onChange}
                placeholder="Select a job"
                loading={jobs.isFetching}
                options={options}
                showSearch={{ optionFilterProp: 'label' }}
                notFoundContent={jobs.isFetching ? 'Loading jobs...' : 'No jobs assigned'}
              />
            )}
          />
        </FormField>
      </Form>
    </Modal>
  );
}
