import { formatDate, paths, underscoresToSpaces } from '@portal/shared';
import { MatchScore } from '@portal/shared/match';
import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { PagedList, type ServerPaging } from '../../../components/paged-list';
import { companyNameOf, postedAtOf, type CandidateJob } from '../../../lib/jobs/types';

export interface JobsListProps {
  /** The page of jobs on screen. */
  jobs: CandidateJob[];
  paging: ServerPaging;
  loading?: boolean;
  /** The candidate the scores are for; null hides them. */
  candidateId: string | null;
  /** Each job's match score by job id. */
  scores: Record<string, number>;
  /** Said when no job is left (a minimum match can leave none). */
  emptyText?: string;
}

/** Open jobs with their match, company, location, type, level, posting date and 'Apply Now'. */
export function JobsList({ jobs, paging, loading, candidateId, scores, emptyText }: JobsListProps) {
  const navigate = useNavigate();
  if (paging.total === 0) {
    return <Empty description={emptyText ?? 'No open jobs right now. Check back soon.'} />;
  }
  return (
    <PagedList
      label="Jobs you can apply for"
      items={jobs}
      paging={paging}
      loading={loading}
      itemKey={(job) => job.id}
      renderItem={(job) => (
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Flex vertical gap={4}>
            <Link to={paths.publicJob(job.id)}>
              <Typography.Text strong>{job.title}</Typography.Text>
            </Link>
            <Typography.Text type="secondary">
              {[companyNameOf(job), job.location].filter(Boolean).join(' · ')}
            </Typography.Text>
            <Flex gap={4} wrap>
              {job.job_type && <Tag>{underscoresToSpaces(job.job_type)}</Tag>}
              {job.experience_level && <Tag>{underscoresToSpaces(job.experience_level)}</Tag>}
            </Flex>
            <Typography.Text type="secondary">Posted {formatDate(postedAtOf(job))}</Typography.Text>
            {candidateId && scores[job.id] !== undefined && (
              <MatchScore
                jobId={job.id}
                candidateId={candidateId}
                score={scores[job.id]}
                subject={job.title}
              />
            )}
          </Flex>
          <Button
            type="primary"
            aria-label={`Apply Now: ${job.title}`}
            onClick={() => navigate(paths.candidate.apply(job.id))}
          >
            Apply Now
          </Button>
        </Flex>
      )}
    />
  );
}

/** 'Jobs You Can Apply For' on the dashboard, with a link to the full list. */
export function JobsCard(props: JobsListProps) {
  return (
    <Card title="Jobs You Can Apply For" extra={<Link to={paths.candidate.jobs}>View All</Link>}>
      <JobsList {...props} />
    </Card>
  );
}
