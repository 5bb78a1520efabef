import { AreaError, PageLoader, useAuthStore } from '@portal/shared';
import { Card, Typography } from 'antd';
import { useLastPageGuard } from '../../../lib/use-last-page-guard';
import { usePageParam } from '../../../lib/use-page-param';
import { usePotentialJobsQuery } from '../api/get-potential-jobs';
import { JobsList } from './jobs-card';

const PAGE_SIZE = 10;

/** Every open job the candidate has not applied to, newest first, a page at a time. */
export function JobsPage() {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const [page, setPage] = usePageParam();
  const jobs = usePotentialJobsQuery({ userId, page, pageSize: PAGE_SIZE }, !!userId);
  useLastPageGuard(jobs.data?.total, { page, pageSize: PAGE_SIZE, onPageChange: setPage });
  if (jobs.error) {
    return (
      <AreaError
        title="Failed to fetch jobs"
        error={jobs.error}
        onRetry={() => void jobs.refetch()}
      />
    );
  }
  if (!jobs.data) return <PageLoader label="Loading jobs..." />;
  return (
    <>
      <Typography.Title level={2}>Jobs You Can Apply For</Typography.Title>
      <Card>
        <JobsList
          jobs={jobs.data.jobs}
          loading={jobs.isPlaceholderData}
          paging={{ page, pageSize: PAGE_SIZE, total: jobs.data.total, onChange: setPage }}
        />
      </Card>
    </>
  );
}
