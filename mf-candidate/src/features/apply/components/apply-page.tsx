import { PageLoader, messageOf, paths, useAuthStore, useToast } from '@portal/shared';
import { FormField } from '@portal/shared/forms';
import {
  APPLY_LOGIN_MESSAGE,
  APPLY_REQUIRED_ANSWERS_MESSAGE,
  candidateApplicationAnswersSchema,
} from '@portal/shared/validation';
import { Button, Card, Col, Flex, Form, Result, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { JobSummaryCard } from '../../../components/jobs/job-summary-card';
import { companyNameOf } from '../../../lib/jobs/types';
import { ApplyToJobError, useApplyToJobMutation } from '../api/apply-to-job';
import { useJobDetailsQuery } from '../api/get-job-details';
import { useJobQuestionsQuery } from '../api/get-job-questions';
import { JobDetailsSections } from './job-details-sections';
import { QuestionInput } from './question-input';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function JobNotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Job Not Found"
      subTitle="This job does not exist or is no longer open for applications."
      extra={
        <Button type="primary" onClick={() => navigate(paths.candidate.dashboard)}>
          Back to Dashboard
        </Button>
      }
    />
  );
}

export function ApplyPage() {
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const valid = UUID.test(jobId);
  const job = useJobDetailsQuery({ userId, jobId }, !!userId && valid);
  // A job whose questions cannot be read can still be applied to.
  const questions = useJobQuestionsQuery({ userId, jobId }, !!userId && valid);
  const submission = useApplyToJobMutation();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState<Set<string>>(new Set());

  if (!valid) return <JobNotFound />;
  if (job.error) {
    return (
      <Result
        status="error"
        title={`Failed to load job details: ${messageOf(job.error)}`}
        extra={
          <Button type="primary" onClick={() => void job.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (job.data === undefined || questions.isPending) return <PageLoader label="Loading job..." />;
  if (!job.data) return <JobNotFound />;
  const currentJob = job.data;
  const jobQuestions = questions.data ?? [];

  async function submit() {
    if (!userId) {
      toast.error(APPLY_LOGIN_MESSAGE);
      return;
    }
    const check = candidateApplicationAnswersSchema(jobQuestions).safeParse(answers);
    if (!check.success) {
      setInvalid(
        new Set(
          jobQuestions
            .filter((q) => q.is_required && !(answers[q.id] ?? '').trim())
            .map((q) => q.id),
        ),
      );
      toast.error(APPLY_REQUIRED_ANSWERS_MESSAGE);
      return;
    }
    setInvalid(new Set());
    try {
      const result = await submission.mutateAsync({
        jobId: currentJob.id,
        answers: jobQuestions.map((q) => ({ questionId: q.id, answer: answers[q.id] ?? '' })),
      });
      if (!result.submitted) {
        toast.error(
          result.missingFields.length > 0
            ? `Please complete these required fields in your profile: ${result.missingFields.join(', ')}`
            : 'Please complete your candidate profile first',
        );
        navigate(paths.candidate.profile);
        return;
      }
      toast.success('Application submitted successfully!');
      navigate(paths.candidate.dashboard);
    } catch (error) {
      if (error instanceof ApplyToJobError && error.existingApplicationId) {
        // A company or vendor already put the candidate forward: show them that application.
        toast.error(error.message);
        navigate(paths.candidate.application(error.existingApplicationId));
      } else if (error instanceof ApplyToJobError && error.isDuplicate) {
        toast.error('You have already applied for this job');
      } else if (error instanceof ApplyToJobError && error.isAnswerRule) {
        toast.error(error.message);
      } else {
        toast.error(`Failed to submit application: ${messageOf(error)}`);
      }
    }
  }

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 0 }}>
          Apply for Position
        </Typography.Title>
        <Typography.Title level={4} style={{ marginTop: 8 }}>
          {currentJob.title}
        </Typography.Title>
        <Typography.Text type="secondary">{companyNameOf(currentJob)}</Typography.Text>
      </div>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <JobDetailsSections job={currentJob} />
            <Card title="Application Form">
              <form
                noValidate
                aria-label="Application form"
                onSubmit={(event) => {
                  event.preventDefault();
                  void submit();
                }}
              >
                <Form layout="vertical" component={false}>
                  {jobQuestions.length === 0 ? (
                    <Typography.Paragraph type="secondary">
                      This job has no screening questions. Submit your application when you are
                      ready.
                    </Typography.Paragraph>
                  ) : (
                    jobQuestions.map((question) => {
                      const id = `question-${question.id}`;
                      return (
                        <FormField
                          key={question.id}
                          id={id}
                          label={question.question}
                          required={!!question.is_required}
                          error={
                            invalid.has(question.id)
                              ? 'This question requires an answer'
                              : undefined
                          }
                        >
                          <QuestionInput
                            id={id}
                            question={question}
                            value={answers[question.id] ?? ''}
                            upload={{ userId, jobId }}
                            onChange={(value) =>
                              setAnswers((current) => ({ ...current, [question.id]: value }))
                            }
                          />
                        </FormField>
                      );
                    })
                  )}
                  <Flex gap={8}>
                    <Button type="primary" htmlType="submit" loading={submission.isPending}>
                      Submit Application
                    </Button>
                    <Button
                      onClick={() => navigate(paths.candidate.dashboard)}
                      disabled={submission.isPending}
                    >
                      Cancel
                    </Button>
                  </Flex>
                </Form>
              </form>
            </Card>
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          <JobSummaryCard job={currentJob} />
        </Col>
      </Row>
    </Space>
  );
}
