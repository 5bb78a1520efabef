import { ApplicationStatusTag, formatDate, paths } from '@portal/shared';
import { Card, Empty, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PagedList, type ServerPaging } from '../../../components/paged-list';
import { companyNameOf } from '../../../lib/jobs/types';
import type { CandidateApplication } from '../types';

export const DASHBOARD_LIST_PAGE_SIZE = 5;

export interface ApplicationsListProps {
  /** The page of applications on screen. */
  applications: CandidateApplication[];
  paging: ServerPaging;
  loading?: boolean;
}

/** Job title, company, applied date and status; each row opens the application detail. */
export function ApplicationsList({ applications, paging, loading }: ApplicationsListProps) {
  if (paging.total === 0) {
    return <Empty description="You haven't applied to any jobs yet." />;
  }
  return (
    <PagedList
      label="Your applications"
      items={applications}
      paging={paging}
      loading={loading}
      itemKey={(application) => application.id}
      renderItem={(application) => (
        <Flex justify="space-between" align="start" gap={12}>
          <Flex vertical>
            <Link to={paths.candidate.application(application.id)}>
              <Typography.Text strong>
                {application.job?.title ?? 'Job no longer available'}
              </Typography.Text>
            </Link>
            <Typography.Text type="secondary">{companyNameOf(application.job)}</Typography.Text>
            <Typography.Text type="secondary">
              Applied {formatDate(application.applied_at)}
            </Typography.Text>
          </Flex>
          <ApplicationStatusTag
            status={application.status}
            announceAs={application.job?.title ?? 'Your application'}
          />
        </Flex>
      )}
    />
  );
}

export function ApplicationsCard(props: ApplicationsListProps) {
  return (
    <Card title="Your Applications" extra={<Link to={paths.candidate.applications}>View All</Link>}>
      <ApplicationsList {...props} />
    </Card>
  );
}
