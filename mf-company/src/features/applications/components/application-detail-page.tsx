import { FunctionCallError } from '@portal/shared/supabase';
import {
  AreaError,
  ApplicationStatusTag,
  formatDate,
  PageLoader,
  workAuthorizationLabel,
  useAuthStore,
  useToast,
  messageOf,
  paths,
} from '@portal/shared';
import { safeHref } from '@portal/shared/validation';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  List,
  Result,
  Row,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import {
  useApplicationDetailQuery,
  type ApplicationDetail,
} from '../../../lib/applications/get-application-detail';
import { ApplicationMatchCard } from '../../../components/matching/application-match-card';
import { AnswerFileLink } from './answer-file-link';
import { CandidateDocumentLink } from './candidate-document-link';
import { ApplicationNeighbors } from './application-neighbors';
import { StageActions } from './stage-actions';
import { SubmittedDocumentsCard } from './submitted-documents-card';
import { MessagesCard, TimelineCard } from './stage-history-cards';
import { jobTermItems } from '../../../components/jobs/job-term-items';

function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Application Not Found"
      subTitle="This application does not exist or you do not have permission to view it."
      extra={
        <Button onClick={() => navigate(paths.company.manageCandidates)}>Back to Candidates</Button>
      }
    />
  );
}

function answerText(answer: string | null) {
  if (!answer || !answer.trim())
    return <Typography.Text type="secondary">No response provided</Typography.Text>;
  const href = safeHref(answer);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {answer}
    </a>
  ) : (
    <span style={{ whiteSpace: 'pre-wrap' }}>{answer}</span>
  );
}

export function ApplicationDetailView({
  application,
  children,
}: {
  application: ApplicationDetail;
  /** Sections other features add below the application (interviews, scorecards, notes). */
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const candidate = application.candidate;
  const job = application.job;

  const name = candidate
    ? `${candidate.first_name} ${candidate.last_name}`.trim()
    : 'Unknown candidate';
  const text = (value: unknown) => (typeof value === 'string' && value ? value : '—');

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {name}
        </Typography.Title>
        <ApplicationStatusTag status={application.status} reader="company" />
      </Space>
      <Typography.Text type="secondary">
        Applied for {job?.title ?? 'a job'} on {formatDate(application.applied_at)}
        {application.source_label ? ` · Source: ${application.source_label}` : ''}
      </Typography.Text>
      {application.pitch_note ? (
        <Card title="Vendor's Pitch" size="small">
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {application.pitch_note}
          </Typography.Paragraph>
        </Card>
      ) : null}
      {application.source === 'vendor' ? (
        <SubmittedDocumentsCard applicationId={application.id} />
      ) : null}
      <ApplicationNeighbors applicationId={application.id} />
      <StageActions applicationId={application.id} status={application.status} name={name} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="Candidate Information">
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'email', label: 'Email', children: text(candidate?.email) },
                { key: 'phone', label: 'Phone', children: text(candidate?.phone) },
                { key: 'title', label: 'Title', children: text(candidate?.title) },
                {
                  key: 'location',
                  label: 'Location',
                  children:
                    [candidate?.city, candidate?.state, candidate?.country]
                      .filter((v) => typeof v === 'string' && v)
                      .join(', ') || '—',
                },
                {
                  key: 'auth',
                  label: 'Work Authorization',
                  children: text(workAuthorizationLabel(candidate?.work_authorization)),
                },
                {
                  key: 'skills',
                  label: 'Skills',
                  children:
                    (candidate?.skills ?? []).length > 0
                      ? candidate!.skills!.map((s) => <Tag key={s}>{s}</Tag>)
                      : '—',
                },
              ]}
            />
            {typeof candidate?.bio === 'string' && candidate.bio && (
              <Typography.Paragraph style={{ marginTop: 12 }}>{candidate.bio}</Typography.Paragraph>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <TimelineCard applicationId={application.id} status={application.status} />
        </Col>
        {candidate && (
          <Col xs={24} lg={12}>
            <ApplicationMatchCard jobId={application.job_id} candidateId={candidate.id} />
          </Col>
        )}
        <Col xs={24} lg={12}>
          <MessagesCard applicationId={application.id} />
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Documents">
            {application.documents.length === 0 ? (
              <Empty description="No documents uploaded" image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <List
                size="small"
                dataSource={application.documents}
                renderItem={(doc) => (
                  <List.Item>
                    <CandidateDocumentLink applicationId={application.id} doc={doc} />
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Answers">
            {application.answers.length === 0 ? (
              <Empty
                description="This job has no screening questions"
                image={Empty.PRESENTED_IMAGE_SIMPLE}
              />
            ) : (
              <List
                dataSource={application.answers}
                renderItem={(a) => (
                  <List.Item>
                    <Space orientation="vertical" size={0}>
                      <Typography.Text strong>{a.question}</Typography.Text>
                      {a.question_type?.toUpperCase() === 'FILE' && a.answer?.trim() ? (
                        <AnswerFileLink path={a.answer} question={a.question} />
                      ) : (
                        answerText(a.answer)
                      )}
                    </Space>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title="Job Details"
            extra={
              job ? (
                <Button onClick={() => navigate(paths.company.manageJob(job.id))}>
                  Manage Job
                </Button>
              ) : undefined
            }
          >
            {job ? (
              <Descriptions
                column={1}
                size="small"
                items={[
                  { key: 'title', label: 'Title', children: job.title },
                  { key: 'location', label: 'Location', children: job.location || '—' },
                  ...jobTermItems(job),
                  { key: 'posted', label: 'Posted', children: formatDate(job.created_at) },
                ]}
              />
            ) : (
              '—'
            )}
          </Card>
        </Col>
      </Row>
      {children}
    </Space>
  );
}

export function ApplicationDetailPage({ children }: { children?: ReactNode }) {
  const { id } = useParams();
  const toast = useToast();
  const user = useAuthStore((s) => s.user);
  const validId = z.string().uuid().safeParse(id).success;
  const state = useApplicationDetailQuery(
    { userId: user?.id ?? '', applicationId: id ?? '' },
    !!user && validId,
  );
  const application = state.data;
  const missing =
    !validId ||
    (state.error instanceof FunctionCallError && [400, 403, 404].includes(state.error.status ?? 0));
  useEffect(() => {
    if (state.error && !missing)
      toast.error('Failed to load application details', messageOf(state.error));
  }, [state.error, missing, toast]);

  if (missing) return <NotFound />;
  if (!application && !state.error) return <PageLoader />;
  if (state.error || !application)
    return (
      <AreaError
        title="Failed to load application details"
        error={state.error}
        onRetry={() => void state.refetch()}
      />
    );
  return <ApplicationDetailView application={application}>{children}</ApplicationDetailView>;
}

/** /company/applications/{id} is an alias of /company/application/{id}. */
export function ApplicationRedirect() {
  const { applicationId } = useParams();
  return <Navigate to={`/company/application/${applicationId ?? ''}`} replace />;
}
