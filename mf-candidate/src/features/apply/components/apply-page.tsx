import { PageLoader, useAuthStore, useToast } from '@portal/shared';
import {
  APPLY_LOGIN_MESSAGE,
  APPLY_REQUIRED_ANSWERS_MESSAGE,
  candidateApplicationAnswersSchema,
} from '@portal/shared/validation';
import { Button, Card, Col, Flex, Form, Result, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FormField } from '@portal/shared/forms';
import { JobSummaryCard } from '../../../components/jobs/job-summary-card';
import { isNotFound } from '@portal/shared/supabase';
import { companyNameOf } from '../../../lib/jobs/types';
import { useAsyncData } from '../../../lib/use-async-data';
import { getCandidateId } from '../api/get-candidate-id';
import { createApplication, CreateApplicationError } from '../api/create-application';
import { getJobDetails } from '../api/get-job-details';
import { getJobQuestions, type JobQuestion } from '../api/get-job-questions';
import { saveApplicationAnswers } from '../api/save-application-answers';
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
        <Button type="primary" onClick={() => navigate('/candidate/dashboard')}>
          Back to Dashboard
        </Button>
      }
    />
  );
}

/** Job and questions; question load failures are ignored (the job can still be applied to). */
function useJobWithQuestions(jobId: string | undefined) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const valid = !!jobId && UUID.test(jobId);
  return useAsyncData(
    userId && valid
      ? async () => {
          const [job, questions] = await Promise.all([
            getJobDetails({ userId, jobId }),
            getJobQuestions({ userId, jobId }).catch(() => [] as JobQuestion[]),
          ]);
          return { job, questions };
        }
      : null,
    [userId, jobId, valid],
  );
}

export function ApplyPage() {
  const { jobId } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const user = useAuthStore((state) => state.user);
  const loaded = useJobWithQuestions(jobId);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [submitting, setSubmitting] = useState(false);

  if (!jobId || !UUID.test(jobId)) return <JobNotFound />;
  if (loaded.error) {
    if (isNotFound(loaded.error)) return <JobNotFound />;
    const cause = loaded.error instanceof Error ? loaded.error.message : String(loaded.error);
    return (
      <Result
        status="error"
        title={`Failed to load job details: ${cause}`}
        extra={
          <Button type="primary" onClick={loaded.reload}>
            Retry
          </Button>
        }
      />
    );
  }
  if (loaded.loading || !loaded.data) return <PageLoader label="Loading job..." />;
  const { job, questions } = loaded.data;
  if (!job) return <JobNotFound />;
  const currentJob = job;

  async function submit() {
    if (!user) {
      toast.error(APPLY_LOGIN_MESSAGE);
      return;
    }
    const check = candidateApplicationAnswersSchema(questions).safeParse(answers);
    if (!check.success) {
      setInvalid(
        new Set(
          questions.filter((q) => q.is_required && !(answers[q.id] ?? '').trim()).map((q) => q.id),
        ),
      );
      toast.error(APPLY_REQUIRED_ANSWERS_MESSAGE);
      return;
    }
    setInvalid(new Set());
    setSubmitting(true);
    try {
      const { candidateId, missingFields } = await getCandidateId({ userId: user.id });
      if (missingFields.length > 0) {
        toast.error(
          `Please complete these required fields in your profile: ${missingFields.join(', ')}`,
        );
        navigate('/candidate/profile');
        return;
      }
      if (!candidateId) {
        toast.error('Please complete your candidate profile first');
        navigate('/candidate/profile');
        return;
      }
      const applicationId = await createApplication({ jobId: currentJob.id, candidateId });
      try {
        await saveApplicationAnswers({
          applicationId,
          answers: questions.map((q) => ({ questionId: q.id, answer: answers[q.id] ?? '' })),
        });
      } catch (error) {
        // The application counts even when its answers could not be stored.
        console.error('Failed to save application answers', error);
      }
      toast.success('Application submitted successfully!');
      navigate('/candidate/dashboard');
    } catch (error) {
      if (error instanceof CreateApplicationError && error.isDuplicate) {
        toast.error('You have already applied for this job');
      } else {
        toast.error(
          `Failed to submit application: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    } finally {
      setSubmitting(false);
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
                  {questions.length === 0 ? (
                    <Typography.Paragraph type="secondary">
                      This job has no screening questions. Submit your application when you are
                      ready.
                    </Typography.Paragraph>
                  ) : (
                    questions.map((question) => {
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
                            onChange={(value) =>
                              setAnswers((current) => ({ ...current, [question.id]: value }))
                            }
                          />
                        </FormField>
                      );
                    })
                  )}
                  <Flex gap={8}>
                    <Button type="primary" htmlType="submit" loading={submitting}>
                      Submit Application
                    </Button>
                    <Button onClick={() => navigate('/candidate/dashboard')} disabled={submitting}>
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
