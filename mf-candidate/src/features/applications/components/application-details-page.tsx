import {
  AreaError,
  ApplicationStatusTag,
  PageLoader,
  applicationStatusLabel,
  formatDate,
  paths,
  useAuthStore,
} from '@portal/shared';
import { Button, Card, Col, Descriptions, Flex, Result, Row, Space, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { JobSummaryCard } from '../../../components/jobs/job-summary-card';
import { PagedList } from '../../../components/paged-list';
import { useApplicationTimelineQuery } from '@portal/shared/supabase';
import { ApplicationTimeline } from '@portal/shared/widgets';
import { companyNameOf } from '../../../lib/jobs/types';
import { useApplicationDetailQuery } from '../api/get-application-detail';
import { canWithdraw, WithdrawApplicationButton } from './withdraw-application-button';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function ApplicationNotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Application Not Found"
      subTitle="This application does not exist or you do not have access to it."
      extra={
        <Button type="primary" onClick={() => navigate(paths.candidate.applications)}>
          View All Applications
        </Button>
      }
    />
  );
}

/** The stage history, read on its own so a slow or failed read leaves the rest of the page. */
function StageTimeline({ applicationId, status }: { applicationId: string; status: string }) {
  const timeline = useApplicationTimelineQuery(applicationId, status);
  if (timeline.isPending)
    return <Typography.Text type="secondary">Loading timeline...</Typography.Text>;
  if (timeline.error)
    return (
      <Typography.Text type="danger">
        The timeline could not be loaded.{' '}
        <Button type="link" onClick={() => void timeline.refetch()}>
          Retry
        </Button>
      </Typography.Text>
    );
  return <ApplicationTimeline entries={timeline.data} reader="candidate" />;
}

export function ApplicationDetailsPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const valid = !!id && UUID.test(id);
  const detail = useApplicationDetailQuery({ userId, applicationId: id ?? '' }, !!userId && valid);

  if (!valid) return <ApplicationNotFound />;
  if (detail.error) {
    return (
      <AreaError
        title="Failed to load application details"
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  if (detail.data === undefined) return <PageLoader label="Loading application..." />;
  const application = detail.data;
  if (!application) return <ApplicationNotFound />;
  const job = application.job;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Flex justify="space-between" align="start" wrap gap={16}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 0 }}>
            {job?.title ?? 'Application Details'}
          </Typography.Title>
          <Typography.Text type="secondary">{companyNameOf(job)}</Typography.Text>
        </div>
        <ApplicationStatusTag
          status={application.status}
          announceAs={job?.title ?? 'Your application'}
          style={{ fontSize: 14, padding: '4px 12px' }}
        />
      </Flex>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Card title="Application Status">
              <Descriptions
                column={1}
                size="small"
                items={[
                  {
                    key: 'status',
                    label: 'Status',
                    children: applicationStatusLabel(application.status),
                  },
                  {
                    key: 'applied',
                    label: 'Applied',
                    children: formatDate(application.applied_at),
                  },
                ]}
              />
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                Timeline
              </Typography.Title>
              <StageTimeline applicationId={application.id} status={application.status} />
            </Card>
            {job && (
              <Card title="Job Information">
                <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
                  {job.description || 'No description provided.'}
                </Typography.Paragraph>
                {(job.skills_required ?? []).length > 0 && (
                  <Flex wrap gap={8}>
                    {(job.skills_required ?? []).map((skill) => (
                      <Tag key={skill}>{skill}</Tag>
                    ))}
                  </Flex>
                )}
              </Card>
            )}
            <Card title="Your Responses">
              {application.answers.length === 0 ? (
                <Typography.Text type="secondary">
                  This job had no screening questions.
                </Typography.Text>
              ) : (
                <PagedList
                  label="Your responses"
                  items={application.answers}
                  itemKey={(answer) => answer.question_id}
                  renderItem={(answer) => (
                    <Flex vertical gap={4}>
                      <Typography.Text strong>{answer.question}</Typography.Text>
                      {answer.answer && answer.answer.trim() ? (
                        <Typography.Text style={{ whiteSpace: 'pre-line' }}>
                          {answer.question_type?.toUpperCase() === 'FILE'
                            ? `File sent: ${answer.answer.slice(answer.answer.lastIndexOf('/') + 1)}`
                            : answer.answer}
                        </Typography.Text>
                      ) : (
                        <Typography.Text type="secondary" italic>
                          No response provided
                        </Typography.Text>
                      )}
                    </Flex>
                  )}
                />
              )}
            </Card>
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            {job && <JobSummaryCard job={job} />}
            <Card title="Actions">
              <Flex vertical gap={8}>
                {job && (
                  <Button block onClick={() => navigate(paths.publicJob(job.id))}>
                    View Job Posting
                  </Button>
                )}
                <Button block onClick={() => navigate(paths.candidate.applications)}>
                  View All Applications
                </Button>
                {canWithdraw(application.status) && (
                  <WithdrawApplicationButton applicationId={application.id} jobTitle={job?.title} />
                )}
              </Flex>
            </Card>
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
