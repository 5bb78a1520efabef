import { AreaError, PageLoader, useAuthStore } from '@portal/shared';
import { Card, Typography } from 'antd';
import { usePageParam } from '../../../lib/use-page-param';
import { useServerPage } from '../../../lib/use-server-page';
import { getPotentialJobs } from '../api/get-potential-jobs';
import { JobsList } from './jobs-card';

const PAGE_SIZE = 10;

/** Every open job the candidate has not applied to, newest first, a page at a time. */
export function JobsPage() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const [page, setPage] = usePageParam();
  const jobs = useServerPage(
    userId ? (current) => getPotentialJobs({ userId, page: current, pageSize: PAGE_SIZE }) : null,
    [userId],
    { page, pageSize: PAGE_SIZE, onPageChange: setPage },
  );
  if (jobs.error) {
    return <AreaError title="Failed to fetch jobs" error={jobs.error} onRetry={jobs.reload} />;
  }
  if (!jobs.data) return <PageLoader label="Loading jobs..." />;
  return (
    <>
      <Typography.Title level={2}>Jobs You Can Apply For</Typography.Title>
      <Card>
        <JobsList
          jobs={jobs.data.jobs}
          loading={jobs.loading}
          paging={{ page, pageSize: PAGE_SIZE, total: jobs.data.total, onChange: setPage }}
        />
      </Card>
    </>
  );
}
