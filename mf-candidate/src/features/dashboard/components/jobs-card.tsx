import { formatDate, underscoresToSpaces } from '@portal/shared';
import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { PagedList } from '../../../components/paged-list';
import { companyNameOf, postedAtOf, type CandidateJob } from '../../jobs/types';
import { DASHBOARD_LIST_PAGE_SIZE } from './applications-card';

/** 'Jobs You Can Apply For' with 'Apply Now' per job. */
export function JobsCard({ jobs }: { jobs: CandidateJob[] }) {
  const navigate = useNavigate();
  return (
    <Card title="Jobs You Can Apply For">
      {jobs.length === 0 ? (
        <Empty description="No open jobs right now. Check back soon." />
      ) : (
        <PagedList
          label="Jobs you can apply for"
          items={jobs}
          pageSize={DASHBOARD_LIST_PAGE_SIZE}
          itemKey={(job) => job.id}
          renderItem={(job) => (
            <Flex justify="space-between" align="center" gap={12} wrap>
              <Flex vertical gap={4}>
                <Link to={`/jobs/${job.id}`}>
                  <Typography.Text strong>{job.title}</Typography.Text>
                </Link>
                <Typography.Text type="secondary">
                  {[companyNameOf(job), job.location].filter(Boolean).join(' · ')}
                </Typography.Text>
                <Flex gap={4} wrap>
                  {job.job_type && <Tag>{underscoresToSpaces(job.job_type)}</Tag>}
                  {job.experience_level && <Tag>{underscoresToSpaces(job.experience_level)}</Tag>}
                </Flex>
                <Typography.Text type="secondary">
                  Posted {formatDate(postedAtOf(job))}
                </Typography.Text>
              </Flex>
              <Button
                type="primary"
                aria-label={`Apply Now: ${job.title}`}
                onClick={() => navigate(`/candidate/apply/${job.id}`)}
              >
                Apply Now
              </Button>
            </Flex>
          )}
        />
      )}
    </Card>
  );
}
