import { zodResolver } from '@hookform/resolvers/zod';
import { useAuthStore, useToast } from '@portal/shared';
import { FileAnswerInput, FormField } from '@portal/shared/forms';
import {
  APPLY_REQUIRED_ANSWERS_MESSAGE,
  candidateApplicationAnswersSchema,
  vendorSubmissionSchema,
  type VendorSubmissionInput,
} from '@portal/shared/validation';
import { Alert, Form, Input, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  JOB_ASSIGNMENTS_MESSAGE,
  useVendorJobAssignmentsQuery,
} from '../../../lib/job-assignments/get-vendor-job-assignments';
import { useJobQuestionsQuery, type JobQuestion } from '../api/get-job-questions';
import type { VendorCandidate } from '../api/get-vendor-candidates';
import { SubmissionDocumentsField } from './submission-documents-field';
import {
  HELD_MESSAGE,
  SUBMIT_SUCCESS_MESSAGE,
  useSubmitVendorCandidateMutation,
} from '../api/submit-vendor-candidate';
import { FormDialog } from './form-dialog';

/** Most vendors work a handful of open requisitions; the picker shows the newest this many. */
export const SUBMITTABLE_JOBS_LIMIT = 100;

export interface SubmitCandidateDialogProps {
  vendorId: string;
  recruiterId: string | null;
  candidate: Pick<VendorCandidate, 'id' | 'first_name' | 'last_name'> | null;
  /** The job chosen already (from the job's ranked candidates); the vendor may still change it. */
  jobId?: string;
  onClose: () => void;
}

export function SubmitCandidateDialog({
  vendorId,
  recruiterId,
  candidate,
  jobId: chosenJobId,
  onClose,
}: SubmitCandidateDialogProps) {
  const toast = useToast();
  // A file answer is stored in the submitting user's folder for the job, as a candidate's is.
  const userId = useAuthStore((s) => s.user?.id);
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
    defaultValues: { jobId: '', pitchNote: '' },
  });
  useEffect(() => {
    if (open) reset({ jobId: chosenJobId ?? '', pitchNote: '' });
  }, [open, chosenJobId, reset]);
  const jobId = useWatch({ control, name: 'jobId' });
  const questions = useJobQuestionsQuery({ jobId }, open && !!jobId);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [unanswered, setUnanswered] = useState<Set<string>>(new Set());
  const [documentIds, setDocumentIds] = useState<string[]>([]);

  const close = () => {
    reset({ jobId: '', pitchNote: '' });
    setAnswers({});
    setDocumentIds([]);
    setUnanswered(new Set());
    onClose();
  };

  const submit = handleSubmit(async ({ jobId: job, pitchNote }) => {
    if (!candidate) return;
    // The job's required questions, as for a candidate applying; the server checks them again.
    const jobQuestions = questions.data ?? [];
    if (!candidateApplicationAnswersSchema(jobQuestions).safeParse(answers).success) {
      setUnanswered(
        new Set(
          jobQuestions
            .filter((q) => q.is_required && !(answers[q.id] ?? '').trim())
            .map((q) => q.id),
        ),
      );
      return;
    }
    setUnanswered(new Set());
    const submitted = await submitCandidate
      .mutateAsync({
        candidateId: candidate.id,
        jobId: job,
        answers: jobQuestions.map((q) => ({ questionId: q.id, answer: answers[q.id] ?? '' })),
        pitchNote,
        documentIds,
      })
      .catch(() => null);
    if (!submitted) return;
    toast.success(SUBMIT_SUCCESS_MESSAGE, submitted.held ? HELD_MESSAGE : undefined);
    close();
  });

  const options = (jobs.data?.rows ?? [])
    .filter((row) => row.job)
    .map((row) => ({ value: row.job_id, label: row.job?.title ?? '' }));

  return (
    <FormDialog
      title="Submit Candidate"
      open={open}
      onClose={close}
      onSubmit={() => void submit()}
      submitLabel="Submit Candidate"
      submitting={isSubmitting}
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
        {questions.error ? (
          <Alert
            type="error"
            showIcon
            title={questions.error.message}
            style={{ marginBottom: 12 }}
          />
        ) : null}
        {(questions.data ?? []).map((question) => (
          <FormField
            key={question.id}
            id={`submit-question-${question.id}`}
            label={question.question}
            required={question.is_required}
            error={unanswered.has(question.id) ? APPLY_REQUIRED_ANSWERS_MESSAGE : undefined}
          >
            {question.question_type?.toUpperCase() === 'FILE' && userId ? (
              <FileAnswerInput
                id={`submit-question-${question.id}`}
                label={question.question}
                userId={userId}
                jobId={jobId}
                value={answers[question.id] ?? ''}
                onChange={(value) =>
                  setAnswers((current) => ({ ...current, [question.id]: value }))
                }
              />
            ) : (
              <AnswerInput
                id={`submit-question-${question.id}`}
                question={question}
                value={answers[question.id] ?? ''}
                onChange={(value) =>
                  setAnswers((current) => ({ ...current, [question.id]: value }))
                }
              />
            )}
          </FormField>
        ))}
        {candidate ? (
          <SubmissionDocumentsField
            vendorId={vendorId}
            candidateId={candidate.id}
            value={documentIds}
            onChange={setDocumentIds}
          />
        ) : null}
        <FormField
          id="submit-pitch"
          label="Pitch Note (optional)"
          error={errors.pitchNote?.message}
        >
          <Controller
            name="pitchNote"
            control={control}
            render={({ field }) => (
              <Input.TextArea
                id="submit-pitch"
                rows={3}
                value={field.value}
                onChange={field.onChange}
                placeholder="Why this candidate fits the role"
              />
            )}
          />
        </FormField>
      </Form>
    </FormDialog>
  );
}

/** One screening answer: a choice from the question's options, a paragraph or a line of text. */
function AnswerInput({
  id,
  question,
  value,
  onChange,
}: {
  id: string;
  question: JobQuestion;
  value: string;
  onChange: (value: string) => void;
}) {
  const options = Array.isArray(question.options)
    ? question.options.filter((o): o is string => typeof o === 'string')
    : [];
  if (question.question_type === 'MULTIPLE_CHOICE' && options.length > 0) {
    return (
      <Select
        id={id}
        value={value || undefined}
        onChange={onChange}
        options={options.map((o) => ({ value: o, label: o }))}
        placeholder="Select an answer"
      />
    );
  }
  if (question.question_type === 'TEXTAREA') {
    return (
      <Input.TextArea id={id} rows={3} value={value} onChange={(e) => onChange(e.target.value)} />
    );
  }
  return <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} />;
}
