import { PageLoader } from '@portal/shared';
import { Button, Col, Result, Row, Space, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { isNotFound } from '../../../lib/call-function';
import { JobNotFound, useJobWithQuestions } from '../../apply/components/apply-page';
import { companyNameOf } from '../types';
import { JobDetailsSections } from './job-details-sections';
import { JobSummaryCard } from './job-summary-card';

/** A job posting as the candidate sees it, with 'Apply Now'. */
export function JobDetailPage() {
  const { jobId } = useParams();
  const navigate = useNavigate();
  const loaded = useJobWithQuestions(jobId);
  if (!jobId || (loaded.error && isNotFound(loaded.error))) return <JobNotFound />;
  if (loaded.error) {
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
  if (!loaded.loading && !loaded.data) return <JobNotFound />;
  if (loaded.loading || !loaded.data) return <PageLoader label="Loading job..." />;
  const { job } = loaded.data;
  if (!job) return <JobNotFound />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 0 }}>
          {job.title}
        </Typography.Title>
        <Typography.Text type="secondary">{companyNameOf(job)}</Typography.Text>
      </div>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <JobDetailsSections job={job} />
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <JobSummaryCard job={job} />
            <Button
              type="primary"
              block
              size="large"
              onClick={() => navigate(`/candidate/apply/${job.id}`)}
            >
              Apply Now
            </Button>
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
