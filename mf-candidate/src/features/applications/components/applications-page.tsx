import { AreaError, PageLoader, useAuthStore } from '@portal/shared';
import { Card, Typography } from 'antd';
import { useLastPageGuard } from '../../../lib/use-last-page-guard';
import { usePageParam } from '../../../lib/use-page-param';
import { useApplicationsQuery } from '../api/get-applications';
import { ApplicationsList } from './applications-card';

const PAGE_SIZE = 10;

/** Every application of the candidate, newest first, a page at a time. */
export function ApplicationsPage() {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const [page, setPage] = usePageParam();
  const applications = useApplicationsQuery({ userId, page, pageSize: PAGE_SIZE }, !!userId);
  useLastPageGuard(applications.data?.total, {
    page,
    pageSize: PAGE_SIZE,
    onPageChange: setPage,
  });
  if (applications.error) {
    return (
      <AreaError
        title="Failed to fetch applications"
        error={applications.error}
        onRetry={() => void applications.refetch()}
      />
    );
  }
  if (!applications.data) return <PageLoader label="Loading applications..." />;
  return (
    <>
      <Typography.Title level={2}>Your Applications</Typography.Title>
      <Card>
        <ApplicationsList
          applications={applications.data.applications}
          loading={applications.isPlaceholderData}
          paging={{
            page,
            pageSize: PAGE_SIZE,
            total: applications.data.total,
            onChange: setPage,
          }}
        />
      </Card>
    </>
  );
}
